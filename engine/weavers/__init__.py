"""The Weavers: the solo opponent (GAME.md section W), run by the game itself."""
