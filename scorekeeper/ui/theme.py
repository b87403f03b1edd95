"""Sizes and colors for a phone held at arm's length at a card table."""

from __future__ import annotations

import flet as ft

from scorekeeper.i18n.translate import current_language

from scorekeeper.webfonts import MAIN_FONT, SCRIPT_FONTS, SHIPPED_FONTS

TAP = 56  # height of a touch target, in logical pixels (Material minimum is 48)
GAP = 8
# Room above a labelled field that opens a scrolling page: the field's label floats half above its top border,
# and the page's edge cut that half off (the season's When and Game fields, in every language).
LABEL_ROOM = 8
BIG = 28  # headline text
BODY = 18
SMALL = 15

SIDE_COLORS = [ft.Colors.BLUE_600, ft.Colors.DEEP_ORANGE_600, ft.Colors.GREEN_700, ft.Colors.PURPLE_500,
               ft.Colors.TEAL_600, ft.Colors.PINK_500, ft.Colors.BROWN_500, ft.Colors.INDIGO_500]
MADE = ft.Colors.GREEN_700
SET_BACK = ft.Colors.RED_700
ERROR = ft.Colors.RED_700

# Card colors a game's trump buttons may show (the swatch for each color name a game's pack uses); a game
# whose trumps have other names (suits) adds their swatches when its screens load (``add_swatches``).
COLOR_SWATCH: dict[str, str] = {
    "red": ft.Colors.RED_600, "yellow": ft.Colors.AMBER_600, "black": ft.Colors.GREY_900,
    "green": ft.Colors.GREEN_700, "blue": ft.Colors.BLUE_700,
}


def add_swatches(swatches: dict[str, str]) -> None:
    """A game's own trump names and the color each is shown in (its suits), beside the shared colors."""
    COLOR_SWATCH.update(swatches)


# The web build works offline, so the browser cannot fetch fallback fonts for ≥ → × −:
# ship one font that has them (DejaVu Sans, free licence in assets/fonts).
FONT = MAIN_FONT
# Hindi and Bengali text (and player names in those scripts) draws offline with the Noto fonts:
# DejaVu has no Devanagari or Bengali glyphs, so they are the main font's fallbacks, in the order
# a character is looked for. Which files they are: `scorekeeper.webfonts` (the board serves them too).
FALLBACK_FONTS = list(SCRIPT_FONTS)
SCRIPT_LANGUAGES = ("hi", "bn")  # the languages written in those scripts
FONTS = SHIPPED_FONTS
# Every text style of the Material text theme: `ft.Theme` has only `font_family`, so the fallbacks
# go into each style, which names the main font again (or Latin would fall back to Roboto).
TEXT_THEME_STYLES = [f"{group}_{size}" for group in ("display", "headline", "title", "label", "body")
                     for size in ("large", "medium", "small")]

# The web client draws its first frames before `page.fonts` has arrived: text laid out then
# misses → ✓ ⌫ ✕ in Roboto, and Flutter asks the server for Noto fallback fonts it does not
# have (assets/fonts/notosanssymbols/..., a 404 it retries on every later frame: thousands in a
# session).  Fonts listed in the client's FontManifest.json are loaded before the first frame,
# so the shipped fonts are listed there too: `assets/assets/FontManifest.json` (Flet's web
# server serves an app's own manifest in place of its packaged one and adds its Roboto).  The
# file is `font_manifest()` written out; a test keeps the two equal.  Add a font to
# `webfonts.SHIPPED_FONTS` and write the file again (`python -m scorekeeper.ui.theme`): the web
# client then has it from the start.
CLIENT_FONTS: list[dict[str, object]] = [  # what the web client itself draws with, served by flet-web (icons)
    {"family": "MaterialIcons", "fonts": [{"asset": "fonts/MaterialIcons-Regular.otf"}]},
]
FONT_MANIFEST = "assets/FontManifest.json"  # inside the app's assets folder


def font_manifest() -> list[dict[str, object]]:
    """The web client's font list: its icons, then every font the app ships.

    A manifest asset is fetched from ``assets/<asset>``; the app's fonts are served from
    the assets folder's root (``/fonts/...``, where ``page.fonts`` points too, so the
    browser fetches each once).
    """
    shipped: list[dict[str, object]] = [{"family": family, "fonts": [{"asset": f"../{path}"}]} for family, path in FONTS.items()]
    return [*CLIENT_FONTS, *shipped]


def label_style(size: int = BODY, weight: ft.FontWeight = ft.FontWeight.W_600, *,
                every_script: bool = False) -> ft.TextStyle:
    """A button's text style: a ButtonStyle's text style replaces the theme's, font and all, so
    it names the shipped font again (without it, → and ⌫ on a button fall back to Roboto and the
    web client asks for a Noto font).

    In English no ``font_family_fallback``: it would ride along in every button's patch (a correction's
    editor went over its 6,000-byte budget by it), and a name in another script on a button takes
    Flutter's own fallback, answered with the shipped Noto file (`scorekeeper.webfonts`). A session
    reading Hindi or Bengali has every label in that script, and Flutter's fallback asks for Noto
    Sans (not Noto Sans Devanagari) for Devanagari, which the main font answers with boxes: there
    the labels name the shipped scripts' faces themselves, as does a label in its own script in every
    language (``every_script``: "हिन्दी" and "বাংলা" on the language buttons), which is then drawn in the
    same faces, and as wide, whatever the app speaks."""
    if every_script or current_language() in SCRIPT_LANGUAGES:
        return ft.TextStyle(size=size, weight=weight, font_family=FONT, font_family_fallback=FALLBACK_FONTS)
    return ft.TextStyle(size=size, weight=weight, font_family=FONT)


def text_theme() -> ft.TextTheme:
    """The Material text theme with the shipped fonts: DejaVu Sans, then Devanagari and Bengali."""
    return ft.TextTheme(**{name: ft.TextStyle(font_family=FONT, font_family_fallback=FALLBACK_FONTS)
                           for name in TEXT_THEME_STYLES})


def apply_theme(page: ft.Page, mode: str) -> None:
    page.fonts = FONTS
    page.theme = ft.Theme(color_scheme_seed=ft.Colors.GREEN, font_family=FONT, text_theme=text_theme(),
                          primary_text_theme=text_theme())
    page.dark_theme = ft.Theme(color_scheme_seed=ft.Colors.GREEN, font_family=FONT, text_theme=text_theme(),
                               primary_text_theme=text_theme())
    page.theme_mode = {"dark": ft.ThemeMode.DARK, "light": ft.ThemeMode.LIGHT}.get(mode, ft.ThemeMode.SYSTEM)


if __name__ == "__main__":  # writes the web client's font manifest again after FONTS changed
    import json
    from pathlib import Path

    manifest = Path(__file__).resolve().parents[2] / "assets" / FONT_MANIFEST
    manifest.write_text(json.dumps(font_manifest(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
