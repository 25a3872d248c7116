"""The players the program plays itself through the real input handling: the mouse player
(`--autoplay --via-mouse`), the keyboard player (`--via-keys`) and the guided game's player. They
post synthetic clicks and keys; they never push commands into the session.

They may import the board kit, the registry (scenes.games), game and engine; each game's own mouse
player (scenes/<game>/mouse.py) builds on them.
"""
