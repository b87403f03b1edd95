"""Twenty-nine at the table: auction, trump, royals, trick by trick, result, and the sixes.

Every figure comes from the rules core (``scorekeeper.rules.twenty_nine``):
whose call and the lowest bid from the auction, the target after royals from
the hand, the 28-point check when the eighth trick is saved.  A trick is its
counting cards tapped (or its points typed) and then the player who took it:
that tap saves it.  Above everything the race to +6 / −6 is drawn the way the
table keeps it: each side's red six and black six, pips showing its game points.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from scorekeeper.rules import BidMade, Game, HandCounted, Passed, PointsTrickTaken, RoyalsShown, RuleError, TrumpNamed
from scorekeeper.rules.seating import alternate_side
from scorekeeper.rules.twenty_nine import CARD_POINTS, SUITS, TRICKS, pack_points

from . import theme
from .table import result_block, unseen_result
from .widgets import Keypad, big_button, body, card, grid, heading

QUICK_BIDS = 6
COUNTING = ["J", "9", "A", "10"]  # the ranks that hold card points, high to low
PER_RANK = 4  # one of each rank per suit
RANK_NAME = {"J": "Jack", "9": "Nine", "A": "Ace", "10": "Ten"}
RED_SIX = ft.Colors.RED_700
BLACK_SIX = ft.Colors.GREY_900


def build(app: Any, game: Game) -> list[ft.Control]:
    controls: list[ft.Control] = []  # the sixes are in the status card above (table.race)
    finished = unseen_result(app, game)
    if finished is not None:
        return result_panel(app, game, finished)
    hand = game.table.current
    assert hand is not None
    phase = hand.phase
    if phase == "auction":
        return controls + auction_panel(app, game, hand)
    if phase == "declare":
        return controls + trump_panel(app, game, hand)
    return controls + play_panel(app, game, hand)


def toggle(app: Any, flag: str) -> None:
    app.state.ui[flag] = not app.state.ui.get(flag)
    app.render()


def side_name(side: list[str]) -> str:
    return "+".join(side)


def game_sides(game: Game) -> list[list[str]]:
    return [alternate_side(game.players, game.players[0]), alternate_side(game.players, game.players[1])]


# -- the race to +6 / −6: a red six and a black six per side ------------------------------------------
def six_card(color: str, lit: int, pips: int, key: str, tooltip: str) -> ft.Control:
    """One six of the pack: ``lit`` of its pips showing (the others covered by the other six)."""
    faded = ft.Colors.with_opacity(0.15, color)
    rows = []
    for r in range((pips + 1) // 2):
        cells = [ft.Container(width=11, height=11, border_radius=6, bgcolor=color if i < lit else faded)
                 for i in range(r * 2, min(r * 2 + 2, pips))]
        rows.append(ft.Row(cells, spacing=8, alignment=ft.MainAxisAlignment.CENTER))
    return ft.Container(
        content=ft.Column([ft.Text("6", size=13, color=color, weight=ft.FontWeight.BOLD), *rows],
                          spacing=5, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
        width=48, padding=ft.Padding.only(left=4, right=4, top=2, bottom=8), border_radius=6,
        bgcolor=ft.Colors.WHITE, border=ft.Border.all(2 if lit else 1, color if lit else ft.Colors.GREY_400),
        key=key, tooltip=tooltip,
    )


def race(game: Game) -> ft.Control:
    """Twenty-nine's race to +6 / −6, for the table frame and the scoreboard."""
    return sixes(game)


def sixes(game: Game) -> ft.Control:
    """Each side's game points as the red six (plus) and the black six (minus)."""
    target = game.settings["target"]
    rows = []
    for side in game_sides(game):
        name = side_name(side)
        points = game.table.totals[side[0]]
        red = max(0, min(points, target))
        black = max(0, min(-points, target))
        shown = f"+{points}" if points > 0 else ("−" + str(-points) if points < 0 else "0")
        rows.append(ft.Row([
            ft.Column([ft.Text(name, size=theme.BODY, weight=ft.FontWeight.W_600),
                       ft.Text(f"{shown} game point{'s' * (abs(points) != 1)}", key=f"sixes-{name}",
                               size=theme.SMALL, color=RED_SIX if points > 0 else (BLACK_SIX if points < 0 else None),
                               weight=ft.FontWeight.BOLD)],
                      spacing=2, tight=True, expand=True),
            six_card(RED_SIX, red, target, f"red-six-{name}", f"{name}: {red} of +{target}"),
            six_card(BLACK_SIX, black, target, f"black-six-{name}", f"{name}: {black} of −{target}"),
        ], spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER))
    return card(*rows, body(f"First side to +{target} wins; a side at −{target} loses.", size=theme.SMALL),
                key="sixes", padding=10)


# -- auction ---------------------------------------------------------------------------------------------
def auction_panel(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    state, auction = app.state, hand.auction
    who = auction.to_call()
    log = " · ".join(f"{p} {'pass' if a is None else a}" for p, a in auction.calls) or "No calls yet"
    amounts = auction.raises(QUICK_BIDS)
    bid_buttons = [big_button(str(a), f"bid-{a}", lambda e, a=a: state.act(BidMade(who, a)), tooltip=f"{who} bids {a}")
                   for a in amounts]
    most = pack_points(game.settings)
    controls: list[ft.Control] = [
        body(log, key="calls", size=theme.SMALL),
        heading(f"{who} to call", key="to-call", size=24),
        body(f"Bid to beat: {auction.high_bid} ({auction.high_bidder})" if auction.high_bid
             else f"Opening bid at least {auction.lowest_bid()} (up to {most})", key="to-beat"),
        grid(bid_buttons) if bid_buttons else body(f"No bid above {most} is possible", key="no-raise"),
        ft.Row([
            big_button("Pass", "pass", lambda e: state.act(Passed(who)), filled=False, expand=True,
                       disabled=not auction.may_pass(who), tooltip=f"{who} passes"),
            big_button("Other bid…", "bid-other", lambda e: toggle(app, "keypad"), filled=False, expand=True),
        ]),
    ]
    if state.ui.get("keypad"):
        controls.append(card(Keypad("bid-keypad", lambda v: state.act(BidMade(who, v)), done_label="Bid",
                                    max_digits=2)))
    return controls


# -- trump --------------------------------------------------------------------------------------------------
def trump_panel(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    state = app.state
    buttons = [big_button(s.capitalize(), f"trump-{s}", lambda e, s=s: state.act(TrumpNamed(s)),
                          color=theme.COLOR_SWATCH.get(s), text_color=ft.Colors.WHITE, tooltip=f"{s} are trump")
               for s in SUITS]
    return [
        heading(f"{hand.bidder} won the bid at {hand.bid}", key="bid-won", size=24),
        body(f"{hand.bidder} names trump; then four more cards each.", size=theme.SMALL),
        grid(buttons),
    ]


# -- play: royals, trick by trick, running count -------------------------------------------------------------
def play_panel(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    state = app.state
    us, them = side_name(hand.bidder_side()), side_name(hand.other_side())
    mine, other = hand.running_counts()
    target = hand.target()
    needs = max(0, target - mine)
    running = (f"{us} {mine} · {them} {other} · "
               + (f"needs {needs} more for {target}" if needs else f"target {target} reached"))
    controls: list[ft.Control] = [
        body(f"{hand.bidder} bid {hand.bid}, {hand.trump} trump · target {target}",
             key="contract"),
        body(running, key="running", weight=ft.FontWeight.BOLD),
        royals_card(app, game, hand),
    ]
    if state.totals_only:
        return controls + totals_panel(app, game, hand)
    controls += trick_builder(app, game, hand)
    controls.append(tricks_list(app, game, hand))
    if not hand.tricks:
        controls.append(big_button("Totals only…", "totals-only", lambda e: set_totals_only(app, True), filled=False,
                                   tooltip="Enter the bidding side's points at the end instead of trick by trick"))
    return controls


def royals_card(app: Any, game: Game, hand: Any) -> ft.Control:
    """Who showed King and Queen of trump; each button says the target the core gives after it."""
    low, most = game.settings["min_bid"], pack_points(game.settings)
    if hand.royals is not None:
        own = hand.royals in hand.bidder_side()
        return card(body(f"Royals shown by {hand.royals} ({'bidding side: −4' if own else 'other side: +4'}):"
                         f" target {hand.target()}", key="royals-shown", weight=ft.FontWeight.W_600), key="royals")
    if not state_flag(app, "royals_open"):
        return big_button(f"Royals (K+Q of {hand.trump})…", "royals", lambda e: toggle(app, "royals_open"),
                          filled=False, tooltip="A player shows King and Queen of trump")
    buttons = []
    side = set(hand.bidder_side())
    for p in game.players:
        try:
            after = game.play(RoyalsShown(p)).table.current.target()
            label = f"{p}: {after}"
        except (RuleError, AttributeError):
            label = p
        buttons.append(big_button(label, f"royals-{p}", lambda e, p=p: app.state.act(RoyalsShown(p)),
                                  filled=p in side, tooltip=f"{p} shows King and Queen of {hand.trump}"))
    return card(
        body(f"Who showed King and Queen of {hand.trump}? Shown by the bidding side ({side_name(hand.bidder_side())}) "
             f"the target drops by 4; by the other side it rises by 4; never below {low} nor above {most}. "
             f"Royals count once that player's side has won a trick; one pair per hand.", size=theme.SMALL),
        grid(buttons),
        big_button("Cancel", "royals-cancel", lambda e: toggle(app, "royals_open"), filled=False),
        key="royals",
    )


def state_flag(app: Any, flag: str) -> bool:
    return bool(app.state.ui.get(flag))


def trick_cards(app: Any, hand: Any) -> dict[int, tuple[str, int, tuple[str, ...]]]:
    """The counting cards tapped for this hand's saved tricks (remembered by the screen only)."""
    return app.state.ui.setdefault("cards", {}).setdefault(hand.number, {})


def cards_left(app: Any, hand: Any) -> tuple[dict[str, int], bool]:
    """How many of each counting rank are still out, and whether every saved trick's cards are known."""
    known = trick_cards(app, hand)
    left = {r: PER_RANK for r in COUNTING}
    complete = True
    for i, trick in enumerate(hand.tricks):
        entry = known.get(i)
        if entry is None or entry[0] != trick.winner or entry[1] != trick.points:
            complete = complete and trick.points == 0
            continue
        for r in entry[2]:
            left[r] -= 1
    for r in app.state.draft.cards:
        left[r] -= 1
    return left, complete


def draft_points(app: Any) -> int:
    draft = app.state.draft
    return sum(CARD_POINTS[r] for r in draft.cards) if draft.cards else draft.points


def trick_builder(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    state, draft = app.state, app.state.draft
    number = len(hand.tricks) + 1
    left, exact = cards_left(app, hand)
    card_buttons = [big_button(f"{r} ({left[r]})", f"card-{r}", lambda e, r=r: add_card(app, r), filled=False,
                               disabled=left[r] <= 0,
                               tooltip=f"{RANK_NAME[r]}, {CARD_POINTS[r]} point{'s' * (CARD_POINTS[r] != 1)}; "
                                       f"{left[r]} left in this hand")
                    for r in COUNTING]
    chips = [ft.Chip(label=ft.Text(r), key=f"draft-card-{i}", on_click=lambda e, i=i: drop_card(app, i))
             for i, r in enumerate(draft.cards)]
    points = draft_points(app)
    if draft.cards:
        worth = f"Worth {points}: " + " + ".join(f"{r} {CARD_POINTS[r]}" for r in draft.cards)
    elif draft.points:
        worth = f"Worth {points} (typed)"
    else:
        worth = "Worth 0 so far (no counting cards)"
    last = " (+1 for the last trick)" if number == TRICKS and game.settings["last_trick_point"] else ""
    winners = [big_button(p, f"winner-{p}", lambda e, p=p: save_trick(app, hand, p),
                          filled=p in hand.bidder_side(), tooltip=f"{p} took trick {number}")
               for p in game.players]
    controls: list[ft.Control] = [
        heading(f"Trick {number} of {TRICKS}", key="trick-title", size=22),
        body(f"{hand.to_act()} leads. Tap the counting cards in the trick (J 3, 9 2, A 1, 10 1; "
             f"(n) = left in this hand{'' if exact else ', at most'}), or type its points; then who took it.",
             size=theme.SMALL),
        grid(card_buttons),
        card(ft.Row([body("In this trick:"), *chips] if chips else [body("In this trick: no counting cards")],
                    wrap=True),
             body(worth + last, key="trick-value"), key="draft"),
        ft.Row([big_button("Type points…", "points-other", lambda e: toggle(app, "points_keypad"), filled=False),
                *([big_button("Clear", "trick-clear", lambda e: clear_draft(app), filled=False)]
                  if (draft.cards or draft.points) else [])], wrap=True),
    ]
    if state.ui.get("points_keypad"):
        controls.append(card(Keypad("points-keypad", lambda v: set_points(app, v), done_label="Set", max_digits=2)))
    controls += [heading("Who took it?", size=20), grid(winners)]
    return controls


def add_card(app: Any, rank: str) -> None:
    app.state.draft.points = 0
    app.state.draft.cards.append(rank)
    app.state.error = None
    app.render()


def drop_card(app: Any, index: int) -> None:
    app.state.draft.cards.pop(index)
    app.render()


def set_points(app: Any, value: int) -> None:
    app.state.draft.cards.clear()
    app.state.draft.points = value
    app.state.ui["points_keypad"] = False
    app.render()


def clear_draft(app: Any) -> None:
    app.state.draft.clear()
    app.render()


def save_trick(app: Any, hand: Any, winner: str) -> None:
    points = draft_points(app)
    trick_cards(app, hand)[len(hand.tricks)] = (winner, points, tuple(app.state.draft.cards))
    app.state.act(PointsTrickTaken(winner, points))


def tricks_list(app: Any, game: Game, hand: Any) -> ft.Control:
    side = set(hand.bidder_side())
    known = trick_cards(app, hand)
    rows = []
    for i, t in enumerate(hand.tricks):
        entry = known.get(i)
        cards = f" ({' '.join(entry[2])})" if entry and entry[2] and entry[:2] == (t.winner, t.points) else ""
        rows.append(ft.Text(f"{i + 1}. {t.winner}: {t.points}{cards}", size=theme.SMALL, key=f"trick-{i + 1}",
                            weight=ft.FontWeight.BOLD if t.winner in side else None))
    if not rows:
        return ft.Container(height=0)
    return card(heading("Tricks so far", size=18), *rows, key="tricks")


# -- totals only -----------------------------------------------------------------------------------------------
def set_totals_only(app: Any, on: bool) -> None:
    app.state.totals_only = on
    app.render()


def totals_panel(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    state = app.state
    us, them = side_name(hand.bidder_side()), side_name(hand.other_side())
    most = pack_points(game.settings)
    return [
        heading(f"What did {us} count?", key="counts-title", size=22),
        body(f"Card points plus the last trick; {them} get the rest of {most}.", size=theme.SMALL),
        card(Keypad("count-keypad", lambda v: state.act(HandCounted(v)), done_label="Save", max_digits=2)),
        big_button("Trick by trick", "tricks-mode", lambda e: set_totals_only(app, False), filled=False),
    ]


# -- result -----------------------------------------------------------------------------------------------------
def result_panel(app: Any, game: Game, hand: Any) -> list[ft.Control]:
    if hand.bidder is None:
        big, color = "THROWN IN", None
    else:
        big, color = ("MADE" if hand.made else "FAILED"), (theme.MADE if hand.made else theme.SET_BACK)
    return result_block(app, game, hand, big, color, hand.explain())