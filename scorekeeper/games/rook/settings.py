"""Rook's settings and decks: docs/rules.md section 6 (the defaults, what each means, the points in play)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.settings import (Setting, declared, is_int, merge, require, require_choice, require_int,
                                        require_optional_int, require_players, setting_int, setting_optional_int,
                                        setting_str)

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.words import N_, _

from .facts import Counter

KIND = "rook"
TITLE = "Rook"
PLAYER_COUNTS: tuple[int, ...] = (4,)
COLORS = ("red", "yellow", "black", "green")
NEST_CARDS = 5
CARDS_PER_TRICK = 4
COUNTER_POINTS = {Counter.FIVE: 5, Counter.TEN: 10, Counter.FOURTEEN: 10, Counter.ONE: 15, Counter.ROOK: 20}


@dataclass(frozen=True)
class Deck:
    """One of the two decks: the counters it holds (how many of each face), and the tricks a hand has."""

    name: str
    counters: Mapping[Counter, int]
    tricks: int

    @property
    def points(self) -> int:
        """The points in play: every counter of the deck (120 standard, 180 Kentucky)."""
        return sum(COUNTER_POINTS[c] * n for c, n in self.counters.items())


_NUMBERS = {Counter.FIVE: 4, Counter.TEN: 4, Counter.FOURTEEN: 4}
DECKS = {
    "standard": Deck("standard", {**_NUMBERS, Counter.ROOK: 1}, 9),  # 1s to 4s removed: 41 cards, 9 each
    "kentucky": Deck("kentucky", {**_NUMBERS, Counter.ONE: 4, Counter.ROOK: 1}, 10),  # 1s kept: 45, 10 each
}

DEFAULTS, SETTING_HELP = declared({
    "deck": Setting("standard", _("Standard: 41 cards, 120 points in play; Kentucky: the 1s kept (15 each), 45 cards, 180 points")),
    "min_bid": Setting(70, _("The lowest first bid")),
    "bid_step": Setting(5, _("Every bid is at least this much above the last, in multiples of it")),
    "max_bid": Setting(None, _("The highest bid (empty: the points in play, plus the all-points bonus)")),
    "nest_to": Setting("last_trick", _("Who scores the nest's counters: the side taking the last trick, or the bidder's side")),
    "all_points_bonus": Setting(0, _("Extra points for a side that captures every point of a hand (0: none)")),
    "target": Setting(300, _("The score that wins the game")),
    "all_pass": Setting("redeal", _("When everyone passes: redeal (deal passes left) or the dealer must bid")),
    "tie": Setting("play_on", _("Both sides over the target: the higher wins; an exact tie plays another hand")),
})


def deck(settings: Mapping[str, JsonValue]) -> Deck:
    return DECKS[setting_str(settings, "deck")]


def cap(settings: Mapping[str, JsonValue]) -> int:
    """The highest bid: the setting, or the points in play plus the bonus when it is on."""
    highest = setting_optional_int(settings, "max_bid")
    return highest if highest is not None else deck(settings).points + setting_int(settings, "all_points_bonus")


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    require_players(players, PLAYER_COUNTS,
                    N_("Rook is played by 4 players (two sides of two, partners opposite), not {n}"))
    s = merge(DEFAULTS, given, TITLE)
    require_choice(s, "deck", tuple(DECKS))
    points = deck(s).points
    require_int(s, "bid_step", 1, points)
    require_int(s, "all_points_bonus", 0, 1000)
    most = points + setting_int(s, "all_points_bonus")
    step = setting_int(s, "bid_step")
    lowest = s["min_bid"]
    require(s, "min_bid", is_int(lowest) and step <= lowest <= most and lowest % step == 0,
            lambda: gettext("a multiple of {step} from {step} to {most}").format(step=number(step), most=number(most)))
    lowest = setting_int(s, "min_bid")
    require_optional_int(s, "max_bid", lowest, most, N_("empty or a bid from {low} to {high} (the points in play, plus the bonus)"))
    require_choice(s, "nest_to", ("last_trick", "bidder"))
    require_int(s, "target", 1, 100_000)
    require_choice(s, "all_pass", ("redeal", "dealer_takes"))
    require_choice(s, "tie", ("play_on",))
    return s
