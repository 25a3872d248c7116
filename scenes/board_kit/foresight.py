"""What a move will do, shown before the click, for every game's board: the "This will:" panel,
the marks on the places that change, and the question a costly move asks first.

The preview itself is the engine's (engine/core/lookahead.py, each game's foresight hooks);
this module only caches it per (position, command), words it and draws it. A board supplies
the command under the pointer (or under the keyboard ring), the rect of the thing hovered
(the panel never covers it) and where its places lie on the screen.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.core import lookahead
from engine.core.commands import Command
from engine.core.lookahead import Preview
from game import draw, rule_tags, theme
from scenes.board_kit.spots import Target

TITLE = "This will:"
MOST_LINES = 5  # the consequences that matter; more would hide the board


class Foresight:
    """Previews cached per position: one engine preview per hovered command, not per frame."""

    def __init__(self, rules) -> None:
        self.rules = rules
        self._state: object = None  # held, so its id is never reused while cached
        self._moves = -1
        self._cache: dict[object, Preview] = {}

    def of(self, session, cmd: Command | None) -> Preview | None:
        """The preview of `cmd` from the session's position (None for no command, or one the
        rules refuse: nothing to foresee)."""
        if cmd is None:
            return None
        state = session.state
        if state is not self._state or len(session.commands) != self._moves:
            self._state, self._moves, self._cache = state, len(session.commands), {}
        key: object = cmd
        try:
            hash(cmd)
        except TypeError:
            key = repr(cmd)
        seen = self._cache.get(key)
        if seen is None:
            seen = lookahead.preview(self.rules, state, cmd)
            self._cache[key] = seen
        return seen if seen.ok else None


def panel_lines(seen: Preview, rule_ids: bool = False) -> list[tuple[str, bool]]:
    """The panel's lines after its title, each with whether it is costly: the consequences
    that matter (battle odds as percentages), else what the log would say; then what stays
    hidden."""
    # What costs is always said; the rest, in the order it happens, as far as room allows.
    cons = list(seen.consequences)
    keep = {i for i, c in enumerate(cons) if c.costly}
    for i in range(len(cons)):
        if len(keep) >= MOST_LINES:
            break
        keep.add(i)
    lines: list[tuple[str, bool]] = []
    for i in sorted(keep):
        c = cons[i]
        lines.append((c.words, c.costly))
        odds = [f"{lookahead.percent(ch.probability)} {ch.words}" for ch in c.chances[:3]]
        if odds:
            lines.append(("   " + "; ".join(odds), False))
    if not lines:
        lines = [(line, False) for line in seen.lines[:MOST_LINES]]
    if not rule_ids:  # the rule IDs stay in the rules viewer, as in the tooltips
        lines = [(rule_tags.quiet(words), costly) for words, costly in lines]
    if seen.hidden:
        hidden = seen.hidden if seen.hidden.startswith("then") else f"then {seen.hidden}"
        lines.append((hidden[0].upper() + hidden[1:] + "…", False))
    return lines or [("Nothing you can see yet", False)]


def panel_rect(
    screen: pygame.Rect, avoid: pygame.Rect, size: tuple[int, int], gap: int
) -> pygame.Rect:
    """Where a panel of `size` goes: beside `avoid` (right, left, below, above, in that order),
    inside the screen and never over `avoid`."""
    w, h = size
    cands = [
        (avoid.right + gap, avoid.centery - h // 2),
        (avoid.x - gap - w, avoid.centery - h // 2),
        (avoid.centerx - w // 2, avoid.bottom + gap),
        (avoid.centerx - w // 2, avoid.y - gap - h),
    ]
    for x, y in cands:
        rect = pygame.Rect(x, y, w, h).clamp(screen)
        if not rect.colliderect(avoid):
            return rect
    return pygame.Rect(screen.x, screen.y, w, h)  # a thing as big as the screen: top left


def draw_panel(
    surface: pygame.Surface, seen: Preview, avoid: pygame.Rect, s: float, rule_ids: bool = False
) -> pygame.Rect:
    """The "This will:" panel beside `avoid` (the thing hovered); its rect."""
    screen = surface.get_rect()
    size = max(theme.MIN_TEXT, int(15 * s))
    pad = int(10 * s)
    width = min(int(360 * s), screen.width - 2 * pad)
    rows: list[tuple[str, bool]] = []
    for words, costly in panel_lines(seen, rule_ids):
        rows += [(part, costly) for part in draw.wrap(words, size, width - 2 * pad)]
    line_h = int(size * 1.3)
    height = pad * 2 + int(size * 1.4) + line_h * len(rows)
    rect = panel_rect(screen, avoid, (width, height), int(12 * s))
    draw.panel(surface, rect, alpha=245)
    if seen.costly:
        pygame.draw.rect(surface, theme.DANGER, rect, width=max(1, int(2 * s)), border_radius=8)
    with draw.layer("foresight"):
        draw.text(surface, TITLE, (rect.x + pad, rect.y + pad), size, theme.ACCENT, bold=True)
        y = rect.y + pad + int(size * 1.4)
        for words, costly in rows:
            colour = theme.DANGER if costly else theme.TEXT
            draw.text(surface, words, (rect.x + pad, y), size, colour, box=rect)
            y += line_h
    return rect


def places(seen: Preview) -> list[tuple[int, bool]]:
    """The places the move changes, each with whether a costly consequence touches it."""
    found: dict[int, bool] = {}
    for c in seen.consequences:
        for p in c.places:
            found[p] = found.get(p, False) or c.costly
    return list(found.items())


def mark_places(
    surface: pygame.Surface,
    seen: Preview,
    where: Callable[[int], tuple[tuple[int, int], int] | None],
    s: float,
) -> None:
    """A ring on each place the move changes (red where it costs), `where` giving a place's
    centre and radius on the screen (None when the board does not draw it)."""
    for place, costly in places(seen):
        at = where(place)
        if at is None:
            continue
        (x, y), r = at
        colour = theme.DANGER if costly else theme.HINT
        pygame.draw.circle(surface, colour, (x, y), r, width=max(2, int(3 * s)))


def asks_first(app, seen: Preview | None, go: Callable[[], None]) -> bool:
    """Open the confirm dialog for a costly move ("Ask before costly moves" on): True when it
    asked, so the caller does not make the move now; Enter goes ahead, Esc cancels."""
    if seen is None or not seen.costly or not getattr(app.settings, "ask_costly", True):
        return False
    from scenes.board_kit.confirm import ConfirmScene

    app.scenes.push(
        ConfirmScene(app, "Make this move?", seen.why, [("Go ahead", go)], cancel="Cancel")
    )
    return True


def hovered(board, pointer_rect: int) -> tuple[Target, pygame.Rect] | None:
    """What the player is about to act on: the keyboard ring's place while it shows (so the
    key player sees the panel on focus), else what lies under the pointer; with the rect the
    panel must leave uncovered (the spot's, else a circle of `pointer_rect` round the pointer)."""
    if board.focus.visible:
        stop = board.focus.stop()
        return None if stop is None else (_target(stop.target), stop.rect)
    found = board.target_at(board.pointer)
    if found is None:
        return None
    target = _target(found)
    drawn = [*getattr(board, "overlay", []), *board.spots]
    spot = next((sp.rect for sp in drawn if sp.kind == target.kind and sp.ref == target.ref), None)
    if spot is None:
        x, y = board.pointer
        spot = pygame.Rect(x - pointer_rect, y - pointer_rect, 2 * pointer_rect, 2 * pointer_rect)
    return target, spot


def _target(found) -> Target:
    """A board's hit as a Target (a board's hit test may give a (kind, ref) pair)."""
    return found if isinstance(found, Target) else Target(*found)


def draw_for(
    board,
    surface: pygame.Surface,
    s: float,
    command_for: Callable[[Target], Command | None],
    where: Callable[[int], tuple[tuple[int, int], int] | None],
) -> pygame.Rect | None:
    """The whole "before the click" picture for a board: the move the player is about to make
    (`command_for` a target), the places it changes marked, and its panel beside the thing
    hovered. Where the panel was drawn (a tooltip drawn after keeps clear of it), if it was."""
    found = hovered(board, int(28 * s))
    if found is None:
        return None
    target, avoid = found
    seen = board.foresight.of(board.session, command_for(target))
    if seen is None:
        return None
    mark_places(surface, seen, where, s)
    return draw_panel(surface, seen, avoid, s, board.app.settings.show_rules)
