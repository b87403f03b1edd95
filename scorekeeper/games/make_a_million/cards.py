"""Make-a-Million's cards: their names in each edition, and what a trick's Money cards are worth."""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

from scorekeeper.jsontypes import JsonValue

from scorekeeper.rules.settings import setting_str
from scorekeeper.i18n.shown import number
from scorekeeper.rules.interface import Choice
from scorekeeper.words import _

from .settings import EDITIONS, MONEY_VALUES, RANKS, SPECIAL_CARDS, color_word, colors, format_amount

THE_CARD = _("the {card}")  # a card named in a sentence ("the Tiger"); Hindi and Bengali have no article
COLOR_CARD = _("{color} {value}")  # a coloured card: "red $40,000", "red 11"
BEAR_LAST = _("{count}; {order}: {bear} last → {zero}")  # a trick's Bulls and Bears, the Bear last: nothing
DOUBLED = _("{count}; {order} → × {factor} = {value}")  # doubled for every Bull


def card_name(settings: Mapping[str, JsonValue], card: str) -> str:
    """``bull`` → ``Bull`` or ``Lion of India``: the edition's name for a special card."""
    return str(EDITIONS[setting_str(settings, "edition")].cards[card])


def card_keys(settings: Mapping[str, JsonValue]) -> list[str]:
    """Every card of the pack as the record writes it: "tiger", "bull", "bear", "red 40000", "red 11", ..."""
    return [*SPECIAL_CARDS, *(f"{color} {rank}" for color in colors(settings) for rank in RANKS)]


def card_label(settings: Mapping[str, JsonValue], card: str) -> str:
    """A card as the table says it in a sentence: "the Tiger", "the red $40,000", "the red 11"."""
    return THE_CARD.format(card=_card_words(settings, card))


def _card_words(settings: Mapping[str, JsonValue], card: str) -> str:
    if card in SPECIAL_CARDS:
        return card_name(settings, card)
    color, _, rank = card.rpartition(" ")
    value = int(rank) if rank.isdigit() else 0
    return COLOR_CARD.format(color=color_word(color), value=format_amount(settings)(value) if value in MONEY_VALUES else rank)


def called_card_choices(settings: Mapping[str, JsonValue]) -> list[Choice]:
    """The cards a bidder may call, the Tiger first (the usual call): "Tiger", "red $40,000", ..."""
    return [Choice(key, _card_words(settings, key)) for key in card_keys(settings)]



def trick_value(money: Sequence[int], bull_bear: Sequence[str]) -> int:
    """docs/rules.md 1.7: the last of the Bulls/Bears a Bear → 0, else × 2 for every Bull."""
    count = sum(money)
    if not bull_bear:
        return count
    if bull_bear[-1] == "bear":
        return 0
    return count << bull_bear.count("bull")  # × 2 for every Bull


def trick_arithmetic(money: Sequence[int], bull_bear: Sequence[str], fmt: Callable[[int], str], settings: Mapping[str, JsonValue]) -> str:
    """How a trick's value came about, in words a table can check."""
    count = " + ".join(fmt(m) for m in money) if money else fmt(0)
    if len(money) > 1:
        count += f" = {fmt(sum(money))}"
    if not bull_bear:
        return count
    order = ", ".join(card_name(settings, c) for c in bull_bear)
    if bull_bear[-1] == "bear":
        return BEAR_LAST.format(count=count, order=order, bear=card_name(settings, "bear"), zero=fmt(0))
    factor = 2 ** bull_bear.count("bull")
    return DOUBLED.format(count=count, order=order, factor=number(factor), value=fmt(trick_value(money, bull_bear)))
