"""Start-up loads what the first frame needs (issue 31 item 6): the command line, the shell
and the title, never a game's engine, screens or the simulation runner; a game is loaded
when it is picked."""

import json
import subprocess
import sys

from tests.headless import headless_env

GAME_PACKAGES = (
    "engine.galaxy",
    "engine.weavers",
    "engine.swarm",
    "engine.arachnid",
    "engine.core.simulate",
    "scenes.galaxy",
    "scenes.swarm",
    "scenes.arachnid",
)


def loaded_after(argv: list[str], tmp_path) -> list[str]:
    code = (
        "import json, sys\n"
        "from weavers.cli import main\n"
        f"main({argv!r})\n"
        f"print(json.dumps(sorted(m for m in sys.modules if m.startswith({GAME_PACKAGES!r}))))\n"
    )
    env = headless_env(tmp_path, inherit=False)
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_first_frame_loads_no_game(tmp_path):
    assert loaded_after(["--frames", "1"], tmp_path) == []


def test_a_game_is_loaded_when_it_is_started(tmp_path):
    loaded = loaded_after(["--frames", "1", "--new-game", "--mode", "swarm"], tmp_path)
    assert "engine.swarm.rules" in loaded and "scenes.swarm.board" in loaded
    assert not any(m.startswith(("engine.arachnid", "scenes.arachnid")) for m in loaded)
