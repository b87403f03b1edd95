"""Parts of a screen that are shown now and then: made at their first showing and kept for the visit.

A screen's hidden parts cost as much to send as its shown ones (Flet's diff configures each new control field by
field, and a phone on the web build draws it), so a part the keeper may never see on this visit (the auction's
Other keypad, Settings' restore confirmation) is made only when it is first shown.
"""

from __future__ import annotations

from typing import Callable, Generic, Protocol, Sequence, TypeVar

import flet as ft

PartT = TypeVar("PartT", bound=ft.Control)


class PartWhenShown(Generic[PartT]):
    """A part of a column that is shown now and then (a hand counted in totals only, a keypad that opens): made
    the first time it is shown and put into the column then, at ``place`` (its end when None; a callable when
    where it goes depends on which other parts are made yet), kept for the visit so it keeps what was typed.  A
    table where it never shows never sends its controls (a totals part of two keypads and a confirmation: 76
    controls; the auction's keypad about 40)."""

    def __init__(self, column: ft.Column, make: Callable[[], PartT],
                 place: int | Callable[[], int] | None = None) -> None:
        self.column, self.make, self.place = column, make, place
        self.part: PartT | None = None

    @property
    def made(self) -> bool:
        return self.part is not None

    @property
    def shown(self) -> bool:
        return self.part is not None and bool(self.part.visible)

    def show(self, shown: bool) -> PartT | None:
        """Show or hide the part (made at its first showing); the part when it is shown, else None."""
        if shown and self.part is None:
            self.part = self.make()
            place = self.place() if callable(self.place) else self.place
            if place is None:
                self.column.controls.append(self.part)
            else:
                self.column.controls.insert(place, self.part)
        if self.part is not None:
            self.part.visible = shown
        return self.part if shown else None


class Made(Protocol):
    """A part that may be made yet or not (a ``PartWhenShown`` of any control)."""

    @property
    def made(self) -> bool: ...


def after(column: ft.Column, anchor: ft.Control, earlier: Sequence[Made]) -> Callable[[], int]:
    """A place for a part that goes right after ``anchor`` and after those of ``earlier`` that are made: parts
    made in any order then sit in their order, as they would if all were built with the screen."""
    return lambda: column.controls.index(anchor) + 1 + sum(p.made for p in earlier)
