"""A bad command line, for the table or for `weavers simulate`: one clear line naming the
reason (after the program's name), a failing exit, and nothing started (no window opens)."""

import pytest

from weavers.cli import main

TABLE = ["--frames", "1"]  # the table, for one frame if it ever opened
SIMULATE = ["simulate", "--games", "1"]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        ([*TABLE, "--screenshot", "shot.unknown"], "writes .png"),
        ([*TABLE, "--screenshot", "/proc/no/such/shot.png"], "cannot be made"),
        ([*TABLE, "--stats-json", "/dev/null/stats.json"], "is not a folder"),
        ([*TABLE, "--stats-json", "/tmp"], "is a folder, not a file"),
        ([*SIMULATE, "--record", ""], "needs a folder name"),
        ([*SIMULATE, "--record", "/dev/null"], "is not a folder"),
        ([*SIMULATE, "--record", "/proc/no/such"], "cannot be made"),
        ([*SIMULATE, "--turn-limit", "0"], "--turn-limit must be from 1"),
        ([*SIMULATE, "--turn-limit", "-5"], "--turn-limit must be from 1"),
        ([*SIMULATE, "--games", "0"], "--games must be from 1"),
        ([*SIMULATE, "--games", "99999999"], "--games must be from 1"),
    ],
)
def test_a_bad_command_line_gets_one_clear_line_and_a_failing_exit(argv, words):
    with pytest.raises(SystemExit) as info:
        main(argv)
    said = str(info.value.code)
    assert words in said
    assert said.startswith("weavers simulate" if argv[0] == "simulate" else "weavers:")
