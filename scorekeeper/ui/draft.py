"""What is being entered and not yet a fact: the draft of the table (the cards of a trick, typed points),
and what Undo took back from it for Redo.

A draft names no game: it is an ordered list of ``(kind, value)`` taps whose kinds the game's panel
chooses.  It is kept on the device by every tap that changes it (``TableSession.keep_draft``; an entry stored
carries it in the same write), so a phone that dies mid-trick loses no tap.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

from scorekeeper.jsontypes import JsonArray, JsonObject


Tap = tuple[str, int | str]  # (what was tapped, its value): ("money", 40000), ("cards", "J"), a game's own kinds
STORED = "stored"  # a tap kind in ``Draft.taps`` marking an entry stored while the draft stayed (a partner named)


def _tap_value(raw: object) -> int | str | None:
    """``raw`` as a tapped value: a whole number or a word (a damaged file may hold anything)."""
    return raw if isinstance(raw, (int, str)) and not isinstance(raw, bool) else None


def _grouped(taps: Sequence[Tap]) -> JsonObject:
    """Taps as the device keeps them: each kind's values in the order tapped (``{"money": [40000]}``)."""
    grouped: dict[str, JsonArray] = {}
    for kind, value in taps:
        if kind != STORED:
            grouped.setdefault(kind, []).append(value)
    return dict(grouped)


def _ungrouped(data: Mapping[str, object]) -> list[Tap]:
    """Taps read back from the device: any kind of whole numbers or words (the game's panel keeps only what
    its table can hold, since the file may be damaged); a single value counts as one tap."""
    taps: list[Tap] = []
    for kind, raw in data.items():
        if kind in ("editing", "aside", STORED):
            continue
        for value in raw if isinstance(raw, list) else [raw]:
            tapped = _tap_value(value)
            if tapped is not None:
                taps.append((kind, tapped))
    return taps


def _snapshot_taps(raw: object) -> list[Tap]:
    """The taps of a kept snapshot (``[[kind, value], ...]``), leaving out what is not one."""
    taps: list[Tap] = []
    for item in raw if isinstance(raw, list) else []:
        if isinstance(item, list) and len(item) == 2 and isinstance(item[0], str):
            value = _tap_value(item[1])
            if value is not None:
                taps.append((item[0], value))
    return taps


@dataclass(frozen=True)
class RedoStep:
    """What one Undo took back, for Redo: a tap (``stored`` False) or a stored action, with the draft as it
    was before that Undo and as the Undo left it (a tap since then is a new action: Redo then has none)."""

    stored: bool
    before: JsonObject
    after: JsonObject
    words: str

    def to_json(self) -> JsonObject:
        return {"stored": self.stored, "before": self.before, "after": self.after, "words": self.words}

    @classmethod
    def from_json(cls, data: object) -> RedoStep | None:
        if not isinstance(data, dict):
            return None
        stored, before, after, words = data.get("stored"), data.get("before"), data.get("after"), data.get("words")
        if isinstance(stored, bool) and isinstance(before, dict) and isinstance(after, dict) and isinstance(words, str):
            return cls(stored, before, after, words)
        return None


@dataclass
class Draft:
    """What is being entered (the cards of a trick, typed points), not yet a fact.

    A draft is generic: an ordered list of taps, each ``(kind, value)``; the game's panel decides what
    the kinds are and what they mean (its cards, its typed points).  The order lets undo take back the
    last thing tapped; ``STORED`` marks an entry stored in the middle of the trick.
    """

    taps: list[Tap] = field(default_factory=list)
    editing: int | None = None  # index of the event being corrected, if any
    # The trick being entered, set aside while a stored trick is corrected; it comes back after.
    aside: list[Tap] = field(default_factory=list)
    opened: int = 0  # how many of ``taps`` came with the correction being made (undo closes it, not them)

    def values(self, kind: str) -> list[int | str]:
        """The values tapped of one kind, in the order tapped."""
        return [value for k, value in self.taps if k == kind]

    def ints(self, kind: str) -> list[int]:
        """The whole numbers tapped of one kind (money, points)."""
        return [value for k, value in self.taps if k == kind and isinstance(value, int)]

    def words(self, kind: str) -> list[str]:
        """The words tapped of one kind (card names)."""
        return [value for k, value in self.taps if k == kind and isinstance(value, str)]

    def clear(self) -> None:
        """The entry is done (stored, cancelled): empty, or back to the trick set aside for a correction."""
        aside = self.aside
        self.reset()
        self.taps.extend(aside)

    def reset(self) -> None:
        """Nothing tapped, nothing set aside (another game, a new hand, a game changed elsewhere)."""
        self.taps.clear()
        self.editing = None
        self.aside = []
        self.opened = 0

    def open_correction(self, index: int, taps: Sequence[Tap]) -> None:
        """Correct stored entry ``index``: its taps become the draft; the trick being entered is set aside."""
        if self.editing is None and not self.empty:
            self.aside = [tap for tap in self.taps if tap[0] != STORED]
        aside = self.aside
        self.reset()
        self.aside = aside
        self.taps.extend(taps)
        self.opened = len(self.taps)
        self.editing = index

    @property
    def empty(self) -> bool:
        """Nothing tapped (a correction opened counts as tapped: its cards are the draft)."""
        return all(kind == STORED for kind, _ in self.taps) and self.editing is None

    def tap(self, kind: str, value: int | str) -> None:
        """One card (or typed value) added to what is being entered."""
        if kind == STORED:
            raise ValueError(f"{STORED!r} marks a stored entry, it is not a tap")
        self.taps.append((kind, value))

    def drop(self, kind: str, index: int) -> None:
        """The ``index``-th tap of ``kind`` taken out (its chip tapped)."""
        at = [i for i, (k, _) in enumerate(self.taps) if k == kind][index]
        del self.taps[at]
        if at < self.opened:
            self.opened -= 1

    def keep_only(self, allowed: Callable[[str, int | str], bool]) -> None:
        """Keep the taps ``allowed(kind, value)`` says this entry can hold (a damaged file, typed points
        replaced by cards); stored-entry marks stay."""
        keeps = [kind == STORED or allowed(kind, value) for kind, value in self.taps]
        self.opened = sum(keeps[:self.opened])
        self.taps[:] = [tap for tap, keep in zip(self.taps, keeps) if keep]

    def stored_meanwhile(self) -> None:
        """An entry was stored while this draft stays (a partner named mid-trick): undo takes that back first."""
        if not self.empty:
            self.taps.append((STORED, 0))

    def take_back(self) -> Tap | None:
        """Undo of the last tap: the tap removed, as (kind, value), or ``("editing", i)`` when a correction with
        nothing tapped since it opened is closed; None when the last thing tapped was a stored entry or nothing
        is tapped (then undo takes back the stored entry)."""
        if len(self.taps) > self.opened:
            kind, value = self.taps.pop()
            return None if kind == STORED else (kind, value)
        if self.editing is not None:  # a correction's own cards were not tapped: undo closes the correction
            editing = self.editing
            self.clear()
            return "editing", editing
        return None

    def to_dict(self) -> JsonObject:
        """What has been tapped so far (empty when nothing has), each kind's values in the order tapped; the
        order across kinds stays in memory only (a draft read back undoes its last kind first)."""
        kept = _grouped(self.taps)
        if self.editing is not None:
            kept["editing"] = self.editing
        if self.aside:
            kept["aside"] = _grouped(self.aside)
        return kept

    def snapshot(self) -> JsonObject:
        """Everything about the draft, exactly (the order of the taps and the stored-entry marks too): what
        Redo puts back, and what tells whether anything was tapped since an Undo."""
        return {"taps": [[kind, value] for kind, value in self.taps], "editing": self.editing,
                "aside": [[kind, value] for kind, value in self.aside], "opened": self.opened}

    def load_snapshot(self, data: Mapping[str, object]) -> None:
        """Put back a :meth:`snapshot` (read back from the device, so any part of it may be damaged)."""
        self.reset()
        self.taps.extend(_snapshot_taps(data.get("taps")))
        self.aside = _snapshot_taps(data.get("aside"))
        editing, opened = data.get("editing"), data.get("opened")
        self.editing = editing if isinstance(editing, int) and not isinstance(editing, bool) else None
        self.opened = min(opened, len(self.taps)) if isinstance(opened, int) and opened >= 0 else 0

    def restore(self, data: Mapping[str, object]) -> None:
        self.reset()
        self.taps.extend(_ungrouped(data))
        editing = data.get("editing")
        self.editing = editing if isinstance(editing, int) and not isinstance(editing, bool) else None
        aside = data.get("aside")
        if self.editing is not None:
            self.opened = len(self.taps)
            if isinstance(aside, dict):
                self.aside = _ungrouped(aside)
