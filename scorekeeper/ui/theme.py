"""Sizes and colors for a phone held at arm's length at a card table."""

from __future__ import annotations

import flet as ft

TAP = 56  # height of a touch target, in logical pixels (Material minimum is 48)
GAP = 8
BIG = 28  # headline text
BODY = 18
SMALL = 15

SIDE_COLORS = [ft.Colors.BLUE_600, ft.Colors.DEEP_ORANGE_600, ft.Colors.GREEN_700, ft.Colors.PURPLE_500,
               ft.Colors.TEAL_600, ft.Colors.PINK_500, ft.Colors.BROWN_500, ft.Colors.INDIGO_500]
MADE = ft.Colors.GREEN_700
SET_BACK = ft.Colors.RED_700
ERROR = ft.Colors.RED_700

# Card colors of the Make-a-Million pack, for trump buttons.
COLOR_SWATCH = {
    "red": ft.Colors.RED_600, "yellow": ft.Colors.AMBER_600, "black": ft.Colors.GREY_900,
    "green": ft.Colors.GREEN_700, "blue": ft.Colors.BLUE_700,
    "hearts": ft.Colors.RED_600, "diamonds": ft.Colors.RED_400, "clubs": ft.Colors.GREY_900,
    "spades": ft.Colors.GREY_800,
}


# The web build works offline, so the browser cannot fetch fallback fonts for ≥ → × −:
# ship one font that has them (DejaVu Sans, free licence in assets/fonts).
FONT = "DejaVu Sans"
FONTS = {FONT: "fonts/DejaVuSans.ttf"}

# The web client draws its first frames before `page.fonts` has arrived: text laid out then
# misses → ✓ ⌫ ✕ in Roboto, and Flutter asks the server for Noto fallback fonts it does not
# have (assets/fonts/notosanssymbols/..., a 404 it retries on every later frame: thousands in a
# session).  Fonts listed in the client's FontManifest.json are loaded before the first frame,
# so the shipped fonts are listed there too: `assets/assets/FontManifest.json` (Flet's web
# server serves an app's own manifest in place of its packaged one and adds its Roboto).  The
# file is `font_manifest()` written out; a test keeps the two equal.  Add a font (Noto Sans
# Devanagari, say) to FONTS and write the file again: the web client then has it from the start.
CLIENT_FONTS = [  # what the web client itself draws with, served by flet-web (icons)
    {"family": "MaterialIcons", "fonts": [{"asset": "fonts/MaterialIcons-Regular.otf"}]},
]
FONT_MANIFEST = "assets/FontManifest.json"  # inside the app's assets folder


def font_manifest() -> list[dict[str, object]]:
    """The web client's font list: its icons, then every font the app ships.

    A manifest asset is fetched from ``assets/<asset>``; the app's fonts are served from
    the assets folder's root (``/fonts/...``, where ``page.fonts`` points too, so the
    browser fetches each once).
    """
    return [*CLIENT_FONTS, *({"family": family, "fonts": [{"asset": f"../{path}"}]} for family, path in FONTS.items())]


def label_style(size: int = BODY, weight: ft.FontWeight = ft.FontWeight.W_600) -> ft.TextStyle:
    """A button's text style: a ButtonStyle's text style replaces the theme's, font and all, so
    it names the shipped font again (without it, → and ⌫ on a button fall back to Roboto and the
    web client asks for a Noto font)."""
    return ft.TextStyle(size=size, weight=weight, font_family=FONT)


def apply_theme(page: ft.Page, mode: str) -> None:
    page.fonts = FONTS
    page.theme = ft.Theme(color_scheme_seed=ft.Colors.GREEN, font_family=FONT)
    page.dark_theme = ft.Theme(color_scheme_seed=ft.Colors.GREEN, font_family=FONT)
    page.theme_mode = {"dark": ft.ThemeMode.DARK, "light": ft.ThemeMode.LIGHT}.get(mode, ft.ThemeMode.SYSTEM)
