"""Seven Up's screens: the table (the turn-up and the beg, a tap each, stand needing none; then four taps: who
took High, Low, Jack and Game), its corrections (each entry said in words) and its setup.  Every figure comes
from the rules core; the table is built once per visit and changed in place."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.games.seven_up import Begged, JackTurned, PointNobody, PointTaken, SevenUpHand, words
from scorekeeper.games.seven_up.settings import BEGS, FIRST, NEW
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.hand_base import HandPhase
from scorekeeper.ui import theme
from scorekeeper.ui.corrections import Corrections, EditorDraft, GameCorrections, apply, editor
from scorekeeper.ui.editors import trump_editor
from scorekeeper.ui.games import TableContext, TablePanel, four_points
from scorekeeper.ui.games.misdeal import MISDEAL_EDITOR, MisdealPart, shared_entry_line
from scorekeeper.ui.games.partners import PartnersWhenFourSetup
from scorekeeper.ui.games.picker import TrumpPicker
from scorekeeper.ui.setup_context import NOBODY_BIDS, GameSetup
from scorekeeper.ui.widgets import big_button, body, fixed_lines, grid, heading, tapped
from scorekeeper.words import N_

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand
    from scorekeeper.ui.shell import Shell


class PlayPart(ft.Column):
    """Before play (a jack turned, stand / gift / run, a new jack), then the point asked and a button per player."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.contract = body("", key="contract", size=theme.SMALL)
        self.jack = big_button(str(words.JACK_BUTTON[FIRST]), "jack-turned", self._jack, filled=False, data=FIRST)
        self.new_jack = big_button(str(words.JACK_BUTTON[NEW]), "new-jack-turned", self._jack, filled=False, data=NEW)
        self.begs = {b: big_button(str(words.BEG_WORDS[b]), f"beg-{b}", tapped(self._beg, b), filled=False) for b in BEGS}
        self.before = ft.Row([self.jack, *self.begs.values(), self.new_jack], wrap=True, spacing=theme.GAP)
        self.question = heading("", key="point-question", size=24)
        self.points = four_points.PointButtons(ctx, words, PointTaken, PointNobody)
        self.trump = TrumpPicker(ctx)  # optional: the record keeps it
        self.misdeal = MisdealPart(ctx)
        help_line = body(gettext("High and Low go to who was dealt them; Jack to who won it; Game to the most pips "
                                 "(10 = 10, A 4, K 3, Q 2, J 1)."), size=theme.SMALL)
        super().__init__([self.contract, self.before, self.question, self.points.row,
                          fixed_lines(self.points.taken, 2), ft.Row([self.trump, self.misdeal], wrap=True), help_line],
                         spacing=10, tight=True)
    def refresh(self, hand: SevenUpHand) -> None:
        point = hand.next_point() or "game"
        open_ = not hand.points and hand.trump is None  # the turn-up and the beg come before trump and the points
        said = hand.before_lines()
        self.contract.value = " · ".join(said) if said else gettext(
            "{dealer} deals; {eldest} stands or begs (a stand needs no tap)").format(
            dealer=hand.dealer, eldest=hand.eldest)
        self.jack.visible = open_ and hand.beg is None and FIRST not in hand.jacks
        for button in self.begs.values():
            button.visible = open_ and hand.beg is None
        self.new_jack.visible = open_ and hand.beg == "run" and NEW not in hand.jacks
        self.trump.offer(hand.trump is None and not hand.points)
        self.misdeal.refresh(hand)
        self.question.value = str(words.POINT_QUESTIONS[point])
        self.points.refresh(hand.next_point(), hand.points)  # the rules grey players: the turned-up jack is nobody's

    def _jack(self, e: ft.ControlEvent) -> None:
        self.ctx.act(JackTurned(str(e.control.data)))

    def _beg(self, answer: str) -> None:
        self.ctx.act(Begged(answer))


def entry_line(event: Event, hand: PlayedHand | None = None) -> str | None:
    """This game's entries in words (None: the shared wording applies)."""
    dealer = hand.dealer if hand is not None else ""
    if isinstance(event, PointTaken) and event.point in words.POINT_LINE:
        return words.POINT_LINE[event.point].format(player=event.player)
    if isinstance(event, PointNobody) and event.point in words.NOBODY_LINE:
        return str(words.NOBODY_LINE[event.point])
    if isinstance(event, JackTurned) and event.turn in words.JACK_BUTTON:
        return str(words.JACK_BUTTON[event.turn]) if not dealer else words.JACK_LINE[event.turn].format(dealer=dealer)
    if isinstance(event, Begged) and event.answer in words.BEG_WORDS:
        return str(words.BEG_WORDS[event.answer])
    if isinstance(event, TrumpNamed):
        return words.TRUMP_LINE.format(trump=words.suit_word(event.trump))
    return shared_entry_line(event)


point_editor = four_points.point_editor(words, PointTaken, PointNobody)  # who took a point: a tap saves it


def beg_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: Begged,
               d: EditorDraft) -> list[ft.Control]:
    """Stood, gift or ran the cards: a tap saves it (a gift that would put someone out is refused, saying so)."""
    buttons = [big_button(str(words.BEG_WORDS[b]), f"edit-beg-{b}",
                          tapped(lambda b: apply(app, hand, index, Begged(b)), b), filled=False) for b in BEGS]
    return [heading(gettext("Stood, gift or ran the cards?"), size=18, key="edit-title"), grid(buttons)]


class SevenUpCorrections(Corrections):
    """Seven Up's entries: who took each point and the beg (a tap saves either), trump and a misdeal."""

    ENTRY_WORDS = {PointTaken: N_("the point"), PointNobody: N_("the point"), Begged: N_("the beg"),
                   JackTurned: N_("the turned jack"), MisdealCalled: N_("the misdeal")}
    BUILDERS = dict([
        editor(PointTaken, point_editor), editor(PointNobody, point_editor), editor(Begged, beg_editor),
        editor(TrumpNamed, trump_editor), MISDEAL_EDITOR,
    ])

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        return entry_line(event, hand)


CORRECTIONS = SevenUpCorrections()


class Panel(TablePanel):
    """Seven Up behind the ``GamePanel`` interface; an entry is said in its corrections' words."""

    hand_type = SevenUpHand
    phases = {HandPhase.PLAY: PlayPart}
    correction_editors: GameCorrections = CORRECTIONS
    # Two or three play each for himself; four play as two sides, partners opposite (shown once four are seated).
    # Seven Up counts points, not captured cards; and nobody bids (a beg is not a bid), so a player's record has no
    # bid lines, only the points, the jacks turned and who took High, Low, Jack and Game
    new_game_settings: GameSetup = PartnersWhenFourSetup(first_to_act=N_("stands or begs"),
                                                         record_labels={"total_captured": None, **NOBODY_BIDS})
