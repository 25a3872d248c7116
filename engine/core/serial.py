"""One cattrs converter for state, commands, records and content, plus canonical JSON.

Canonical JSON (sorted keys, no spaces) makes hashes of a state stable across runs and machines.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from typing import Any

import attrs
import cattrs
from cattrs.cols import (
    homogenous_tuple_structure_factory,
    is_mutable_sequence,
    is_sequence,
    list_structure_factory,
)
from cattrs.preconf.json import make_converter

_KIND = {bool: "true/false", int: "a whole number", float: "a number", str: "text"}


def kind_of(value: Any) -> str:
    """A JSON value's kind in plain words, for messages."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, float) and not math.isfinite(value):
        word = "NaN" if math.isnan(value) else "Infinity" if value > 0 else "-Infinity"
        return f"{word} (not a number)"
    return _KIND.get(type(value), type(value).__name__)


def _wrong(value: Any, expected: type) -> TypeError:
    return TypeError(f"expected {_KIND[expected]}, found {kind_of(value)}")


# Strict scalars: a file says what it means or it is refused. cattrs' defaults call the type
# (bool("no") is True, int(1.5) is 1, str(5) is "5"), which would turn damage into a game.
def _bool(value: Any, _: type) -> bool:
    if type(value) is not bool:
        raise _wrong(value, bool)
    return value


def _int(value: Any, _: type) -> int:
    if type(value) is not int:
        raise _wrong(value, int)
    return value


def _float(value: Any, _: type) -> float:
    if type(value) not in (int, float):
        raise _wrong(value, float)
    if not math.isfinite(value):
        raise ValueError(f"expected a number, found {kind_of(value)}")
    return float(value)


def _str(value: Any, _: type) -> str:
    if type(value) is not str:
        raise _wrong(value, str)
    return value


def _only_lists(make: Any) -> Any:
    """A sequence hook that takes only a list (or tuple), never a string or an object, whose
    letters or keys cattrs would otherwise take as the items."""

    def factory(cl: Any, converter: cattrs.Converter) -> Any:
        inner = make(cl, converter)

        def hook(value: Any, t: Any) -> Any:
            if not isinstance(value, list | tuple):
                raise TypeError(f"expected a list, found {kind_of(value)}")
            return inner(value, t)

        return hook

    return factory


def new_converter() -> cattrs.Converter:
    """A JSON-ready converter that refuses unknown keys, so typos in data files are caught,
    and refuses values of the wrong kind instead of converting them."""
    converter = make_converter(forbid_extra_keys=True)
    for cls, hook in ((bool, _bool), (int, _int), (float, _float), (str, _str)):
        converter.register_structure_hook(cls, hook)
    converter.register_structure_hook_factory(
        is_sequence, _only_lists(homogenous_tuple_structure_factory)
    )
    converter.register_structure_hook_factory(
        is_mutable_sequence, _only_lists(list_structure_factory)
    )
    return converter


CONVERTER = new_converter()


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def digest(data: Any) -> str:
    """sha256 hex digest of the canonical JSON of already-unstructured data."""
    return hashlib.sha256(canonical_json(data).encode("ascii")).hexdigest()


def state_hash(state: Any, converter: cattrs.Converter = CONVERTER) -> str:
    return digest(converter.unstructure(state))


class StructureError(ValueError):
    """Data that does not fit its class; `problems` pairs a field path with what is wrong."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        super().__init__("; ".join(f"{path}: {msg}" if path else msg for path, msg in problems))


def _describe(exc: BaseException, type_: Any) -> str:
    if isinstance(exc, KeyError):
        return "required field missing"
    if isinstance(exc, AttributeError):
        return f"expected an object with named fields for {getattr(type_, '__name__', type_)}"
    if isinstance(exc, ValueError) and len(exc.args) >= 2 and isinstance(exc.args[0], str):
        # attrs validators raise ValueError(message, attribute, ...): keep the message only.
        return exc.args[0]
    if isinstance(exc, cattrs.ForbiddenExtraKeysError):
        return f"unknown field(s): {', '.join(sorted(exc.extra_fields))}"
    if isinstance(exc, (ValueError, TypeError)) and str(exc):
        name = getattr(type_, "__name__", None)
        if "expected" in str(exc) or name is None:
            return str(exc)
        return f"{exc} (expected {name})"
    return cattrs.v.format_exception(exc, type_)


_MARK = "\x00"  # between a validated field's name and the message, inside structure() only


def _validated_field(exc: BaseException) -> str:
    """The field an attrs validator refused ('' when it is not one): cattrs reports such an
    error at the object, so without this the field's name is lost from the path."""
    if not isinstance(exc, ValueError) or not exc.args:
        return ""
    if len(exc.args) >= 2 and isinstance(exc.args[1], attrs.Attribute):
        return exc.args[1].name
    found = re.match(r"'(\w+)' must be ", str(exc.args[0]))  # attrs' ge, le and the like
    return found.group(1) if found else ""


def _describe_marked(exc: BaseException, type_: Any) -> str:
    field = _validated_field(exc)
    return f"{field}{_MARK}{_describe(exc, type_)}" if field else _describe(exc, type_)


def structure(data: Any, cls: type, converter: cattrs.Converter = CONVERTER) -> Any:
    """Structure `data` into `cls`, turning cattrs' nested errors into field paths (a value
    a validator refused named by its own field)."""
    if attrs.has(cls) and not isinstance(data, dict):
        raise StructureError([("", f"expected an object, found {kind_of(data)}")])
    try:
        return converter.structure(data, cls)
    except (cattrs.BaseValidationError, ValueError, TypeError, KeyError, AttributeError) as exc:
        if not isinstance(exc, cattrs.BaseValidationError):
            raise StructureError([("", _describe(exc, cls))]) from exc
        problems = []
        for line in cattrs.transform_error(exc, format_exception=_describe_marked):
            msg, _, path = line.rpartition(" @ ")
            path = path.removeprefix("$").removeprefix(".")
            field, marked, msg = msg.rpartition(_MARK)
            if marked:
                path = f"{path}.{field}" if path else field
            problems.append((path, msg))
        raise StructureError(problems) from exc
