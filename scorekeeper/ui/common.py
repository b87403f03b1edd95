"""Pieces several screens share: money and points as text, who shares a score, a hand's outcome
word, the message banner, choice buttons, and each game's own screen parts.

Every game fact comes from the game's rules module (``game.rules``): the
screens lay the answers out and never ask which game they hold.  A piece
lives here when two screens show the same thing, so the two always say it the
same way (the outcome word on the scoreboard and in the hand view, the names
of the sides in seating order).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Mapping

import flet as ft

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Game
from scorekeeper.rules.interface import PlayedHand
from scorekeeper.words import outcome_word

from . import theme
from .widgets import Handler, grid, icon_button, said, tapped

if TYPE_CHECKING:
    from .shell import Shell
    from .panels import GameCorrections
    from .setup_context import GameSetup

AmountFormat = Callable[[int], str]


# -- money, points and sides -------------------------------------------------------------------------
def amount_format(game: Game) -> AmountFormat:
    """Money with the game's currency (``$175,000``, ``₹1,75,000``) or plain points."""
    return game.rules.format_amount(game.settings)


def signed(fmt: AmountFormat, amount: int) -> str:
    """A hand's score with its sign: ``+$40,000``, ``-$90,000``."""
    return fmt(amount) if amount < 0 else f"+{fmt(amount)}"


@dataclass(frozen=True)
class Group:
    """Players who share one score, and their one display name (seating order)."""

    players: tuple[str, ...]
    name: str

    @property
    def first(self) -> str:
        """The player whose total is the group's total."""
        return self.players[0]


def score_groups(game: Game) -> list[Group]:
    """Who shares a score: the game's own answer (fixed sides, or every player alone)."""
    return [Group(tuple(g.players), g.name) for g in game.rules.score_groups(game)]


def totals_line(game: Game, totals: Mapping[str, int]) -> str:
    """``Ann+Cy $120,000 · Bo+Di $40,000``: each group once, in seating order, with the currency."""
    fmt = amount_format(game)
    return " · ".join(f"{g.name} {fmt(totals.get(g.first, 0))}" for g in score_groups(game))


def scores_line(game: Game, scores: Mapping[str, int]) -> str:
    """What one hand gave each group, signed."""
    fmt = amount_format(game)
    return " · ".join(f"{g.name} {signed(fmt, scores.get(g.first, 0))}" for g in score_groups(game))


# -- a hand's outcome ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class OutcomeShown:
    """The big word for a finished hand and the color it is shown in."""

    word: str
    color: str | None


def outcome_shown(game: Game, hand: PlayedHand) -> OutcomeShown:
    """The outcome word exactly as the table says it (the rules decide it), with its color."""
    outcome = game.rules.outcome(game, hand)
    color = None if outcome.made is None else (theme.MADE if outcome.made else theme.SET_BACK)
    return OutcomeShown(outcome_word(outcome), color)


def target_of(game: Game) -> int | None:
    """The target the game races to, if it has one (a game may have none: then the bars show the totals alone)."""
    return game.rules.target(game.settings)


def winner_line(game: Game) -> str:
    """``Game won: …`` with the totals in the game's currency (the rules word it); else how it ended."""
    line = game.rules.winner_line(game)
    return gettext("Game won: {line}").format(line=line) if line else str(game.table.result or "")


# -- the message banner ----------------------------------------------------------------------------------
def banner_of(app: Shell) -> ft.Control:
    """The App's one banner for refusals and notes, to put at the top of a screen (one per visit)."""
    return app.banner


def show_error(app: Shell, message: str | None) -> None:
    """Say a refusal in the visible screen's banner (the one way to show an error); None clears it."""
    app.show_error(message)


def show_notice(app: Shell, message: str | None) -> None:
    """A neutral note in the same place (what a correction changed)."""
    app.show_notice(message)


def app_bar(title: str, actions: list[ft.Control] | None = None) -> ft.AppBar:
    """A screen's title bar, with its icon buttons."""
    return ft.AppBar(title=ft.Text(title), actions=actions or [])


# -- choices made with big buttons (new game, corrections) ---------------------------------------------
def choice_button(label: str, key: str, on_click: Handler | None, chosen: bool,
                  tooltip: str | None = None, name: str | None = None, every_script: bool = False) -> ft.Control:
    """A big button; the chosen one is filled and shows a check mark (an icon: fonts may lack ✓).
    ``name``: what a screen reader says when the label alone does not ("6" is "6 players").
    ``every_script``: the label is in its own script whatever the app speaks (a language's own name)."""
    kind = ft.FilledButton if chosen else ft.OutlinedButton
    style = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=14, vertical=10),
                           text_style=theme.label_style(every_script=every_script))
    # Every button carries the check's room (unseen when not chosen): choosing one makes it no wider, so
    # the buttons after it in a wrapping row never jump to the next line.
    return kind(content=said(label, name) if name else label, key=key, on_click=on_click, style=style,
                height=theme.TAP, tooltip=tooltip, icon=ft.Icons.CHECK,
                icon_color=None if chosen else ft.Colors.TRANSPARENT)


def choice_buttons(options: Iterable[tuple[object, str]], current: object, key_prefix: str,
                   on_pick: Callable[[object], None], tooltips: Mapping[object, str] | None = None,
                   names: Mapping[object, str] | None = None) -> ft.Row:
    return grid([choice_button(label, f"{key_prefix}-{value}", tapped(on_pick, value), value == current,
                               tooltip=(tooltips or {}).get(value), name=(names or {}).get(value))
                 for value, label in options])


def dealer_button(name: str, on_click: Callable[[ft.Event[ft.OutlinedButton]], object],
                  chosen: bool) -> ft.OutlinedButton:
    """A seat's button under "First dealer": the same control for as long as the seats stay, its look changed
    in place when a dealer is tapped (``show_chosen``).  A button made anew under the finger (a chosen one
    was a FilledButton) took the place of the one tapped, and the browser's focus fell back to the name
    field that Enter had left it in: the form scrolled back up to that field, 572 px, on a loaded machine
    where the keeper's Tab came before the field's focus."""
    return ft.OutlinedButton(content=name, key=f"dealer-{name}", on_click=on_click, height=theme.TAP,
                             icon=ft.Icons.CHECK, style=chosen_style(chosen), icon_color=check_color(chosen),
                             data=chosen)


def chosen_style(chosen: bool) -> ft.ButtonStyle:
    """``choice_button``'s look: filled when chosen."""
    return ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=14, vertical=10), text_style=theme.label_style(),
                          bgcolor=ft.Colors.PRIMARY if chosen else None, color=ft.Colors.ON_PRIMARY if chosen else None)


def check_color(chosen: bool) -> str:
    """The check mark shows on the chosen one; the others keep its room, unseen (no button grows when chosen)."""
    return ft.Colors.ON_PRIMARY if chosen else ft.Colors.TRANSPARENT


def show_chosen(button: ft.OutlinedButton, chosen: bool) -> None:
    """The look of a button kept in place, set only when it changes: a tap elsewhere in the form sends
    nothing for the dealer's buttons."""
    if button.data == chosen:
        return
    button.data = chosen
    button.style = chosen_style(chosen)
    button.icon_color = check_color(chosen)


# -- each game's own parts of these screens --------------------------------------------------------------
def game_setup(kind: str) -> GameSetup:
    """The game's own new-game sections, from its panel (its ui package's ``setup``)."""
    from .games import panel_for

    return panel_for(kind).new_game_settings


def in_hand_word(kind: str, templates: Mapping[str, str]) -> str:
    """A sentence about a hand, translated, in the word the game calls one (its setup's ``HAND_WORD``: "Hand",
    "Deal"): a whole template per word, since a language may change more than the noun ("this deal" is not "this
    hand" with one word swapped); a game whose word has none reads the "Hand" one."""
    return gettext(templates.get(game_setup(kind).HAND_WORD, templates["Hand"]))


def game_corrections(kind: str) -> GameCorrections:
    """The game's own correction editors, from its panel (its ui package's ``corrections``)."""
    from .games import panel_for

    return panel_for(kind).correction_editors


def contract_line(game: Game, hand: PlayedHand) -> str:
    """One line for a hand's contract (who bid what, trump...), in the game's words (its panel's ``contract``)."""
    from .games import panel_for

    return panel_for(game.kind).contract(game, hand)


def show_board_button(app: Shell, game_id: str) -> ft.Control:
    """The app-bar button of the table and the scoreboard that opens the board for the table."""
    return icon_button(ft.Icons.QR_CODE_2, "show-board", gettext("Show the board to the table"),
                       lambda e: app.go(f"/game/{game_id}/board"))

