"""Plain tricks: the small complete example game of docs/adding-a-game.md, from a package of its own.

Each hand deals ``cards`` cards each; a trick scores 1 for whoever takes it;
the first player to ``target`` points at the end of a hand wins (a tie at the
top plays on).  No bidding, no trump, everyone scores alone.  It is installed
beside Scorekeeper (``site/`` holds it and its ``.dist-info`` with the entry
point), so the registry finds it as it would find any other distribution's.
"""

from __future__ import annotations

from enum import StrEnum
from types import ModuleType
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, NamedTuple, Sequence

from scorekeeper.rules.errors import RecordError, RuleError
from scorekeeper.rules.events import Event, fact
from scorekeeper.rules.interface import Choice, Needed, Outcome, ScoreGroup, TallyMeasure, points_text, seating_name
from scorekeeper.rules.interface import winner_line as winner_line
from scorekeeper.rules.seating import names
from scorekeeper.rules.settings import merge, require_int
from scorekeeper.rules.tallies import HandReport, Tally
from scorekeeper.words import _, add_words

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game
    from scorekeeper.rules.interface import GameModule

KIND = "plain-tricks"
TITLE = "Plain tricks"
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4, 5)
SETTING_HELP = {"cards": "Cards each, so tricks in a hand", "target": "The points that win"}
SETTING_LABELS = {"cards": "Cards each", "target": "Target"}
SETTING_CHOICES: dict[str, list[tuple[object, str]]] = {}
TALLY_MEASURES = {"tricks": TallyMeasure(0, "Tricks taken", line="tricks {tricks}")}
TALLY_BID_LINE = ""  # nobody bids: `scorekeeper stats` leaves out the bids line


@fact("plain_trick", place="trick")
class TrickWon(NamedTuple):
    """A player took a trick."""

    winner: str


class Phase(StrEnum):
    PLAY = "play"
    DONE = "done"


class Result(StrEnum):
    PLAYED = "played"


add_words({Result.PLAYED: _("PLAYED")})
VERDICT = _("Hand {number}: {tricks}")


def resolve_settings(players: Sequence[str], given: Mapping[str, Any]) -> dict[str, Any]:
    if len(players) not in PLAYER_COUNTS:
        raise RuleError("Plain tricks is played by 2 to 5 players, not {n}", n=len(players))
    settings = merge({"cards": 5, "target": 10}, given, TITLE)
    require_int(settings, "cards", 1, 52 // len(players))
    require_int(settings, "target", 1, 1000)
    return settings


class PlainHand:
    """One hand: tricks taken one by one until every card is played."""

    first_event: int
    event_count: int

    def __init__(self, game: Game, number: int, dealer: str) -> None:
        self.players, self.number, self.dealer = tuple(game.players), number, dealer
        self.cards: int = game.settings["cards"]
        self.winners: list[str] = []
        self.complete, self.passes_deal, self.started = False, True, False
        self.scores: dict[str, int] = {}
        self.totals: dict[str, int] = {}

    bidder: str | None = None
    bidder_side: tuple[str, ...] = ()

    @property
    def phase(self) -> Phase:
        return Phase.DONE if self.complete else Phase.PLAY

    def apply(self, event: Event) -> None:
        if type(event) is not TrickWon:
            raise RuleError("a {t} event has no place in Plain tricks", t=getattr(event, "TYPE", type(event).__name__))
        if event.winner not in self.players:
            raise RuleError("{w} is not at this table ({all})", w=event.winner, all=names(self.players))
        self.winners.append(event.winner)
        if len(self.winners) == self.cards:
            self.scores = {p: self.winners.count(p) for p in self.players}
            self.complete = True

    def location(self) -> str:
        """The trick being entered, for a refusal's message ("hand 2, trick 3")."""
        return f"trick {len(self.winners) + 1}"

    def to_act(self) -> str | None:
        return None if self.complete else (self.winners[-1] if self.winners else self.players[0])

    def prompt(self) -> str:
        return f"Trick {len(self.winners) + 1} of {self.cards}: who took it?"

    def report(self) -> dict[str, Any]:
        return {"number": self.number, "dealer": self.dealer, "tricks": list(self.winners),
                "scores": dict(self.scores), "totals": dict(self.totals)}

    def verdict(self) -> str:
        taken = ", ".join(f"{p} {self.winners.count(p)}" for p in self.players)
        return VERDICT.format(number=self.number, tricks=taken)

    def explain(self) -> list[str]:
        return [self.verdict(), *(f"Trick {i}: {w}" for i, w in enumerate(self.winners, 1))]


def new_hand(game: Game, number: int, dealer: str, totals: Mapping[str, int]) -> PlainHand:
    return PlainHand(game, number, dealer)


def winner(game: Game, hands: Sequence[PlainHand], totals: Mapping[str, int]) -> tuple[tuple[str, ...] | None, str]:
    top = max(totals.values())
    leaders = tuple(p for p in game.players if totals[p] == top)
    if top < game.settings["target"] or len(leaders) > 1:
        return None, ""
    return leaders, f"{leaders[0]} reached {top} points (target {game.settings['target']})"


def hand_events(game: Game, record: Any) -> list[Event]:
    if type(record) is not dict or set(record) != {"tricks"} or type(record["tricks"]) is not list:
        raise RecordError('a hand is {{"tricks": [who took each trick]}}')
    if not all(type(w) is str for w in record["tricks"]):
        raise RecordError("each trick names the player who took it")
    return [TrickWon(w) for w in record["tricks"]]


def hand_record(hand: PlainHand) -> dict[str, Any]:
    return {"tricks": list(hand.winners)}


def format_amount(settings: Mapping[str, Any], *, short: bool = False) -> Callable[[int], str]:
    return points_text


def score_groups(game: Game) -> list[ScoreGroup]:
    return [ScoreGroup((p,), p) for p in game.players]


def group_name(game: Game, players: Iterable[str]) -> str:
    return seating_name(game.players, players)


def target(settings: Mapping[str, Any]) -> int | None:
    return int(settings["target"])


def trump_choices(settings: Mapping[str, Any]) -> list[Choice]:
    return []


def takers(game: Game, hand: PlainHand) -> tuple[str, ...]:
    return tuple(game.players)


def quick_raises(hand: PlainHand, count: int = 3) -> list[int]:
    return []


def still_needed(game: Game, hand: PlainHand) -> Needed | None:
    return None


def outcome(game: Game, hand: PlainHand) -> Outcome:
    return Outcome(Result.PLAYED, None, hand.verdict())


def describe_settings(settings: Mapping[str, Any]) -> list[str]:
    return [f"{settings['cards']} cards each"]


def tally_hand(tally: Tally, hand: HandReport, as_bidder: bool, on_bid_side: bool, seats: Sequence[str]) -> None:
    tally["tricks"] += sum(hand["scores"].get(s, 0) for s in seats)


def screens() -> ModuleType:
    """Its app screens (``ui``: the ``Panel`` the app builds), imported only when the app asks."""
    from . import ui

    return ui


def _interface_check() -> GameModule[PlainHand]:
    import scorekeeper_plain_tricks

    return scorekeeper_plain_tricks
