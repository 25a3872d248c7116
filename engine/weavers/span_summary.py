"""One line per Span: what each swarm did and why (W3.1), built from the Span's own events."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.commands import Event
from engine.galaxy.colours import COLOURS
from engine.galaxy.content import Content
from engine.weavers import events as we


def hand_reason(content: Content, card: str, hand: dict[str, int]) -> str:
    """Why a swarm fed the projects it fed on this hand (the W3.1 checks, in player words)."""
    pairs = [c for c in COLOURS if hand[c] >= 2]
    morph = content.weavers[card].morphing.colour
    why = []
    if pairs:
        why.append("a pair of " + " and ".join(pairs))
    if hand[morph] == 1:
        why.append(f"one {morph}")
    return ", ".join(why) if why else f"no pair, no single {morph}"


def swarm_move(content: Content, card: str, hand: dict[str, int], events: Sequence[Event]) -> str:
    """e.g. 'Loomhive: engulfment 4/4, moved to system 19 (no pair, no single red)'."""
    did: list[str] = []
    for e in events:
        if getattr(e, "card", None) != card:
            continue
        match e:
            case we.WeaverAdvanced(colour=col, diverted_to=d) if d:
                did.append(f"a {col} cube to the Weavers' side of {content.card(d).name}")
            case we.WeaverAdvanced(project=p, filled=f, slots=n):
                did.append(f"{p} {f}/{n}")
            case we.WeaverStarved(project=p, colour=col):
                did.append(f"{p} starved (no {col} cube in the reserve)")
            case we.Proliferated(new_card=n, at=t):
                did.append(f"split, {content.weavers[n].name} lands in system {t}")
            case we.Morphed(new_card=n):
                did.append(f"morphed into {content.weavers[n].name}")
            case we.Engulfed(left=a, at=b):
                did.append(f"moved to system {b}, system {a} a black hole")
    name = content.weavers[card].name
    return f"{name}: {', '.join(did) or 'nothing'} ({hand_reason(content, card, hand)})"
