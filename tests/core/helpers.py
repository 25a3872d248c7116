"""Helpers shared by the save tests."""

from __future__ import annotations

import json

from engine.core.serial import digest


def reseal(doc: dict) -> str:
    """Re-sign an edited document, so a test reaches the checks behind the checksum."""
    doc = {k: v for k, v in doc.items() if k != "checksum"}
    doc["checksum"] = digest(doc)
    return json.dumps(doc)
