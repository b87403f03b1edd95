"""The correction editors several games share: who did it (a seat), a number stepper, a call, the trump.

A game's ``corrections`` maps its event types to editors (``BUILDERS``); each
editor builds a new event and hands it to ``corrections.apply``, which checks
and stores it (see ``ui/corrections.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Callable, Generic, Protocol, TypeVar, cast

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, TrumpNamed, bidding, legal

from . import theme
from .common import game_setup
from .corrections import Builder, Corrections, Editor, EditorDraft, apply, editor, fmt_of, open_game, redraw
from .corrections import trick_number
from .games.entry_templates import EntryTemplates, entry_in_words
from .widgets import Keypad, big_button, body, grid, heading, icon_button, tapped, trump_button

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from .shell import Shell


EventT = TypeVar("EventT", bound=Event)
ValueT = TypeVar("ValueT")


def player_editor(title: str, prefix: str, make: Callable[[str], EventT]) -> Editor[EventT]:
    """An entry that names one player (who took the trick, who called the misdeal) corrected: a tap on the
    player saves ``make(player)``."""
    def build(app: Shell, game: Game, hand: PlayedHand, index: int, event: EventT,
              d: EditorDraft) -> list[ft.Control]:
        buttons = [big_button(p, f"{prefix}-{p}", tapped(lambda p: apply(app, hand, index, make(p)), p), filled=False)
                   for p in game.players]
        return [heading(gettext(title), size=18), grid(buttons)]
    return build


def game_before(game: Game, index: int) -> Game:
    """The game as it stood just before entry ``index``: what a correction of that entry is checked against."""
    return game.with_events(game.events[:index])


def legal_there(game: Game, index: int, candidates: list[Event]) -> list[bool]:
    """For each candidate, whether the rules take it in place of entry ``index`` (the entries after it are
    checked again when it is saved)."""
    verdict = legal(game_before(game, index), candidates)  # one question for the whole editor
    return [verdict.allows(event) for event in candidates]


def choice_buttons(app: Shell, hand: PlayedHand, index: int, key: str, choices: Iterable[tuple[ValueT, str]],
                   chosen: ValueT, make: Callable[[ValueT], Event]) -> list[ft.Control]:
    """A button per value one field of an entry may take (``choices``: each value and its label), the entry's own
    ticked (✓): a tap saves the entry ``make(value)`` builds.  A value the rules refuse in the entry's place is
    greyed before the tap, the rule's reason its tooltip (issue 39: the rules' ``legal``, asked once); what only
    a later entry refuses is still refused when saved, saying why."""
    made = {value: (label, make(value)) for value, label in choices}
    game = open_game(app)
    verdict = legal(game_before(game, index), [event for _, event in made.values()])
    place = game_setup(game.kind).HAND_WORD.lower()  # "deal 2" where the game deals, as its screens say
    return [big_button(("✓ " if value == chosen else "") + label, f"{key}-{value}",
                       tapped(lambda v: apply(app, hand, index, made[v][1]), value), filled=False,
                       disabled=not verdict.allows(event), tooltip=verdict.why_not(event, place))
            for value, (label, event) in made.items()]


def stepper(app: Shell, key: str, label: str, value: int, low: int, high: int,
            on_change: Callable[[int], None]) -> ft.Control:
    return ft.Row([
        ft.Text(label, size=theme.BODY, expand=True),
        icon_button(ft.Icons.REMOVE, f"{key}-minus", gettext("{label}: one less").format(
            label=label), lambda e: on_change(value - 1),
                    disabled=value <= low),
        ft.Text(number(value), key=f"{key}-value", size=theme.BIG, weight=ft.FontWeight.BOLD, width=44,
                text_align=ft.TextAlign.CENTER),
        icon_button(ft.Icons.ADD, f"{key}-plus", gettext("{label}: one more").format(
            label=label), lambda e: on_change(value + 1),
                    disabled=value >= high),
    ])


def call_editor(unit: int) -> Editor[BidMade | Passed]:
    """A call corrected: an amount on the keypad (money in thousands where ``unit`` is 1000), or a pass."""
    def build(app: Shell, game: Game, hand: PlayedHand, index: int, event: BidMade | Passed,
              d: EditorDraft) -> list[ft.Control]:
        fmt, player = fmt_of(game), event.player
        return [
            heading(gettext("{player}'s call").format(player=player), size=18),
            body(gettext("Type the amount, or pass.") + (gettext(" Money in thousands.") if unit == 1000 else ""), size=theme.SMALL),
            Keypad("edit-keypad", lambda v: apply(app, hand, index, BidMade(player, v)), unit=unit,
                   format_amount=fmt, done_label=gettext("Bid")),
            big_button(gettext("Pass"), "edit-pass", lambda e: apply(app, hand, index, Passed(player)), filled=False),
        ]
    return build


def trump_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: TrumpNamed,
                 d: EditorDraft) -> list[ft.Control]:
    """The trump corrected: the choices the rules offer for this game's settings."""
    buttons = [trump_button(c.key, ("✓ " if c.key == event.trump else "") + c.label, f"edit-trump-{c.key}",
                            tapped(lambda key: apply(app, hand, index, TrumpNamed(key)), c.key))
               for c in game.rules.trump_choices(game.settings)]
    return [heading(gettext("Trump"), size=18), grid(buttons)]




# -- the games whose tricks are written as their winner and card points, and whose hand may be its side's total --
class PointsTrick(Event, bidding.PointsTrick, Protocol):
    """A trick entered as who took it and its card points, as the event a correction replaces."""


def card_points_words(game: Game, hand: PlayedHand, index: int, event: Event, trick: type) -> str | None:
    """A trick of card points (of the game's ``trick`` type) or the bidding side's count, in words; None for
    the game's other entries."""
    if isinstance(event, trick):
        shown = cast(PointsTrick, event)  # the game's trick type has a winner and points
        return gettext("Trick {index}: {winner} took {points} points").format(
            index=trick_number(game, hand, index), winner=shown.winner, points=shown.points)
    if isinstance(event, HandCounted):
        return gettext("Bidding side's points: {bidder_side}").format(bidder_side=event.bidder_side)
    return None


def card_points_draft(event: Event, trick: type) -> EditorDraft | None:
    """A trick's correction starts at its card points."""
    if not isinstance(event, trick):
        return None
    shown = cast(PointsTrick, event)
    return EditorDraft({"card_points": shown.points})


def counts_editor(app: Shell, game: Game, hand: PlayedHand, index: int, event: HandCounted,
                  d: EditorDraft) -> list[ft.Control]:
    """The bidding side's points corrected on the keypad."""
    return [heading(gettext("Bidding side's points"), size=18),
            body(gettext("Entered: {bidder_side}").format(bidder_side=event.bidder_side), key="edit-counts"),
            Keypad("edit-count-keypad", lambda v: apply(app, hand, index, HandCounted(v)), format_amount=fmt_of(game),
                   done_label=gettext("Save"), max_digits=2)]


PointsTrickT = TypeVar("PointsTrickT", bound=PointsTrick)


def points_trick_editor(make: Callable[[str, int], PointsTrickT]) -> Editor[PointsTrickT]:
    """A trick corrected: its card points on a stepper (0 to 12), then who took it, which saves it."""
    def build(app: Shell, game: Game, hand: PlayedHand, index: int, event: PointsTrickT,
              d: EditorDraft) -> list[ft.Control]:
        number = trick_number(game, hand, index)
        points = d.number("card_points", event.points)
        winners = [big_button(p, f"edit-winner-{p}", tapped(lambda p: apply(app, hand, index, make(p, points)), p),
                              tooltip=gettext("{player} took trick {number}: save the correction").format(
                                  player=p, number=number)) for p in game.players]
        return [heading(gettext("Correct trick {number}").format(number=number), size=18, key="edit-title"),
                stepper(app, "edit-points", gettext("Card points"), points, 0, 12, lambda v: redraw(app, card_points=v)),
                heading(gettext("Who took it?"), size=18), grid(winners)]
    return build


class CardPointCorrections(Corrections, Generic[PointsTrickT]):
    """The corrections of a game whose tricks are card points: the calls in points, trump, a trick (its points,
    then who took it) and the bidding side's count are the same in each.

    The game adds its own entries as data: their editors (``own``), what their buttons call them
    (``entry_words``) and what the list says of them (``templates``, filled from the event's fields).
    """

    def __init__(self, trick: type[PointsTrickT], own: Iterable[tuple[type, Builder]] = (),
                 entry_words: Mapping[type, str] | None = None, templates: EntryTemplates | None = None) -> None:
        self.trick, self.templates = trick, templates or {}
        self.ENTRY_WORDS = entry_words or {}
        self.BUILDERS = dict([  # each editor checked against its event type
            editor(BidMade, call_editor(1)), editor(Passed, call_editor(1)), editor(TrumpNamed, trump_editor), *own,
            editor(trick, points_trick_editor(trick)), editor(HandCounted, counts_editor),
        ])

    def describe(self, game: Game, hand: PlayedHand, index: int, event: Event) -> str | None:
        """A trick or the count in the card-point games' words, the game's own entries from its templates (None:
        the shared wording applies)."""
        shared = card_points_words(game, hand, index, event, self.trick)
        return shared if shared is not None else entry_in_words(event, self.templates)

    def initial_draft(self, event: Event) -> EditorDraft | None:
        return card_points_draft(event, self.trick)
