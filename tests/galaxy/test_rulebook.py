import attrs
import pytest

from engine.core.content import ContentError
from engine.galaxy.rulebook import rulebook, search
from tests.galaxy.helpers import CONTENT
from tests.test_rule_coverage import RULE_IDS


def test_the_rulebook_explains_every_rule_id_once():
    ids = [r.id for r in rulebook()]
    assert sorted(ids) == sorted(RULE_IDS["weavers"])


def test_search_by_id_prefix_and_by_keyword():
    assert [r.id for r in search("c4")] == ["C4.1", "C4.2", "C4.3", "C4.4"]
    assert search("W2.3")[0].title == "Nowhere to go"
    found = [r.id for r in search("black hole")]
    assert "W4.3" in found and "W2.3" in found
    assert search("zzzz") == []
    assert len(search("")) == len(rulebook())


def test_rule_texts_show_the_numbers_the_game_plays_with():
    tun = CONTENT.tunables
    text = {r.id: r.text for r in rulebook()}
    assert f"{tun.settle_bonus} cube" in text["C4.2"]
    assert f"{tun.guarded_extra_slots} more cube" in text["C6.4"]
    assert f"all {tun.bases} bases" in text["C7"]
    assert f"When {tun.standstill_turns} turns in a row" in text["W7.4"]
    assert not any("{" in t or "}" in t for t in text.values())


def test_a_tuned_number_changes_the_rule_text():
    tuned = attrs.evolve(CONTENT, tunables=attrs.evolve(CONTENT.tunables, guarded_extra_slots=1))
    c64 = next(r for r in rulebook(tuned) if r.id == "C6.4")
    assert "needs 1 more cube on your side" in c64.text


def test_an_unknown_number_in_a_rule_text_is_a_content_error(monkeypatch):
    from engine.galaxy import rulebook as rb

    broken = (rb.RuleEntry("C1", "Bad", "There are {moons} moons."),)
    monkeypatch.setattr(rb, "_entries", lambda: broken)
    with pytest.raises(ContentError) as info:
        rb.rulebook()
    assert info.value.field == "rules[0].text" and "{moons}" in str(info.value)
