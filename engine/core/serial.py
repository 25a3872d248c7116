"""One cattrs converter for state, commands, records and content, plus canonical JSON.

Canonical JSON (sorted keys, no spaces) makes hashes of a state stable across runs and machines.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import cattrs
from cattrs.preconf.json import make_converter


def new_converter() -> cattrs.Converter:
    """A JSON-ready converter that refuses unknown keys, so typos in data files are caught."""
    return make_converter(forbid_extra_keys=True)


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


def structure(data: Any, cls: type, converter: cattrs.Converter = CONVERTER) -> Any:
    """Structure `data` into `cls`, turning cattrs' nested errors into field paths."""
    try:
        return converter.structure(data, cls)
    except (cattrs.BaseValidationError, ValueError, TypeError, KeyError, AttributeError) as exc:
        if not isinstance(exc, cattrs.BaseValidationError):
            raise StructureError([("", _describe(exc, cls))]) from exc
        problems = []
        for line in cattrs.transform_error(exc, format_exception=_describe):
            msg, _, path = line.rpartition(" @ ")
            path = path.removeprefix("$").removeprefix(".")
            problems.append((path, msg))
        raise StructureError(problems) from exc
