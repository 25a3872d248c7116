"""`python -m weavers`: the same as the `weavers` command."""

from weavers.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
