import re

from engine.core.session import Session
from engine.galaxy import events as ge
from engine.galaxy.bots import RandomBot
from engine.galaxy.describe import card_text, log_line, species_text
from engine.weavers import events as we
from tests.galaxy.helpers import CONTENT, RULES

SILENT = {"EffectResolved"}  # its consequences get their own lines


def event_classes():
    out = []
    for mod in (ge, we):
        for name in dir(mod):
            obj = getattr(mod, name)
            if isinstance(obj, type) and obj.__module__ == mod.__name__:
                out.append(obj.__name__)
    return set(out)


def test_every_event_of_random_games_reads_as_a_line_with_its_rule():
    seen = set()
    for seed in range(6):
        s = Session.new(RULES, RULES.setup(seed, species=sorted(CONTENT.species)[seed]))
        bot = RandomBot(seed)
        events = list(s.opening)
        while not s.state.over and s.state.turn < 40:
            events += s.submit(bot.choose(RULES, s.state)).events
        for e in events:
            name = type(e).__name__
            seen.add(name)
            line = log_line(e, CONTENT, s.state.galaxy)
            if name in SILENT:
                assert line is None
                continue
            assert line and re.search(r"\((C|W)\d(\.\d)?\)$", line), (name, line)
            assert not line[0].islower()
    assert len(seen) > 20


def test_every_event_class_has_words():
    # Any event class added later must get a line here too (or join SILENT).
    import inspect

    from engine.galaxy.describe import event_text

    source = inspect.getsource(event_text)
    for name in event_classes() - SILENT:
        assert f".{name}(" in source, name


def test_cards_and_species_read_in_plain_words():
    for card in CONTENT.cards.values():
        text = card_text(card)
        assert text.startswith("Reward:") and "_" not in text
    for sp in CONTENT.species.values():
        text = species_text(sp)
        assert "Power:" in text and "_" not in text


def test_log_lines_name_swarms_and_cards_never_their_internal_ids():
    import re

    from engine.core.session import Session
    from engine.galaxy.bots import make_bot
    from engine.galaxy.content import DECKS
    from engine.galaxy.describe import log_line
    from engine.galaxy.rules import GalaxyRules

    rules = GalaxyRules()
    content = rules.content
    ids = set(content.weavers) | {c.id for d in DECKS for c in content.deck_cards(d)}
    shown = [c.name for d in DECKS for c in content.deck_cards(d)]
    shown += [wc.name for wc in content.weavers.values()]
    names = {w.lower() for name in shown for w in name.split()}
    internal = {i for i in ids if "-" in i or i not in names}  # "raid" is also a card's name
    seen = 0
    for seed in range(1, 7):
        for bot_name in ("random", "heuristic"):
            s = Session.new(rules, rules.setup(seed, species="vorr", difficulty=3))
            bot = make_bot(bot_name, seed)
            events = list(s.opening)
            while not s.state.over and s.state.turn < 40:
                events += s.submit(bot.choose(rules, s.state)).events
            for e in events:
                line = log_line(e, content, s.state.galaxy) or ""
                seen += 1
                words = set(re.findall(r"[a-z][a-z-]+", line))
                assert not words & internal, (type(e).__name__, line)
    assert seen > 500
