"""One game's damaged campaign is that game's news (issue 40 item 8): it was reported on
whichever Campaign screen opened first, saying "a new campaign can begin" there, and named
the field "campaigns.weavers.:". It is reported on its own game's Campaign screen only, in
words naming the game, the file and a readable field; until then its entry stays in the file
untouched, and the other games' campaigns play on. Parametrised over every registered game
with a campaign: each one's damage, seen from every game's screen."""

from __future__ import annotations

import json

import pytest

from engine import modes
from engine.core.campaign import Campaign
from game import campaign_store
from scenes import games
from scenes.table.campaign import CampaignScene
from scenes.table.title import TitleScene
from tests.client.player import click_button, drawn_words, frame, pick_game

WITH_CAMPAIGN = [e.mode for e in games.playable() if e.campaign]
NAME = {m: modes.get(m).game for m in WITH_CAMPAIGN}  # the campaign's name in the file
# how one game's campaign is damaged -> the field the player is told about ('' : the whole)
DAMAGE = {
    "not an object": (lambda body: [1, 2], ""),
    "a level no game has": (
        lambda body: {**body, "results": [{**body["results"][0], "level": 9}]},
        "results[0].level",
    ),
    "an unknown field": (lambda body: {**body, "cheat": 1}, "cheat"),
}


def _all_campaigns() -> dict[str, Campaign]:
    made = {}
    for mode in WITH_CAMPAIGN:
        c = Campaign()
        c.record_result(1, 2, True)
        campaign_store.save(NAME[mode], c)
        made[mode] = c
    return made


def _damage(mode: str, how: str) -> str:
    path = campaign_store.campaign_path()
    data = json.loads(path.read_text())
    data["campaigns"][NAME[mode]] = DAMAGE[how][0](data["campaigns"][NAME[mode]])
    path.write_text(json.dumps(data))
    return path.read_text()


def _open(app, mode: str) -> CampaignScene:
    while not isinstance(app.scenes.top, TitleScene):
        app.scenes.pop()
    pick_game(app, mode)
    click_button(app, "Campaign")
    scene = app.scenes.top
    assert isinstance(scene, CampaignScene)
    frame(app)
    return scene


@pytest.mark.parametrize("how", list(DAMAGE))
@pytest.mark.parametrize("damaged", WITH_CAMPAIGN)
def test_a_damaged_campaign_is_told_on_its_own_game_s_screen_only(app, damaged, how):
    made = _all_campaigns()
    text = _damage(damaged, how)
    path = campaign_store.campaign_path()
    for other in WITH_CAMPAIGN:
        if other == damaged:
            continue
        scene = _open(app, other)
        assert scene.notice == "", scene.notice
        assert scene.campaign == made[other]
        assert (
            json.loads(path.read_text())["campaigns"][NAME[damaged]]
            == json.loads(text)["campaigns"][NAME[damaged]]
        )  # untouched until its own game's screen
    assert not list(path.parent.glob("campaign.json.damaged-*"))
    scene = _open(app, damaged)
    said = scene.notice
    title = games.get(damaged).title
    field = DAMAGE[how][1]
    assert title in said and "campaign.json" in said and "a new campaign can begin" in said
    assert ".:" not in said and f"campaigns.{NAME[damaged]}." not in said
    if field:
        assert field in said
    assert any("campaign.json" in w for w in drawn_words(app))
    (kept,) = path.parent.glob("campaign.json.damaged-*")
    assert kept.read_text() == text  # the file as it was, kept
    for other in WITH_CAMPAIGN:  # the others written back, still there
        if other != damaged:
            assert campaign_store.load(NAME[other]) == campaign_store.Loaded(made[other])
    assert campaign_store.load(NAME[damaged]) == campaign_store.Loaded(None)


@pytest.mark.parametrize("damaged", WITH_CAMPAIGN)
def test_another_game_s_campaign_saved_meanwhile_keeps_the_damaged_entry(damaged):
    _all_campaigns()
    text = _damage(damaged, "a level no game has")
    for other in WITH_CAMPAIGN:
        if other != damaged:
            assert campaign_store.start_over(NAME[other]) == ""
    data = json.loads(campaign_store.campaign_path().read_text())
    assert data["campaigns"][NAME[damaged]] == json.loads(text)["campaigns"][NAME[damaged]]
