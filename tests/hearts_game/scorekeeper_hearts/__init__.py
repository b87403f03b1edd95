"""Hearts, a toy game written from docs/adding-a-game.md alone: each hand every player takes penalty points
(a heart 1, the queen of spades 13: 26 in all), and whoever takes all 26 "shoots the moon": everyone else
takes 26 instead.  The game ends once someone reaches ``target`` (100); the lowest total wins.

A ``BaseHand`` game with one entry a hand (everyone's points at once); ``LOWEST_WINS`` has the registry's
default ``winner`` end the game at the target and crown the lowest."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Mapping, NamedTuple, Sequence

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonObject, JsonValue
from scorekeeper.rules import Game, RuleError
from scorekeeper.rules.events import Event, fact
from scorekeeper.rules.hand_base import BaseHand
from scorekeeper.rules.per_player import per_player
from scorekeeper.rules.record_parts import expect_int, expect_object, only_keys
from scorekeeper.rules.settings import Setting, declared, merge, require_int, require_players
from scorekeeper.words import N_, _

KIND = "hearts"
TITLE = N_("Hearts")
PLAYER_COUNTS: tuple[int, ...] = (3, 4, 5, 6)
DEFAULTS, SETTING_HELP = declared({"target": Setting(100, _("The points that end the game: the lowest wins"))})
LOCALE_DIR = str(Path(__file__).resolve().parent / "locale")
LOWEST_WINS = True  # the game ends once anyone reaches the target; the lowest alone wins
PENALTIES = 26  # the thirteen hearts and the queen of spades


@fact("hearts_points")
class PointsTaken(NamedTuple):
    """The hand's one entry: the penalty points each player took, in seating order."""

    points: tuple[tuple[str, int], ...]


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    require_players(players, PLAYER_COUNTS, "Hearts is played by 3 to 6 players, not {n}")
    settings = merge(DEFAULTS, given, gettext(TITLE))
    require_int(settings, "target", 1, 1000)
    return settings


class HeartsHand(BaseHand):
    """One hand: everyone's penalty points, 26 in all; all 26 to one player give everyone else 26."""

    moon: str | None = None
    taken: dict[str, int] = {}

    def apply(self, event: Event) -> None:
        if type(event) is not PointsTaken:
            raise RuleError("a {t} event has no place in this hand", t=type(event).__name__)
        taken = per_player(self.players, event.points, "points", PENALTIES)
        if sum(taken.values()) != PENALTIES:
            raise RuleError("the points add up to {sum}, but a hand has {all}", sum=sum(taken.values()),
                            all=PENALTIES)
        self.moon = next((p for p, n in taken.items() if n == PENALTIES), None)
        self.scores = {p: (0 if p == self.moon else PENALTIES) if self.moon else taken[p] for p in self.players}
        self.taken = taken
        self.complete = True

    def prompt(self) -> str:
        return gettext("Hand {number}: the points each took ({all} in all)").format(
            number=number(self.number), all=number(PENALTIES))

    def verdict(self) -> str:
        if not self.complete:
            return ""
        if self.moon:
            return gettext("{player} shot the moon: everyone else takes {all}").format(
                player=self.moon, all=number(PENALTIES))
        return "; ".join(f"{p} {number(n)}" for p, n in self.scores.items())

    def reported(self) -> JsonObject:
        return {"points": dict(self.taken)} if self.complete else {}


HAND = HeartsHand


def hand_events(game: Game, record_hand: JsonValue) -> list[Event]:
    hand = expect_object(record_hand, "a hand")
    only_keys(hand, ("points",), "a hand")
    points = expect_object(hand.get("points"), "the points each took")
    only_keys(points, tuple(game.players), "the points each took")
    return [PointsTaken(tuple((player, expect_int(points.get(player), f"{player}'s points"))
                              for player in game.players))]


if TYPE_CHECKING:  # mypy checks what the game writes itself; the registry gives it the rest (rules.defaults)
    import scorekeeper_hearts as _module
    from scorekeeper.rules.interface import GameBasics
    _checked: GameBasics[HeartsHand] = _module
