"""The entry point: the `weavers` command. It parses the command line, runs a headless tool or
opens the window on its first scene. The top layer: it may import scenes, game and engine;
nothing imports it (pyproject.toml, [tool.importlinter])."""
