"""Issue 36, Arachnid's guided game: it shows Deploy, a battle (attacking and defending, the
retreat and the upgrades) and Refresh, ends at a round's end, gives its reasons, and its coach
keeps clear of the log it asks you to read and of the decision you are asked to take."""

import pytest

from engine.arachnid.commands import Deploy, Pass, Refresh
from scenes.arachnid import guided
from scenes.arachnid.tutorial_board import ArachnidTutorialBoard
from tests.client.test_arachnid_tutorial import _settle


def test_the_guided_game_teaches_deploy_a_battle_and_refresh_and_ends_at_a_rounds_end():
    tut = guided.load()
    session = guided.new_session(tut)
    asked, logged, kinds = [], [], set()
    last_pass_round = -1
    for step in tut.steps:
        cmd = guided.expected(step)
        if cmd is None:
            continue
        if session.state.choices:
            kinds.add(session.state.choices[0].kind)
        out = session.submit(cmd)
        assert out.ok, (step.title, out.verdict)
        asked.append(cmd)
        logged += [e.text for e in out.events]
        if isinstance(cmd, Pass):
            last_pass_round = session.state.round
    assert any(isinstance(c, Deploy) for c in asked)
    assert any(isinstance(c, Refresh) for c in asked)
    assert sum(" attacks " in line for line in logged) >= 2  # you attack, then you defend
    assert {"commit", "retreat", "upgrade"} <= kinds
    # Its last move is a Pass that ends a round: the next round has begun, nothing is asked.
    assert isinstance(asked[-1], Pass)
    assert any(line.startswith(f"Round {last_pass_round} begins") for line in logged)
    assert tut.steps[-1].expect == "" and not session.state.choices


def test_every_move_the_coach_asks_for_comes_with_its_reason():
    tut = guided.load()
    alpha_back = next(s for s in tut.steps if s.title == "The Alpha back")
    assert "Over-spin reaches only a web beside the Alpha" in alpha_back.text
    for s in tut.steps:
        if s.expect.startswith("act") and " move " in s.expect:
            # More than the bare command: why there ("Move your Alpha to hex 7." alone once
            # was the whole step).
            assert len(s.text.split()) > 6, s.title


def _board_at(title: str, size, scale) -> ArachnidTutorialBoard:
    from game.app import App

    app = App(size, frames=1)
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    app.ui_scale = scale
    tut = guided.load()
    index = next(i for i, s in enumerate(tut.steps) if s.title == title)
    board = ArachnidTutorialBoard(app, tut, index)
    app.scenes.push(board)
    _settle(app, board, 30)
    for _ in range(3):
        from tests.client.player import frame

        frame(app)
    return board


SIZES = [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.0), ((1920, 1080), 1.5)]


@pytest.mark.parametrize("size,scale", SIZES)
def test_the_coach_leaves_the_newest_log_lines_in_sight_when_it_asks_you_to_read_them(size, scale):
    board = _board_at("Round 2", size, scale)
    assert "log" in board.step.text
    log = board.log_rect
    newest = log.copy()
    newest.top = log.centery
    newest.height = log.bottom - log.centery
    assert log.height and not board.coach.box.colliderect(newest), (board.coach.box, log)


@pytest.mark.parametrize("size,scale", SIZES)
def test_the_coach_leaves_the_upgrade_panel_whole(size, scale):
    board = _board_at("An upgrade", size, scale)
    assert board.state.choices and board.state.choices[0].kind == "upgrade"
    panels = [sp.rect for sp in board.spots if sp.kind == "panel"]
    assert panels and board.coach.box.collidelist(panels) < 0, (board.coach.box, panels)
