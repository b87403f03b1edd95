"""The one way an amount is written: each game's format_amount, full and short (a chart's axis)."""

from __future__ import annotations

import pytest

from scorekeeper.rules import amount_format
from scorekeeper.games.make_a_million import default_settings

DOLLARS = default_settings(4)
RUPEES = {**DOLLARS, "edition": "inr"}
LAKHS = {**RUPEES, "indian_grouping": True}


@pytest.mark.parametrize("settings, amounts", [
    (DOLLARS, ["$0", "$5,000", "$175,000", "$1,000,000", "−$240,000"]),
    (RUPEES, ["₹0", "₹5,000", "₹175,000", "₹1,000,000", "−₹240,000"]),
    (LAKHS, ["₹0", "₹5,000", "₹1,75,000", "₹10,00,000", "−₹2,40,000"]),
])
def test_amounts_are_written_in_the_editions_currency_and_grouping(settings, amounts):
    fmt = amount_format("make-a-million", settings)
    assert [fmt(v) for v in (0, 5_000, 175_000, 1_000_000, -240_000)] == amounts


@pytest.mark.parametrize("settings, amounts", [
    (DOLLARS, ["$0", "$50K", "$250K", "$1M", "$1.5M", "$175K", "−$200K", "$12,345"]),
    (LAKHS, ["₹0", "₹50K", "₹2.5L", "₹10L", "₹15L", "₹1.75L", "−₹2L", "₹12,345"]),
])
def test_short_amounts_name_the_units_the_grouping_shows(settings, amounts):
    short = amount_format("make-a-million", settings, short=True)
    assert [short(v) for v in (0, 50_000, 250_000, 1_000_000, 1_500_000, 175_000, -200_000, 12_345)] == amounts


def test_a_crore_is_written_as_one():
    assert amount_format("make-a-million", LAKHS, short=True)(10_000_000) == "₹1Cr"


def test_points_are_plain_numbers_with_the_money_minus_sign_short_or_not():
    for kind in ("twenty-nine", "exact-bid"):
        assert [amount_format(kind, {})(v) for v in (6, 0, -1)] == ["6", "0", "−1"]
        assert amount_format(kind, {}, short=True)(-3) == "−3"


def test_settings_that_cannot_be_read_give_plain_grouped_figures():
    assert amount_format("make-a-million", {"edition": "yen"})(175_000) == "175,000"
    assert amount_format("no-such-game", DOLLARS)(-1_000) == "−1,000"
    assert amount_format("make-a-million", None)(1_000) == "1,000"
