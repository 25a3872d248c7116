"""The Weavers' own screens: board, new game, game over, campaign, guided game, quick rules."""
