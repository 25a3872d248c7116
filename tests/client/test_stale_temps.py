"""The start-up sweep reaches every file the game writes (issue 40 item 6): a write cut off by a
crash or a power cut leaves `<file>.<random>.tmp` beside the file it was replacing. The sweep
covered the saves, crash and config folders only, so stale campaign.json and stats.json temp
files (and the guided games' progress files') were never removed. Each is removed at start
once it is stale; one still being written (touched in the last minute) is left alone."""

from __future__ import annotations

import os
import time

import pygame
import pytest

from game import campaign_store, player_record, saves, settings, tutorial
from game.app import App

WRITTEN = {
    "record": player_record.record_path,
    "campaign": campaign_store.campaign_path,
    "guided game progress": tutorial.progress_path,
    "settings": settings.settings_path,
    "autosave": lambda: saves.saves_dir() / "auto-0a1b2c3d-000004.json",
    "quick save": lambda: saves.saves_dir() / saves.QUICKSAVE,
    "crash report": lambda: saves.crash_dir() / "last-crash.json",
}


@pytest.mark.parametrize("kind", list(WRITTEN))
def test_a_stale_temp_file_beside_any_file_the_game_writes_is_removed_at_start(kind):
    target = WRITTEN[kind]()
    target.parent.mkdir(parents=True, exist_ok=True)
    stale = target.with_name(f"{target.name}.k2j3h4.tmp")
    stale.write_text('{"half a')
    then = time.time() - 3600
    os.utime(stale, (then, then))
    fresh = target.with_name(f"{target.name}.abcd12.tmp")
    fresh.write_text("being written now")
    App((1280, 720), frames=None)
    try:
        assert not stale.exists()
        assert fresh.exists()
    finally:
        pygame.quit()
