"""A game's review (engine/core/review.py) and `weavers review SAVE --json`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine import modes
from engine.core import review
from engine.core.chances import Plan, Pool
from tests.core.helpers import reseal
from tests.core.review_games import played, save_text
from tests.core.test_chances import swapped
from weavers.cli import main

DATA = Path(__file__).parent.parent / "data"
SMALL = ["--first", "2", "--cap", "2", "--workers", "2"]


def reviewed(capsys, path: Path, *extra: str) -> tuple[int, dict]:
    code = main(["review", str(path), "--json", *SMALL, *extra])
    return code, json.loads(capsys.readouterr().out)


def test_the_same_save_gives_the_same_review(tmp_path, capsys):
    """Seeded: the review of one save, twice, says the same to the last digit; its chart has
    a chance per turn and ends on the result, its turning points have both moves and both
    chances."""
    path = tmp_path / "arachnid.json"
    path.write_text(save_text("arachnid"))
    code, first = reviewed(capsys, path)
    assert code == 0
    code, second = reviewed(capsys, path)
    assert first == second
    session = played("arachnid")
    assert first["unit"] == "round" and first["result"] == session.state.result
    rounds = [p["round"] for p in first["points"]]
    assert rounds == list(range(rounds[0], session.state.round + 1)) and rounds[0] in (0, 1)
    assert all(p["playouts"] == 2 and 0 <= p["chance"] <= 1 for p in first["points"])
    assert "from 2 play-outs each" in first["said"]
    assert first["end"]["command"] == len(session.commands)
    for t in first["turning_points"]:
        assert t["played"] and t["hint"] and t["drop"] > 0
        assert t["played_chance"]["playouts"] == 2 and t["hint_chance"]["playouts"] == 2
    drops = [t["drop"] for t in first["turning_points"]]
    assert drops == sorted(drops, reverse=True) and len(drops) <= 3


def test_a_review_never_reads_what_was_hidden():
    """Every position of a game with its hidden parts swapped (other cards face down, other
    rival hands, another future in the generator) is reviewed to the same numbers."""
    mode = modes.get("swarm")
    session = played("swarm")
    plan = Plan(first=2, step=2, margin=0.0, cap=2)
    results = []
    for swap in (False, True):
        record = review.replay(mode, session.setup, list(session.commands))
        if swap:
            for p in record.points:
                p.state = swapped("swarm", p.state)
        job = review.Review(record, seed=4, plan=plan, pool=Pool(2))
        results.append(job.run())
    assert results[0] == results[1]
    assert len(results[0]["points"]) == session.state.round


def test_a_damaged_save_is_refused_with_its_reason(tmp_path, capsys):
    path = tmp_path / "bad.json"
    doc = json.loads(save_text("galaxy"))
    doc["commands"][3] = {"kind": "nothing-like-a-move"}
    path.write_text(reseal(doc))
    code, out = reviewed(capsys, path)
    assert code == 2
    assert out["error"].startswith("this save cannot be reviewed: bad.json: commands[3]")
    path.write_text("{ not json")
    code, out = reviewed(capsys, path)
    assert code == 2 and "cannot be reviewed" in out["error"]
    code, out = reviewed(capsys, tmp_path / "missing.json")
    assert code == 2 and "missing.json" in out["error"]


def test_a_save_made_with_other_game_data_is_reviewed_as_its_record(tmp_path, capsys):
    """save-format1.json was made with older cards: today's rules play its 22 moves to
    another position; its review is its record's, and says so."""
    code, out = reviewed(capsys, DATA / "save-format1.json")
    assert code == 0
    assert out["record_note"].startswith("made with other game data than today's")
    assert out["points"] and out["result"] == "unfinished"


def test_a_game_that_cannot_be_reviewed_says_why(monkeypatch, tmp_path, capsys):
    path = tmp_path / "g.json"
    path.write_text(save_text("galaxy"))
    galaxy = modes.get("galaxy")
    import attrs

    monkeypatch.setitem(modes.MODES, "galaxy", attrs.evolve(galaxy, bots=("random",)))
    code, out = reviewed(capsys, path)
    assert code == 2
    assert out["error"] == "The Weavers has no player of its own to play the rest of a game out"


def test_bad_options_are_refused(tmp_path, capsys):
    path = tmp_path / "g.json"
    path.write_text(save_text("galaxy"))
    assert main(["review", str(path), "--json", "--margin", "2"]) == 2
    assert "--margin" in json.loads(capsys.readouterr().out)["error"]


@pytest.mark.parametrize("mode_name", ["galaxy", "swarm"])
def test_the_review_counts_the_game_s_own_turns_or_rounds(mode_name):
    session = played(mode_name)
    record = review.replay(modes.get(mode_name), session.setup, list(session.commands))
    units = [p.unit for p in record.points]
    assert units == sorted(set(units))
    assert sum(len(p.moves) for p in record.points) == len(session.commands)
    assert all(len(p.moves) == len(p.words) for p in record.points)
    assert record.final.chance is not None and record.final.chance.exact


@pytest.mark.parametrize("mode_name", ["galaxy", "swarm", "arachnid"])
def test_every_move_of_a_game_is_said_in_player_words(mode_name):
    """A turning point's moves read as moves, never as the engine's keys or class names."""
    session = played(mode_name)
    record = review.replay(modes.get(mode_name), session.setup, list(session.commands))
    words = [w for p in record.points for w in p.words]
    assert len(words) == len(session.commands)
    names = {type(c).__name__ for c in session.commands}
    for w in words:
        assert w and not re.search(r":\S|_", w) and w not in names, w
        assert w not in ("a move", "your last move", "that move"), w
