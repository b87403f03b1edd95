"""The table screen: the same frame for every game, the game's own panel inside.

The frame shows who deals, who acts now, the scores against the target, a
refusal if the last entry broke a rule, and undo / scoreboard.  The panel
comes from the game's screen module (``PANELS``), which asks the core
everything it shows.
"""

from __future__ import annotations

import importlib
from typing import Any

import flet as ft

from scorekeeper.rules import Game
from scorekeeper.rules.seating import alternate_side

from . import theme
from .widgets import big_button, body, card, error_banner, heading, score_bar

PANELS = {"make-a-million": "million_table", "twenty-nine": "twenty_nine_table", "exact-bid": "exact_bid_table"}


def panel_module(kind: str) -> Any:
    return importlib.import_module(f"scorekeeper.ui.{PANELS[kind]}")


def sides(game: Game) -> list[list[str]]:
    """Who shares a score: the fixed sides, or every player alone."""
    if game.settings.get("partnership") == "fixed" or game.kind == "twenty-nine":
        return [alternate_side(game.players, game.players[0]), alternate_side(game.players, game.players[1])]
    return [[p] for p in game.players]


def target_of(game: Game) -> int | None:
    if game.kind == "exact-bid":
        return None
    return game.settings["target"]


def scoreboard_bars(game: Game) -> ft.Control:
    """Each side's (or player's) score against the target, as progress bars."""
    table, fmt, target = game.table, game.rules.format_amount(game.settings), target_of(game)
    top = max([1, *[abs(v) for v in table.totals.values()]])
    bars = []
    for i, side in enumerate(sides(game)):
        total = table.totals[side[0]]
        fraction = total / target if target else total / top
        suffix = f" / {fmt(target)}" if target else ""
        bars.append(score_bar("+".join(side), fmt(total) + suffix, fraction,
                              theme.SIDE_COLORS[i % len(theme.SIDE_COLORS)], key=f"total-{'+'.join(side)}"))
    return ft.Column(bars, spacing=6, tight=True)


def race(game: Game) -> ft.Control:
    """The race to the target as the game's own panel draws it (Twenty-nine: the two sixes)."""
    panel = panel_module(game.kind)
    return panel.race(game) if hasattr(panel, "race") else scoreboard_bars(game)


def status_card(app: Any, game: Game) -> ft.Control:
    table = game.table
    hand = table.current
    finished = unseen_result(app, game)
    if hand is None:
        title = "Game over"
        who = table.result
    elif finished is not None:
        title = f"Hand {finished.number} · result"
        who = f"Next: hand {hand.number}, {hand.dealer} deals"
    else:
        title = f"Hand {hand.number} · {hand.dealer} deals"
        who = table.prompt()
    return card(
        heading(title, key="hand-title", size=22),
        body(who, key="prompt", weight=ft.FontWeight.W_600),
        race(game),
        key="status",
    )


# -- the result of a hand, shown until the table moves on ---------------------------------------------
def unseen_result(app: Any, game: Game) -> Any | None:
    """The hand just finished, while its result is still to be shown (or the game is over)."""
    table = game.table
    last = table.hands[-1] if table.hands else None
    if last is None:
        return None
    current = table.current
    if current is None or (app.state.ui.get("result_seen") != last.number and not current.started):
        return last
    return None


def result_block(app: Any, game: Game, hand: Any, big: str, color: str | None, explain: list[str],
                 extra: list[ft.Control] | None = None, next_label: str = "Next hand") -> list[ft.Control]:
    """MADE / SET BACK (or the game's word) in large type, the arithmetic, then on to the next hand."""
    table, state = game.table, app.state
    controls: list[ft.Control] = [
        ft.Text(big, key="result", size=44, weight=ft.FontWeight.BOLD, color=color),
        body(hand.verdict(), key="verdict", weight=ft.FontWeight.W_600),
        card(*[body(line, size=theme.SMALL) for line in explain if line != hand.verdict()], key="explain"),
        *(extra or []),
    ]
    if table.winner:
        controls.insert(0, heading(f"Game won: {table.result}", key="winner", color=theme.MADE))
    buttons = [big_button("Scoreboard", "to-scores", lambda e: app.go(f"/game/{state.game_id}/scores"), filled=False)]
    if table.current is not None:
        buttons.insert(0, big_button(next_label, "next-hand", lambda e: result_seen(app, hand.number), expand=True))
    controls.append(ft.Row(buttons))
    return controls


PICKERS = ("keypad", "misdeal", "royals_open", "points_keypad", "other_keypad", "other_count", "partners")


def result_seen(app: Any, number: int) -> None:
    """On to the next hand: it starts with every picker closed and trick-by-trick entry."""
    app.state.ui["result_seen"] = number
    app.state.totals_only = False
    for flag in PICKERS:
        app.state.ui.pop(flag, None)
    app.render()


def view(app: Any, game_id: str) -> ft.View:
    state = app.state
    try:
        app.ensure_game(game_id)
    except Exception as err:  # a game that cannot be opened: say so, lose nothing
        return ft.View(route=f"/game/{game_id}", appbar=ft.AppBar(title=ft.Text("Game")),
                       controls=[error_banner(f"This game cannot be opened: {err}"),
                                 big_button("Home", "home", lambda e: app.go("/"))])
    game = state.game
    assert game is not None
    panel = panel_module(game.kind)
    actions = [
        ft.IconButton(ft.Icons.UNDO, key="undo", tooltip="Undo the last entry",
                      on_click=lambda e: state.undo(), disabled=not game.events),
        ft.IconButton(ft.Icons.LEADERBOARD, key="scores", tooltip="Scoreboard and history",
                      on_click=lambda e: app.go(f"/game/{game_id}/scores")),
    ]
    controls: list[ft.Control] = [status_card(app, game), error_banner(state.error)]
    controls += panel.build(app, game)
    return ft.View(
        route=f"/game/{game_id}",
        appbar=ft.AppBar(title=ft.Text(game.rules.TITLE), actions=actions),
        controls=controls,
        scroll=ft.ScrollMode.AUTO,
        padding=12,
        spacing=12,
    )
