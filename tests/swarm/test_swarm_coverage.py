"""Every rule ID of SWARM.md sections S, SA and SD1 is proved by a test named after it."""

from tests.test_rule_coverage import collected_test_names, tag

RULE_IDS = (
    "S1.1 S1.2 S1.3 S1.4 S2.1 S2.2 S2.3 S2.4 S3.1 S3.2 S3.3 S4.1 S4.2 S4.3 S4.4 "
    "S5.1 S5.2 S5.3 S5.4 S5.5 S5.6 S6.1 S6.2 S6.3 S6.4 S6.5 S7.1 S7.2 S7.3 S7.4 S7.5 "
    "S8.1 S8.2 S8.3 S8.4 S9.1 S9.2 S9.3 S9.4 S10.1 S10.2 S10.3 S10.4 S10.5 S10.6 S10.7 "
    "SA1.1 SA1.2 SA1.3 SA1.4 SA2.1 SA2.2 SA2.3 SA2.4 SA3.1 SA3.2 SA3.3 SA3.4 SA3.5 SA3.6 "
    "SA3.7 SA4 SA5.1 SA5.2 SA6.1 SA6.2 SA6.3 SA7.1 SA7.2 SA7.3 SA7.4 SA7.5 SA7.6 SA7.7 "
    "SA7.8 SA7.9 SD1"
).split()


def test_every_swarm_rule_id_has_a_test_named_after_it():
    names = collected_test_names()
    missing = [r for r in RULE_IDS if not any(n.startswith(tag(r)) for n in names)]
    assert missing == []


def test_the_swarm_coverage_check_can_fail():
    assert not any(n.startswith(tag("SA9.9")) for n in collected_test_names())
    assert tag("S1.1") == "test_s1_1_" and not tag("S1.1").startswith(tag("S10.1"))
