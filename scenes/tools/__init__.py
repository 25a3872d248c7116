"""Tools for developers that draw the real screens headless (`weavers layout-check`). They may
import everything in scenes/; nothing imports them but the command line and the tests.
"""
