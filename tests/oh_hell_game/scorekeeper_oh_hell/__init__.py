"""Oh Hell, a toy game written from docs/adding-a-game.md alone: each hand every player bids the tricks they
will take, then the tricks each took are entered; a bid made exactly scores 10 plus the bid, any other
nothing; the first player alone at ``target`` wins.

A ``BidsThenTricksHand`` game: the base keeps the bids, the tricks, the phases, the prompts and the record;
this says what a bid scores."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Mapping, Sequence

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.bids_then_tricks import BidsThenTricksHand
from scorekeeper.rules.settings import Setting, declared, merge, require_int, require_players
from scorekeeper.words import N_, _

KIND = "oh-hell"
TITLE = N_("Oh Hell")
PLAYER_COUNTS: tuple[int, ...] = (3, 4, 5, 6, 7)
DEFAULTS, SETTING_HELP = declared({"cards": Setting(7, _("Cards each, so tricks in a hand")),
                                   "target": Setting(100, _("The points that win"))})
LOCALE_DIR = str(Path(__file__).resolve().parent / "locale")


def resolve_settings(players: Sequence[str], given: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    require_players(players, PLAYER_COUNTS, "Oh Hell is played by 3 to 7 players, not {n}")
    settings = merge(DEFAULTS, given, gettext(TITLE))
    require_int(settings, "cards", 1, 52 // len(players))
    require_int(settings, "target", 1, 1000)
    return settings


class OhHellHand(BidsThenTricksHand):
    """Everyone's bids, then the tricks each took: an exact bid scores 10 plus the bid."""

    def score(self, bid: int, took: int) -> int:
        return 10 + bid if took == bid else 0


HAND = OhHellHand


if TYPE_CHECKING:  # mypy checks what the game writes itself; the registry gives it the rest (rules.defaults)
    import scorekeeper_oh_hell as _module
    from scorekeeper.rules.interface import GameBasics
    _checked: GameBasics[OhHellHand] = _module
