"""Correcting one entry of a hand: the entry in words, an editor for its type, delete.

Every editor builds a new event and hands it to ``TableSession.correct`` (delete:
``correct(lambda g: g.delete(i))``), and the screen renders the outcome.  The core replays the whole game: a
correction that breaks a later hand is refused with the reason and nothing
changes; an accepted one re-scores everything after it.  What an editor holds
between taps lives in a ``CorrectionMemory`` (a typed dataclass), never in ``state.draft``
(that is the table's trick being entered).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Mapping, TypeVar, cast

import flet as ft

from scorekeeper.i18n.shown import number
from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonValue
from scorekeeper.ui.games.table_parts import trump_word
from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, TrumpNamed
from scorekeeper.rules.deal_events import MisdealCalled
from scorekeeper.words import N_

from . import theme
from .panels import Builder as Builder, Corrections as Corrections, EditorDraft as EditorDraft
from .panels import Editor as Editor, GameCorrections as GameCorrections, editor as editor
from .panels import WordedCorrections as WordedCorrections
from .common import game_corrections as correction_editors_of, show_error, show_notice
from .widgets import big_button, body, card

if TYPE_CHECKING:
    from scorekeeper.rules.interface import PlayedHand

    from .shell import Shell

def fmt_of(game: Game) -> Callable[[int], str]:
    return game.rules.format_amount(game.settings)


def game_corrections(game: Game) -> GameCorrections:
    """The game's own correction editors, from its panel."""
    return correction_editors_of(game.kind)


def can_correct(game: Game, event: Event) -> bool:
    return type(event) in game_corrections(game).BUILDERS


def trick_number(game: Game, hand: PlayedHand, index: int) -> int:
    tricks = game_corrections(game).TRICKS
    return sum(1 for e in game.events[hand.first_event:index + 1] if type(e) in tricks)


SHARED_CALLS: tuple[type, ...] = (BidMade, Passed)
# What a shared entry is, for the buttons that correct and delete it ("Correct the trump").
ENTRY_WORDS: dict[type, str] = {TrumpNamed: N_("the trump"), HandCounted: N_("the count")}


def entry_name(game: Game, hand: PlayedHand, index: int) -> str:
    """Entry ``index`` as a player names it: "trick 8", "call 3", "the trump" (its buttons say it)."""
    return own_name(game, hand, index) or gettext("entry {number}").format(number=index - hand.first_event + 1)


def own_name(game: Game, hand: PlayedHand, index: int) -> str | None:
    """Entry ``index``'s name when it has one of its own ("trick 8", "call 3", "the trump"), else None."""
    event, own = game.events[index], game_corrections(game)
    if type(event) in own.TRICKS:
        return gettext("trick {index}").format(index=trick_number(game, hand, index))
    calls = (*SHARED_CALLS, *own.CALLS)
    if type(event) in calls:
        return gettext("call {value}").format(
            value=sum(1 for e in game.events[hand.first_event:index + 1] if type(e) in calls))
    word = {**ENTRY_WORDS, **own.ENTRY_WORDS}.get(type(event))
    return gettext(word) if word else None


# -- an entry in words ----------------------------------------------------------------------------------
def describe(game: Game, hand: PlayedHand, index: int, event: Event | None = None) -> str:
    """Entry ``index`` in words (or ``event`` as it would stand in that place)."""
    event = game.events[index] if event is None else event
    own = game_corrections(game).describe(game, hand, index, event)
    if own is not None:
        return own
    fmt = fmt_of(game)
    if type(event) is BidMade:
        return gettext("{player} bids {amount}").format(player=event.player, amount=fmt(event.amount))
    if type(event) is Passed:
        return gettext("{player} passes").format(player=event.player)
    if type(event) is TrumpNamed:
        if event.trump == "none":
            return gettext("No trump")
        return gettext("Trump: {trump}").format(trump=trump_word(game, event.trump))
    # A game's own entry its corrections do not say (a plug-in that wrote no ``describe``): its place in the
    # hand, as its Correct button and the table's Undo say it ("entry 2"), never the event's Python form.
    return gettext("entry {number}").format(number=number(index - hand.first_event + 1))


# -- what the hand view remembers between taps -----------------------------------------------------------
@dataclass
class Rescored:
    """The correction just made: said above the hand, with every hand from ``number`` on re-scored."""

    number: int
    what: str


@dataclass
class CorrectionMemory:
    """The open editor, its draft, corrections held to be applied together, the last one made.

    Kept per game for the session: held corrections survive a trip to the scoreboard and back.
    """

    game_id: str | None = None
    editing: int | None = None  # the entry whose editor is open
    deleting: int | None = None  # the entry whose delete is being confirmed
    draft: EditorDraft = field(default_factory=EditorDraft)  # what the open editor holds (cards tapped, ...)
    held: dict[int, Event] = field(default_factory=dict)
    rescored: Rescored | None = None

    def close_editor(self) -> None:
        self.editing, self.deleting = None, None
        self.draft = EditorDraft()


_MEMORY: "weakref.WeakKeyDictionary[object, CorrectionMemory]" = weakref.WeakKeyDictionary()


def memory(app: Shell) -> CorrectionMemory:
    """This session's correction memory for the open game (a new game starts a new one)."""
    kept = _MEMORY.get(app)
    if kept is None or kept.game_id != app.state.game_id:
        kept = CorrectionMemory(game_id=app.state.game_id)
        _MEMORY[app] = kept
    return kept


def new_visit(app: Shell) -> None:
    """A new visit of a hand: no editor open, no old notice; held corrections stay."""
    m = memory(app)
    m.close_editor()
    m.rescored = None


# -- opening and applying -------------------------------------------------------------------------------
def start_edit(app: Shell, index: int) -> None:
    m, game = memory(app), app.state.game
    assert game is not None
    event = game.events[index]
    m.close_editor()
    m.rescored = None
    m.editing = index
    m.draft = initial_draft(game, pending(app).get(index, event))
    show_error(app, None)
    app.refresh()


def start_delete(app: Shell, index: int) -> None:
    m = memory(app)
    m.close_editor()
    m.rescored = None
    m.deleting = index
    show_error(app, None)
    app.refresh()


def cancel(app: Shell) -> None:
    memory(app).close_editor()
    show_error(app, None)
    app.refresh()


def initial_draft(game: Game, event: Event) -> EditorDraft:
    """What the editor of ``event`` starts with: the game's own answer, or the shared counts."""
    own = game_corrections(game).initial_draft(event)
    if own is not None:
        return EditorDraft(own.values, for_type=type(event))
    if type(event) is HandCounted:
        return EditorDraft({"bidder": event.bidder_side, "other": event.other_side or 0}, for_type=HandCounted)
    return EditorDraft(for_type=type(event))


def pending(app: Shell) -> dict[int, Event]:
    """Corrections held back so that several entries change at once (moving a Money card from
    one trick to another needs two: neither alone keeps the hand's money adding up)."""
    game = app.state.game
    if game is None:
        return {}
    return {i: e for i, e in memory(app).held.items() if i < len(game.events)}


def hold(app: Shell, index: int, event: Event) -> None:
    m = memory(app)
    m.held = {**pending(app), index: event}
    m.close_editor()
    show_error(app, None)
    app.refresh()


def discard_pending(app: Shell) -> None:
    memory(app).held = {}
    show_error(app, None)
    app.refresh()


def open_game(app: Shell) -> Game:
    """The game the corrections screen corrects: it is open whenever the screen is."""
    game = app.state.game
    assert game is not None, gettext("the corrections screen shows the open game only")
    return game


def apply(app: Shell, hand: PlayedHand, index: int | None, event: Event | None) -> None:
    """Replace entry ``index`` (and any held corrections) in one go; the core checks the result.

    Success: the re-scored hands are shown.  Refusal: the reason, and nothing changes.
    """
    state = app.state
    edits = pending(app)
    if index is not None and event is not None:
        edits[index] = event
    if not edits:
        return
    first = min(edits)
    events = list(open_game(app).events)
    for i, e in edits.items():
        events[i] = e
    was_over = open_game(app).table.current is None
    before, old_event = describe(open_game(app), hand, first), open_game(app).events[first]
    if app.render(state.correct(lambda g: g.with_events(events))):
        memory(app).held = {}
        what = replaced(open_game(app), hand, first, old_event, before) if len(edits) == 1 else gettext(
            "{count} entries corrected").format(count=len(edits))
        if was_over and open_game(app).table.current is not None:
            what += gettext("; the game is no longer over: play goes on from here")
        finish(app, hand, what)


def replaced(game: Game, hand: PlayedHand, index: int, old: Event, before: str) -> str:
    """The notice of one correction says what the entry said and what it says now: a keeper settling an
    argument wants both ("Corrected Bob's bid: 5 → 7").  A bid, the trump, the count or the one player an
    entry names says only the value that changed; any other entry is quoted whole, before and after."""
    new = game.events[index]
    bid_words = amount_words(game, hand, index)
    if bid_words and isinstance(old, BidMade) and isinstance(new, BidMade) and old.player == new.player:
        return gettext("Corrected {player}'s bid: {old} → {new}").format(
            player=new.player, old=bid_words(old.amount), new=bid_words(new.amount))
    if isinstance(old, TrumpNamed) and isinstance(new, TrumpNamed):
        return gettext("Corrected trump: {old} → {new}").format(
            old=trump_or_none(game, old.trump), new=trump_or_none(game, new.trump))
    changed, name = one_change(old, new), own_name(game, hand, index)
    players = changed if changed and all(v in game.players for v in changed) else None
    if players is not None and isinstance(new, MisdealCalled):
        return gettext("Corrected who called the misdeal: {old} → {new}").format(old=players[0], new=players[1])
    if isinstance(old, HandCounted) and changed and name is not None:  # the count: 9 → 10 (in the game's money)
        was, now = (fmt_of(game)(v) if isinstance(v, int) else str(v) for v in changed)
        return gettext("Corrected {entry}: {old} → {new}").format(entry=name, old=was, new=now)
    if players is not None and name is not None:  # who took trick 2: only the player changed
        return gettext("Corrected {entry}: {old} → {new}").format(entry=name, old=players[0], new=players[1])
    return gettext("Corrected “{old}” → “{new}”").format(old=before, new=describe(game, hand, index))


def amount_words(game: Game, hand: PlayedHand, index: int) -> Callable[[int], str] | None:
    """A bid's amount as entry ``index``'s line says it: the shared line's money format, or the game's own
    words (``WordedCorrections(bid_words=...)``: a word for a number); None where the game says its bids otherwise."""
    own = game_corrections(game)
    if own.describe(game, hand, index, game.events[index]) is None:
        return fmt_of(game)
    words: Callable[[int], str] | None = getattr(own, "bid_words", None)  # a module or an object: not every one
    return words


def one_change(old: Event, new: Event) -> tuple[object, object] | None:
    """The one field a correction changed (who took the trick, the count), when nothing else in the entry did."""
    if type(old) is not type(new) or not isinstance(old, tuple) or not isinstance(new, tuple):
        return None
    changed = [(a, b) for a, b in zip(old, new) if a != b]
    return changed[0] if len(changed) == 1 else None


def trump_or_none(game: Game, trump: str) -> str:
    """A trump as the trump correction names it: the suit's word, or "no trump"."""
    return gettext("no trump") if trump == "none" else trump_word(game, trump)


def delete(app: Shell, hand: PlayedHand, index: int) -> None:
    state = app.state
    if pending(app):
        show_error(app, gettext("Apply or discard the corrections waiting above first"))
        return
    what = describe(open_game(app), hand, index)
    was_over = open_game(app).table.current is None
    if app.render(state.correct(lambda g: g.delete(index))):
        said = gettext("Deleted “{what}”").format(what=what)
        if was_over and open_game(app).table.current is not None:
            said += gettext("; the game is no longer over: play goes on from here")
        finish(app, hand, said)


def finish(app: Shell, hand: PlayedHand, what: str) -> None:
    m = memory(app)
    m.close_editor()
    m.rescored = Rescored(hand.number, what)
    show_notice(app, what)
    app.refresh()


def draft(app: Shell) -> EditorDraft:
    return memory(app).draft


def redraw(app: Shell, **changes: JsonValue) -> None:
    """A tap in the open editor: ``changes`` kept in its draft, and the editor drawn again."""
    draft(app).update(changes)
    show_error(app, None)
    app.refresh()


def near_error(message: str | None) -> ft.Control:
    """The refusal again beside the editor, where the player's finger is (the banner says it at the top)."""
    return ft.Container(content=ft.Text(message or "", key="editor-error", color=ft.Colors.WHITE, size=theme.BODY),
                        bgcolor=theme.ERROR, padding=12, border_radius=10, visible=bool(message))


# -- the editor under an entry --------------------------------------------------------------------------
EventT = TypeVar("EventT")


def editor_of(builders: Mapping[type, Builder], event: EventT) -> Editor[EventT] | None:
    """The editor filed under ``event``'s own type (None: the entry cannot be corrected here).

    The one place an editor is handed an event: ``BUILDERS`` keeps each as an editor of unknown events, and
    ``editor(t, build)`` checked when it was filed that ``build`` takes events of ``t``; so the one filed under
    ``type(event)`` takes ``event``.
    """
    return cast("Editor[EventT] | None", builders.get(type(event)))


def editor_for(app: Shell, game: Game, hand: PlayedHand, index: int) -> list[ft.Control]:
    state = app.state
    m = memory(app)
    if m.deleting == index:
        return [card(
            near_error(state.error),
            body(gettext("Delete this entry? Everything after it is checked and re-scored; if a later entry no longer "
                         "fits, nothing is deleted."), size=theme.SMALL),
            ft.Row([big_button(gettext("Delete"), "delete-confirm", lambda e: delete(app, hand, index), color=theme.ERROR,
                               text_color=ft.Colors.WHITE),
                    big_button(gettext("Keep"), "delete-cancel", lambda e: cancel(app), filled=False)], wrap=True),
            key="delete-card")]
    if m.editing != index:
        return []
    event = game.events[index]
    if m.draft.for_type is not type(event):
        m.draft = initial_draft(game, event)
    build = editor_of(game_corrections(game).BUILDERS, event)
    inner = build(app, game, hand, index, event, m.draft) if build else [
        body(gettext("This entry cannot be corrected here."))]
    return [card(near_error(state.error), *inner,
                 big_button(gettext("Cancel"), "edit-cancel", lambda e: cancel(app), filled=False), key="editor")]
