"""Plain tricks, the example game of docs/adding-a-game.md, from a package of its own: each hand deals
``cards`` cards each, a trick scores 1 for whoever takes it, the first player alone at ``target`` wins.
The rest of the interface is ``rules.defaults``'s; its words are translated by its own catalog (``locale/``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Mapping, NamedTuple, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import Event, Game, RuleError
from scorekeeper.rules.events import fact
from scorekeeper.rules.hand_base import BaseHand
from scorekeeper.rules.interface import TallyMeasure
from scorekeeper.rules.parts import expect_list, expect_object, expect_str
from scorekeeper.rules.seating import names
from scorekeeper.rules.settings import merge, require_int, setting_int
from scorekeeper.rules.tallies import HandReport, Tally
from scorekeeper.words import N_, Labels, _

KIND = "plain-tricks"
TITLE = N_("Plain tricks")  # a str, translated where it is shown (by this package's catalog)
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4, 5)
SETTING_HELP = Labels({"cards": _("Cards each, so tricks in a hand"), "target": _("The points that win")})
SETTING_LABELS = Labels({"cards": _("Cards each"), "target": _("Target")})
TALLY_MEASURES = {"tricks": TallyMeasure(0, N_("Tricks taken"), line="tricks {tricks}")}
TALLY_BID_LINE = ""  # nobody bids: `scorekeeper stats` leaves out the bids line
LOCALE_DIR = str(Path(__file__).resolve().parent / "locale")  # <lang>/LC_MESSAGES/scorekeeper_plain_tricks.mo


@fact("plain_trick", place="trick")
class TrickWon(NamedTuple):
    """A player took a trick."""

    winner: str


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    if len(players) not in PLAYER_COUNTS:
        raise RuleError("Plain tricks is played by 2 to 5 players, not {n}", n=len(players))
    settings = merge({"cards": 5, "target": 10}, given, gettext(TITLE))
    require_int(settings, "cards", 1, 52 // len(players))
    require_int(settings, "target", 1, 1000)
    return settings


class PlainHand(BaseHand):
    """One hand: tricks taken one by one until every card is played (``BaseHand``'s play and done phases)."""

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        super().__init__(game, number, dealer)
        self.cards = setting_int(game.settings, "cards")
        self.winners: list[str] = []

    def apply(self, event: Event) -> None:
        if type(event) is not TrickWon:
            raise RuleError("a {t} event has no place in Plain tricks", t=type(event).__name__)
        if event.winner not in self.players:
            raise RuleError("{w} is not at this table ({all})", w=event.winner, all=names(self.players))
        self.winners.append(event.winner)
        if len(self.winners) == self.cards:
            self.scores = {p: self.winners.count(p) for p in self.players}
            self.complete = True

    def location(self) -> str:
        return f"trick {len(self.winners) + 1}"  # "hand 2, trick 3": the shared messages' own words

    def to_act(self) -> str | None:
        return None if self.complete else (self.winners[-1] if self.winners else self.players[0])

    def prompt(self) -> str:
        return gettext("Trick {number} of {cards}: who took it?").format(number=len(self.winners) + 1,
                                                                           cards=self.cards)

    def reported(self) -> JsonObject:
        return {"tricks": list(self.winners)}

    def verdict(self) -> str:
        return gettext("Hand {number}: {tricks}").format(number=self.number, tricks=self.taken())

    def taken(self) -> str:
        """Each player's tricks so far, in the table's digits: "Ann 2, Bo 1, Cy 0"."""
        return ", ".join(f"{p} {number(self.winners.count(p))}" for p in self.players)

    def explained(self) -> list[str]:
        trick = gettext("Trick {number}: {winner}")
        return [trick.format(number=i, winner=w) for i, w in enumerate(self.winners, 1)]


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> PlainHand:
    return PlainHand(game, number, dealer)


def hand_events(game: Game, record: JsonValue) -> list[Event]:
    tricks = expect_object(record, "a hand").get("tricks")
    return [TrickWon(expect_str(w, "each trick's winner")) for w in expect_list(tricks, "its tricks")]


def describe_settings(settings: Mapping[str, JsonValue]) -> list[str]:
    return [gettext("{cards} cards each").format(cards=settings["cards"])]


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    tally["tricks"] += sum(hand["scores"].get(s, 0) for s in seats)


if TYPE_CHECKING:  # mypy checks what the game writes itself; the registry gives it the rest (rules.defaults)
    import scorekeeper_plain_tricks as _module
    from scorekeeper.rules.interface import GameBasics
    _checked: GameBasics[PlainHand] = _module
