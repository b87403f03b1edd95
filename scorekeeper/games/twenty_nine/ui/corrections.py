"""Twenty-nine's correction editors: calls in points, trump suits, the royals, a trick's card points,
and the bidding side's points counted at the table (the card-point games' editors, and the royals)."""

from __future__ import annotations

from scorekeeper.games.twenty_nine import PointsTrickTaken, RoyalsShown
from scorekeeper.ui.editors import CardPointCorrections, player_editor
from scorekeeper.ui.panels import editor
from scorekeeper.words import N_

CORRECTIONS = CardPointCorrections(
    PointsTrickTaken, [editor(RoyalsShown, player_editor(N_("Who showed the royals?"), "edit-royals", RoyalsShown))],
    entry_words={RoyalsShown: N_("the royals")},
    templates={RoyalsShown: N_("{player} shows the royals (King and Queen of trump)")})
