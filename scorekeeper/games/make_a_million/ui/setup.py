"""Make-a-Million's part of the new-game screen: partnership mode and edition (dollar or rupee)."""

from __future__ import annotations

from typing import Mapping

from scorekeeper.jsontypes import JsonObject, JsonValue

import flet as ft

from scorekeeper.games import make_a_million as mam
from scorekeeper.rules.settings import setting_str

from scorekeeper.i18n.translate import gettext
from scorekeeper.ui import theme
from scorekeeper.ui.common import choice_button, choice_buttons
from scorekeeper.ui.widgets import body, card, heading, tapped
from scorekeeper.ui.games.partners import sides_text
from scorekeeper.ui.setup_context import DeviceDefault, SetupContext, TypedSetting, parse_list
from scorekeeper.words import N_
from scorekeeper.games.make_a_million.settings import color_word

OWN_SETTINGS = ("edition", "partnership")
RECORD_LABELS = {"total_captured": N_("Money captured")}  # the players screen: this game's words for its tallies
HAND_WORD = N_("Hand")  # what one round of play is called on the scoreboard
FIRST_TO_ACT = N_("calls first")
RECORD_ORDER: tuple[str, ...] = ()
EDITION_CHOICES = [("usd", N_("Dollar $")), ("inr", N_("Rupee ₹"))]
TYPED = {"colors": TypedSetting(parse_list, words=True)}  # the color names, typed as words with commas between
# Lakhs for new ₹ games: a default the device keeps (the settings screen's switch).
LAKHS = DeviceDefault("indian_grouping", "indian-grouping", N_("New ₹ games show lakhs: ₹1,75,000"),
                      N_("A default for new games in rupees; each game keeps its own setting."))
DEVICE_DEFAULTS = (LAKHS,)


def partnership_section(ctx: SetupContext) -> ft.Control:
    n = ctx.count
    if n not in mam.TABLES:
        return card(heading(gettext("Partners"), size=20),
                    body(gettext("Make-a-Million is played by {tables} players; the partnership modes follow from "
                                 "that").format(
                        tables=', '.join(map(str, sorted(mam.TABLES)))), size=theme.SMALL),
                    key="partnership-section")
    current = ctx.shown["partnership"]
    rows: list[ft.Control] = [heading(gettext("Partners"), size=20)]
    for mode in mam.TABLES[n][2]:
        rows.append(ft.Row([choice_button(str(mam.words.PARTNERSHIP_CHOICES[mode]), f"partnership-{mode}",
                                          tapped(lambda m: ctx.choose("partnership", m), mode), mode == current)]))
        rows.append(body(mam.PARTNERSHIP_HELP[mode], key=f"partnership-help-{mode}", size=theme.SMALL))
    if current == "fixed" and len(ctx.seats) == n and n >= 2:
        rows.append(body(sides_text(ctx.seats), key="sides", weight=ft.FontWeight.W_600))
    return card(*rows, key="partnership-section")


def edition_line(settings: Mapping[str, JsonValue]) -> str:
    edition = mam.EDITIONS[setting_str(settings, "edition")]
    cards = " · ".join(mam.card_name(settings, c) for c in ("tiger", "bull", "bear"))
    return gettext("{cards} · colors {settings} · amounts in {currency}").format(
        cards=cards, settings=', '.join(color_word(c) for c in mam.colors(settings)), currency=edition.currency)


def edition_section(ctx: SetupContext) -> ft.Control:
    return card(heading(gettext("Edition"), size=20),
                choice_buttons([(v, gettext(label)) for v, label in EDITION_CHOICES], ctx.shown["edition"], "edition", lambda v: ctx.choose("edition", v)),
                body(edition_line(ctx.shown), key="edition-names", size=theme.SMALL),
                key="edition-section")


def sections(ctx: SetupContext) -> list[ft.Control]:
    return [partnership_section(ctx), edition_section(ctx)]


def adjust(given: JsonObject, count: int, preferences: Mapping[str, object]) -> JsonObject:
    """Drop a partnership mode the table size does not offer; lakhs by default where the device says so."""
    modes = mam.TABLES.get(count, (None, None, ()))[2]
    if given.get("partnership") not in modes:
        given.pop("partnership", None)
    if given.get("edition") == "inr" and LAKHS.setting not in given and preferences.get(LAKHS.setting):
        given[LAKHS.setting] = True
    return given


def hidden(shown: Mapping[str, JsonValue]) -> set[str]:
    return set() if shown.get("edition") == "inr" else {"indian_grouping"}


def default_text(name: str, shown: Mapping[str, JsonValue]) -> str | None:
    return ", ".join(color_word(c) for c in mam.colors(shown)) if name == "colors" else None
