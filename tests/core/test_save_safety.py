"""Saves must survive: atomic writes, damaged and foreign files, old formats, fuzzing."""

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import record
from engine.core.record import SaveError
from engine.galaxy.rules import GalaxyRules
from tests.core.helpers import reseal
from tests.galaxy.helpers import played

RULES = GalaxyRules()
DATA = Path(__file__).resolve().parents[1] / "data"


def test_a_write_killed_before_the_rename_leaves_the_old_save(tmp_path, monkeypatch):
    path = tmp_path / "slot.json"
    record.save_file(path, played(2, seed=2))
    before = path.read_bytes()

    def killed(*args, **kwargs):
        raise KeyboardInterrupt("power cut between fsync and rename")

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        record.save_file(path, played(5, seed=2))
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]  # no temp file left
    assert record.load_file(path, RULES).state.turn == 3


def test_a_write_killed_during_fsync_leaves_the_old_save(tmp_path, monkeypatch):
    path = tmp_path / "slot.json"
    record.save_file(path, played(2, seed=2))
    before = path.read_bytes()
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(5, "I/O error")))
    with pytest.raises(OSError):
        record.save_file(path, played(4, seed=2))
    assert path.read_bytes() == before and len(list(tmp_path.iterdir())) == 1


def _format_1(session) -> str:
    """A save as the first format wrote it: no saved_at and no summary in its meta."""
    doc = json.loads(record.dumps(session))
    doc["format_version"] = 1
    doc["meta"] = {"note": "written by format 1", "turn": session.state.turn}
    return reseal(doc)


def test_an_older_format_loads_through_its_migration():
    s = played(5, seed=2)
    loaded = record.loads(_format_1(s), RULES, "old.json")
    assert loaded.format_version == 1
    assert loaded.meta["note"] == "written by format 1"
    assert loaded.meta["saved_at"] == ""  # format 2 added it; the migration fills it in
    assert loaded.meta["summary"]["turn"] == loaded.state.turn == s.state.turn
    session = record.resume(loaded, RULES)
    assert RULES.legal_commands(session.state)  # playable on from where it was saved


def test_a_save_made_with_other_content_today_s_rules_do_not_reach_is_a_record_to_watch():
    """save-format1.json was made with older cards (and the first format): today's cards play
    its 22 moves to another position, so it is no game for the board, but its moves remain."""
    with pytest.raises(record.OtherContent) as info:
        record.load_file(DATA / "save-format1.json", RULES)
    err = info.value
    assert err.setup.content_version != RULES.content_version()
    assert str(err).startswith("save-format1.json: state") and "other game data" in str(err)
    watched = record.rebuild(RULES, err.setup, err.commands)
    assert len(err.commands) == 22 and watched.session.state.turn >= 1


def test_a_fresh_save_replays_to_its_snapshot():
    loaded = record.loads(record.dumps(played(4, seed=2)), RULES)
    assert loaded.setup.content_version == RULES.content_version()
    assert record.verify(loaded, RULES).ok


def test_a_save_from_before_a_state_field_existed_loads_and_replays_to_its_snapshot():
    from engine.core.serial import digest

    doc = json.loads(record.dumps(played(4, seed=2)))
    del doc["state"]["stalled"]  # W7.3's field, added after saves were first written
    doc["state_hash"] = digest(doc["state"])  # as that older game sealed it
    loaded = record.loads(reseal(doc), RULES)
    assert loaded.state.stalled is False
    assert record.verify(loaded, RULES).ok
    doc["state"]["turn"] += 1  # the seal still guards what was written
    with pytest.raises(SaveError, match="does not match its hash"):
        record.loads(reseal(doc), RULES)


def test_a_save_from_before_a_history_field_existed_takes_it_from_the_replay():
    """W7.4's positions (the turns' positions the standstill rule compares) were added after
    saves were written: such a save holds none, and the replay gives them, so the standstill
    rule goes on counting from the right turns, never from an empty history."""
    from engine.core.serial import digest

    s = played(4, seed=2)
    assert s.state.positions  # the field the older save lacks, and the rules fill
    doc = json.loads(record.dumps(s))
    del doc["state"]["positions"]
    doc["state_hash"] = digest(doc["state"])
    loaded = record.loads(reseal(doc), RULES)
    assert loaded.state == s.state and loaded.state.positions == s.state.positions
    doc["state"]["turn"] += 1  # every field it does hold is still checked
    doc["state_hash"] = digest(doc["state"])
    with pytest.raises(SaveError, match="record gives"):
        record.loads(reseal(doc), RULES)


def test_a_newer_format_is_refused_clearly():
    doc = json.loads(record.dumps(played(1, seed=2)))
    doc["format_version"] = record.FORMAT_VERSION + 1
    with pytest.raises(SaveError, match="newer version"):
        record.loads(json.dumps(doc), RULES, "future.json")


def test_a_huge_file_is_refused_without_reading_it(tmp_path):
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(record.MAX_SAVE_BYTES + 1)
    with pytest.raises(SaveError, match="too large"):
        record.load_file(big, RULES)


def _resealed_with_extra_red(content_version: str | None = None) -> str:
    doc = json.loads(record.dumps(played(2, seed=2)))
    doc["state"]["bag"]["red"] += 5  # cubes from nowhere
    if content_version is not None:
        doc["setup"]["content_version"] = content_version
    from engine.core.serial import CONVERTER, state_hash
    from engine.galaxy.state import GameState

    doc["state_hash"] = state_hash(CONVERTER.structure(doc["state"], GameState))
    return reseal(doc)


def test_a_resealed_snapshot_the_record_does_not_replay_to_is_refused_by_field():
    with pytest.raises(SaveError) as info:
        record.loads(_resealed_with_extra_red(), RULES, "odd.json")
    assert info.value.field == "state.bag.red" and "record gives" in info.value.message


def test_an_impossible_snapshot_made_with_other_content_is_refused_by_the_replay():
    with pytest.raises(record.OtherContent) as info:
        record.loads(_resealed_with_extra_red("other content"), RULES, "odd.json")
    assert info.value.field == "state.bag.red" and "record gives" in info.value.message


SAVE_TEXT = record.dumps(played(2, seed=2))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzzed_bytes_give_a_save_error_never_a_crash(data):
    raw = bytearray(SAVE_TEXT.encode())
    for _ in range(data.draw(st.integers(1, 8))):
        i = data.draw(st.integers(0, len(raw) - 1))
        raw[i] = data.draw(st.integers(0, 255))
    if data.draw(st.booleans()):
        raw = raw[: data.draw(st.integers(0, len(raw)))]
    try:
        record.loads(bytes(raw), RULES, "fuzz.json")
    except SaveError as exc:
        assert str(exc).startswith("fuzz.json")


def _mutate(value, draw):
    """Replace one value somewhere inside a JSON document with something of another kind."""
    if isinstance(value, dict) and value:
        key = draw(st.sampled_from(sorted(value)))
        return {**value, key: _mutate(value[key], draw)}
    if isinstance(value, list) and value:
        i = draw(st.integers(0, len(value) - 1))
        return [*value[:i], _mutate(value[i], draw), *value[i + 1 :]]
    return draw(
        st.one_of(
            st.none(),
            st.integers(-5, 10**6),
            st.text(max_size=5),
            st.lists(st.integers(), max_size=2),
            st.booleans(),
        )
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_structurally_mutated_saves_with_a_valid_checksum_are_refused_by_field(data):
    doc = json.loads(SAVE_TEXT)
    part = data.draw(st.sampled_from(["state", "commands", "setup", "meta", "state_hash"]))
    doc[part] = _mutate(doc[part], data.draw)
    try:
        loaded = record.loads(reseal(doc), RULES, "mut.json")
    except SaveError as exc:
        assert str(exc).startswith("mut.json")
        return
    # A harmless change (say, in the meta) may still load: then it must be playable.
    session = record.session_from(loaded, RULES)
    RULES.legal_commands(session.state)


# Positions handed between the window and the play-out workers (process pools pickle what they
# carry): in memory only, never read from or written to a file.
PICKLE_BETWEEN_PROCESSES = {"engine/core/chances.py", "engine/core/review.py"}


def test_saves_are_data_only():
    root = Path(__file__).resolve().parents[2]
    for folder in ("engine", "game", "scenes"):
        for path in (root / folder).rglob("*.py"):
            text = path.read_text()
            assert "eval(" not in text, path
            if path.relative_to(root).as_posix() in PICKLE_BETWEEN_PROCESSES:
                assert "pickle.load(" not in text and "pickle.dump(" not in text, path  # no file
            else:
                assert "import pickle" not in text, path
