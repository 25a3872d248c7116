"""Battles (A7): commitments, support, bolster, the roll, victory and overkill, retreat and
upgrades. A battle runs as a small stage machine in the state, so a person can be asked to
commit, retreat or take an upgrade in the middle of anyone's turn."""

from __future__ import annotations

from engine.arachnid import economy
from engine.arachnid.board import BOARD
from engine.arachnid.content import Content, default_content
from engine.arachnid.economy import colony_name, spider_name
from engine.arachnid.events import AbilitySwapped, Battle, Overkill, Retreated, Upgraded
from engine.arachnid.state import ALPHA, BETA, HUMAN, BattleState, Choice, Colony, GameState, Spider
from engine.core import dice
from engine.core.commands import Event
from engine.core.words import plural

MAX_BOUGHT = 3  # bolster dice a person may buy in one battle (more never pays off)


def begin(state: GameState, content: Content, seat: int, sid: str) -> None:
    """A7.2: a movement ending beside other colonies' spiders: a battle with each, radar
    order."""
    s = state.colonies[seat].spider(sid)
    assert s is not None and s.deployed
    foes = foes_beside(state, seat, s.hex)
    state.battle_queue = [(seat, sid)] + [(c.seat, o.id) for c, o in foes] if foes else []


def foes_beside(state: GameState, seat: int, h: int) -> list[tuple[Colony, Spider]]:
    """A7.2: the other colonies' spiders beside hex h, in radar order: the battles a movement
    of `seat`'s ending on h starts (also what the board says before such a move)."""
    found = sorted(
        (o.hex, c.seat, o.id)
        for c in state.colonies
        if c.seat != seat
        for o in c.spiders
        if o.deployed and o.hex in BOARD.adjacent[h]
    )
    out = []
    for _, st, oid in found:
        c = state.colonies[st]
        o = c.spider(oid)
        assert o is not None
        out.append((c, o))
    return out


def supporter(
    state: GameState, colony: Colony, s: Spider, reach: int | None = None
) -> Spider | None:
    """A7.3, A12.7: the colony's upright Alpha on the same web within `reach` hexes (the
    data's support reach when not given)."""
    if reach is None:
        reach = default_content().game.reach.support
    if s.kind == ALPHA:
        return None
    web = economy.web_of(state, s.hex)
    for a in colony.spiders:
        if a.kind == ALPHA and a.deployed and not a.stunned and a.hex in web:
            if BOARD.dist(a.hex, s.hex) <= reach:
                return a
    return None


def _pieces(state: GameState, who: tuple[int, str]) -> tuple[Colony, Spider]:
    c = state.colonies[who[0]]
    s = c.spider(who[1])
    assert s is not None
    return c, s


def commit_options(state: GameState, side: str, reach: int | None = None) -> list[str]:
    """Keys "a{own}s{support}b{bought}" a person may commit (A7.3)."""
    b = state.battle
    assert b is not None
    c, s = _pieces(state, b.attacker if side == "attack" else b.defender)
    own = s.attack if side == "attack" else s.defence
    lo = 1 if side == "attack" and own > 0 else 0
    a = supporter(state, c, s, reach)
    sup = 0 if a is None else (a.attack if side == "attack" else a.defence)
    buy = min(c.store, MAX_BOUGHT)
    return [
        f"a{o}s{x}b{y}" for o in range(lo, own + 1) for x in range(sup + 1) for y in range(buy + 1)
    ]


def parse_commit(key: str) -> list[int]:
    a, rest = key[1:].split("s")
    s, b = rest.split("b")
    return [int(a), int(s), int(b)]


def rival_commit(state: GameState, content: Content, side: str) -> list[int]:
    """AR4: all dice and the Alpha's support; bolster up to the level's cap while food stays at
    least its spider count."""
    b = state.battle
    assert b is not None
    c, s = _pieces(state, b.attacker if side == "attack" else b.defender)
    own = s.attack if side == "attack" else s.defence
    a = supporter(state, c, s, content.game.reach.support)
    sup = 0 if a is None else (a.attack if side == "attack" else a.defence)
    cap = content.levels[c.level].bolster_cap if c.level else 0
    buy = 0
    while buy < cap and c.store - buy - 1 >= len(c.spiders):
        buy += 1
    return [own, sup, buy]


def step(state: GameState, content: Content) -> list[Event]:
    """Advance battles until one needs a person's answer or none is left."""
    events: list[Event] = []
    while state.battle is not None or len(state.battle_queue) > 1:
        if state.choices:
            return events
        if state.battle is None:
            mover = state.battle_queue[0]
            foe = state.battle_queue.pop(1)
            mc, ms = _pieces(state, mover)
            fc = state.colonies[foe[0]]
            fs = fc.spider(foe[1])
            if fs is None or not fs.deployed or fs.hex not in BOARD.adjacent[ms.hex]:
                continue
            state.battle = BattleState(mover, foe)
        b = state.battle
        if b.stage in ("attack", "defence"):
            who = b.attacker if b.stage == "attack" else b.defender
            c = state.colonies[who[0]]
            if c.kind == HUMAN:
                opts = commit_options(state, b.stage, content.game.reach.support)
                state.choices.append(Choice("commit", c.seat, opts, b.stage))
                return events
            events += commit(state, content, rival_commit(state, content, b.stage))
            continue
        if b.stage == "retreat":
            c, s = _pieces(
                state, (b.loser, b.attacker[1] if b.loser == b.attacker[0] else b.defender[1])
            )
            spaces = economy.retreat_spaces(state, c, b.winner_hex)
            if c.kind == HUMAN and len(spaces) > 1:
                state.choices.append(Choice("retreat", c.seat, [str(h) for h in spaces], s.id))
                return events
            events += retreat(state, content, retreat_pick(state, c, spaces), spaces, c)
    if len(state.battle_queue) == 1:
        state.battle_queue = []
    return events


def commit(state: GameState, content: Content, dice_: list[int]) -> list[Event]:
    b = state.battle
    assert b is not None
    if b.stage == "attack":
        b.attack = dice_
        b.stage = "defence"
        return []
    b.defence = dice_
    return roll(state, content)


def _spend(
    state: GameState, c: Colony, s: Spider, side: str, d: list[int], reach: int
) -> tuple[int, int, int]:
    """Take the committed dice off the cards and pay for bought bolster; returns (dice of the
    side's kind, bought bolster dice, free bolster dice of a height-2 space)."""
    own, sup, buy = d
    a = supporter(state, c, s, reach)
    if side == "attack":
        s.attack -= own
        if a is not None:
            a.attack -= sup
    else:
        s.defence -= own
        if a is not None:
            a.defence -= sup
    buy = min(buy, c.store)
    economy.pay(state, c, buy)
    return own + (sup if a is not None else 0), buy, free_bolster(state, s)


def free_bolster(state: GameState, s: Spider) -> int:
    """A7.3: the free bolster die of a spider fighting on a height-2 space (0 or 1)."""
    return 1 if s.deployed and len(state.webs[s.hex]) == 2 else 0


def roll(state: GameState, content: Content) -> list[Event]:
    """A7.4: roll and sum; a tie sends the attacker back; the lower side loses."""
    b = state.battle
    assert b is not None
    ac, as_ = _pieces(state, b.attacker)
    dc, ds = _pieces(state, b.defender)
    dd = content.game.dice
    an, ab, af = _spend(state, ac, as_, "attack", b.attack, content.game.reach.support)
    dn, db, df = _spend(state, dc, ds, "defence", b.defence, content.game.reach.support)
    rng = state.rng
    # Each side's bolster dice are rolled together, bought first, then the free one (A7.3).
    ar = dice.roll_many(dd.attack, an, rng)
    ab_ = dice.roll_many(dd.bolster, ab + af, rng)
    dr = dice.roll_many(dd.defence, dn, rng)
    db_ = dice.roll_many(dd.bolster, db + df, rng)
    at = sum(ar) + sum(ab_) + (1 if as_.ability == "vicious" else 0)
    de = sum(dr) + sum(db_) + (1 if ds.ability == "vicious" else 0)
    state.bump("battle")
    diff = at - de
    an_, dn_ = spider_name(content, ac, as_), spider_name(content, dc, ds)
    rolled = f"{dice_words(ar, ab_[:ab], ab_[ab:])} vs {dice_words(dr, db_[:db], db_[db:])}"
    events: list[Event] = [
        Battle(ac.seat, f"{an_} attacks {dn_}: {at} against {de} ({rolled})", "A7.4")
    ]
    if diff > 0:
        lc, ls, wh = dc, ds, as_.hex
    else:
        lc, ls, wh = ac, as_, ds.hex
    if diff == 0:  # A7.4: a tie sends the attacker back, and nobody loses food
        events.append(
            Battle(ac.seat, f"tie: the attacker, {an_}, retreats; no one loses food", "A7.4")
        )
    else:
        lost = economy.lose(state, lc, 1)
        word = "victory"
        if abs(diff) >= 2:
            ls.stunned = True
            state.bump("overkill")
            word = "overkill"
            events.append(Overkill(lc.seat, f"{spider_name(content, lc, ls)} is stunned", "A7.4"))
        won = an_ if diff > 0 else dn_
        events.append(
            Battle(
                lc.seat,
                f"{word} for {won}: {spider_name(content, lc, ls)} loses {lost} food and retreats",
                "A7.4",
            )
        )
    # A7.6: both battlers are owed an upgrade; the defender takes it at once
    for c, s in ((ac, as_), (dc, ds)):
        if s.id not in c.to_upgrade:
            c.to_upgrade.append(s.id)
    events += upgrade_now(state, content, dc, ds)
    b.loser, b.winner_hex, b.stage = lc.seat, wh, "retreat"
    return events


FREE_DIE = "free die of its height-2 web"


def dice_words(own: list[int], bought: list[int], free: list[int]) -> str:
    """One side's roll in the log: its dice, then apart the bolster it bought and the free die
    of a height-2 web (A7.3): '[2, 1] + bolster [1] + free die of its height-2 web [0]'."""
    out = str(own)
    if bought:
        out += f" + bolster {bought}"
    if free:
        out += f" + {FREE_DIE} {free}"
    return out


def retreat_pick(state: GameState, c: Colony, spaces: list[int]) -> int:
    """AR4: the space with the fewest enemy spiders within 2 (then radar order)."""
    if not spaces:
        return -1

    def enemies(h: int) -> int:
        return sum(
            1
            for o in state.colonies
            if o.seat != c.seat
            for s in o.spiders
            if s.deployed and BOARD.dist(s.hex, h) <= 2
        )

    return min(spaces, key=lambda h: (enemies(h), h))


def retreat(
    state: GameState, content: Content, h: int, spaces: list[int], c: Colony
) -> list[Event]:
    """A7.5: the loser goes to a chosen space of its webs, or back to the den."""
    b = state.battle
    assert b is not None
    sid = b.attacker[1] if b.loser == b.attacker[0] else b.defender[1]
    s = c.spider(sid)
    assert s is not None
    if not spaces and h < 0:
        h = -1
    s.hex = h
    free_snare(state, s)  # A12.7: a forced retreat frees it
    where = f"hex {h}" if h >= 0 else "its den"
    events: list[Event] = [
        Retreated(c.seat, f"{spider_name(content, c, s)} retreats to {where}", "A7.5")
    ]
    # A5.4 (decided 2026-11-26): a retreat is no movement of A7.2, so it takes no food.
    if b.loser == b.attacker[0]:
        state.battle_queue = []  # the mover retreated: no more battles (A7.2)
    state.battle = None
    return events


def free_snare(state: GameState, s: Spider) -> None:
    """A snared spider is freed: the Snare goes back to its owner (A9)."""
    if s.snared_by >= 0:
        state.colonies[s.snared_by].snare_used = False
        s.snared_by = -1


def upgrade_options(state: GameState, content: Content, s: Spider) -> list[str]:
    opts = [f"track:{t}" for t, n in sorted(s.covered.items()) if n > 0]
    if s.kind == BETA:
        opts += [f"swap:{a}" for a in state.university]
    return opts


def upgrade_now(state: GameState, content: Content, c: Colony, s: Spider) -> list[Event]:
    """A7.6 / AR1: one upgrade a turn: a person chooses; a rival takes a trophy."""
    if s.id in c.to_upgrade:
        c.to_upgrade.remove(s.id)
    if s.upgraded or s not in c.spiders:
        return []
    s.upgraded = True
    if c.kind == HUMAN:
        opts = upgrade_options(state, content, s)
        if opts:
            state.choices.append(Choice("upgrade", c.seat, opts, s.id))
        return []
    if s.trophies >= 3 or state.pool_bloodied <= 0:  # AR9
        return []
    s.trophies += 1
    c.kept += 1
    state.pool_bloodied -= 1
    n = content.game.scoring.per_upgrade  # A11, AR1: a trophy scores as a kept upgrade
    return [
        Upgraded(
            c.seat,
            f"{spider_name(content, c, s)} takes a trophy for the battle "
            f"(+{plural(n, 'point')} at the end, like your kept upgrades)",
            "AR1",
        )
    ]


def apply_upgrade(
    state: GameState, content: Content, c: Colony, s: Spider, option: str
) -> list[Event]:
    kind, _, what = option.partition(":")
    if kind == "track":
        s.covered[what] -= 1
        c.kept += 1
        n = content.game.scoring.per_upgrade  # A11: what a kept upgrade scores
        return [
            Upgraded(
                c.seat,
                f"{spider_name(content, c, s)} frees a space on its {what} track "
                f"(+{n} point{'' if n == 1 else 's'})",
                "A7.6",
            )
        ]
    old = s.ability
    state.university.remove(what)
    if old:
        state.university.append(old)
        state.university.sort()
    _drop_tokens(state, c, old)
    s.ability = what
    if what not in c.ability_used:
        c.ability_used.append(what)
    return [
        AbilitySwapped(
            c.seat,
            f"{colony_name(content, c)}'s Beta swaps "
            f"{content.ability_name(old) if old else 'nothing'} for {content.ability_name(what)}",
            "A7.6",
        )
    ]


def _drop_tokens(state: GameState, c: Colony, old: str) -> None:
    """A9: swapped away, funnels stay and tokens return."""
    if old == "mind":
        for cr in state.critters:
            if cr.controller == c.seat:
                cr.controller = -1
        c.mind_used = False
    if old == "snare":
        for cr in state.critters:
            if cr.snarer == c.seat:
                cr.snarer, cr.entangled = -1, False
        for o in state.colonies:
            for sp in o.spiders:
                if sp.snared_by == c.seat:
                    sp.snared_by = -1
        c.snare_used = False
