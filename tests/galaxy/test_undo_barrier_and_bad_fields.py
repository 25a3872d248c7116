"""Undo never crosses a reveal in The Weavers (issue 28 item 16): a face-up deck's next card, a
Weaver card turned up in your turn. And every command with an out-of-range field is refused with
a reason by the check, never an exception (item 15)."""

from engine.core.bots import RandomBot
from engine.galaxy.commands import TakeCard
from engine.weavers.content import PROLIFERATION
from engine.weavers.events import Proliferated
from tests.galaxy.helpers import RULES, arrange, fill, give_card, put, weavers_game
from tests.hostile import refusals


def test_c5_taking_a_card_turns_up_the_next_one_so_undo_stops_there():
    s = weavers_game(1)
    nxt = s.state.decks["commerce"][1]
    rng = (s.state.rng.state, s.state.rng.inc)
    assert s.submit(TakeCard("commerce")).ok
    assert (s.state.rng.state, s.state.rng.inc) == rng  # no draw: the generator cannot tell
    assert s.state.decks["commerce"][0] == nxt  # now face up for all to see
    verdict = s.can_undo()
    assert not verdict.ok and "cannot be undone" in verdict.reason
    assert s.undo() is None and s.state.decks["commerce"][0] == nxt


def test_w4_1_a_weaver_card_turned_up_during_your_turn_cannot_be_undone():
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])  # insight feeds yellow (proliferation) and white
    st.bases.append(2)
    put(st, "veilspinners", PROLIFERATION, 3)
    newcomer = st.weaver_deck[0]
    i = give_card(st, "quantum-lab")  # completing it gains insight: the reaction completes
    s.barrier = len(s.commands)
    out = fill(s, i, ["blue", "red"])
    assert any(isinstance(e, Proliferated) and e.new_card == newcomer for e in out.events)
    assert not s.can_undo().ok


def test_c3_a_command_with_an_out_of_range_field_is_refused_never_an_exception():
    s = weavers_game(2)
    bot = RandomBot(2)
    checked = 0
    for i in range(150):
        if s.state.over:
            break
        if i % 5 == 0:
            for cmd, verdict in refusals(RULES, s.state):
                checked += 1
                for name in ("ref", "slot", "project", "origin", "target"):
                    v = getattr(cmd, name, None)
                    if isinstance(v, int) and (v < 0 or v >= 1_000):
                        assert not verdict.ok and verdict.reason, cmd
        assert s.submit(bot.choose(RULES, s.state)).ok
    assert checked > 500
