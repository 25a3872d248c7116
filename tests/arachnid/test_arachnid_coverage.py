"""Every rule ID of ARACHNID.md sections A, AR, AD1 and AD2 is proved by a test named after it."""

from tests.test_rule_coverage import collected_test_names, tag

RULE_IDS = (
    "A1 A2.1 A2.2 A2.3 A2.4 A2.5 A3.1 A3.2 A3.3 A3.4 A3.5 "
    "A4.1 A4.2 A4.3 A4.4 A4.5 A4.6 A4.7 A5.1 A5.2 A5.3 A5.4 A5.5 A6 "
    "A7.1 A7.2 A7.3 A7.4 A7.5 A7.6 A8.1 A8.2 A8.3 A8.4 A8.5 A9 A10 A11 "
    "A12.1 A12.2 A12.3 A12.4 A12.5 A12.6 A12.7 A12.8 A12.9 A12.10 "
    "AR1 AR2 AR3 AR4 AR5 AR6 AR7 AR8 AR9 AD1 AD2"
).split()


def test_every_arachnid_rule_id_has_a_test_named_after_it():
    names = collected_test_names()
    missing = [r for r in RULE_IDS if not any(n.startswith(tag(r)) for n in names)]
    assert missing == []


def test_the_arachnid_coverage_check_can_fail():
    assert not any(n.startswith(tag("AR99")) for n in collected_test_names())
    assert tag("A1") == "test_a1_" and not tag("A1").startswith(tag("A12.1"))
    assert not any(tag(r).startswith(tag("A1")) for r in RULE_IDS if r not in ("A1",))


def test_the_in_game_rules_name_rule_ids_and_the_tuned_numbers():
    from engine.arachnid.rulebook import rulebook
    from tests.arachnid.helpers import C

    rules = {r.id: r.text for r in rulebook()}
    known = {x.split(".")[0] for x in RULE_IDS} | {"AD3"}  # AD3: the campaign, from the design
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
