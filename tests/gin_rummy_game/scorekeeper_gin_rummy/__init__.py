"""Gin Rummy, a plug-in written from docs/adding-a-game.md alone, the first for two players: each hand the keeper
enters who went out, how (a knock, gin, or a knock the other player undercut) and the deadwood difference.  A
knock scores the difference to the knocker; gin the difference and the gin bonus (25); an undercut the difference
and the undercut bonus (25) to the other player.  The first player alone at ``target`` (100) wins.

A ``BaseHand`` game of three entries a hand, each one tap at the table; the rest is the registry's defaults."""

from __future__ import annotations

from enum import StrEnum
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
from scorekeeper.words import N_, _, add_words

KIND = "gin-rummy"
TITLE = N_("Gin Rummy")
PLAYER_COUNTS: tuple[int, ...] = (2,)
DEFAULTS, SETTING_HELP = declared({"target": Setting(100, _("The points that win")),
                                   "gin_bonus": Setting(25, _("The bonus for going gin")),
                                   "undercut_bonus": Setting(25, _("The bonus for undercutting a knock"))})
LOCALE_DIR = str(Path(__file__).resolve().parent / "locale")
MOST = 200  # no deadwood difference comes near it


class HowOut(StrEnum):
    KNOCK = "knock"
    GIN = "gin"
    UNDERCUT = "undercut"


class GinPhase(StrEnum):
    OUT = "OUT"
    HOW = "HOW"
    DEADWOOD = "DEADWOOD"
    DONE = "DONE"


add_words({HowOut.KNOCK: _("knock"), HowOut.GIN: _("gin"), HowOut.UNDERCUT: _("undercut"),
           GinPhase.OUT: _("out"), GinPhase.HOW: _("how"), GinPhase.DEADWOOD: _("deadwood"), GinPhase.DONE: _("done")})


@fact("gin_out")
class WentOut(NamedTuple):
    player: str


@fact("gin_how")
class WentOutHow(NamedTuple):
    how: str


@fact("gin_deadwood")
class Deadwood(NamedTuple):
    difference: int


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    require_players(players, PLAYER_COUNTS, "Gin Rummy is played by 2 players, not {n}")
    settings = merge(DEFAULTS, given, gettext(TITLE))
    require_int(settings, "target", 1, 1000)
    require_int(settings, "gin_bonus", 0, 100)
    require_int(settings, "undercut_bonus", 0, 100)
    return settings


class GinHand(BaseHand):
    """Who went out, how, and the deadwood difference: the scorer takes the difference and any bonus."""

    out: str | None = None
    how: HowOut | None = None
    scorer: str | None = None

    @property
    def phase(self) -> GinPhase:
        if self.complete:
            return GinPhase.DONE
        return GinPhase.OUT if self.out is None else GinPhase.HOW if self.how is None else GinPhase.DEADWOOD

    def apply(self, event: Event) -> None:
        if type(event) is WentOut and self.phase is GinPhase.OUT:
            self.seated(event.player)
            self.out = event.player
        elif type(event) is WentOutHow and self.phase is GinPhase.HOW:
            if event.how not in tuple(HowOut):
                raise RuleError("a player goes out by a knock, gin or an undercut knock, not {how}", how=event.how)
            self.how = HowOut(event.how)
        elif type(event) is Deadwood and self.phase is GinPhase.DEADWOOD:
            self.score(event.difference)
        else:
            raise RuleError("a {t} event has no place in this hand now", t=type(event).__name__)

    def score(self, difference: int) -> None:
        low = 1 if self.how is HowOut.KNOCK else 0  # a knock the other matched is an undercut
        if not low <= difference <= MOST:
            raise RuleError("the deadwood difference of a {how} is {low} to {most}, not {n}", how=str(self.how),
                            low=low, most=MOST, n=difference)
        other = next(p for p in self.players if p != self.out)
        bonus = {HowOut.KNOCK: 0, HowOut.GIN: setting_int(self.settings, "gin_bonus"),
                 HowOut.UNDERCUT: setting_int(self.settings, "undercut_bonus")}[self.how or HowOut.KNOCK]
        self.scorer = other if self.how is HowOut.UNDERCUT else self.out
        self.scores = {p: difference + bonus if p == self.scorer else 0 for p in self.players}
        self.complete = True

    def prompt(self) -> str:
        asked = {GinPhase.OUT: N_("Hand {number}: who went out?"), GinPhase.HOW: N_("Hand {number}: how did {out} go out?"),
                 GinPhase.DEADWOOD: N_("Hand {number}: the deadwood difference")}.get(self.phase)
        return gettext(asked).format(number=number(self.number), out=self.out) if asked else ""

    def verdict(self) -> str:
        if not self.complete:
            return ""
        said = {HowOut.KNOCK: N_("{out} knocked: {scorer} scores {points}"),
                HowOut.GIN: N_("{out} went gin: {scorer} scores {points}"),
                HowOut.UNDERCUT: N_("{scorer} undercut {out}'s knock: {scorer} scores {points}")}[self.how or HowOut.KNOCK]
        return gettext(said).format(out=self.out, scorer=self.scorer, points=number(self.scores[self.scorer or ""]))

    def reported(self) -> JsonObject:
        if not self.complete or self.scorer is None:
            return {}
        bonus = 0 if self.how is HowOut.KNOCK else setting_int(
            self.settings, "gin_bonus" if self.how is HowOut.GIN else "undercut_bonus")
        return {"out": self.out, "how": str(self.how), "deadwood": self.scores[self.scorer] - bonus}


HAND = GinHand


def hand_events(game: Game, record_hand: JsonValue) -> list[Event]:
    hand = expect_object(record_hand, "a hand")
    only_keys(hand, ("out", "how", "deadwood"), "a hand")
    return [WentOut(expect_str(hand.get("out"), "who went out")), WentOutHow(expect_str(hand.get("how"), "how")),
            Deadwood(expect_int(hand.get("deadwood"), "the deadwood difference"))]


if TYPE_CHECKING:  # mypy checks what the game writes itself; the registry gives it the rest (rules.defaults)
    import scorekeeper_gin_rummy as _module
    from scorekeeper.rules.interface import GameBasics
    _checked: GameBasics[GinHand] = _module
