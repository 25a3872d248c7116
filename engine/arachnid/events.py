"""What can happen in Arachnid. Every event is one readable log line with the rule that caused
it (AR6): `seat` is the colony concerned (-1 none), `text` the line, `rule` the rule ID. The
classes differ only by name, which is what statistics count (battle, overkill, famine...)."""

from __future__ import annotations

import attrs

from engine.core.commands import Event


@attrs.frozen
class Logged(Event):
    seat: int
    text: str
    rule: str


def _kind(name: str) -> type[Logged]:
    cls = attrs.frozen(type(name, (Logged,), {"__module__": __name__}))
    globals()[name] = cls
    return cls


RoundStarted = _kind("RoundStarted")
EventDrawn = _kind("EventDrawn")
FlyPlaced = _kind("FlyPlaced")
Fed = _kind("Fed")
Famine = _kind("Famine")
FoodGained = _kind("FoodGained")
FoodLost = _kind("FoodLost")
SpiderHatched = _kind("SpiderHatched")
CardTaken = _kind("CardTaken")
SpiderConsumed = _kind("SpiderConsumed")
WebConsumed = _kind("WebConsumed")
UpgradeConsumed = _kind("UpgradeConsumed")
Drafted = _kind("Drafted")
Deployed = _kind("Deployed")
Refreshed = _kind("Refreshed")
Moved = _kind("Moved")
WebSpun = _kind("WebSpun")
WebUnravelled = _kind("WebUnravelled")
AbilityUsed = _kind("AbilityUsed")
Battle = _kind("Battle")
Overkill = _kind("Overkill")
Retreated = _kind("Retreated")
Upgraded = _kind("Upgraded")
AbilitySwapped = _kind("AbilitySwapped")
CritterActed = _kind("CritterActed")
CritterBite = _kind("CritterBite")
CritterHit = _kind("CritterHit")
CritterKilled = _kind("CritterKilled")
CritterSpawned = _kind("CritterSpawned")
RivalDecision = _kind("RivalDecision")
StepSkipped = _kind("StepSkipped")
Passed = _kind("Passed")
LastRound = _kind("LastRound")
GameOver = _kind("GameOver")
