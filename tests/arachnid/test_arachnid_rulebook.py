"""The in-game rules of Arachnid: rule IDs of ARACHNID.md, the tuned numbers, a newcomer's words."""

from tests.test_rule_coverage import RULE_IDS


def test_the_in_game_rules_name_rule_ids_and_the_tuned_numbers():
    from engine.arachnid.rulebook import rulebook
    from tests.arachnid.helpers import C

    rules = {r.id: r.text for r in rulebook()}
    known = {x.split(".")[0] for x in RULE_IDS["arachnid"]} | {
        "AD3"
    }  # AD3: the campaign, from the design
    assert all(r.split(".")[0] in known for r in rules)
    g = C.game
    assert f"store holds {g.food.store} food" in rules["A5"]
    assert f"first space, bare from the start, shows {g.den.flies[0]}" in rules["A4.5"]
    assert f"upgrade token gives {g.consume.upgrade} food" in rules["A10"]
    assert f"kept upgrade {g.scoring.per_upgrade}" in rules["A11"]
    assert ", ".join(map(str, g.den.stacks_3)) in rules["A3"]
    assert f"round {g.food.round_limit}" in rules["A4.7"]
    assert f"store starts with {g.den.start_food} food" in rules["A3"]
    reach = {1: "beside or under it", 3: "within 3"}[g.reach.pounce]
    assert f"Pounce: kill a critter {reach}" in rules["A9"]
    assert f"scores {g.scoring.per_web_atop}, not {g.scoring.per_web}" in rules["AD2"]
    levels = rules["AD1"]
    assert all(f"{lv.name}" in levels and f"{lv.food} food" in levels for lv in C.levels.values())


def test_the_in_game_rules_answer_a_newcomers_words():
    from engine.arachnid.rulebook import search

    for query, rule in [
        ("spider", "A5.4"),
        ("famine", "A4.4"),
        ("bolster", "A7.3"),
        ("incubator", "A5"),
        ("radar", "A2"),
        ("A7.4", "A7.4"),
    ]:
        assert rule in [e.id for e in search(query)], query


def test_ad1_a_levels_hunger_says_what_it_costs_the_rivals():
    # Issue 36: "Hunger +1" on New game was never explained.
    from engine.arachnid.rulebook import level_words
    from tests.arachnid.helpers import C

    words = level_words(C.levels[1])
    assert "Hunger +1 (each card a rival turns up costs it 1 food more" in words
    assert "only the card's first step is played" in words
