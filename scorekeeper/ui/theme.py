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


def apply_theme(page: ft.Page, mode: str) -> None:
    page.fonts = FONTS
    page.theme = ft.Theme(color_scheme_seed=ft.Colors.GREEN, font_family=FONT)
    page.dark_theme = ft.Theme(color_scheme_seed=ft.Colors.GREEN, font_family=FONT)
    page.theme_mode = {"dark": ft.ThemeMode.DARK, "light": ft.ThemeMode.LIGHT}.get(mode, ft.ThemeMode.SYSTEM)
