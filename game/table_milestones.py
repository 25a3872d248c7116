"""Milestones of the table's other games (Space Swarm, Arachnid), like The Weavers' own
(game.milestones): a first win, a win at level 5, every scenario won, a campaign won, every
way to win taken. Kept in the player's record under "<mode>.<id>", judged from the whole
record and announced only when the game just finished earns them. Nothing here imports
pygame."""

from __future__ import annotations

from game.milestones import Milestone, Progress
from game.player_record import PlayerRecord, TableEntry

TOP_LEVEL = 5
SCENARIOS = (1, 2, 3, 4, 5)
# How a game of each was won, in the player's words (the `cause` of a won TableEntry).
PATHS = {
    "swarm": {
        "clusters": "holding every Star Cluster",
        "deck_out": "the most space when the deck ran out",
        "last_standing": "being the last race standing",
    },
    "arachnid": {
        "den_empty": "a den emptied",
        "board_full": "a full board",
        "round_limit": "the last round",
    },
}
NAMES = {
    "swarm": ("First contact", "Warlord's bane", "Every front", "The long war", "Every road"),
    "arachnid": ("First thread", "Widow's bane", "Every web", "The long hunt", "Every road"),
}


def milestones(mode: str) -> list[Milestone]:
    first, top, scen, camp, road = NAMES[mode]
    ways = "; ".join(PATHS[mode].values())
    return [
        Milestone(f"{mode}.first_win", first, "Win a game."),
        Milestone(f"{mode}.top_level", top, f"Win at level {TOP_LEVEL}."),
        Milestone(f"{mode}.every_scenario", scen, "Win each of the five scenarios."),
        Milestone(f"{mode}.campaign", camp, "Win a campaign."),
        Milestone(f"{mode}.every_path", road, f"Win each way: {ways}."),
    ]


def progress(m: Milestone, record: PlayerRecord, mode: str) -> Progress:
    wins = [g for g in record.table if g.mode == mode and g.won]
    match m.id.partition(".")[2]:
        case "first_win":
            return Progress(min(1, len(wins)), 1)
        case "top_level":
            return Progress(int(any(g.level >= TOP_LEVEL for g in wins)), 1)
        case "every_scenario":
            return Progress(len(set(SCENARIOS) & {g.scenario for g in wins}), len(SCENARIOS))
        case "campaign":
            ours = {g.campaign for g in record.table if g.mode == mode and g.campaign}
            return Progress(min(1, len(ours & set(record.campaigns_won))), 1)
        case "every_path":
            return Progress(len(set(PATHS[mode]) & {g.cause for g in wins}), len(PATHS[mode]))
    return Progress(0, 1)


def add_game(
    record: PlayerRecord, entry: TableEntry, when: str, campaign_won: bool = False
) -> tuple[Milestone, ...]:
    """Put a finished game in the record (the caller checked it is new) and return the
    milestones it earned; `campaign_won`: it ended its campaign with the player's win."""
    record.table.append(entry)
    if campaign_won and entry.campaign and entry.campaign not in record.campaigns_won:
        record.campaigns_won.append(entry.campaign)
    new = []
    for m in milestones(entry.mode):
        p = progress(m, record, entry.mode)
        if p.done >= p.of and m.id not in record.milestones:
            record.milestones[m.id] = when
            new.append(m)
    return tuple(new)
