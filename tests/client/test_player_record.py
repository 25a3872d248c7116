"""The player's record file and what it adds up to: streaks, the fastest win, milestones
earned once, and a damaged file set aside without touching anything else."""

from __future__ import annotations

import json

import pytest

from engine.core.session import Session
from engine.galaxy.bots import make_bot
from engine.galaxy.rules import GalaxyRules
from game import files, milestones, player_record, saves, settings
from game.milestones import add_game, note_game
from game.player_record import GameEntry, PlayerRecord
from game.record_summary import streaks
from scenes.galaxy.record_summary import summarise

RULES = GalaxyRules()
CONTENT = RULES.content


def entry(n: int, result: str = "won", cause: str = "bases", species: str = "auren", **kw):
    fields = {"level": 3, "turns": 20, **kw}
    return GameEntry(f"g{n}", result, cause, species, fields["level"], fields["turns"])


def played(seed: int = 3, level: int = 1, **options) -> Session:
    s = Session.new(RULES, RULES.setup(seed, difficulty=level, **options))
    bot = make_bot("heuristic", seed)
    while not s.state.over:
        s.submit(bot.choose(RULES, s.state))
    return s


def test_streaks_count_wins_in_a_row_up_to_the_last_game_and_the_longest_run():
    results = "won won lost won won won lost won".split()
    games = [entry(i, r) for i, r in enumerate(results)]
    assert streaks(games) == (1, 3)
    assert streaks(games[:6]) == (3, 3)
    assert streaks(games[:3]) == (0, 2)
    assert streaks([]) == (0, 0)


def test_the_fastest_win_is_the_fewest_turns_among_wins_only():
    record = PlayerRecord()
    for i, (result, turns, species) in enumerate(
        [("won", 18, "auren"), ("lost", 5, "vorr"), ("won", 12, "lumen"), ("won", 15, "nyx")]
    ):
        add_game(record, entry(i, result, species=species, turns=turns), CONTENT, "t")
    sm = summarise(record, CONTENT)
    assert (sm.fastest.turns, sm.fastest.species) == (12, "Lumen Scholars")
    assert summarise(PlayerRecord(), CONTENT).fastest is None
    assert (sm.played, sm.wins, sm.streak, sm.best_streak) == (4, 3, 2, 2)


def test_milestones_are_earned_once_and_the_same_game_is_never_added_twice():
    record = PlayerRecord()
    first = add_game(record, entry(1, cause="banished_all", level=5), CONTENT, "day 1")
    assert {m.id for m in first} == {"first_win", "banish_all", "top_level"}
    assert add_game(record, entry(1, cause="banished_all", level=5), CONTENT, "day 2") == ()
    assert len(record.games) == 1
    assert add_game(record, entry(2), CONTENT, "day 2") == ()  # nothing new
    assert record.milestones["first_win"] == "day 1"


def test_a_win_with_each_species_and_by_each_path_earn_their_milestones_at_the_last_one():
    record = PlayerRecord()
    species = sorted(CONTENT.species)
    paths = ["bases", "supremacy", "second_start", "banished_all"]
    earned = []
    for i, sp in enumerate(species):
        cause = paths[min(i, len(paths) - 1)]
        earned.append(
            {m.id for m in add_game(record, entry(i, cause=cause, species=sp), CONTENT, "t")}
        )
    assert "every_path" in earned[len(paths) - 1] and "every_path" not in earned[len(paths) - 2]
    assert "every_species" in earned[-1] and all("every_species" not in e for e in earned[:-1])


def test_the_campaign_milestone_is_open_now_campaigns_exist_and_a_won_campaign_earns_it():
    record = PlayerRecord(campaigns_won=["first"])
    campaign = next(m for m in milestones.milestones(CONTENT) if m.id == "campaign")
    assert campaign.available and "campaign" in {m.id for m in milestones.reached(record, CONTENT)}
    assert summarise(record, CONTENT).campaigns_won == 1


def test_a_game_s_scenario_number_is_kept_and_counts_as_a_scenario_won_with_its_goal():
    s = played(scenario=1)  # First Light has no goal besides the usual win
    assert s.state.result == "won"
    noted = note_game(s)
    record = player_record.load().record
    assert noted.counted and (record.games[0].scenario, record.games[0].goal) == (1, True)
    assert summarise(record, CONTENT).scenarios_won == 1
    assert player_record.entry_for(played()).scenario is None


def test_a_practice_galaxy_and_an_unfinished_game_are_not_recorded():
    practice = played(opponent="none")
    assert practice.state.over
    assert note_game(practice).counted is False
    assert note_game(Session.new(RULES, RULES.setup(1))).counted is False
    assert not player_record.record_path().exists()


def _write_neighbours() -> dict[str, bytes]:
    """A save and the settings, next to the record: none of them may change."""
    saves.quicksave(played())
    settings.save(settings.Settings(ui_scale=1.25))
    return {
        str(p): p.read_bytes()
        for p in (saves.saves_dir() / saves.QUICKSAVE, settings.settings_path())
    }


@pytest.mark.parametrize(
    ("content", "field"),
    [
        (b"{ not json", "not valid JSON"),
        (b'{"format": "weavers-record", "version": 1, "games": [{"game": "a"}]}', "games[0]"),
        (b'{"format": "weavers-record", "version": 1, "milestones": []}', "milestones"),
        (b'{"format": "a-save", "version": 1}', "format"),
        (b"[]", "expected a JSON object"),
    ],
)
def test_a_damaged_record_is_set_aside_reported_by_name_and_field_and_started_afresh(
    content, field
):
    others = _write_neighbours()
    path = player_record.record_path()
    path.write_bytes(content)
    loaded = player_record.load()
    assert loaded.writable and loaded.record.games == []
    assert "stats.json" in loaded.problem and field in loaded.problem
    kept = [p for p in path.parent.iterdir() if p.name.startswith("stats.json.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content  # set aside as it was
    assert kept[0].name in loaded.problem
    fresh = json.loads(path.read_text())  # a fresh record, with the notice for the screen
    assert fresh["games"] == [] and fresh["notices"] == [loaded.problem]
    assert {p: open(p, "rb").read() for p in others} == others
    # Read again, the fresh record is fine and still tells what happened (until seen).
    assert player_record.load().problem == loaded.problem


def test_a_record_damaged_when_a_game_ends_is_set_aside_and_the_game_counts_afresh():
    path = player_record.record_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "weavers-record", "version": 1, "games": [], "notes": 3}')
    noted = note_game(played())
    assert noted.counted and noted.problem == ""
    loaded = player_record.load()
    assert len(loaded.record.games) == 1 and "notes" in loaded.problem


def test_a_folder_in_the_record_s_place_is_set_aside_too():
    path = player_record.record_path()
    path.mkdir(parents=True)
    (path / "keep.txt").write_text("mine")
    loaded = player_record.load()
    assert "is a folder" in loaded.problem
    kept = next(p for p in path.parent.iterdir() if p.name.startswith("stats.json.damaged-"))
    assert (kept / "keep.txt").read_text() == "mine" and path.is_file()


def test_a_record_from_a_newer_version_is_left_as_it_is():
    path = player_record.record_path()
    path.parent.mkdir(parents=True)
    text = '{"format": "weavers-record", "version": 99, "games": [], "trophies": {}}'
    path.write_text(text)
    noted = note_game(played())
    assert not noted.counted or "newer version" in noted.problem
    assert path.read_text() == text
    assert not [p for p in path.parent.iterdir() if "damaged" in p.name]


def test_a_record_that_cannot_be_written_is_said_and_the_game_goes_on(monkeypatch):
    def full_disk(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(player_record, "write_atomic", full_disk)
    noted = note_game(played())
    assert noted.counted and "No space left" in noted.problem
    assert noted.earned  # the first win is still announced


def test_a_damaged_record_that_cannot_be_set_aside_is_not_written_over(monkeypatch):
    # A refused rename stands in for a read-only folder: root ignores folder permissions.
    def refused(src, dst):
        raise PermissionError(13, "Permission denied")

    path = player_record.record_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ broken")
    monkeypatch.setattr(files.os, "rename", refused)
    loaded = player_record.load()
    assert not loaded.writable and "could not be set aside" in loaded.problem
    assert path.read_text() == "{ broken"
