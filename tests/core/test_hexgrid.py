from hypothesis import given
from hypothesis import strategies as st

from engine.core.hexgrid import (
    DIRECTIONS,
    Hex,
    Layout,
    cube_round,
    distance,
    hex_range,
    line,
    neighbor,
    neighbors,
    ring,
    rotate_left,
    rotate_right,
    spiral,
)

coord = st.integers(min_value=-60, max_value=60)
hexes = st.builds(Hex, coord, coord)
radii = st.integers(min_value=0, max_value=8)


@given(hexes)
def test_cube_coordinates_sum_to_zero(h):
    assert h.q + h.r + h.s == 0


@given(hexes)
def test_neighbours_are_six_distinct_hexes_at_distance_one(h):
    ns = neighbors(h)
    assert len(set(ns)) == 6
    assert all(distance(h, n) == 1 for n in ns)
    assert [neighbor(h, i) for i in range(6)] == ns


@given(hexes, hexes)
def test_distance_is_symmetric_and_zero_only_on_itself(a, b):
    assert distance(a, b) == distance(b, a)
    assert (distance(a, b) == 0) == (a == b)


@given(hexes, hexes, hexes)
def test_distance_obeys_triangle_inequality(a, b, c):
    assert distance(a, c) <= distance(a, b) + distance(b, c)


def test_distance_known_values():
    assert distance(Hex(0, 0), Hex(3, -3)) == 3
    assert distance(Hex(0, 0), Hex(2, 1)) == 3
    assert distance(Hex(-1, 4), Hex(2, -1)) == 5


@given(hexes, st.integers(min_value=1, max_value=10))
def test_ring_has_6n_hexes_all_at_distance_n(c, n):
    r = ring(c, n)
    assert len(r) == 6 * n
    assert len(set(r)) == 6 * n
    assert all(distance(c, h) == n for h in r)


@given(hexes, radii)
def test_ring_is_a_closed_loop_of_neighbours(c, n):
    r = ring(c, n)
    if n == 0:
        assert r == [c]
        return
    for i in range(len(r)):
        assert distance(r[i], r[(i + 1) % len(r)]) == 1


@given(hexes, radii)
def test_range_holds_every_hex_within_radius(c, n):
    got = hex_range(c, n)
    assert len(got) == 3 * n * (n + 1) + 1 == len(set(got))
    assert all(distance(c, h) <= n for h in got)
    assert set(got) == set(spiral(c, n))


@given(hexes, hexes)
def test_line_runs_between_endpoints_through_adjacent_hexes(a, b):
    ln = line(a, b)
    assert ln[0] == a and ln[-1] == b
    assert len(ln) == distance(a, b) + 1
    for x, y in zip(ln, ln[1:], strict=False):
        assert distance(x, y) == 1


@given(hexes, hexes)
def test_rotating_six_times_is_identity(h, c):
    x = h
    for _ in range(6):
        x = rotate_left(x, c)
    assert x == h
    y = h
    for _ in range(6):
        y = rotate_right(y, c)
    assert y == h


@given(hexes, hexes)
def test_rotation_keeps_distance_and_left_undoes_right(h, c):
    assert distance(rotate_left(h, c), c) == distance(h, c)
    assert rotate_right(rotate_left(h, c), c) == h


def test_rotation_moves_neighbour_to_next_direction():
    # Rotating turns each direction into another direction, never into itself.
    rotated = {rotate_left(d) for d in DIRECTIONS}
    assert rotated == set(DIRECTIONS)
    assert all(rotate_left(d) != d for d in DIRECTIONS)


layouts = st.builds(
    Layout,
    st.floats(min_value=4, max_value=80),
    st.floats(min_value=4, max_value=80),
    st.floats(min_value=-500, max_value=500),
    st.floats(min_value=-500, max_value=500),
)


@given(hexes, layouts)
def test_pixel_round_trip(h, layout):
    x, y = layout.to_pixel(h)
    assert layout.to_hex(x, y) == h


@given(hexes, layouts, st.floats(-0.45, 0.45), st.floats(-0.45, 0.45))
def test_points_inside_a_hex_round_to_it(h, layout, fx, fy):
    # A point well inside the inner circle (radius sqrt(3)/2 of the size) belongs to the hex.
    x, y = layout.to_pixel(h)
    px, py = x + fx * layout.size_x, y + fy * layout.size_y
    assert layout.to_hex(px, py) == h


def test_corners_are_six_at_hex_size():
    layout = Layout(10, 10, 0, 0)
    cs = layout.corners(Hex(0, 0))
    assert len(cs) == 6
    for x, y in cs:
        assert abs((x * x + y * y) ** 0.5 - 10) < 1e-9


def test_cube_round_fixes_the_coordinate_with_the_largest_error():
    assert cube_round(1.02, -0.01) == Hex(1, 0)
    # (0.6, 0.3, -0.9): q has the largest error, so q is recomputed from r and s.
    assert cube_round(0.6, 0.3) == Hex(1, 0)
    assert cube_round(-0.3, 0.9) == Hex(0, 1)
