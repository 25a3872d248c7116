"""Entry point of the frozen executable (the same as the `weavers` console script)."""

from weavers.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
