"""Make-a-Million at the table: auction, widow and trump, trick by trick, result.

Entry is built for speed: a call is one tap (quick amounts, a keypad for any
other), a trick is its Money cards and Bull/Bear tapped in order and then
the seat that took it (that tap saves it), and the result appears by itself.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from scorekeeper.rules import (BidMade, Game, HandCounted, MisdealCalled, MoneyDiscarded, PartnersNamed, Passed,
                               TrickTaken, TrumpNamed)
from scorekeeper.rules.make_a_million import DUMMY, MONEY_VALUES, NO_TRUMP, card_name, colors, trick_arithmetic

from . import theme
from .table import result_block, unseen_result
from .widgets import Keypad, big_button, body, card, grid, heading

QUICK_BIDS = 6


def build(app: Any, game: Game) -> list[ft.Control]:
    finished = unseen_result(app, game)
    if finished is not None:
        return result_panel(app, game, finished)
    hand = game.table.current
    phase = hand.phase
    if phase == "auction":
        return auction_panel(app, game, hand)
    if phase == "declare":
        return declare_panel(app, game, hand)
    if phase == "partners":
        return partners_panel(app, game, hand)
    return play_panel(app, game, hand)


def fmt_of(game: Game):
    return game.rules.format_amount(game.settings)


# -- auction -------------------------------------------------------------------------------
def auction_panel(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    state, fmt, auction = app.state, fmt_of(game), hand.auction
    who = auction.to_call()
    log = " · ".join(f"{p} {'pass' if a is None else fmt(a)}" for p, a in auction.calls) or "No calls yet"
    low = auction.lowest_bid()
    unit = auction.rules.unit
    amounts = [a for a in (low + k * unit for k in range(QUICK_BIDS)) if a <= auction.rules.cap]
    bid_buttons = [big_button(fmt(a), f"bid-{a}", lambda e, a=a: state.act(BidMade(who, a)),
                              tooltip=f"{who} bids {fmt(a)}") for a in amounts]
    controls: list[ft.Control] = [
        body(log, key="calls", size=theme.SMALL),
        heading(f"{who} to call", key="to-call", size=24),
        body(f"Bid to beat: {fmt(auction.high_bid)} ({auction.high_bidder})" if auction.high_bid
             else f"Opening bid at least {fmt(low)}", key="to-beat"),
        grid(bid_buttons),
        ft.Row([
            big_button("Pass", "pass", lambda e: state.act(Passed(who)), filled=False, expand=True,
                       disabled=not auction.may_pass(who), tooltip=f"{who} passes"),
            big_button("Other amount…", "bid-other", lambda e: toggle(app, "keypad"), filled=False, expand=True),
        ]),
    ]
    if state.ui.get("keypad"):
        controls.append(card(Keypad("bid-keypad", lambda v: state.act(BidMade(who, v)), unit=1000,
                                    format_amount=fmt, done_label="Bid")))
    if not auction.calls and game.settings["misdeal"]:
        controls.append(misdeal_row(app, game))
    return controls


def misdeal_row(app: Any, game: Game) -> ft.Control:
    state = app.state
    if not state.ui.get("misdeal"):
        return big_button("Misdeal…", "misdeal", lambda e: toggle(app, "misdeal"), filled=False)
    buttons = [big_button(p, f"misdeal-{p}", lambda e, p=p: state.act(MisdealCalled(p)), filled=False)
               for p in game.players]
    return card(body("Who called the misdeal? (15,000 or less in Money cards)"), grid(buttons))


def toggle(app: Any, flag: str) -> None:
    app.state.ui[flag] = not app.state.ui.get(flag)
    app.render()


# -- widow and trump -------------------------------------------------------------------------
def declare_panel(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    state, fmt = app.state, fmt_of(game)
    discard = state.draft.money

    def name_trump(trump: str) -> None:
        if discard and not state.act(MoneyDiscarded(tuple(discard))):
            return
        state.act(TrumpNamed(trump))

    options = colors(game.settings) + ([NO_TRUMP] if game.settings["no_trump"] else [])
    trump_buttons = [big_button("No trump" if c == NO_TRUMP else c.capitalize(), f"trump-{c}",
                                lambda e, c=c: name_trump(c), color=theme.COLOR_SWATCH.get(c),
                                text_color=ft.Colors.WHITE if c != NO_TRUMP else None)
                     for c in options]
    left = hand.cards_left()
    discard_buttons = [big_button(fmt(v), f"discard-{v}", lambda e, v=v: add_discard(app, v), filled=False,
                                  disabled=left[v] - discard.count(v) <= 0) for v in MONEY_VALUES]
    shown = ", ".join(fmt(v) for v in discard) or "none"
    return [
        heading(f"{hand.bidder} won the bid at {fmt(hand.bid)}", key="bid-won", size=24),
        body(f"{hand.bidder} takes the widow and discards three. Money cards may be discarded only "
             f"when there is no other card, and must be shown."),
        card(body(f"Money shown and discarded: {shown}", key="discarded"), grid(discard_buttons),
             *([big_button("Clear", "discard-clear", lambda e: clear_draft(app), filled=False)] if discard else [])),
        heading("Trump", size=20),
        grid(trump_buttons),
    ]


def add_discard(app: Any, value: int) -> None:
    if len(app.state.draft.money) >= 3:
        app.state.say("The bidder discards three cards: no more than three Money cards")
        return
    app.state.draft.money.append(value)
    app.render()


def clear_draft(app: Any) -> None:
    app.state.draft.clear()
    app.render()


# -- trick by trick ------------------------------------------------------------------------------
def play_panel(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    state, fmt = app.state, fmt_of(game)
    mine, other = hand.running_counts()
    us, them = "+".join(hand.bidder_side()), "+".join(hand.other_side())
    needs = hand.still_needed()
    trump = "no trump" if hand.trump == NO_TRUMP else f"{hand.trump} trumps"
    running = (f"{us} {fmt(mine)} · {them} {fmt(other)} · "
               + (f"needs {fmt(needs)} more for {fmt(hand.bid)}" if needs else f"bid of {fmt(hand.bid)} reached"))
    controls: list[ft.Control] = [
        body(f"{hand.bidder} bid {fmt(hand.bid)}, {trump}", key="contract"),
        body(running, key="running", weight=ft.FontWeight.BOLD),
    ]
    if game.settings["partnership"] in ("called", "silent"):
        controls.append(partner_picker(app, game, hand, compact=True))
    if state.totals_only:
        controls += totals_panel(app, game, hand)
        return controls
    controls += trick_builder(app, game, hand)
    controls.append(tricks_list(app, game, hand))
    if not hand.tricks:
        controls.append(big_button("Totals only…", "totals-only", lambda e: set_totals_only(app, True),
                                   filled=False, tooltip="Count at the end instead of trick by trick"))
    return controls


def trick_builder(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    fmt, draft = fmt_of(game), app.state.draft
    left = hand.cards_left()
    if draft.editing is not None:  # the trick being corrected gives its cards back
        old = game.events[draft.editing]
        for v in old.money:
            left[v] += 1
        for c in old.bull_bear:
            left[c] += 1
    number = len(hand.tricks) + 1
    if draft.editing is not None:
        number = [i for i, _ in trick_events(game, hand)].index(draft.editing) + 1
    money_buttons = [big_button(f"{fmt(v)} ({left[v] - draft.money.count(v)})", f"money-{v}",
                                lambda e, v=v: add_card(app, money=v), filled=False,
                                disabled=left[v] - draft.money.count(v) <= 0,
                                tooltip=f"Add a {fmt(v)} card to the trick") for v in MONEY_VALUES]
    special_buttons = [big_button(card_name(game.settings, c), c, lambda e, c=c: add_card(app, special=c),
                                  disabled=left[c] - draft.bull_bear.count(c) <= 0, filled=False,
                                  tooltip=f"The {card_name(game.settings, c)} was played in this trick")
                       for c in ("bull", "bear")]
    chips = [ft.Chip(label=ft.Text(fmt(v)), key=f"draft-money-{i}", on_click=lambda e, i=i: drop_card(app, money=i))
             for i, v in enumerate(draft.money)]
    chips += [ft.Chip(label=ft.Text(card_name(game.settings, c)), key=f"draft-special-{i}",
                      on_click=lambda e, i=i: drop_card(app, special=i)) for i, c in enumerate(draft.bull_bear)]
    seats = [*game.players, *([DUMMY] if game.settings["partnership"] == "dummy" else [])]
    winner_buttons = [big_button(p.capitalize() if p == DUMMY else p, f"winner-{p}",
                                 lambda e, p=p: save_trick(app, game, p), tooltip=f"{p} took trick {number}")
                      for p in seats]
    title = f"Correct trick {number}" if draft.editing is not None else f"Trick {number} of {hand.tricks_per_hand}"
    return [
        heading(title, key="trick-title", size=22),
        body(f"{hand.to_act()} leads. Tap the Money cards and the {card_name(game.settings, 'bull')} or "
             f"{card_name(game.settings, 'bear')} in the order played, then who took the trick."
             if not hand.tricks else f"{hand.to_act()} leads.", key="trick-help", size=theme.SMALL),
        grid(money_buttons),
        grid(special_buttons),
        card(ft.Row([body("In this trick:"), *chips] if chips else [body("In this trick: no Money cards")], wrap=True),
             body(f"Worth {trick_arithmetic(draft.money, draft.bull_bear, fmt, game.settings)}"
                  if (draft.money or draft.bull_bear) else "Worth nothing so far", key="trick-value"),
             key="draft"),
        heading("Who took it?", size=20),
        grid(winner_buttons),
        *([big_button("Cancel correction", "cancel-edit", lambda e: clear_draft(app), filled=False)]
          if draft.editing is not None else []),
    ]


def add_card(app: Any, money: int | None = None, special: str | None = None) -> None:
    if money is not None:
        app.state.draft.money.append(money)
    if special is not None:
        app.state.draft.bull_bear.append(special)
    app.state.error = None
    app.render()


def drop_card(app: Any, money: int | None = None, special: int | None = None) -> None:
    if money is not None:
        app.state.draft.money.pop(money)
    if special is not None:
        app.state.draft.bull_bear.pop(special)
    app.render()


def save_trick(app: Any, game: Game, winner: str) -> None:
    draft = app.state.draft
    trick = TrickTaken(winner, tuple(draft.money), tuple(draft.bull_bear))
    if draft.editing is not None:
        app.state.replace(draft.editing, trick)
    else:
        app.state.act(trick)


def tricks_list(app: Any, game: Game, hand: Any) -> ft.Control:
    fmt = fmt_of(game)
    rows = []
    side = set(hand.bidder_side())
    for i, (index, trick) in enumerate(trick_events(game, hand)):
        text = f"{i + 1}. {trick.winner}: {trick_arithmetic(trick.money, trick.bull_bear, fmt, game.settings)}"
        rows.append(ft.Row([
            ft.Text(text, expand=True, size=theme.SMALL,
                    weight=ft.FontWeight.BOLD if trick.winner in side else None),
            ft.IconButton(ft.Icons.EDIT, key=f"edit-trick-{i + 1}", tooltip=f"Correct trick {i + 1}",
                          on_click=lambda e, index=index: edit_trick(app, game, index)),
        ]))
    if not rows:
        return ft.Container(height=0)
    return card(heading("Tricks so far", size=18), *rows, key="tricks")


def trick_events(game: Game, hand: Any) -> list[tuple[int, TrickTaken]]:
    """The hand's tricks with their places among the game's events (for corrections)."""
    start = hand.first_event
    return [(start + offset, event)
            for offset, event in enumerate(game.events[start:start + hand.event_count])
            if type(event) is TrickTaken]


def edit_trick(app: Any, game: Game, index: int) -> None:
    trick = game.events[index]
    draft = app.state.draft
    draft.clear()
    draft.money.extend(trick.money)
    draft.bull_bear.extend(trick.bull_bear)
    draft.editing = index
    app.render()


# -- totals only ---------------------------------------------------------------------------------
def set_totals_only(app: Any, on: bool) -> None:
    app.state.totals_only = on
    app.state.ui.pop("other_count", None)
    app.render()


def totals_panel(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    state, fmt = app.state, fmt_of(game)
    in_play = hand.money_in_play - sum(hand.discarded)
    other_fixed = state.ui.get("other_count")

    def save(bidder_count: int) -> None:
        other = other_fixed if other_fixed is not None else max(0, in_play - bidder_count)
        state.act(HandCounted(bidder_count, other))

    us, them = "+".join(hand.bidder_side()), "+".join(hand.other_side())
    other_text = (f"{them} counted {fmt(other_fixed)}" if other_fixed is not None
                  else f"{them} get the rest: {fmt(in_play)} − {us}'s count (change it if a "
                       f"{card_name(game.settings, 'bull')} or {card_name(game.settings, 'bear')} moved it)")
    controls: list[ft.Control] = [
        heading(f"What did {us} count?", size=22, key="counts-title"),
        card(Keypad("count-keypad", save, unit=1000, format_amount=fmt, done_label="Save")),
        body(other_text, key="other-count", size=theme.SMALL),
        ft.Row([
            big_button(f"{them}'s count…", "other-count-edit", lambda e: toggle(app, "other_keypad"), filled=False),
            big_button("Trick by trick", "tricks-mode", lambda e: set_totals_only(app, False), filled=False),
        ], wrap=True),
    ]
    if state.ui.get("other_keypad"):
        def set_other(value: int) -> None:
            state.ui["other_count"] = value
            state.ui["other_keypad"] = False
            app.render()
        controls.append(card(Keypad("other-keypad", set_other, unit=1000, format_amount=fmt, done_label="Set")))
    return controls


# -- partners (called and silent games) -------------------------------------------------------------
def partner_picker(app: Any, game: Game, hand: Any, compact: bool = False) -> ft.Control:
    state = app.state
    if hand.partners_named:
        known = "+".join(hand.bidder_side())
        return body(f"Sides: {known} against {'+'.join(hand.other_side())}", key="sides-known")
    chosen: list[str] = state.ui.setdefault("partners", [])
    mode = game.settings["partnership"]
    what = ("the holder of the called card" if mode == "called"
            else "the holders of the duplicates of the cards laid face up")
    toggles = [big_button(("✓ " if p in chosen else "") + p, f"partner-{p}", lambda e, p=p: pick_partner(app, p),
                          filled=p in chosen) for p in game.players if p != hand.bidder]
    label = "Alone" if not chosen else "Confirm partners"
    return card(
        body(f"Partners of {hand.bidder} so far unknown: when a partner is revealed, tap them "
             f"({what})." if compact else f"Who partnered {hand.bidder}? ({what})", key="partners-help"),
        grid(toggles),
        big_button(label, "partners-confirm", lambda e: state.act(PartnersNamed(tuple(p for p in game.players
                                                                                      if p in chosen))),
                   filled=False),
        key="partners",
    )


def pick_partner(app: Any, player: str) -> None:
    chosen: list[str] = app.state.ui.setdefault("partners", [])
    if player in chosen:
        chosen.remove(player)
    else:
        chosen.append(player)
    app.render()


def partners_panel(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    return [heading("Every trick is in", size=22), partner_picker(app, game, hand)]


# -- the result of a hand -----------------------------------------------------------------------------
def result_panel(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    if hand.bidder is None:
        big, color = ("MISDEAL" if hand.misdeal_by else "THROWN IN"), None
    else:
        big, color = ("MADE" if hand.made else "SET BACK"), (theme.MADE if hand.made else theme.SET_BACK)
    return result_block(app, game, hand, big, color, hand.explain())