"""Controls every screen uses: big labelled buttons, headings, score bars, a keypad.

Every control that a player (or a test, or a screen reader) acts on has a
``key`` and a visible label or tooltip.
"""

from __future__ import annotations

from typing import Callable, Sequence

import flet as ft

from . import theme

Handler = Callable[[ft.ControlEvent], None]


def big_button(label: str, key: str, on_click: Handler | None, *, filled: bool = True, color: str | None = None,
               expand: bool | int = False, disabled: bool = False, tooltip: str | None = None, width: int | None = None,
               text_color: str | None = None) -> ft.Control:
    """A large touch target with a readable label."""
    kind = ft.FilledButton if filled else ft.OutlinedButton
    style = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=14, vertical=10),
                           text_style=ft.TextStyle(size=theme.BODY, weight=ft.FontWeight.W_600),
                           bgcolor=color if (filled and color) else None,
                           color=text_color)
    # expand=False (not None) makes Flet 1.0.5's web client draw a grey error box inside a wrapping Row.
    return kind(content=label, key=key, on_click=on_click, style=style, height=theme.TAP, expand=expand or None,
                disabled=disabled, tooltip=tooltip, width=width)


def heading(text: str, key: str | None = None, size: int = theme.BIG, color: str | None = None) -> ft.Text:
    return ft.Text(text, key=key, size=size, weight=ft.FontWeight.BOLD, color=color)


def body(text: str, key: str | None = None, size: int = theme.BODY, **kw) -> ft.Text:
    return ft.Text(text, key=key, size=size, **kw)


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


class Keypad(ft.Column):
    """Digits for amounts: money in thousands (``240`` → 240,000) or plain points."""

    def __init__(self, key: str, on_done: Callable[[int], None], *, unit: int = 1, format_amount=str,
                 done_label: str = "OK", max_digits: int = 6) -> None:
        self.digits = ""
        self.unit, self.on_done, self.format_amount, self.max_digits = unit, on_done, format_amount, max_digits
        self.display = ft.Text(self._shown(), key=f"{key}-display", size=theme.BIG, weight=ft.FontWeight.BOLD)
        rows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["⌫", "0", done_label]]
        buttons = []
        for row in rows:
            cells = []
            for d in row:
                name = {"⌫": "back", done_label: "done"}.get(d, d)
                cells.append(ft.OutlinedButton(content=d, key=f"{key}-{name}", height=theme.TAP, expand=True,
                                               on_click=self._press(d, done_label),
                                               tooltip={"⌫": "Delete a digit"}.get(d)))
            buttons.append(ft.Row(cells, spacing=6))
        hint = "in thousands" if unit == 1000 else ""
        super().__init__([ft.Row([self.display, ft.Text(hint, size=theme.SMALL)]), *buttons], spacing=6, key=key,
                         tight=True)

    def _shown(self) -> str:
        return self.format_amount(self.value()) if self.digits else self.format_amount(0)

    def value(self) -> int:
        return int(self.digits or 0) * self.unit

    def _press(self, digit: str, done_label: str) -> Handler:
        def handler(e: ft.ControlEvent) -> None:
            if digit == done_label:
                self.on_done(self.value())
                return
            if digit == "⌫":
                self.digits = self.digits[:-1]
            elif len(self.digits) < self.max_digits:
                self.digits = (self.digits + digit).lstrip("0")
            self.display.value = self._shown()
        return handler
