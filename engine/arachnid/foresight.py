"""Arachnid's hooks for the shared look-ahead (engine/core/lookahead.py): which events show
hidden information, what matters in a move's events, a battle's exact odds (A7.4)."""

from __future__ import annotations

from fractions import Fraction

from engine.arachnid import battle
from engine.arachnid import events as ae
from engine.arachnid.commands import Act, Choose
from engine.arachnid.content import Content
from engine.arachnid.economy import spider_name
from engine.arachnid.rounds import human
from engine.arachnid.state import HUMAN, GameState
from engine.core.commands import Command, Event
from engine.core.lookahead import (
    BATTLE,
    FEED,
    FOOD,
    GAINED,
    LOST,
    SPIDER_LOST,
    WON,
    Chance,
    Consequence,
    dice_sums,
    percent,
)


def reveal_words(event: Event, state: GameState, content: Content) -> str | None:
    """Player words for an event that brings hidden information to light, else None: an
    event token drawn (A4.1), a battle's roll (A7.4), a critter's roll, flight or arrival
    (A8.1, A4.6), a rival's card revealed or its deck shuffled (AR2)."""
    if not isinstance(event, ae.Logged):
        return None
    text = event.text
    if isinstance(event, ae.EventDrawn):
        return "then the next event is drawn"
    if isinstance(event, ae.Battle) and " attacks " in text:
        return "then the battle's dice are rolled"
    if isinstance(event, ae.CritterSpawned) and "appears" in text:
        return "then a critter comes out of the bag"
    if isinstance(event, ae.CritterActed):
        if " rolls " in text:
            return "then a critter rolls to move"
        if " flies from " in text and any(
            content.critter(c.id).behaviour == "fly" and c.controller < 0 for c in state.critters
        ):
            return "then the Ladybird flies off at random"
    if isinstance(event, ae.RivalDecision) and (" reveals a " in text or " shuffles " in text):
        return "then a rival turns up its next card"
    return None


def consequences(
    before: GameState,
    events: list[Event],
    after: GameState | None,
    content: Content,
    cmd: Command | None = None,
) -> list[Consequence]:
    """What matters for the person in a move's events: spiders lost (costly), food won or
    lost, Feeds, the game's end, and a battle it starts or fights with its exact odds (costly
    with no dice of its own)."""
    me = human(before).seat
    out: list[Consequence] = []
    for e in events:
        if not isinstance(e, ae.Logged):
            continue
        words = e.text[0].lower() + e.text[1:] if e.text else ""
        if isinstance(e, ae.GameOver):
            kind = WON if e.seat == me else LOST
            out.append(Consequence(kind, words, (), costly=kind == LOST))
        elif e.seat != me:
            continue
        elif isinstance(e, ae.SpiderConsumed):
            out.append(Consequence(SPIDER_LOST, words, (), costly=True))
        elif isinstance(e, ae.FoodGained | ae.FoodLost):
            out.append(Consequence(FOOD, words, ()))
        elif isinstance(e, ae.Fed | ae.Famine | ae.WebConsumed | ae.UpgradeConsumed):
            out.append(Consequence(FEED, words, ()))
        elif isinstance(e, ae.SpiderHatched | ae.WebSpun | ae.Upgraded):
            out.append(Consequence(GAINED, words, ()))
    fight = battle_ahead(before, after, content, cmd)
    if fight is not None:
        out.append(fight)
    return out


def battle_ahead(
    before: GameState, after: GameState | None, content: Content, cmd: Command | None
) -> Consequence | None:
    """The battle the move starts or commits to, with the odds of each outcome: a move
    ending beside a rival (the person's dice all committed, no bolster bought) or a
    commitment of dice."""
    if isinstance(cmd, Choose) and before.choices and before.choices[0].kind == "commit":
        b = before.battle
        assert b is not None
        mine = battle.parse_commit(cmd.option)
        if b.stage == "attack":
            return _odds(before, content, mine, None)
        return _odds(before, content, list(b.attack), mine)
    if isinstance(cmd, Act) and after is not None and after.battle is not None:
        b = after.battle
        if (
            b.stage == "attack"
            and before.battle is None
            and after.colonies[b.attacker[0]].kind == HUMAN
        ):
            return _odds(after, content, None, None)
    return None


def outcome(diff: int) -> str:
    """A battle's outcome by the attacker's total less the defender's (A7.4): a lead of 2
    stuns the loser, a tie sends the attacker back."""
    if diff >= 2:
        return "overkill"
    if diff == 1:
        return "victory"
    if diff == 0:
        return "tie"
    return "defeat" if diff == -1 else "crushed"


def _commit_all(state: GameState, content: Content, side: str) -> list[int]:
    """A person's fullest commitment on a side: all its dice and its Alpha's, nothing bought."""
    options = battle.commit_options(state, side, content.game.reach.support)
    return max((battle.parse_commit(k) for k in options if k.endswith("b0")), key=sum)


def _odds(
    state: GameState, content: Content, attack: list[int] | None, defence: list[int] | None
) -> Consequence:
    """The exact odds of a battle about to be rolled (A7.3, A7.4), from the person's side."""
    b = state.battle
    assert b is not None
    me = human(state).seat
    if attack is None:
        attack = _commit_all(state, content, "attack")
    if defence is None:
        rival = state.colonies[b.defender[0]].kind != HUMAN
        defence = (
            battle.rival_commit(state, content, "defence")
            if rival
            else _commit_all(state, content, "defence")
        )
    ac, as_ = state.colonies[b.attacker[0]], state.colonies[b.attacker[0]].spider(b.attacker[1])
    dc, ds = state.colonies[b.defender[0]], state.colonies[b.defender[0]].spider(b.defender[1])
    assert as_ is not None and ds is not None
    dd = content.game.dice
    reach = content.game.reach.support

    def pool(colony, spider, side: str, d: list[int]) -> list[tuple[int, ...]]:
        own, sup, buy = d
        dice = own + (sup if battle.supporter(state, colony, spider, reach) is not None else 0)
        faces = dd.attack if side == "attack" else dd.defence
        extra = min(buy, colony.store) + battle.free_bolster(state, spider)
        return [faces] * dice + [dd.bolster] * extra

    at = dice_sums(pool(ac, as_, "attack", attack))
    de = dice_sums(pool(dc, ds, "defence", defence))
    at_bonus = 1 if as_.ability == "vicious" else 0
    de_bonus = 1 if ds.ability == "vicious" else 0
    diff: dict[str, Fraction] = {"overkill": Fraction(0), "victory": Fraction(0)}
    diff |= {"tie": Fraction(0), "defeat": Fraction(0), "crushed": Fraction(0)}
    for a, pa in at.items():
        for d, pd in de.items():
            x = (a + at_bonus) - (d + de_bonus)
            key = outcome(x)
            diff[key] += pa * pd
    attacking = ac.seat == me
    mine_words = {
        "overkill": "you win and stun it" if attacking else "you lose 1 food and are stunned",
        "victory": "you win" if attacking else "you lose 1 food",
        "tie": "a tie: you go back" if attacking else "a tie: it goes back",
        "defeat": "you lose 1 food" if attacking else "you win",
        "crushed": "you lose 1 food and are stunned" if attacking else "you win and stun it",
    }
    chances = tuple(
        sorted(
            (Chance(k, mine_words[k], p) for k, p in diff.items() if p),
            key=lambda c: -c.probability,
        )
    )
    win = (diff["overkill"] + diff["victory"]) if attacking else (diff["defeat"] + diff["crushed"])
    my_spider, foe = (as_, ds) if attacking else (ds, as_)
    my_colony, foe_colony = (ac, dc) if attacking else (dc, ac)
    no_dice = attacking and sum(attack[:2]) == 0
    mine, theirs = spider_name(content, my_colony, my_spider), spider_name(content, foe_colony, foe)
    if no_dice:
        odds = "it cannot win" if win == 0 else f"only {percent(win)} to win"
        words = f"{mine} has no attack dice left: a battle with {theirs}, {odds}"
    else:
        words = f"a battle: {mine} against {theirs}, {percent(win)} to win"
    places = tuple(h for h in (as_.hex, ds.hex) if h >= 0)
    return Consequence(BATTLE, words, places, costly=no_dice, chances=chances)
