"""How each text of a screen is drawn (font size, weight, the padding of the button it is on), read from the control
tree of the same screen built in-process.

Flutter's web accessibility tree gives a text's words and box but not its font size, so a line-cut test measured
every line at the screens' smallest reading size, which passes a heading drawn larger and cut by less.  The app
builds each screen from the stored game alone, so the in-process harness builds the very screen the browser
shows (the same game, route and phone language) and its control tree says what size each text is drawn in: the
``size`` the app gave it, or Flutter's Material 3 default where it gave none (22 px in an app bar, 14 px in a
page and on a button).  Words drawn in two sizes on one screen (a player's name in the race at 18 px and in the
chart's legend at 15 px) are measured in the smaller: lenient, and never a false alarm.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass

import flet as ft

from scorekeeper.rules import Game
from scorekeeper.store import InMemoryGameStore
from scorekeeper.testing.client import _children
from scorekeeper.testing.harness import UI
from scorekeeper.ui.app import make_main

# Material 3's text theme where the app names no size: an app bar's title (titleLarge), anything else (bodyMedium,
# and labelLarge on a button); weights as numbers for the page's canvas
BAR_TITLE, PAGE_TEXT = 22, 14
WEIGHTS = {"normal": 400, "bold": 700, **{f"w{n}": n for n in range(100, 1000, 100)}}
# Material 3's horizontal padding inside a button where the app sets none
BUTTON_PADDING = {ft.TextButton: 12}
DEFAULT_BUTTON_PADDING = 24
BUTTONS = (ft.Button, ft.FilledButton, ft.OutlinedButton, ft.TextButton, ft.FilledTonalButton)


@dataclass(frozen=True)
class Drawn:
    """How a text is drawn: its font size and weight, and the padding each side of it inside its button (0 off one)."""

    size: float
    weight: int
    padding: float = 0


def device(language: str, country: str) -> dict[str, object]:
    """A phone's device info as the web client sends it: its locale is what the browser test's Chromium says."""
    code = f"{language}-{country}"
    return {"locales": [{"language_code": language, "country_code": country}], "browser_name": "chrome",
            "app_code_name": "", "app_name": "", "app_version": "", "device_memory": None, "language": code,
            "languages": [code], "platform": "", "product": "", "product_sub": "", "user_agent": "", "vendor": "",
            "vendor_sub": "", "hardware_concurrency": 2, "max_touch_points": 5}


def weight_of(weight: object) -> int:
    value = getattr(weight, "value", weight)
    return WEIGHTS.get(str(value), 400) if value is not None else 400


def button_padding(button: ft.Control) -> float:
    style = getattr(button, "style", None)
    padding = getattr(style, "padding", None) if style is not None else None
    if isinstance(padding, ft.Padding):
        return float(padding.left)
    if isinstance(padding, (int, float)):
        return float(padding)
    return float(BUTTON_PADDING.get(type(button), DEFAULT_BUTTON_PADDING))


def button_label(button: ft.Control) -> tuple[str, Drawn] | None:
    """A button whose content is its label's words: drawn in its style's text style (the theme's where none)."""
    content = getattr(button, "content", None)
    if not isinstance(content, str):
        return None
    style = getattr(button, "style", None)
    text_style = getattr(style, "text_style", None) if style is not None else None
    size = getattr(text_style, "size", None) or PAGE_TEXT
    weight = weight_of(getattr(text_style, "weight", None)) if text_style is not None else 500
    return content, Drawn(float(size), weight, button_padding(button))


def text_words(text: ft.Text) -> str:
    spans = text.spans or []
    return (text.value or "") + "".join(str(getattr(span, "text", "") or "") for span in spans)


def drawn_texts(roots: list[object]) -> dict[str, Drawn]:
    """Every text under ``roots`` the user can see, with how it is drawn (the smaller where it is drawn twice)."""
    found: dict[str, Drawn] = {}
    stack: list[tuple[object, bool, float]] = [(root, False, 0.0) for root in reversed(roots)]
    seen: set[int] = set()

    def keep(words: str, drawn: Drawn) -> None:
        if words and (words not in found or found[words].size > drawn.size):
            found[words] = drawn

    while stack:
        value, in_bar, padding = stack.pop()
        if value is None or id(value) in seen or getattr(value, "visible", True) is False:
            continue
        seen.add(id(value))
        if isinstance(value, ft.AppBar):
            in_bar = True
        if isinstance(value, BUTTONS):
            label = button_label(value)
            if label is not None:
                keep(*label)
            padding = button_padding(value)
        if isinstance(value, ft.Text):
            size = value.size or (BAR_TITLE if in_bar else PAGE_TEXT)
            keep(text_words(value), Drawn(float(size), weight_of(value.weight), padding))
        stack.extend((child, in_bar, padding) for child in reversed(list(_children(value))))
    return found


@contextmanager
def screen_built(game: Game, name: str, path: str, locale: str) -> Iterator[UI]:
    """The screen at ``/game/<id><path>`` of ``game`` (stored as ``name``), built in-process for a phone in
    ``locale`` ("hi-IN"): what the browser shows for the same stored game."""
    store = InMemoryGameStore()
    game_id = store.create_game(game, name=name)
    language, country = locale.split("-")
    ui = UI(make_main(lambda: store), route=f"/game/{game_id}{path}",
            stubs={"get_device_info": device(language, country)})
    try:
        yield ui
    finally:
        ui.close()


def drawn_on(game: Game, name: str, path: str, locale: str) -> dict[str, Drawn]:
    """How each text of that screen is drawn, by its words.  Built on a thread of its own: the harness runs an
    event loop, and Playwright's sync API already runs one on the test's thread."""
    def build() -> dict[str, Drawn]:
        with screen_built(game, name, path, locale) as ui:
            return drawn_texts(list(ui.visible_roots()))
    with ThreadPoolExecutor(max_workers=1) as worker:
        return worker.submit(build).result()
