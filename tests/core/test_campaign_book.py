"""The campaign file keeps one game's damaged campaign for that game (issue 40 item 8): it is
named by its game and a field without a stray dot ("campaigns.weavers", never
"campaigns.weavers."), and written back untouched when another game's campaign is saved."""

from __future__ import annotations

import json

import pytest

from engine.core.campaign import FILE, Campaign, CampaignBook, load_file, save_file


def _book_with(tmp_path, body) -> tuple:
    path = tmp_path / FILE
    save_file(path, CampaignBook({"weavers": Campaign(), "swarm": Campaign()}))
    data = json.loads(path.read_text())
    data["campaigns"]["weavers"] = body
    path.write_text(json.dumps(data))
    return path, load_file(path)


@pytest.mark.parametrize(
    ("body", "field", "inner"),
    [
        ([1, 2], "campaigns.weavers", ""),
        ({"id": "abc", "started_at": "x", "results": 5}, "campaigns.weavers.results", "results"),
        ({"id": "abc", "started_at": 3}, "campaigns.weavers.started_at", "started_at"),
        (
            {
                "id": "abc",
                "results": [{"scenario": 1, "level": float("nan"), "won": True, "points": 1}],
            },
            "campaigns.weavers.results[0].level",
            "results[0].level",
        ),
    ],
)
def test_one_game_s_damaged_campaign_names_its_game_and_a_clean_field(tmp_path, body, field, inner):
    _, book = _book_with(tmp_path, body)
    problem = book.problem_of("weavers")
    assert problem is not None and (problem.game, problem.field, problem.inner) == (
        "weavers",
        field,
        inner,
    )
    assert not problem.field.endswith(".") and ".:" not in str(problem)
    assert book.problem_of("swarm") is None and book.get("swarm") is not None


def test_another_game_s_write_keeps_the_damaged_campaign_as_it_was(tmp_path):
    path, book = _book_with(tmp_path, {"id": "abc", "cheat": 1})
    book.put("swarm", Campaign(id="s1"))
    save_file(path, book)
    data = json.loads(path.read_text())
    assert data["campaigns"]["weavers"] == {"id": "abc", "cheat": 1}
    assert data["campaigns"]["swarm"]["id"] == "s1"
    again = load_file(path)
    assert again.problem_of("weavers") is not None and again.get("swarm").id == "s1"
    again.put("weavers", Campaign(id="w2"))  # its own game begins anew: the old one goes
    save_file(path, again)
    assert load_file(path).get("weavers").id == "w2" and not load_file(path).problems
