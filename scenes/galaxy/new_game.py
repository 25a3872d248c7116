"""New game: the standard game or a scenario (its story and goal shown), species (with
powers), starting corner on a mini-map, galaxy, difficulty."""

from __future__ import annotations

import time
from functools import partial

import pygame

from engine.core.campaign import Campaign
from engine.core.session import Session
from engine.galaxy.colours import CORNER_NAMES
from engine.galaxy.content import Content
from engine.galaxy.describe import species_text
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.scenarios import get_scenario, special_rules
from engine.galaxy.state import GameState
from game import draw, key_focus, theme
from game.widgets import Button, TextInput, draw_tooltip
from scenes.galaxy.galaxy_view import GalaxyView, Marks
from scenes.galaxy.scenario_picker import ScenarioPicker
from scenes.table.new_game import TableNewGame, place


def level_blurb(content: Content, level: int, scenario: int | None) -> str:
    """The difficulty's words, and what the picked scenario changes of them: a scenario's own
    swarm count overrides the level's (D1), so the blurb's count must not be the last word."""
    lv = content.level(level)
    if not scenario:
        return lv.blurb
    scen = get_scenario(scenario, content)
    if not scen.starting_swarms or scen.starting_swarms == lv.starting_swarms:
        return lv.blurb
    start = special_rules(scen)[0]  # its first line is the starting swarms when it sets them
    return f"{lv.blurb}\n{scen.name} changes this: {start[0].lower()}{start[1:]}"


def start_game(
    app,
    seed: int,
    options: dict,
    replace: bool = False,
    autoplay: bool = False,
    bot: str = "heuristic",
):
    """Start a game on the board with these setup options (`bot` plays it with autoplay)."""
    from scenes.galaxy.board import BoardScene

    rules = GalaxyRules()
    session = Session.new(rules, rules.setup(seed, **options))
    return place(app, BoardScene(app, session, autoplay=autoplay, bot=bot), replace)


class NewGameScene(TableNewGame):
    mode = "galaxy"

    def __init__(
        self, app, scenario: int | None = None, level: int = 3, campaign: Campaign | None = None
    ) -> None:
        """`scenario` and `level` are chosen already; with `campaign` the game is that
        campaign's next scenario (from the Campaign screen), and the scenario is fixed."""
        super().__init__(app)
        self.rules = GalaxyRules()
        self.content = self.rules.content
        self.species = sorted(self.content.species)
        self.choice = {"species": self.species[0], "corner": 0, "difficulty": level}
        self.campaign = campaign
        self.picker = ScenarioPicker(scenario, campaign is not None)
        self.galaxy_kind = "standard"
        self.seed_field = TextInput(str(int(time.time()) % 100000), allowed="0123456789", limit=9)
        self.species_buttons = [
            Button(self.content.species[k].name, partial(self._set, "species", k))
            for k in self.species
        ]
        self.level_buttons = [
            Button(f"{lv}  {self.content.level(lv).name}", partial(self._set, "difficulty", lv))
            for lv in sorted(self.content.levels)
        ]
        self.galaxy_buttons = [
            Button("Standard galaxy", lambda: self._galaxy("standard")),
            Button("Random galaxy", lambda: self._galaxy("random")),
        ]
        self._preview: GameState | None = None
        self._preview_key: tuple | None = None
        self.view: GalaxyView | None = None
        self.corner_rects: list[pygame.Rect] = []

    def _set(self, key: str, value) -> None:
        self.choice[key] = value

    def _galaxy(self, kind: str) -> None:
        self.galaxy_kind = kind

    def options(self) -> dict:
        opts = dict(self.choice)
        opts["galaxy"] = self.galaxy_kind
        if self.picker.chosen is not None:
            opts["scenario"] = self.picker.chosen
        if self.campaign is not None:  # the game carries its campaign: its result counts there
            opts.update(self.campaign.setup_options(self.choice["difficulty"]))
        if self.galaxy_kind == "random":
            opts["galaxy_seed"] = int(self.seed_field.text or "0")
        return opts

    def begin(self) -> None:
        if self.campaign is not None:
            from game import campaign_store

            self.app.notice = (
                campaign_store.begin_scenario("weavers", self.campaign) or self.app.notice
            )
        super().begin()

    def preview(self) -> GameState:
        key = (
            self.galaxy_kind,
            self.seed_field.text,
            self.choice["corner"],
            self.choice["difficulty"],
            self.picker.chosen,
        )
        preview = self._preview
        if key != self._preview_key or preview is None:
            opts = self.options()
            session = Session.new(self.rules, self.rules.setup(1, **opts))
            preview = self._preview = session.state
            self._preview_key = key
            if self.view is None or self.view.galaxy != preview.galaxy:
                self.view = GalaxyView(preview.galaxy)
        return preview

    def handle_more(self, event: pygame.event.Event) -> bool:
        if self.galaxy_kind == "random":
            self.seed_field.handle(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in enumerate(self.corner_rects):
                if r.collidepoint(event.pos):
                    self.choice["corner"] = i
                    return True
        return self.picker.handle(event)

    def controls(self) -> list[Button]:
        return [*self.species_buttons, *self.level_buttons, *self.galaxy_buttons]

    def draw_title(self, surface: pygame.Surface, s: float) -> None:
        title = draw.text(surface, "New game", (int(30 * s), int(18 * s)), int(44 * s), bold=True)
        # The game to play: a row of buttons beside the title (its story and goal go above
        # the map, which takes the room that is left).
        row = pygame.Rect(title.right + int(24 * s), int(22 * s), 0, int(44 * s))
        row.width = surface.get_width() - int(20 * s) - row.x
        self.picker.draw_buttons(surface, row, self.pointer, s)

    def draw_panels(
        self, surface: pygame.Surface, panels: list[pygame.Rect], start_top: int, s: float
    ) -> None:
        left, mid, right = panels
        row_h = self.row_height(surface.get_height(), s)
        # Species.
        y = self.heading(surface, "Species", left, left.y + int(10 * s), s)
        for k, b in zip(self.species, self.species_buttons, strict=True):
            rect = pygame.Rect(left.x + int(12 * s), y, left.width - int(24 * s), row_h)
            self.pick(surface, b, rect, s, self.choice["species"] == k)
            y += row_h + int(6 * s)
        sp = self.content.species[self.choice["species"]]
        info = pygame.Rect(
            left.x + int(14 * s),
            y + int(6 * s),
            left.width - int(28 * s),
            left.bottom - y - int(16 * s),
        )
        draw.text_block(surface, species_text(sp), info, int(20 * s), theme.TEXT_DIM, shrink=True)
        self._galaxy_panel(surface, mid, s)
        # Difficulty: the level's blurb takes the room above Start and Back.
        y = self.heading(surface, "Level", right, right.y + int(10 * s), s)
        levels = list(zip(sorted(self.content.levels), self.level_buttons, strict=True))
        blurb = level_blurb(self.content, self.choice["difficulty"], self.picker.chosen)
        self.level_list(surface, right, y, levels, self.choice["difficulty"], blurb, start_top, s)
        tip = self.picker.hovered()
        if tip is not None and self.app.scenes.top is self:
            draw_tooltip(surface, tip.tooltip, self.pointer, s)

    def _galaxy_panel(self, surface: pygame.Surface, mid: pygame.Rect, s: float) -> None:
        """The galaxy, its seed, the scenario's words and the map with the home corners."""
        self.heading(surface, "Galaxy and home corner", mid, mid.y + int(10 * s), s)
        bw = (mid.width - int(36 * s)) // 2
        for i, b in enumerate(self.galaxy_buttons):
            b.rect = pygame.Rect(
                mid.x + int(12 * s) + i * (bw + int(12 * s)), mid.y + int(48 * s), bw, int(40 * s)
            )
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s * 0.7, selected=("standard", "random")[i] == self.galaxy_kind)
        y = mid.y + int(100 * s)
        if self.galaxy_kind == "random":
            draw.text(surface, "Seed", (mid.x + 14 * s, y + 10 * s), int(22 * s))
            self.seed_field.rect = pygame.Rect(mid.x + int(70 * s), y, int(180 * s), int(38 * s))
            self.seed_field.draw(surface, s, "0")
            y += int(48 * s)
        words = pygame.Rect(mid.x + int(14 * s), y, mid.width - int(28 * s), 0)
        words.height = self.picker.words_height(words.width, s)
        self.picker.draw_words(surface, words, s)
        y = words.bottom
        state = self.preview()
        view = self.view
        assert view is not None  # preview() made it
        map_rect = pygame.Rect(
            mid.x + int(10 * s), y, mid.width - int(20 * s), mid.bottom - y - int(70 * s)
        )
        view.fit(map_rect)
        view.draw(surface, state, self.content, Marks())
        self.corner_rects = []
        for corner in range(4):
            c = view.centre(state.galaxy.corner_system(corner).number)
            r = pygame.Rect(0, 0, int(view.size * 1.4), int(view.size * 1.4))
            r.center = (int(c[0]), int(c[1]))
            self.corner_rects.append(r)
            colour = theme.HIGHLIGHT if corner == self.choice["corner"] else (120, 120, 150)
            pygame.draw.rect(surface, colour, r, width=2, border_radius=6)
            pick = lambda corner=corner: self._set("corner", corner)  # noqa: E731
            key_focus.focus.offer(surface, r, pick, f"{CORNER_NAMES[corner]} corner", s)
        corner = self.choice["corner"]
        note = (
            f"Home: the {CORNER_NAMES[corner]} corner (click a corner to change). "
            "Swarms land on the corners beside it."
        )
        draw.text_block(
            surface,
            note,
            pygame.Rect(mid.x + 14 * s, mid.bottom - 62 * s, mid.width - 28 * s, 56 * s),
            int(18 * s),
            theme.TEXT_DIM,
        )
