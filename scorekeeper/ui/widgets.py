"""Controls every screen uses: big labelled buttons, headings, score bars, a keypad.

Every control that a player (or a test, or a screen reader) acts on has a
``key`` and a visible label or tooltip.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Sequence, TypedDict, TypeVar, Unpack

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext

from . import theme

# A tap's handler, for whichever control it is given to: Flet's Event is invariant in its control type, so
# one handler shared by a button, a chip and an icon button is typed for an event of any control (Any kept:
# no other type argument is accepted by all of them).  What it returns is ignored (a coroutine is awaited by Flet).
Handler = Callable[[ft.Event[Any]], object]
T = TypeVar("T")


class TextOptions(TypedDict, total=False):
    """The ``ft.Text`` options the screens pass through ``body`` and ``one_line``."""

    color: str | None
    expand: bool | int | None
    visible: bool
    weight: ft.FontWeight | None
    text_align: ft.TextAlign
    selectable: bool
    italic: bool
    tooltip: str | None
    semantics_label: str | None


def tapped(action: Callable[[T], object], value: T) -> Handler:
    """A handler that does ``action(value)`` whatever the event: one per button of a row of choices."""
    return lambda e: action(value)


class SteadyStyle:
    """Keeps a button's style copy between updates when it has not changed.

    Flet 1.0.5's ``Button.before_update`` (and ``IconButton``'s) puts a fresh
    copy of the style in ``_internals`` on every update, and the diff sends it
    again: about 100 bytes per styled button on the screen, on every tap.
    Putting back the previous, equal copy makes the diff see no change.
    """

    _internals: dict[str, object]

    def before_update(self) -> None:
        previous = self._internals.get("style")
        super().before_update()  # type: ignore[misc]
        if previous is not None and self._internals.get("style") == previous:
            self._internals["style"] = previous


class FilledButton(SteadyStyle, ft.FilledButton):
    """A filled button that sends its style once."""


class IconButton(SteadyStyle, ft.IconButton):
    """An icon button that sends its style once."""


def big_button(label: str, key: str, on_click: Handler | None, *, filled: bool = True, color: str | None = None,
               expand: bool | int = False, disabled: bool = False, tooltip: str | None = None, width: int | None = None,
               text_color: str | None = None, data: object = None, name: str | None = None) -> ft.Button | ft.OutlinedButton:
    """A large touch target with a readable label; ``name``: what a screen reader says when the label alone
    does not say what the tap does (a discard shows "$10,000" and is named "Discard $10,000")."""
    kind = FilledButton if filled else ft.OutlinedButton
    style = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=14, vertical=10),
                           text_style=theme.label_style(),
                           bgcolor=color if (filled and color) else None,
                           color=text_color)
    # expand=False (not None) makes Flet 1.0.5's web client draw a grey error box inside a wrapping Row.
    return kind(content=said(label, name) if name else label, key=key, on_click=on_click, style=style, height=theme.TAP, expand=expand or None,
                disabled=disabled, tooltip=tooltip, width=width, data=data)


def trump_button(value: str, label: str, key: str, on_click: Handler | None, *, tooltip: str | None = None,
                 data: object = None) -> ft.Button | ft.OutlinedButton:
    """A trump choice filled in its suit's colour (the shared colours and each game's own swatches), its label in
    white on it: one look wherever trump is named or corrected (it was built in five places, each a little
    differently)."""
    swatch = theme.COLOR_SWATCH.get(value)
    return big_button(label, key, on_click, color=swatch, text_color=ft.Colors.WHITE if swatch else None,
                      tooltip=tooltip, data=data)


def said(text: str, name: str) -> ft.Text:
    """A button's ``text`` that a screen reader reads as ``name`` (the button's accessible name): "Rename" on a
    game's card is "Rename Friday at Ann's" for a screen reader, which does not see the card around it."""
    return ft.Text(text, semantics_label=name)


def icon_button(icon: ft.IconData, key: str, label: str, on_click: Handler | None, *,
                disabled: bool = False) -> ft.IconButton:
    """An icon button that says what it does: tooltip for the eye, semantics label for screen readers."""
    return IconButton(icon=ft.Icon(icon, semantics_label=label), key=key, tooltip=label, on_click=on_click,
                         disabled=disabled, width=theme.TAP, height=theme.TAP)


def heading(text: str, key: str | None = None, size: int = theme.BIG, color: str | None = None) -> ft.Text:
    return ft.Text(text, key=key, size=size, weight=ft.FontWeight.BOLD, color=color)


def body(text: str, key: str | None = None, size: int = theme.BODY, **kw: Unpack[TextOptions]) -> ft.Text:
    return ft.Text(text, key=key, size=size, **kw)


def compact_chip(label: str, key: str, on_click: Handler | None = None, data: int | None = None,
                 disabled: bool = False) -> ft.Chip:
    """A card tapped into a trick: small enough that a full trick of eight wraps onto two lines."""
    return ft.Chip(label=ft.Text(label), key=key, on_click=on_click, data=data, disabled=disabled,
                   padding=ft.Padding.symmetric(horizontal=2, vertical=0),
                   label_padding=ft.Padding.symmetric(horizontal=6, vertical=0),
                   visual_density=ft.VisualDensity.COMPACT)


def grid(controls: Sequence[ft.Control], spacing: int = theme.GAP) -> ft.Row:
    """Buttons that wrap onto new lines on a narrow phone."""
    return ft.Row(list(controls), wrap=True, spacing=spacing, run_spacing=spacing)


def card(*controls: ft.Control, key: str | None = None, padding: int = 12) -> ft.Container:
    return ft.Container(
        content=ft.Column(list(controls), spacing=theme.GAP, tight=True),
        padding=padding, border_radius=12, key=key,
        bgcolor=ft.Colors.with_opacity(0.06, ft.Colors.ON_SURFACE),
    )


def error_banner(message: str | None) -> ft.Control:
    """The rule a refused entry breaks, in words; nothing entered is lost."""
    if not message:
        return ft.Container(key="error-none", height=0)
    return ft.Container(
        content=ft.Row([ft.Icon(ft.Icons.ERROR_OUTLINE, color=ft.Colors.WHITE),
                        ft.Text(message, key="error", color=ft.Colors.WHITE, size=theme.BODY, expand=True)]),
        bgcolor=theme.ERROR, padding=12, border_radius=10,
    )


class MessageBanner(ft.Container):
    """The one place a screen says a refusal (red, key ``error``) or a neutral note (key ``notice``).

    Built once per screen visit and changed in place: saying something sends
    a patch of a few properties, never a new tree, so the scroll stays.
    """

    def __init__(self) -> None:
        self.icon = ft.Icon(ft.Icons.ERROR_OUTLINE, color=ft.Colors.WHITE)
        self.error_text = ft.Text("", key="error", color=ft.Colors.WHITE, size=theme.BODY, expand=True)
        self.notice_text = ft.Text("", key="notice", size=theme.BODY, expand=True, visible=False)
        super().__init__(content=ft.Row([self.icon, self.error_text, self.notice_text]), padding=12,
                         border_radius=10, visible=False, key="message")

    @property
    def message(self) -> str | None:
        """What the banner says now (None when it is hidden)."""
        if not self.visible:
            return None
        return self.error_text.value if self.error_text.visible else self.notice_text.value

    def say(self, message: str | None, *, error: bool = True) -> None:
        """Show ``message`` (an error in red, else a neutral note); None hides the banner."""
        self.visible = bool(message)
        if not message:
            return
        self.error_text.visible = error
        self.notice_text.visible = not error
        self.icon.icon = ft.Icons.ERROR_OUTLINE if error else ft.Icons.INFO_OUTLINE
        self.icon.color = ft.Colors.WHITE if error else None
        (self.error_text if error else self.notice_text).value = message or ""
        (self.notice_text if error else self.error_text).value = ""
        self.bgcolor = theme.ERROR if error else ft.Colors.with_opacity(0.10, ft.Colors.PRIMARY)


def score_bar(label: str, amount_text: str, fraction: float, color: str, key: str) -> ft.Control:
    """One side's race to the target: name, score and a progress bar."""
    return ft.Column([
        ft.Row([ft.Text(label, size=theme.BODY, weight=ft.FontWeight.W_600, expand=True),
                ft.Text(amount_text, key=key, size=theme.BODY, weight=ft.FontWeight.BOLD)]),
        ft.ProgressBar(value=max(0.0, min(1.0, fraction)), color=color, bar_height=10, border_radius=5),
    ], spacing=4, tight=True)


class Pool:
    """A list of controls made on demand and reused: it grows and hides, it is never rebuilt.

    ``sync(items, fill)`` shows one control per item (``fill`` sets its
    properties) and hides the rest, so a list that changes by one row sends
    one row's patch, and a control keeps its place under the finger.
    """

    def __init__(self, box: ft.Row | ft.Column, make: Callable[[int], ft.Control]) -> None:
        self.box, self.make = box, make

    def sync(self, items: Sequence[T], fill: Callable[[ft.Control, T], None]) -> None:
        controls = self.box.controls
        while len(controls) < len(items):
            controls.append(self.make(len(controls)))
        for i, control in enumerate(controls):
            control.visible = i < len(items)
            if i < len(items):
                fill(control, items[i])


class Keypad(ft.Column):
    """Digits for amounts: money in thousands (``240`` → 240,000) or plain points.

    What was typed stays across other taps and across a refusal: ``on_done``
    returns whether the amount was taken, and only then is the keypad cleared.
    The done key is wide, filled and names what it does with the amount
    ("Bid $215,000"), so it cannot be mistaken for a digit; it is greyed until a digit is typed, so a stray
    tap never stores 0 (a 0 is typed as 0).  A correction's keypad starts empty too (its editor says the value
    stored): a new value is typed, never appended to the old one.
    """

    def __init__(self, key: str, on_done: Callable[[int], bool | None], *, unit: int = 1,
                 format_amount: Callable[[int], str] = number, done_label: str = "OK", max_digits: int = 6,
                 compact: bool = False) -> None:
        self.digits = ""
        self.unit, self.on_done, self.format_amount, self.max_digits = unit, on_done, format_amount, max_digits
        self.done_label = done_label
        self.display = ft.Text(self._shown(), key=f"{key}-display", size=theme.BIG, weight=ft.FontWeight.BOLD)
        # compact: two rows of MIN_TAP keys and no display (the done key shows the number): it fits under the
        # seats on a phone's first screen, where a keypad that opens must not push anything.  Seven columns:
        # ⌫ ends the first row, so the done key spans the last three columns of the second and is wide enough
        # to read "Bid $175,000" and to hit.
        rows = ([["1", "2", "3", "4", "5", "6", "⌫"], ["7", "8", "9", "0"]] if compact
                else [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["⌫", "0"]])
        height = MIN_TAP if compact else theme.TAP
        buttons = []
        for row in rows:
            cells = []
            for d in row:
                name = "back" if d == "⌫" else d
                # ⌫ is read as what it does; a digit shows in the table's digits (৫), the typed value stays 5, in
                # the body size: a finger's target with a figure the eye finds at once
                label = (ft.Text(d, size=theme.BODY, semantics_label=gettext("Delete a digit")) if d == "⌫"
                         else ft.Text(number(int(d)), size=theme.BODY + 4, weight=ft.FontWeight.W_600))
                # compact: no inner margin, or Material's 24 px each side leaves a 48-50 px key no room and ⌫ is
                # pushed out past its right edge, cut in half at 412 px
                cells.append(ft.OutlinedButton(content=label, key=f"{key}-{name}", height=height, expand=KEY_FLEX,
                                               on_click=self._press(d), style=ft.ButtonStyle(padding=0) if compact else None,
                                               tooltip=gettext("Delete a digit") if d == "⌫" else None))
            buttons.append(ft.Row(list[ft.Control](cells), spacing=6))
        self.done = FilledButton(content=self._done_text(), key=f"{key}-done", height=height,
                                    expand=DONE_FLEX_COMPACT if compact else 2 * KEY_FLEX,
                                    on_click=self._finish,
                                    style=ft.ButtonStyle(text_style=theme.label_style(weight=ft.FontWeight.BOLD),
                                                         padding=ft.Padding.symmetric(horizontal=8) if compact else None))
        self.done.disabled = not self.digits
        last = buttons[-1]  # compact: a narrow inner margin, so "Bid $175,000" is one line in its three columns
        last.controls.append(self.done)
        hint = gettext("in thousands") if unit == 1000 else ""
        self.display.visible = not compact
        super().__init__([ft.Row([self.display, ft.Text(hint, size=theme.SMALL)], visible=not compact), *buttons],
                         spacing=6, key=key, tight=True)

    def _shown(self) -> str:
        return self.format_amount(self.value()) if self.digits else "—"  # nothing typed is not 0

    def _done_text(self) -> str:
        return f"{self.done_label} {self.format_amount(self.value())}" if self.digits else self.done_label

    def value(self) -> int:
        return int(self.digits or 0) * self.unit

    def clear(self) -> None:
        self.set_digits("")

    def set_digits(self, digits: str) -> None:
        self.digits = digits
        self.display.value = self._shown()
        self.done.content = self._done_text()
        self.done.disabled = not digits  # nothing typed: nothing to store

    def _press(self, digit: str) -> Handler:
        def handler(e: ft.ControlEvent) -> None:
            if digit == "⌫":
                self.set_digits(self.digits[:-1])
            elif len(self.digits) < self.max_digits:
                self.set_digits((self.digits + digit).lstrip("0") or "0")  # 0 typed is 0; 05 is 5
        return handler

    def _finish(self, e: ft.Event[ft.Button]) -> None:
        if self.on_done(self.value()) is not False:
            self.clear()


KEY_FLEX = 4  # a keypad key's share of its row
# The compact done key spans three key columns and the two gaps between them (3 x 48 + 2 x 6 px of a 48 px key):
# 3.25 keys' share, so its row's columns line up with the row above.
DONE_FLEX_COMPACT = 13
MIN_TAP = 48  # Material's smallest touch target: for a row of buttons that must share a phone's first screen
LINE_HEIGHT = 1.3  # a text line's height in font sizes, for text that keeps a fixed number of lines


def one_line(text: str, key: str | None = None, size: int = theme.BODY, **kw: Unpack[TextOptions]) -> ft.Text:
    """Text that never wraps (an ellipsis ends what does not fit): the buttons under it never move."""
    return ft.Text(text, key=key, size=size, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS, **kw)


def title_lines(text: str, size: int = 18) -> ft.Text:
    """An app bar's title: two lines when it needs them (a long title with " · Scores" at 412 px, a Hindi title),
    never cut after its first line; the bar keeps its height."""
    return ft.Text(text, size=size, weight=ft.FontWeight.W_600, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS)


def fixed_lines(text: ft.Text, lines: int) -> ft.Text:
    """``text``, made exactly ``lines`` lines high however much or little it says.

    A line that wraps or a message that comes and goes inside it moves nothing
    under it; what does not fit ends with an ellipsis.  The height is the
    text's own (no box around it): a patch to it is as short as before.
    """
    size = text.size or theme.BODY
    text.max_lines, text.overflow = lines, ft.TextOverflow.ELLIPSIS
    text.style = ft.TextStyle(height=LINE_HEIGHT)
    text.height = round(lines * size * LINE_HEIGHT) + 2
    return text


def glued(text: str) -> str:
    """``text`` with each signed amount kept whole: a word joiner between a sign and its currency symbol, so a
    line never ends in "→ −" with "₹4,20,000" on the next (a browser may break between "−" and "₹")."""
    return SIGNED_AMOUNT.sub("\\1\u2060", text)


SIGNED_AMOUNT = re.compile(r"([−+])(?=[^\w\s\u2060])")
