"""Five Hundred's correction editors: a call (another bid of the grid, or a pass: the bids the rules refuse at
that call are greyed, as on the table's grid), the contractors' tricks, a trick's winner, a misdeal."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.games.five_hundred import BIDS, MISERE, OPEN_MISERE, TRICKS as HAND_TRICKS, ContractBid, TrickWon
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, HandCounted, Passed
from scorekeeper.ui.corrections import EditorDraft, apply, editor
from scorekeeper.ui.games.partnership import TrickCorrections, legal_there
from scorekeeper.ui.widgets import big_button, grid, heading, tapped
from scorekeeper.words import N_

from .table import CELL, describe as entry_words, grid_label

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from scorekeeper.ui.shell import Shell


def call_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: ContractBid | Passed,
                d: EditorDraft) -> list[ft.Control]:
    """The same player's call: another bid of the table, or a pass; a bid the rules refuse at this call (not
    over the bid to beat, a misère the setting bars) is greyed."""
    player = event.player
    calls: list[Event] = [Passed(player), *(ContractBid(player, b) for b in BIDS)]
    legal = dict(zip(("pass", *BIDS), legal_there(game, index, calls)))
    buttons = [big_button(grid_label(b), f"edit-bid-{b}", tapped(lambda b: apply(app, hand, index, ContractBid(player, b)), b),
                          width=CELL if b not in (MISERE, OPEN_MISERE) else None, disabled=not legal[b]) for b in BIDS]
    return [heading(gettext("{player}'s call").format(player=player), size=18, key="edit-title"),
            big_button(gettext("Pass"), "edit-pass", lambda e: apply(app, hand, index, Passed(player)), filled=False,
                       disabled=not legal["pass"]),
            grid(buttons)]


CORRECTIONS = TrickCorrections(  # Five Hundred's entries, each with its typed editor
    TrickWon, entry_words, (N_("Tricks the contractors took"), "edit-took", HAND_TRICKS),
    own=[editor(ContractBid, call_editor), editor(Passed, call_editor)], calls=(ContractBid,),
    entry_words={HandCounted: N_("the contractors' tricks")})
