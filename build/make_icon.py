"""Draw the game's icon (a Weaver shard over a hex web) as assets/icon.png. Run once; the PNG
is committed. Made by us, so it needs no licence beyond the project's own."""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402


def icon(size: int = 256) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, (14, 12, 34, 255), (c, c), size * 0.48)
    for k in (0.42, 0.3, 0.18):
        pts = [
            (
                c + size * k * math.cos(math.radians(60 * i - 30)),
                c + size * k * math.sin(math.radians(60 * i - 30)),
            )
            for i in range(6)
        ]
        pygame.draw.polygon(s, (90, 70, 160), pts, width=max(1, size // 64))
    for i in range(6):
        a = math.radians(60 * i - 30)
        pygame.draw.line(
            s,
            (70, 55, 130),
            (c, c),
            (c + size * 0.42 * math.cos(a), c + size * 0.42 * math.sin(a)),
            max(1, size // 96),
        )
    w, h = size * 0.34, size * 0.5
    shard = [
        (c, c - h / 2),
        (c + w / 2, c - h * 0.22),
        (c + w / 2, c + h / 2),
        (c - w / 2, c + h / 2),
        (c - w / 2, c - h * 0.22),
    ]
    pygame.draw.polygon(s, (120, 50, 190), shard)
    pygame.draw.polygon(s, (200, 150, 255), shard, width=max(2, size // 40))
    for i, col in enumerate(((236, 200, 64), (72, 128, 232), (214, 68, 68))):
        y = c + h * (0.02 + i * 0.14)
        pygame.draw.rect(s, col, (c - w * 0.32, y, w * 0.64, h * 0.08))
    return s


if __name__ == "__main__":
    pygame.display.init()
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parents[1] / "assets"
    out.mkdir(parents=True, exist_ok=True)
    pygame.image.save(icon(256), str(out / "icon.png"))
    print(f"wrote {out / 'icon.png'}")
