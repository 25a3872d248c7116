"""The one careful reader: only regular files, size and nesting capped, strict kinds."""

import math
import os
import threading

import pytest

from engine.core import safe_read
from engine.core.safe_read import FileProblem
from engine.core.serial import StructureError, structure
from engine.galaxy.state import PlanetState, Project


def finishes(f, seconds: float = 5.0):
    """Run f on a thread and return what it raised; fail if it is still running (hung)."""
    out: list = []

    def run():
        try:
            f()
            out.append(None)
        except BaseException as exc:  # the test looks at it
            out.append(exc)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert out, "the read did not finish: it waited on the file"
    return out[0]


def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "auto.json"
    os.mkfifo(pipe)
    exc = finishes(lambda: safe_read.read_bytes(pipe, 1000))
    assert isinstance(exc, FileProblem) and "named pipe" in str(exc)
    assert str(exc).startswith("auto.json")


def test_a_link_to_an_endless_device_is_refused_without_reading(tmp_path):
    link = tmp_path / "save.json"
    link.symlink_to("/dev/zero")
    exc = finishes(lambda: safe_read.read_bytes(link, 1000))
    assert isinstance(exc, FileProblem) and "a device" in exc.message


def test_a_folder_and_a_dangling_link_are_refused(tmp_path):
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(FileProblem, match="a folder"):
        safe_read.read_bytes(tmp_path / "dir.json", 1000)
    (tmp_path / "gone.json").symlink_to(tmp_path / "nowhere")
    with pytest.raises(FileProblem, match="cannot be read"):
        safe_read.read_bytes(tmp_path / "gone.json", 1000)


def test_a_link_to_a_regular_file_is_read(tmp_path):
    (tmp_path / "real.json").write_text("{}")
    (tmp_path / "link.json").symlink_to(tmp_path / "real.json")
    assert safe_read.read_bytes(tmp_path / "link.json", 10) == b"{}"


def test_a_file_over_the_limit_is_refused_before_reading(tmp_path):
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(10**9)  # sparse: costs nothing on disk, would cost a gigabyte in memory
    with pytest.raises(FileProblem, match="too large"):
        safe_read.read_bytes(big, 1000)


def test_deep_nesting_is_refused_before_the_parser_sees_it():
    deep = "[" * 200_000 + "]" * 200_000
    with pytest.raises(FileProblem, match="nested too deeply"):
        safe_read.parse_json(deep, "deep.json")
    obj = '{"a":' * 100_000 + "1" + "}" * 100_000
    with pytest.raises(FileProblem, match="nested too deeply"):
        safe_read.parse_json(obj.encode(), "deep.json")


def test_brackets_inside_strings_do_not_count_as_nesting():
    text = '{"a": "[[[[{{{{\\"[[[", "b": [[1]]}'
    assert safe_read.json_depth(text) == 3
    assert safe_read.parse_json(text, "ok.json", max_depth=3)["b"] == [[1]]


@pytest.mark.parametrize("text", ["NaN", "[Infinity]", '{"a": -Infinity}'])
def test_not_a_number_and_infinity_are_refused(text):
    with pytest.raises(FileProblem, match="not valid JSON"):
        safe_read.parse_json(text, "x.json")


def test_a_deep_toml_file_is_refused(tmp_path):
    p = tmp_path / "deep.toml"
    p.write_text("a = " + "[" * 100 + "]" * 100 + "\n")
    with pytest.raises(FileProblem, match="nested too deeply"):
        safe_read.read_toml(p, 10_000)


PLANET = {"system": 1, "index": 0, "colour": "red", "cost": 2}


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("settled", "abc", "expected true/false, found text"),
        ("settled", 1, "expected true/false, found a whole number"),
        ("cost", 1.5, "expected a whole number, found a number"),
        ("cost", True, "expected a whole number, found true/false"),
        ("cost", "2", "expected a whole number, found text"),
        ("colour", 5, "expected text, found a whole number"),
        ("colour", None, "expected text, found nothing"),
    ],
)
def test_values_of_the_wrong_kind_are_refused_not_converted(field, value, words):
    with pytest.raises(StructureError) as info:
        structure({**PLANET, field: value}, PlanetState)
    path, message = info.value.problems[0]
    assert path == field and message.startswith(words)


def test_a_string_or_object_is_not_taken_as_a_list():
    for value in ("red", {"red": 1}):
        with pytest.raises(StructureError) as info:
            structure({"card": "x", "needs": value, "cubes": []}, Project)
        assert info.value.problems[0] == (
            "needs",
            f"expected a list, found {'text' if value == 'red' else 'an object'}",
        )


@pytest.mark.parametrize(
    ("text", "pick"),
    [("NaN", lambda d: d), ("[Infinity]", lambda d: d[0]), ('{"a": -Infinity}', lambda d: d["a"])],
)
def test_a_file_read_field_by_field_gets_nan_and_infinity_as_values_to_refuse(text, pick):
    """Issue 40 item 3: settings (and the other files read field by field) take NaN and
    Infinity as values, so the one field holding one is refused, not the whole file."""
    value = pick(safe_read.parse_json(text, "x.json", constants=True))
    assert isinstance(value, float) and not math.isfinite(value)
