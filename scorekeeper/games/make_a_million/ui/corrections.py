"""Make-a-Million's correction editors: calls in thousands, trump colors, misdeal, partners, discarded Money,
a trick's Money cards and Bull or Bear, and the counts made at the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.games.make_a_million import MisdealCalled, MoneyDiscarded, PartnersNamed, TrickTaken
from scorekeeper.games import make_a_million as mam
from scorekeeper.games.make_a_million.hand import MillionHand

from scorekeeper.ui import theme
from scorekeeper.ui.corrections import Builder, EditorDraft, apply, fmt_of, hold, pending, redraw, trick_number
from scorekeeper.ui.editors import call_editor, player_editor, trump_editor
from scorekeeper.ui.panels import editor
from scorekeeper.ui.widgets import Keypad, big_button, body, grid, heading, tapped
from scorekeeper.words import N_

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from scorekeeper.ui.shell import Shell


TRICKS: tuple[type, ...] = (TrickTaken,)
CALLS: tuple[type, ...] = (MisdealCalled,)  # a misdeal is called in the auction's place
ENTRY_WORDS: dict[type, str] = {MoneyDiscarded: N_("the discard"), PartnersNamed: N_("the partners")}


def card_label(game: Game, special: str) -> str:
    return mam.card_name(game.settings, special)


def million_hand(hand: PlayedHand) -> MillionHand:
    """This screen corrects Make-a-Million's hands only: the hand as the type it is."""
    assert isinstance(hand, MillionHand)
    return hand


def running(game: Game, hand: PlayedHand) -> str | None:
    """What each side has counted so far in a hand being played (None before the play)."""
    if hand.phase != "play":
        return None
    fmt, hand = fmt_of(game), million_hand(hand)
    mine, other = hand.running_counts()
    return f"{'+'.join(hand.bidder_side)} {fmt(mine)} · {'+'.join(hand.other_side())} {fmt(other)}"


def describe(game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
    """This game's entries in words (None: the shared wording applies)."""
    fmt = fmt_of(game)
    if isinstance(event, TrickTaken):
        arithmetic = mam.trick_arithmetic(event.money, event.bull_bear, fmt, game.settings)
        return gettext("Trick {index}: {winner} took {arithmetic}").format(
            index=trick_number(game, hand, index), winner=event.winner, arithmetic=arithmetic)
    if isinstance(event, HandCounted):
        return gettext("Counted at the table: bidder's side {bidder_side}, other side {value}").format(
            bidder_side=fmt(event.bidder_side), value=fmt(event.other_side or 0))
    if isinstance(event, PartnersNamed):
        return gettext("Partners: {partners}").format(
            partners=', '.join(event.partners)) if event.partners else gettext("The bidder plays alone")
    if isinstance(event, MoneyDiscarded):
        return gettext("Money shown and discarded: {amounts}").format(
            amounts=", ".join(fmt(v) for v in event.values) or gettext("none"))
    if isinstance(event, MisdealCalled):
        return gettext("{player} calls a misdeal").format(player=event.player)
    return None


def initial_draft(event: Event) -> EditorDraft | None:
    """The editor starts from the entry's cards or partners."""
    if isinstance(event, TrickTaken):
        return EditorDraft({"money": list(event.money), "bull_bear": list(event.bull_bear)})
    if isinstance(event, MoneyDiscarded):
        return EditorDraft({"money": list(event.values)})
    if isinstance(event, PartnersNamed):
        return EditorDraft({"partners": list(event.partners)})
    return None


def partners_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: PartnersNamed,
                    d: EditorDraft) -> list[ft.Control]:
    if game.settings.get("partnership") == "dummy":
        return [body(gettext("In a dummy game the bidder's partner is always the dummy."))]
    chosen = d.words("partners")
    bidder = getattr(hand, "bidder", None)

    def flip(p: str) -> None:
        redraw(app, partners=[q for q in chosen if q != p] if p in chosen else [*chosen, p])

    toggles = [big_button(("✓ " if p in chosen else "") + p, f"edit-partner-{p}", tapped(flip, p),
                          filled=p in chosen) for p in game.players if p != bidder]
    ordered = tuple(p for p in game.players if p in chosen)
    return [heading(gettext("Who partnered {bidder}?").format(bidder=bidder), size=18), grid(toggles),
            big_button(gettext("Save partners") if chosen else gettext("Save: plays alone"), "edit-save",
                       lambda e: apply(app, hand, index, PartnersNamed(ordered)))]


def cards_of(event: Event) -> list[int | str]:
    return [*(getattr(event, "money", ()) or getattr(event, "values", ()) or ()), *getattr(event, "bull_bear", ())]


def money_left(app: Shell, game: Game, hand: PlayedHand, index: int) -> dict[int | str, int]:
    """Cards still unplayed in this hand, counting the entry being corrected as given back and
    the corrections held for other entries of the hand as made."""
    left = dict(million_hand(hand).cards_left())
    changes = {index: None, **{i: e for i, e in pending(app).items() if i != index}}
    for i, new in changes.items():
        if not hand.first_event <= i < hand.first_event + hand.event_count:
            continue
        for c in cards_of(game.events[i]):
            left[c] = left.get(c, 0) + 1
        for c in cards_of(new) if new is not None else ():
            left[c] = left.get(c, 0) - 1
    return left


def money_buttons(app: Shell, game: Game, hand: PlayedHand, index: int, d: EditorDraft) -> list[ft.Control]:
    fmt, left = fmt_of(game), money_left(app, game, hand, index)
    money = d.numbers("money")
    return [big_button(f"{fmt(v)} ({number(left.get(v, 0) - money.count(v))})", f"edit-money-{v}",
                       tapped(lambda v: redraw(app, money=[*money, v]), v), filled=False,
                       disabled=left.get(v, 0) - money.count(v) <= 0, tooltip=gettext("Add a {value} card").format(
                           value=fmt(v)))
            for v in mam.MONEY_VALUES]


def discard_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: MoneyDiscarded,
                   d: EditorDraft) -> list[ft.Control]:
    fmt, money = fmt_of(game), d.numbers("money")
    shown = ", ".join(fmt(v) for v in money) or "none"
    return [heading(gettext("Money shown and discarded"), size=18),
            body(gettext("Discarded: {shown}").format(shown=shown), key="edit-discarded"),
            grid(money_buttons(app, game, hand, index, d)),
            ft.Row([big_button(gettext("Clear"), "edit-clear", lambda e: redraw(app, money=[]), filled=False),
                    big_button(gettext("Save"), "edit-save",
                               lambda e: apply(app, hand, index, MoneyDiscarded(tuple(money))))], wrap=True)]


def trick_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: TrickTaken,
                 d: EditorDraft) -> list[ft.Control]:
    m, fmt = mam, fmt_of(game)
    money, specials = d.numbers("money"), d.words("bull_bear")
    left = money_left(app, game, hand, index)
    number = trick_number(game, hand, index)
    special_buttons = [big_button(card_label(game, c), f"edit-{c}",
                                  tapped(lambda c: redraw(app, bull_bear=[*specials, c]), c), filled=False, disabled=left.get(c, 0) - specials.count(c) <= 0,
                                  tooltip=gettext("The {card} was played in this trick").format(
                                      card=card_label(game, c)))
                       for c in ("bull", "bear")]
    chips = [ft.Chip(label=ft.Text(fmt(v)), key=f"edit-chip-money-{i}",
                     on_click=lambda e, i=i: redraw(app, money=[x for j, x in enumerate(money) if j != i]))
             for i, v in enumerate(money)]
    chips += [ft.Chip(label=ft.Text(card_label(game, c)), key=f"edit-chip-special-{i}",
                      on_click=lambda e, i=i: redraw(app, bull_bear=[x for j, x in enumerate(specials) if j != i]))
              for i, c in enumerate(specials)]
    worth = (gettext("Worth {arithmetic}").format(
        arithmetic=m.trick_arithmetic(money, specials, fmt, game.settings)) if (money or specials)
             else gettext("No Money cards: worth nothing"))
    seats = [*game.players, *([m.DUMMY] if game.settings.get("partnership") == "dummy" else [])]
    winners = [big_button(p.capitalize() if p == m.DUMMY else p, f"edit-winner-{p}",
                          tapped(lambda p: apply(app, hand, index, TrickTaken(p, tuple(money), tuple(specials))), p),
                          tooltip=gettext("{player} took trick {number}: save the correction").format(
                              player=p, number=number)) for p in seats]
    return [
        heading(gettext("Correct trick {number}").format(number=number), size=18, key="edit-title"),
        body(gettext("Tap the Money cards and the {value} or {value2} in the order played (tap a chip to take it "
                     "out), then who took the trick.").format(
            value=card_label(game, 'bull'), value2=card_label(game, 'bear')), size=theme.SMALL),
        grid(money_buttons(app, game, hand, index, d)),
        grid(special_buttons),
        ft.Row([body(gettext("In this trick:")), *chips] if chips else [body(gettext("In this trick: no Money cards"))], wrap=True),
        body(worth, key="edit-value", weight=ft.FontWeight.W_600),
        heading(gettext("Who took it?"), size=18),
        grid(winners),
        body(gettext("Moving a card to another trick? Hold this one, correct the other, and both are saved together."),
             size=theme.SMALL),
        big_button(gettext("Hold, correct another trick too…"), "edit-hold-menu", lambda e: redraw(app, hold=True),
                   filled=False) if not d.flag("hold") else
        grid([big_button(gettext("Hold: {player} took it").format(
            player=gettext("the dummy") if p == m.DUMMY else p), f"edit-hold-{p}",
                         tapped(lambda p: hold(app, index, TrickTaken(p, tuple(money), tuple(specials))), p),
                         filled=False) for p in seats]),
    ]


def counts_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: HandCounted,
                  d: EditorDraft) -> list[ft.Control]:
    fmt = fmt_of(game)
    hand = million_hand(hand)
    us, them = "+".join(hand.bidder_side), "+".join(hand.other_side())
    return [
        heading(gettext("Counted at the table"), size=18),
        body(f"{us}: {fmt(d.number('bidder'))} · {them}: {fmt(d.number('other'))}", key="edit-counts", weight=ft.FontWeight.W_600),
        body(gettext("{us}'s count (bidder's side)").format(us=us), size=theme.SMALL),
        Keypad("edit-count-keypad", lambda v: redraw(app, bidder=v), unit=1000, format_amount=fmt, done_label=gettext("Set")),
        body(gettext("{them}'s count").format(them=them), size=theme.SMALL),
        Keypad("edit-other-keypad", lambda v: redraw(app, other=v), unit=1000, format_amount=fmt, done_label=gettext("Set")),
        big_button(gettext("Save counts"), "edit-save",
                   lambda e: apply(app, hand, index, HandCounted(d.number("bidder"), d.number("other")))),
    ]



BUILDERS: dict[type, Builder] = dict([  # each editor checked against its event type
    editor(BidMade, call_editor(1000)), editor(Passed, call_editor(1000)),
    editor(MisdealCalled, player_editor(N_("Who called the misdeal?"), "edit-misdeal", MisdealCalled)),
    editor(TrumpNamed, trump_editor), editor(PartnersNamed, partners_editor),
    editor(MoneyDiscarded, discard_editor), editor(TrickTaken, trick_editor),
    editor(HandCounted, counts_editor),
])
