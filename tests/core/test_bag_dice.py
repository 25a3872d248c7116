from engine.core import bag, dice
from engine.core.rng import Rng


def test_a_bag_draws_each_token_once_and_refills_from_its_pile():
    rng = Rng.from_seed(3)
    b, pile = ["a", "b", "c"], []
    drawn = [bag.draw(b, rng) for _ in range(3)]
    assert sorted(drawn) == ["a", "b", "c"] and bag.draw(b, rng) is None
    pile.extend(drawn)
    bag.refill(b, pile)
    assert sorted(b) == ["a", "b", "c"] and pile == []


def test_dice_roll_only_their_faces_and_repeat_with_the_seed():
    faces = (0, 1, 1, 2, 2, 3)
    a = dice.roll_many(faces, 50, Rng.from_seed(9))
    assert set(a) <= set(faces) and len(set(a)) > 2
    assert a == dice.roll_many(faces, 50, Rng.from_seed(9))
    assert dice.roll_many(faces, 0, Rng.from_seed(9)) == []
