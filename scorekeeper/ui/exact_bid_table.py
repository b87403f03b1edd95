"""The exact-bid variation at the table: trump turned, everyone's bid, tricks taken, standings.

A deal is three entries: the turned card's color (optional), all the bids at
once, and the tricks each player took.  Both rows of numbers are − / +
steppers bounded by the deal size the core gives; whether the tricks add up
to the cards dealt is the core's check (a refusal shows as the error banner,
the numbers stay for fixing).  The result, standings and winner come from
the replayed game.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from scorekeeper.rules import BidsMade, Game, TricksCounted, TrumpNamed
from scorekeeper.rules.make_a_million import colors

from . import theme
from .table import result_block, unseen_result
from .widgets import big_button, body, card, grid, heading


def build(app: Any, game: Game) -> list[ft.Control]:
    finished = unseen_result(app, game)
    if finished is not None:
        return result_panel(app, game, finished)
    deal = game.table.current
    assert deal is not None
    if deal.phase == "bids":
        return bids_panel(app, game, deal)
    return tricks_panel(app, game, deal)


def deals_in_game(game: Game) -> int:
    return game.settings["start_cards"]  # one card fewer each deal, down to one


def deal_title(game: Game, deal: Any) -> ft.Control:
    cards = f"{deal.cards} card{'s' * (deal.cards != 1)} each"
    return heading(f"Deal {deal.number} of {deals_in_game(game)} · {cards}", key="deal-title", size=22)


def numbers(app: Any, deal: Any, what: str, start: dict[str, int]) -> dict[str, int]:
    """The numbers being entered for this deal (``what`` = bids or tricks), kept between taps."""
    memo = app.state.ui.setdefault(what, {})
    if memo.get("deal") != deal.number:
        memo.clear()
        memo.update(deal=deal.number, values=dict(start))
    return memo["values"]


def step(app: Any, values: dict[str, int], player: str, by: int, most: int) -> None:
    values[player] = max(0, min(most, values[player] + by))
    app.state.error = None
    app.render()


def stepper_rows(app: Any, game: Game, deal: Any, what: str, values: dict[str, int],
                 note: dict[str, str] | None = None) -> list[ft.Control]:
    """A row per player: name, − , the number, + (bounded by the cards each player holds)."""
    most = deal.cards
    rows = []
    for p in game.players:
        n = values[p]
        label = ft.Column([ft.Text(p, size=theme.BODY, weight=ft.FontWeight.W_600),
                           *([ft.Text(note[p], size=theme.SMALL)] if note else [])], spacing=0, tight=True,
                          expand=True)
        rows.append(ft.Row([
            label,
            ft.IconButton(ft.Icons.REMOVE, key=f"{what}-{p}-minus", tooltip=f"{p}: one {what[:-1]} fewer",
                          on_click=lambda e, p=p: step(app, values, p, -1, most), disabled=n <= 0,
                          icon_size=28, width=theme.TAP, height=theme.TAP),
            ft.Text(str(n), key=f"{what}-{p}-value", size=theme.BIG, weight=ft.FontWeight.BOLD, width=44,
                    text_align=ft.TextAlign.CENTER),
            ft.IconButton(ft.Icons.ADD, key=f"{what}-{p}-plus", tooltip=f"{p}: one {what[:-1]} more",
                          on_click=lambda e, p=p: step(app, values, p, 1, most), disabled=n >= most,
                          icon_size=28, width=theme.TAP, height=theme.TAP),
        ], spacing=4, vertical_alignment=ft.CrossAxisAlignment.CENTER))
    return rows


def trump_row(app: Any, game: Game, deal: Any) -> ft.Control:
    if deal.trump is not None:
        return body(f"Trump: {deal.trump}", key="trump-shown", weight=ft.FontWeight.W_600)
    buttons = [big_button(c.capitalize(), f"trump-{c}", lambda e, c=c: app.state.act(TrumpNamed(c)),
                          color=theme.COLOR_SWATCH.get(c), text_color=ft.Colors.WHITE, tooltip=f"{c} is trump")
               for c in colors(game.settings)]
    return card(body("Turned card's color is trump (optional; if it is the Tiger, Bull or Bear, turn the next):",
                     size=theme.SMALL), grid(buttons), key="trump")


def bids_panel(app: Any, game: Game, deal: Any) -> list[ft.Control]:
    values = numbers(app, deal, "bids", {p: 0 for p in game.players})
    total = sum(values.values())
    bids = tuple((p, values[p]) for p in game.players)
    return [
        deal_title(game, deal),
        body(f"{deal.dealer} deals · {deal.to_act()} leads", key="dealer", size=theme.SMALL),
        trump_row(app, game, deal),
        heading("Everyone's bid", size=20),
        body("Tricks each player says they will take: exact scores the bid + 5, otherwise the tricks taken.",
             size=theme.SMALL),
        card(*stepper_rows(app, game, deal, "bids", values), key="bid-rows"),
        body(f"Bids total {total} for {deal.cards} trick{'s' * (deal.cards != 1)}", key="bids-sum",
             size=theme.SMALL),
        big_button("Save the bids", "bids-save", lambda e: app.state.act(BidsMade(bids)), expand=True),
    ]


def tricks_panel(app: Any, game: Game, deal: Any) -> list[ft.Control]:
    bids = deal.bids
    values = numbers(app, deal, "tricks", bids)  # start from the bids: only the misses need a tap
    total = sum(values.values())
    tricks = tuple((p, values[p]) for p in game.players)
    trump = f"Trump: {deal.trump}" if deal.trump else "No trump turned"
    return [
        deal_title(game, deal),
        body(f"{trump} · bids: " + ", ".join(f"{p} {bids[p]}" for p in game.players), key="bids-shown",
             size=theme.SMALL),
        heading("Tricks taken", size=20),
        card(*stepper_rows(app, game, deal, "tricks", values, note={p: f"bid {bids[p]}" for p in game.players}),
             key="trick-rows"),
        body(f"{total} of {deal.cards} trick{'s' * (deal.cards != 1)}", key="tricks-sum",
             weight=ft.FontWeight.BOLD, color=theme.MADE if total == deal.cards else theme.SET_BACK),
        big_button("Save the tricks", "tricks-save", lambda e: app.state.act(TricksCounted(tricks)), expand=True),
    ]


def standings(game: Game) -> ft.Control:
    totals = game.table.totals
    order = sorted(game.players, key=lambda p: (-totals[p], game.players.index(p)))
    rows = [ft.Row([ft.Text(f"{i}. {p}", size=theme.BODY, expand=True),
                    ft.Text(str(totals[p]), key=f"standing-{p}", size=theme.BODY, weight=ft.FontWeight.BOLD)])
            for i, p in enumerate(order, 1)]
    return card(heading("Standings", size=18), *rows, key="standings")


def result_panel(app: Any, game: Game, deal: Any) -> list[ft.Control]:
    exact = [p for p in game.players if deal.tricks and deal.tricks[p] == deal.bids[p]]
    big = f"{len(exact)} EXACT" if exact else "NOBODY EXACT"
    return result_block(app, game, deal, big, theme.MADE if exact else None, deal.explain()[1:],
                        extra=[standings(game)], next_label="Next deal")