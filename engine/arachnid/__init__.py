"""Arachnid: a solo spider-colony game against rival colonies run by the game (ARACHNID.md)."""
