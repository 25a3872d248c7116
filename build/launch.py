"""Entry point of the frozen executable (the same as the `weavers` console script)."""

import multiprocessing

from weavers.cli import main

if __name__ == "__main__":
    # The look-ahead's worker processes (engine/core/chances.py) start as copies of this
    # executable: freeze_support lets such a copy run its worker instead of the game.
    multiprocessing.freeze_support()
    raise SystemExit(main())
