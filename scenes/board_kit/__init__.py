"""The board kit: the parts every game's board is built from (the session and autosave basics, the
keyboard ring, hit-test spots, the coach, the confirm dialog, the log panel, the line chart,
milestone banners).

It names no game and opens no screen: it imports only game (the shell) and engine.core. Each
game's board (scenes/<game>/), the players and the table's screens use it.
"""
