"""Twenty-eight's correction editors: calls, trump, the pair, a double or redouble, a trick's card points,
the bidding side's count and a misdeal (the card-point games' editors, and this game's own entries)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.games.twenty_eight import CardPointsTrick, Doubled, PairShown, Redoubled
from scorekeeper.rules import Event, Game
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.ui.editors import CardPointCorrections, player_editor
from scorekeeper.ui.games.misdeal import misdeal_called_by
from scorekeeper.ui.panels import editor
from scorekeeper.words import N_

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand


class TwentyEightCorrections(CardPointCorrections[CardPointsTrick]):
    """The card-point games' corrections; a misdeal is said with who called it."""

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        if isinstance(event, MisdealCalled):
            return misdeal_called_by(event.player)
        return super().describe(game, hand, index, event)


CORRECTIONS = TwentyEightCorrections(
    CardPointsTrick,
    own=[editor(PairShown, player_editor(N_("Who showed the pair?"), "edit-pair", PairShown)),
         editor(Doubled, player_editor(N_("Who doubled?"), "edit-double", Doubled)),
         editor(Redoubled, player_editor(N_("Who redoubled?"), "edit-redouble", Redoubled)),
         editor(MisdealCalled, player_editor(N_("Who called the misdeal?"), "edit-misdeal", MisdealCalled))],
    entry_words={PairShown: N_("the pair"), Doubled: N_("the double"), Redoubled: N_("the redouble"),
                 MisdealCalled: N_("the misdeal")},
    templates={PairShown: N_("{player} shows the pair (King and Queen of trump)"), Doubled: N_("{player} doubles"),
               Redoubled: N_("{player} redoubles")})
