"""The keys every game's board answers alike, mixed into each board: Esc drops a selection
(as a right-click does) or else opens the menu, F1 opens this game's rules, Ctrl+Z takes the
last move back and H asks for a hint. A board first lets Space and Esc skip what it is still
playing out (each game's animations end differently), then asks `shared_key`."""

from __future__ import annotations

import pygame

from scenes.board_kit.board_basics import BoardBasics


class BoardKeys(BoardBasics):
    """Put in each game's board before BoardBasics, as its input part's base."""

    def shared_key(self, event: pygame.event.Event) -> bool:
        """Answer a key every board shares; False when it is none of them."""
        k = event.key
        if k == pygame.K_ESCAPE and self.selection_open():
            self.clear_selection()
        elif k == pygame.K_ESCAPE:
            self.open_menu()
        elif k == pygame.K_F1:
            from scenes.table.rules import rules_of_session

            self.app.scenes.push(rules_of_session(self.app, self.session))
        elif k == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif k == pygame.K_h:
            self.ask_hint()
        else:
            return False
        return True
