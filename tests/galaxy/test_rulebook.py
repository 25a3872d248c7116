from engine.galaxy.rulebook import rulebook, search
from tests.test_rule_coverage import RULE_IDS


def test_the_rulebook_explains_every_rule_id_once():
    ids = [r.id for r in rulebook()]
    assert sorted(ids) == sorted(RULE_IDS)


def test_search_by_id_prefix_and_by_keyword():
    assert [r.id for r in search("c4")] == ["C4.1", "C4.2", "C4.3", "C4.4"]
    assert search("W2.3")[0].title == "Nowhere to go"
    found = [r.id for r in search("black hole")]
    assert "W4.3" in found and "W2.3" in found
    assert search("zzzz") == []
    assert len(search("")) == len(rulebook())
