"""Last trick, a toy game written from docs/adding-a-game.md alone: each hand, whoever takes the last trick
scores every trick of the hand (the ``cards`` setting); the first player alone at ``target`` wins.

A ``BaseHand`` game (one entry a hand: who took the last trick, and how many tricks there were), the rest of
the interface the registry's defaults; its words are translated by its own catalog (``locale/``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Mapping, NamedTuple, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import Game, RuleError
from scorekeeper.rules.events import Event, fact
from scorekeeper.rules.hand_base import BaseHand
from scorekeeper.rules.record_parts import expect_int, expect_object, expect_str, only_keys
from scorekeeper.rules.settings import Setting, declared, merge, require_int, require_players, setting_int
from scorekeeper.words import N_, _

KIND = "last-trick"
TITLE = N_("Last trick")
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4)
DEFAULTS, SETTING_HELP = declared({"cards": Setting(5, _("Cards each, so tricks in a hand")),
                                   "target": Setting(12, _("The points that win"))})
LOCALE_DIR = str(Path(__file__).resolve().parent / "locale")


@fact("last_trick_taken")
class LastTrick(NamedTuple):
    """The hand's one entry: who took its last trick, and the tricks it had (an ``int`` field named ``tricks``)."""

    winner: str
    tricks: int


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    require_players(players, PLAYER_COUNTS, "Last trick is played by 2 to 4 players, not {n}")
    settings = merge(DEFAULTS, given, gettext(TITLE))
    require_int(settings, "cards", 1, 13)
    require_int(settings, "target", 1, 1000)
    return settings


class LastTrickHand(BaseHand):
    """One hand: the taker of its last trick scores its tricks, everyone else nothing."""

    def apply(self, event: Event) -> None:
        if type(event) is not LastTrick:
            raise RuleError("a {t} event has no place in this hand", t=type(event).__name__)
        cards = setting_int(self.settings, "cards")
        if event.winner not in self.players:
            raise RuleError("{w} is not at this table", w=event.winner)
        if event.tricks != cards:
            raise RuleError("this hand has {cards} tricks, not {tricks}", cards=cards, tricks=event.tricks)
        self.scores = {p: event.tricks if p == event.winner else 0 for p in self.players}
        self.winner = event.winner
        self.complete = True

    def prompt(self) -> str:
        return gettext("Hand {number}: who took the last trick?").format(number=number(self.number))

    def verdict(self) -> str:
        if not self.complete:
            return ""
        return gettext("{winner} took the last trick").format(winner=self.winner)

    def reported(self) -> JsonObject:
        return {"last": self.winner, "tricks": self.scores[self.winner]} if self.complete else {}


HAND = LastTrickHand


def hand_events(game: Game, record_hand: JsonValue) -> list[Event]:
    hand = expect_object(record_hand, "a hand")
    only_keys(hand, ("last", "tricks"), "a hand")
    return [LastTrick(expect_str(hand.get("last"), "the last trick's taker"),
                      expect_int(hand.get("tricks"), "the hand's tricks"))]


if TYPE_CHECKING:  # mypy checks what the game writes itself; the registry gives it the rest (rules.defaults)
    import scorekeeper_last_trick as _module
    from scorekeeper.rules.interface import GameBasics
    _checked: GameBasics[LastTrickHand] = _module
