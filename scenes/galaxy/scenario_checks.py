"""The scenario and campaign screens, for `weavers layout-check`: New game with a scenario, a
campaign game's New game, the board's goal panel, Game over in a campaign, and the Campaign
screen new, under way, over, and with a damaged file set aside."""

from __future__ import annotations

from collections.abc import Callable

SEED = 2
SET_ASIDE = (
    "Your campaign campaign.json: results[1].points: scenario 2 at level 3 scores 6. It was "
    "kept as campaign.json.damaged-20250301-200000, and a new campaign can begin."
)


def _campaign(*won: bool, level: int = 3):
    from engine.core.campaign import Campaign
    from game import campaign_store

    c = Campaign()
    for n, w in enumerate(won, start=1):
        c.record_result(n, level, w)
    campaign_store.save("weavers", c)
    return c


def _campaign_screen(*won: bool, notice: str = "") -> Callable:
    def build(app, games):
        from game import campaign_store
        from scenes.table.campaign import CampaignScene

        campaign_store.abandon("weavers")
        if won or notice:
            _campaign(*won)
        scene = CampaignScene(app, "galaxy")
        scene.notice = notice
        return scene

    return build


def _left_unfinished(app, games):
    """The campaign's second scenario started and saved mid-game: Continue or start anew."""
    from game import campaign_store, saves
    from scenes.table.campaign import CampaignScene

    campaign_store.abandon("weavers")
    campaign = _campaign(True)
    saves.autosave(_scenario_game(2, 3, campaign))
    return CampaignScene(app, "galaxy")


def _new_game(scenario: int, in_campaign: bool) -> Callable:
    def build(app, games):
        from engine.core.campaign import Campaign
        from scenes.galaxy.new_game import NewGameScene

        campaign = Campaign() if in_campaign else None
        return NewGameScene(app, scenario, 3, campaign=campaign)

    return build


def _scenario_game(scenario: int, turns: int, campaign=None):
    from engine.core.session import Session
    from engine.galaxy.bots import make_bot
    from engine.galaxy.rules import GalaxyRules

    rules = GalaxyRules()
    options = {"difficulty": 3, "scenario": scenario}
    if campaign is not None:
        options.update(campaign.setup_options(3))
    session = Session.new(rules, rules.setup(SEED, **options))
    bot = make_bot("heuristic", SEED)
    while not session.state.over and session.state.turn <= turns:
        session.submit(bot.choose(rules, session.state))
    return session


def _board(app, games):
    from scenes.galaxy.board import BoardScene

    return BoardScene(app, _scenario_game(2, 6))


def _game_over(app, games):
    from scenes.galaxy.game_over import GameOverScene

    app.keep_record = True  # so the campaign line is written
    try:
        return GameOverScene(app, _scenario_game(2, 99, _campaign(True)))
    finally:
        app.keep_record = False


def builders() -> dict[str, Callable]:
    return {
        "new game (scenario)": _new_game(4, False),
        "new game (campaign)": _new_game(1, True),
        "board (scenario)": _board,
        "game over (campaign)": _game_over,
        "campaign": _campaign_screen(),
        "campaign (under way)": _campaign_screen(True, False, True),
        "campaign (scenario left unfinished)": _left_unfinished,
        "campaign (over)": _campaign_screen(True, False, True, False, True),
        "campaign (file set aside)": _campaign_screen(True, notice=SET_ASIDE),
    }


def names() -> tuple[str, ...]:
    return tuple(builders())
