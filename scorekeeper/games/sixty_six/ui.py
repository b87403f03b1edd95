"""Sixty-six at the table, one screen a deal: trump, a marriage, the close when they happen; who won, how (out, or
as the close makes it), the loser's count or "took no trick": 3 to 5 taps on a phone's first screen.  Corrections."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event, Game, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.rules.hand_base import HandPhase
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.ui.corrections import EditorDraft, GameCorrections, WordedCorrections, apply, editor
from scorekeeper.ui.editors import choice_buttons, player_editor, trump_editor
from scorekeeper.ui.games import TableContext, TablePanel
from scorekeeper.ui.games.misdeal import MISDEAL_EDITOR, MisdealPart, shared_entry_line
from scorekeeper.ui.games.picker import Picker, TrumpPicker
from scorekeeper.ui.setup_context import NOBODY_BIDS, GameSetup, Setup
from scorekeeper.ui.widgets import Keypad, big_button, body, grid, heading, tapped
from scorekeeper.words import N_

from . import words
from .hand import COUNTED, SUITS, DealWon, How, MarriageShown, SixtySixHand, StockClosed

if TYPE_CHECKING:
    from scorekeeper.ui.shell import Shell


class DealPart(ft.Column):
    """The deal's one screen: the optional entries above, then who won, how and the loser's count."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx, self.winner, self.how, self.deal = ctx, "", How.OUT, 0
        players = ctx.game.players
        self.trump = TrumpPicker(ctx)
        pairs = [(f"{i}", gettext("{player}: {suit}").format(player=p, suit=words.suit_word(s)))
                 for i, (p, s) in enumerate((p, s) for p in players for s in SUITS)]
        self.marriage = Picker(ctx, "marriage", pairs, self._marriage_of,
                               gettext("Who showed a marriage, in which suit?"))
        self.close = Picker(ctx, "closed", [(p, p) for p in players], StockClosed, gettext("Who closed the stock?"))
        self.misdeal = MisdealPart(ctx)
        self.title = heading("", key="trick-title", size=20)
        self.seats = {p: big_button(p, f"winner-{p}", tapped(self._pick_winner, p)) for p in players}
        self.hows = {h: big_button(str(words.HOW_WORDS[h]), f"how-{h}", tapped(self._pick_how, h), filled=False)
                     for h in How}
        self.question = body("", key="count-question")
        self.keypad = Keypad("count", lambda count: self._store(count, 0), done_label=gettext("Save"), max_digits=3,
                             compact=True)
        self.no_trick = big_button("", "no-trick", self._no_trick, filled=False)
        self.save = big_button(gettext("Save"), "save", lambda e: self._store(None, 0))
        # the entries that come when they come share one row: the deal's own entry keeps the rest of the screen
        super().__init__([ft.Row([self.trump, self.marriage, self.close, self.misdeal], wrap=True), self.title,
                          grid(list(self.seats.values())), grid(list(self.hows.values())), self.question,
                          self.keypad, ft.Row([self.no_trick, self.save], wrap=True)], spacing=10, tight=True)

    def _marriage_of(self, value: str) -> Event:
        players = self.ctx.game.players
        return MarriageShown(players[int(value) // len(SUITS)], SUITS[int(value) % len(SUITS)])

    def refresh(self, hand: SixtySixHand) -> None:
        if hand.number != self.deal:  # a new deal: nothing chosen yet
            self.deal, self.winner, self.how = hand.number, "", How.OUT
        self.misdeal.refresh(hand)
        self.trump.offer(hand.trump is None)
        self.marriage.show(gettext("Marriage…"))
        self.close.show_when(hand.closed is None, gettext("Closed…"))
        self.title.value = hand.prompt()
        for p, button in self.seats.items():
            button.content = ("✓ " if p == self.winner else "") + p
        for h, button in self.hows.items():
            button.content = ("✓ " if h == self.how else "") + str(words.HOW_WORDS[h])
        counted, loser = self.how in COUNTED, hand.other(self.winner) if self.winner else ""
        self.keypad.visible, self.save.visible = counted, not counted
        self.question.value = (gettext("Tap who won the deal") if not self.winner else
                               gettext("{loser}'s count (at the close, if the stock was closed)").format(loser=loser)
                               if counted else gettext("Save, or tap if {winner} had no trick yet").format(
                                   winner=self.winner))
        self.no_trick.content = (gettext("{loser} took no trick").format(loser=loser or "…") if counted
                                 else gettext("{winner} had no trick").format(winner=self.winner or "…"))

    def _pick_winner(self, player: str) -> None:
        # once the stock is closed the winner says how: the closer went out, or the other won and the closer failed
        self.winner, hand = player, self.ctx.game.table.current
        if isinstance(hand, SixtySixHand) and hand.closed is not None:
            self.how = How.OUT if player == hand.closed else How.CLOSER_FAILED
        self.ctx.changed()

    def _pick_how(self, how: How) -> None:
        self.how = how
        self.ctx.changed()

    def _no_trick(self, e: ft.ControlEvent) -> None:
        self._store(0 if self.how in COUNTED else None, 1)

    def _store(self, count: int | None, no_trick: int) -> bool:
        if not self.winner:
            self.ctx.say_notice(gettext("Tap who won the deal first"))
            return False
        return self.ctx.act(DealWon(self.winner, self.how.value, count if self.how in COUNTED else None, no_trick))


def entry_line(event: Event) -> str | None:
    """Each entry of a deal in words, on the corrections screen and in Undo's notice."""
    if isinstance(event, DealWon):
        return gettext("{winner} won the deal: {how}").format(winner=event.winner,
                                                               how=words.HOW_WORDS.get(event.how, event.how))
    if isinstance(event, MarriageShown):
        return gettext("{player} showed the marriage in {suit}").format(player=event.player,
                                                                        suit=words.suit_word(event.suit))
    if isinstance(event, StockClosed):
        return str(words.CLOSED_LINE).format(player=event.player)
    return shared_entry_line(event)


def deal_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: DealWon,
                d: EditorDraft) -> list[ft.Control]:
    """Who won the deal and how: a tap saves it with the same count (the rules refuse what does not fit); where the
    count decides, the loser's count retyped on the compact keypad and saved; after a close, a tap on the winner or
    how brings the other along (either alone was refused)."""
    closer = hand.closed if isinstance(hand, SixtySixHand) else None
    other = game.players[game.players[0] == closer]  # who did not close

    def fit(e: DealWon, tapped_how: bool) -> DealWon:  # after a close: the closer won, or the other and he failed
        if closer is not None and (e.winner == closer) == (e.how == How.CLOSER_FAILED):
            e = (e._replace(winner=other if e.how == How.CLOSER_FAILED else closer) if tapped_how else
                 e._replace(how=How.CLOSER_FAILED if e.winner != closer else How.OUT))
        return e._replace(how=str(e.how), loser_points=(e.loser_points or 0) if e.how in COUNTED else None)
    seats = choice_buttons(app, hand, index, "edit-winner", [(p, p) for p in game.players], event.winner,
                           lambda p: fit(event._replace(winner=p), False))
    hows = choice_buttons(app, hand, index, "edit-how", [(h, str(words.HOW_WORDS[h])) for h in How], event.how,
                          lambda h: fit(event._replace(how=str(h)), True))
    count = body(gettext("Loser's count: {count}").format(count=number(event.loser_points or 0)), key="edit-count")
    controls: list[ft.Control] = [heading(gettext("Who won the deal, and how?"), size=18, key="edit-title"),
                                  grid(seats), grid(hows), count]
    if event.how in COUNTED:  # a mistyped count is the likeliest slip: a new one typed and saved, under the choices
        controls.append(Keypad("edit-count-keypad", lambda v: apply(app, hand, index, event._replace(loser_points=v)),
                               done_label=gettext("Save"), max_digits=3, compact=True))
    return controls


def marriage_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: MarriageShown,
                    d: EditorDraft) -> list[ft.Control]:
    """Who showed the marriage and in which suit: the table's eight choices, a tap saves (a suit shown twice is
    refused by the rules, saying so)."""
    choices = [big_button(("✓ " if (p, s) == (event.player, event.suit) else "")
                          + gettext("{player}: {suit}").format(player=p, suit=words.suit_word(s)),
                          f"edit-marriage-{p}-{s}", tapped(lambda ps: apply(app, hand, index, MarriageShown(*ps)),
                                                           (p, s)), filled=False)
               for p in game.players for s in SUITS]
    return [heading(gettext("Who showed a marriage, in which suit?"), size=18, key="edit-title"), grid(choices)]


class Panel(TablePanel):
    """Sixty-six behind the ``GamePanel`` interface: one part for the deal, the shared result and race."""

    hand_type = SixtySixHand
    phases = {HandPhase.PLAY: DealPart}
    # Every entry of a deal corrected with a tap: who won and how, a marriage, trump, the close, a misdeal; each
    # entry's Correct and Delete name it ("Correct the marriage"), for the eye and for a screen reader
    correction_editors: GameCorrections = WordedCorrections(entry_line, [
        editor(DealWon, deal_editor), editor(MarriageShown, marriage_editor), editor(TrumpNamed, trump_editor),
        editor(StockClosed, player_editor(N_("Who closed the stock?"), "edit-closed", StockClosed)), MISDEAL_EDITOR],
        {DealWon: N_("the deal's winner"), MarriageShown: N_("the marriage"), StockClosed: N_("the close"),
         MisdealCalled: N_("the misdeal")})
    # The players screen: nobody bids or captures; the deals won are this game's own tallies.
    new_game_settings: GameSetup = Setup(hand_word=N_("Deal"), first_to_act=N_("leads"),
                                         record_labels={**NOBODY_BIDS, "total_captured": None})
