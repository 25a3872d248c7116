"""Space Swarm in player words: card names, terrain effects, and one log line per event.

Used by the screens and the log; pure text, no drawing. Each log line ends with its rule ID
in brackets, which the log shows only when the player asks for rule references.
"""

from __future__ import annotations

from engine.core.commands import Command, Event
from engine.core.words import plural
from engine.swarm import advice
from engine.swarm import commands as sc
from engine.swarm import events as ev
from engine.swarm.board import TERRAIN_NAMES
from engine.swarm.content import TECHNOLOGY, Content
from engine.swarm.state import AUTOMA, GameState

ATTRIBUTE_NAMES = {
    "initiative": "Initiative",
    "attack": "Attack",
    "defense": "Defense",
    "movement": "Movement",
    "production": "Production",
    "strategic": "Strategic",
}
ATTRIBUTE_TIPS = {
    "initiative": "who strikes first in a battle",
    "attack": "damage per fleet when your stack strikes",
    "defense": "damage it takes to destroy one of your fleets",
    "movement": "steps each fleet may move in a turn",
    "production": "new fleets each turn (each Star Cluster you hold adds 1)",
    "strategic": "move orders per turn; your hand holds 2 more cards than this",
}
TERRAIN_TIPS = {
    "ruins": "the first race to move a fleet into or through it draws a card; then it is spent",
    "cluster": "each race on it has Production +1; hold every Cluster alone to win",
    "nebula": "stacks here have Defense +1",
    "supernova": "no stack may enter or pass",
    "black_hole": "a stack entering it stops there",
    "dark_matter": "a moving stack may pass through even when enemies are here",
    "quasar": "at the end of its owner's turn each stack here loses a fleet",
    "wormhole": "a stack here may jump to any other Wormhole as one step",
    "asteroids": "stacks here have Attack +1",
    "deep": "nothing special",
}
UNTIL_WORDS = {
    "phase": "until the end of this phase",
    "turn": "until the end of this turn",
    "bid": "until the bid ends",
}
PATH_WORDS = {
    "clusters": "by holding every Star Cluster",
    "deck_out": "with the most space held when the deck ran out",
    "last_standing": "as the last race in play",
    "eliminated": "with no fleets left",
}


DECIDED_WORDS = {
    "hexes": "{w} held the most hexes when the deck ran out",
    "clusters": "tied on hexes, {w} held more Star Clusters",
    "fleets": "tied on hexes and Star Clusters, {w} had more fleets",
    "rival": "tied on hexes, Star Clusters and fleets: a rival wins such a tie",
    "seat": "tied on hexes, Star Clusters and fleets: of the rivals, the first seated wins",
    "shared": "tied on hexes, Star Clusters and fleets: the tied players share the win",
}
END_WORDS = {
    "clusters": "{w} held every Star Cluster alone",
    "last_standing": "{w} was the last race in play",
    "eliminated": "no fleets of yours were left",
}


def decided_words(content: Content, state: GameState) -> str:
    """What decided the game, in player words (S9; at deck-out the tie-break that did)."""
    from engine.swarm.standings import decided_by

    w = content.game.races[state.winner].name if state.winner >= 0 else "Nobody"
    step = decided_by(state)
    words = DECIDED_WORDS.get(step) or END_WORDS.get(state.win_path, "")
    words = words.format(w=w)
    return words[:1].upper() + words[1:]


def card_name(content: Content, card: str) -> str:
    c = content.cards[card]
    kind = "Technology" if c.kind == TECHNOLOGY else "Event"
    return f"{ATTRIBUTE_NAMES[c.attribute]} {kind}"


def card_effect(content: Content, card: str) -> str:
    c = content.cards[card]
    name = ATTRIBUTE_NAMES[c.attribute]
    if c.kind == TECHNOLOGY:
        return (
            f"Place it in Development: {name} +{c.bonus} for good. Or play it as an event: "
            f"+{c.bonus} until the end of the turn."
        )
    return f"Play it as an event: {name} +{c.bonus} until the end of the phase."


def terrain_tip(terrain: str) -> str:
    return f"{TERRAIN_NAMES[terrain]}: {TERRAIN_TIPS[terrain]}"


def a_or_an(word: str) -> str:
    """'a Defense', 'an Attack': the article that goes before the word."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def unknown_hands(state: GameState, content: Content, seat: int, h: int) -> str:
    """S8.3 (decision of 2026-11-26): what the forecast of a battle on h cannot know, the
    cards the enemies there may still play ('' when none may)."""
    me = state.races[seat]
    # Only enemies that may still play a card here: one that has passed its battle window,
    # or a rival level that never plays cards, adds nothing the forecast lacks.
    holders = [r for r in state.races if advice.may_still_play(state, content, me, r, h)]
    if not holders:
        return ""
    held = ", ".join(
        f"{content.game.races[r.seat].name} holds {plural(len(r.hand), 'card')}" for r in holders
    )
    them = "them" if sum(len(r.hand) for r in holders) > 1 else "it"
    return f"{held}; the forecast does not know {them}"


def worst_case_words(content: Content, worst, expected: tuple[int, int]) -> str:
    """The forecast's worst case in player words, said after unknown_hands (`worst` an
    advice.WorstCase, or None when no enemy there may still play a card): what their hidden
    cards could do at most."""
    if worst is None:
        return ""
    if (worst.destroyed, worst.lost) == expected:
        return "At worst, their cards change nothing."
    return f"At worst, if they play them: you destroy {worst.destroyed}, lose {worst.lost}."


def race_name(content: Content, race_id: str) -> str:
    for r in content.game.races:
        if r.id == race_id:
            return r.name
    return race_id


def log_line(e: Event, content: Content, state: GameState) -> str | None:
    """The event as one line, or None for what the screen shows by itself."""
    name = lambda rid: race_name(content, rid)  # noqa: E731
    board = state.board
    rule_id = getattr(e, "rule", "")  # most events name their rule; the base Event does not
    rule = f" ({rule_id})" if rule_id else ""
    if isinstance(e, ev.RivalDecision):
        return f"{name(e.race)} {e.text}"
    if isinstance(e, ev.BoardMade):
        kind = "the standard board" if e.standard else "a random board"
        return f"The game is played on {kind}{rule}"
    if isinstance(e, ev.RoundStarted):
        return f"Round {e.round}{rule}"
    if isinstance(e, ev.FirstRaceDrawn):
        return f"{name(e.race)} goes first this round{rule}"
    if isinstance(e, ev.DecisionCardTurned):
        stance = content.stances[e.stance].name if e.stance in content.stances else e.stance
        return f"{name(e.race)} turns up its decision card: {stance}{rule}"
    if isinstance(e, ev.GrabBegins):
        return f"{name(e.race)} starts to grab: the deck is nearly out{rule}"
    if isinstance(e, ev.TurnOrderSet):
        return "Turn order this round: " + ", ".join(name(r) for r in e.races) + rule
    if isinstance(e, ev.StandingSet):
        return "Bid standing: " + ", ".join(name(r) for r in e.seats) + rule
    if isinstance(e, ev.CardPlayed):
        attr = ATTRIBUTE_NAMES.get(e.attribute, e.attribute)
        until = UNTIL_WORDS.get(e.until, "")
        return f"{name(e.race)} plays a card: {attr} +{e.amount} {until}{rule}"
    if isinstance(e, ev.Passed):
        return None
    if isinstance(e, ev.PlacePicked):
        if _is_rival(state, e.race):  # its decision line has said so already
            return None
        return f"{name(e.race)} takes place {e.place} in the turn order{rule}"
    if isinstance(e, ev.TurnStarted):
        return f"Round {e.round}: {name(e.race)}'s turn{rule}"
    if isinstance(e, ev.PhaseEndsItself):
        phase = e.phase.capitalize()
        return f"{name(e.race)}'s {phase} ends by itself: {e.reason}{rule}"
    if isinstance(e, ev.TechnologyPlaced):
        if _is_rival(state, e.race):  # its decision line has said so already
            return None
        attr = ATTRIBUTE_NAMES.get(e.attribute, e.attribute)
        return f"{name(e.race)} places {a_or_an(attr)} Technology{rule}"
    if isinstance(e, ev.CardDiscarded):
        if _is_rival(state, e.race):  # its decision line has said so already
            return None
        return f"{name(e.race)} discards {card_name(content, e.card)}{rule}"
    if isinstance(e, ev.FleetsProduced):
        if _is_rival(state, e.race):  # its decision line ('musters ...') has said so
            return None
        return f"{name(e.race)} gets {plural(e.count, 'new fleet')} at {board.label(e.hex)}{rule}"
    if isinstance(e, ev.FleetsMoved):
        if _is_rival(state, e.race) and not e.stopped:  # its decision line has said so
            return None
        end = board.label(e.path[-1]) if e.path else board.label(e.origin)
        stop = ", and must stop there" if e.stopped else ""
        along = "".join(f", {words}" for words in path_changes(e, state))
        return (
            f"{name(e.race)} moves {plural(e.count, 'fleet')} from {board.label(e.origin)} "
            f"to {end}{along}{stop}{rule}"
        )
    if isinstance(e, ev.WormholeJump):
        return f"{name(e.race)} jumps through the Wormhole to {board.label(e.to)}{rule}"
    if isinstance(e, ev.RuinsExplored):
        drew = f"draws {plural(e.drew, 'card')}" if e.drew else "finds nothing"
        return f"{name(e.race)} explores the Alien Ruins at {board.label(e.hex)} and {drew}{rule}"
    if isinstance(e, ev.Mulligan):
        return f"{name(e.race)} shows a hand without a Technology and draws again{rule}"
    if isinstance(e, ev.CardsDrawn):
        return drawn_line(e, content, state, rule)
    if isinstance(e, ev.BattleStarted):
        who = " and ".join(name(r) for r in e.races)
        return f"Battle at {board.label(e.hex)}: {who}{rule}"
    if isinstance(e, ev.TargetChosen):
        return f"{name(e.race)} aims at {name(e.target)}: {e.reason}{rule}"
    if isinstance(e, ev.Strike):
        return (
            f"{name(e.race)} strikes {name(e.target)} with {plural(e.fleets, 'fleet')}: "
            f"{e.damage} damage, {e.destroyed} destroyed{rule}"
        )
    if isinstance(e, ev.BattleFought):
        lost = ", ".join(f"{name(r)} lost {n}" for r, n in e.losses)
        return f"The battle at {board.label(e.hex)} is over: {lost}{rule}"
    if isinstance(e, ev.QuasarLoss):
        where = board.label(e.hex)
        return f"The Quasar at {where} destroys {plural(e.lost, 'fleet')} of {name(e.race)}{rule}"
    if isinstance(e, ev.DeckEmpty):
        return f"The deck is empty: the game ends this turn{rule}"
    if isinstance(e, ev.RaceOut):
        return f"{name(e.race)} has no fleets left and is out{rule}"
    if isinstance(e, ev.GameEnded):
        who = name(e.winner) if e.winner else "Nobody"
        return f"{who} wins {PATH_WORDS.get(e.path, e.path)}{rule}"
    if isinstance(e, ev.FleetsPlaced):
        return None
    return None


def path_changes(e: ev.FleetsMoved, state: GameState) -> list[str]:
    """S6.4 along a move's path, in path order: 'picked up 2 at D4', 'dropped 1 at E5'."""
    out = []
    for h, c in zip(e.path, e.change, strict=False):
        if c:
            verb = "picked up" if c > 0 else "dropped"
            out.append(f"{verb} {abs(c)} at {state.board.label(h)}")
    return out


def drawn_line(e: ev.CardsDrawn, content: Content, state: GameState, rule: str) -> str | None:
    """A Research draw (S5.5): a person's own cards by name (only theirs; with two people at
    the table, neither's cards are named), a rival's by count. Opening hands and Ruins are said
    by their own lines."""
    if e.rule != "S5.5":
        return None
    r = state.race(e.race)
    who = content.game.races[r.seat].name if r is not None else e.race
    if not e.cards:
        return None  # the deck's own line says it is empty
    humans = [x for x in state.races if x.kind != AUTOMA]
    if r is not None and r.kind != AUTOMA and len(humans) == 1:
        names = [card_name(content, c) for c in e.cards]
        listed = ", ".join(names[:-1]) + (" and " if len(names) > 1 else "") + names[-1]
        return f"{who} draws {listed}{rule}"
    return f"{who} draws {plural(len(e.cards), 'card')}{rule}"


def _is_rival(state: GameState, race_id: str) -> bool:
    r = state.race(race_id)
    return r is not None and r.kind == AUTOMA


def log_lines(events: list[Event], content: Content, state: GameState) -> list[str]:
    return [line for e in events if (line := log_line(e, content, state))]


def command_text(cmd: Command, content: Content, state: GameState) -> str:
    """What a command does, for Undo's note and Hint."""
    board = state.board
    if isinstance(cmd, sc.PlaceTechnology):
        return f"place {card_name(content, cmd.card)}"
    if isinstance(cmd, sc.Discard):
        return f"discard {card_name(content, cmd.card)}"
    if isinstance(cmd, sc.PlayCard):
        return f"play {card_name(content, cmd.card)} as an event"
    if isinstance(cmd, sc.Produce):
        return f"{plural(cmd.count, 'new fleet')} at {board.label(cmd.hex)}"
    if isinstance(cmd, sc.Move):
        end = board.label(cmd.path[-1]) if cmd.path else "?"
        return f"move {plural(cmd.count, 'fleet')} from {board.label(cmd.origin)} to {end}"
    if isinstance(cmd, sc.EndPhase):
        return "end this phase"
    if isinstance(cmd, sc.Pass):
        return "pass"
    if isinstance(cmd, sc.PickPlace):
        return f"take place {cmd.place} in the turn order"
    if isinstance(cmd, sc.ChooseTarget):
        return f"strike {race_name(content, cmd.target)}"
    return "that move"
