"""Space Swarm (SWARM.md): your race against rival races run by the game, on a hex board.

This package never imports another game's engine (tests/test_import_rules.py).
"""
