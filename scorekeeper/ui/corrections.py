"""Correcting one entry of a hand: the entry in words, an editor for its type, delete.

Every editor builds a new event and hands it to ``AppState.replace`` (delete:
``AppState.change(g.delete(i))``).  The core replays the whole game: a
correction that breaks a later hand is refused with the reason and nothing
changes; an accepted one re-scores everything after it.  What an editor holds
between taps lives in ``state.ui`` under ``hd_*`` keys, never in ``state.draft``
(that is the table's trick being entered).
"""

from __future__ import annotations

from typing import Any, Callable

import flet as ft

from scorekeeper.rules import (BidMade, BidsMade, Event, Game, HandCounted, MisdealCalled, MoneyDiscarded,
                               PartnersNamed, Passed, PointsTrickTaken, RoyalsShown, TrickTaken, TricksCounted,
                               TrumpNamed)

from . import theme
from .common import show_error, show_notice
from .widgets import Keypad, big_button, body, card, error_banner, grid, heading

EDITORS = {BidMade, Passed, TrumpNamed, MisdealCalled, PartnersNamed, MoneyDiscarded, TrickTaken, HandCounted,
           RoyalsShown, PointsTrickTaken, BidsMade, TricksCounted}
TRICKS = (TrickTaken, PointsTrickTaken)


def fmt_of(game: Game) -> Callable[[int], str]:
    return game.rules.format_amount(game.settings)


def is_million(game: Game) -> bool:
    return game.kind == "make-a-million"


def million_rules() -> Any:
    from scorekeeper.rules import make_a_million
    return make_a_million


def card_label(game: Game, special: str) -> str:
    return million_rules().card_name(game.settings, special)


def trick_number(game: Game, hand: Any, index: int) -> int:
    return sum(1 for e in game.events[hand.first_event:index + 1] if type(e) in TRICKS)


def per_player(pairs: Any) -> str:
    return " · ".join(f"{p} {n}" for p, n in pairs)


# -- an entry in words ----------------------------------------------------------------------------------
def describe(game: Game, hand: Any, index: int, event: Event | None = None) -> str:
    """Entry ``index`` in words (or ``event`` as it would stand in that place)."""
    event = game.events[index] if event is None else event
    fmt = fmt_of(game)
    kind = type(event)
    if kind is BidMade:
        return f"{event.player} bids {fmt(event.amount)}"
    if kind is Passed:
        return f"{event.player} passes"
    if kind is MisdealCalled:
        return f"{event.player} calls a misdeal"
    if kind is TrumpNamed:
        return "No trump" if event.trump == "none" else f"Trump: {event.trump}"
    if kind is PartnersNamed:
        return f"Partners: {', '.join(event.partners)}" if event.partners else "The bidder plays alone"
    if kind is MoneyDiscarded:
        return "Money shown and discarded: " + (", ".join(fmt(v) for v in event.values) or "none")
    if kind is TrickTaken:
        arithmetic = million_rules().trick_arithmetic(event.money, event.bull_bear, fmt, game.settings)
        return f"Trick {trick_number(game, hand, index)}: {event.winner} took {arithmetic}"
    if kind is PointsTrickTaken:
        return f"Trick {trick_number(game, hand, index)}: {event.winner} took {event.points} points"
    if kind is HandCounted:
        if is_million(game):
            return f"Counted at the table: bidder's side {fmt(event.bidder_side)}, other side {fmt(event.other_side or 0)}"
        return f"Bidding side's points: {event.bidder_side}"
    if kind is RoyalsShown:
        return f"{event.player} shows the royals (King and Queen of trump)"
    if kind is BidsMade:
        return f"Bids: {per_player(event.bids)}"
    if kind is TricksCounted:
        return f"Tricks taken: {per_player(event.tricks)}"
    return str(event)


# -- opening and applying -------------------------------------------------------------------------------
def start_edit(app: Any, index: int) -> None:
    state = app.state
    event = state.game.events[index]
    state.ui.pop("hd_delete", None)
    state.ui.pop("hd_rescored", None)
    state.ui["hd_edit"] = index
    state.ui["hd_draft"] = initial_draft(pending(app).get(index, event))
    show_error(app, None)
    app.render()


def start_delete(app: Any, index: int) -> None:
    state = app.state
    state.ui.pop("hd_edit", None)
    state.ui.pop("hd_rescored", None)
    state.ui["hd_delete"] = index
    show_error(app, None)
    app.render()


def cancel(app: Any) -> None:
    for name in ("hd_edit", "hd_draft", "hd_delete"):
        app.state.ui.pop(name, None)
    show_error(app, None)
    app.render()


def initial_draft(event: Event) -> dict[str, Any]:
    kind = type(event)
    if kind is TrickTaken:
        return {"type": kind, "money": list(event.money), "bull_bear": list(event.bull_bear)}
    if kind is MoneyDiscarded:
        return {"type": kind, "money": list(event.values)}
    if kind is PartnersNamed:
        return {"type": kind, "partners": list(event.partners)}
    if kind is HandCounted:
        return {"type": kind, "bidder": event.bidder_side, "other": event.other_side or 0}
    if kind is PointsTrickTaken:
        return {"type": kind, "points": event.points}
    if kind in (BidsMade, TricksCounted):
        return {"type": kind, "values": dict(event.bids if kind is BidsMade else event.tricks)}
    return {"type": kind}


def pending(app: Any) -> dict[int, Event]:
    """Corrections held back so that several entries change at once (moving a Money card from
    one trick to another needs two: neither alone keeps the hand's money adding up)."""
    held = app.state.ui.get("hd_pending")
    game = app.state.game
    if not held or held.get("game") != app.state.game_id or game is None:
        return {}
    return {i: e for i, e in held["edits"].items() if i < len(game.events)}


def hold(app: Any, index: int, event: Event) -> None:
    edits = pending(app)
    edits[index] = event
    app.state.ui["hd_pending"] = {"game": app.state.game_id, "edits": edits}
    for name in ("hd_edit", "hd_draft"):
        app.state.ui.pop(name, None)
    show_error(app, None)
    app.render()


def discard_pending(app: Any) -> None:
    app.state.ui.pop("hd_pending", None)
    show_error(app, None)
    app.render()


def apply(app: Any, hand: Any, index: int | None, event: Event | None) -> None:
    """Replace entry ``index`` (and any held corrections) in one go; the core checks the result.

    Success: the re-scored hands are shown.  Refusal: the reason, and nothing changes.
    """
    state = app.state
    edits = pending(app)
    if index is not None:
        edits[index] = event
    if not edits:
        return
    first = min(edits)
    events = list(state.game.events)
    for i, e in edits.items():
        events[i] = e
    was_over = state.game.table.current is None
    if state.change(lambda g: g.with_events(events)):
        state.ui.pop("hd_pending", None)
        # The notice quotes the entry as it stands now, not the one it replaced.
        new = describe(state.game, hand, first)
        what = f"Corrected {new[:1].lower()}{new[1:]}" if len(edits) == 1 else f"{len(edits)} entries corrected"
        if was_over and state.game.table.current is not None:
            what += "; the game is no longer over: play goes on from here"
        finish(app, hand, what)


def delete(app: Any, hand: Any, index: int) -> None:
    state = app.state
    if pending(app):
        show_error(app, "Apply or discard the corrections waiting above first")
        return
    what = describe(state.game, hand, index)
    was_over = state.game.table.current is None
    if state.change(lambda g: g.delete(index)):
        said = f"Deleted “{what}”"
        if was_over and state.game.table.current is not None:
            said += "; the game is no longer over: play goes on from here"
        finish(app, hand, said)


def finish(app: Any, hand: Any, what: str) -> None:
    state = app.state
    for name in ("hd_edit", "hd_draft", "hd_delete"):
        state.ui.pop(name, None)
    state.ui["hd_rescored"] = {"game": state.game_id, "number": hand.number, "what": what}
    show_notice(app, what)
    app.render()


def draft(app: Any) -> dict[str, Any]:
    return app.state.ui.setdefault("hd_draft", {})


def redraw(app: Any, **changes: Any) -> None:
    draft(app).update(changes)
    show_error(app, None)
    app.render()


def near_error(message: str | None) -> ft.Control:
    """The refusal again beside the editor, where the player's finger is (the banner says it at the top)."""
    return ft.Container(content=ft.Text(message or "", key="editor-error", color=ft.Colors.WHITE, size=theme.BODY),
                        bgcolor=theme.ERROR, padding=12, border_radius=10, visible=bool(message))


# -- the editor under an entry --------------------------------------------------------------------------
def editor_for(app: Any, game: Game, hand: Any, index: int) -> list[ft.Control]:
    state = app.state
    if state.ui.get("hd_delete") == index:
        return [card(
            near_error(state.error),
            body("Delete this entry? Everything after it is checked and re-scored; if a later entry no longer "
                 "fits, nothing is deleted.", size=theme.SMALL),
            ft.Row([big_button("Delete", "delete-confirm", lambda e: delete(app, hand, index), color=theme.ERROR,
                               text_color=ft.Colors.WHITE),
                    big_button("Keep", "delete-cancel", lambda e: cancel(app), filled=False)], wrap=True),
            key="delete-card")]
    if state.ui.get("hd_edit") != index:
        return []
    event = game.events[index]
    d = draft(app)
    if d.get("type") is not type(event):
        d.clear()
        d.update(initial_draft(event))
    build = BUILDERS.get(type(event))
    inner = build(app, game, hand, index, event, d) if build else [body("This entry cannot be corrected here.")]
    return [card(near_error(state.error), *inner,
                 big_button("Cancel", "edit-cancel", lambda e: cancel(app), filled=False), key="editor")]


def call_editor(app, game, hand, index, event, d) -> list[ft.Control]:
    fmt, player = fmt_of(game), event.player
    unit = 1000 if is_million(game) else 1
    return [
        heading(f"{player}'s call", size=18),
        body("Type the amount, or pass." + (" Money in thousands." if unit == 1000 else ""), size=theme.SMALL),
        Keypad("edit-keypad", lambda v: apply(app, hand, index, BidMade(player, v)), unit=unit, format_amount=fmt,
               done_label="Bid"),
        big_button("Pass", "edit-pass", lambda e: apply(app, hand, index, Passed(player)), filled=False),
    ]


def trump_options(game: Game) -> list[str]:
    if is_million(game):
        m = million_rules()
        return m.colors(game.settings) + ([m.NO_TRUMP] if game.settings.get("no_trump") else [])
    if game.kind == "twenty-nine":
        from scorekeeper.rules.twenty_nine import SUITS
        return list(SUITS)
    return million_rules().colors(game.settings)


def trump_editor(app, game, hand, index, event, d) -> list[ft.Control]:
    buttons = [big_button(("✓ " if c == event.trump else "") + ("No trump" if c == "none" else c.capitalize()),
                          f"edit-trump-{c}", lambda e, c=c: apply(app, hand, index, TrumpNamed(c)),
                          color=theme.COLOR_SWATCH.get(c), text_color=ft.Colors.WHITE if c != "none" else None)
               for c in trump_options(game)]
    return [heading("Trump", size=18), grid(buttons)]


def player_editor(title: str, prefix: str, make: Callable[[str], Event]):
    def build(app, game, hand, index, event, d) -> list[ft.Control]:
        buttons = [big_button(p, f"{prefix}-{p}", lambda e, p=p: apply(app, hand, index, make(p)), filled=False)
                   for p in game.players]
        return [heading(title, size=18), grid(buttons)]
    return build


def partners_editor(app, game, hand, index, event, d) -> list[ft.Control]:
    if game.settings.get("partnership") == "dummy":
        return [body("In a dummy game the bidder's partner is always the dummy.")]
    chosen = d.setdefault("partners", [])
    bidder = getattr(hand, "bidder", None)

    def flip(p: str) -> None:
        redraw(app, partners=[q for q in chosen if q != p] if p in chosen else [*chosen, p])

    toggles = [big_button(("✓ " if p in chosen else "") + p, f"edit-partner-{p}", lambda e, p=p: flip(p),
                          filled=p in chosen) for p in game.players if p != bidder]
    ordered = tuple(p for p in game.players if p in chosen)
    return [heading(f"Who partnered {bidder}?", size=18), grid(toggles),
            big_button("Save partners" if chosen else "Save: plays alone", "edit-save",
                       lambda e: apply(app, hand, index, PartnersNamed(ordered)))]


def cards_of(event: Event) -> list[Any]:
    return [*(getattr(event, "money", ()) or getattr(event, "values", ()) or ()), *getattr(event, "bull_bear", ())]


def money_left(app: Any, game: Game, hand: Any, index: int) -> dict[Any, int]:
    """Cards still unplayed in this hand, counting the entry being corrected as given back and
    the corrections held for other entries of the hand as made."""
    left = dict(hand.cards_left()) if hasattr(hand, "cards_left") else {}
    changes = {index: None, **{i: e for i, e in pending(app).items() if i != index}}
    for i, new in changes.items():
        if not hand.first_event <= i < hand.first_event + hand.event_count:
            continue
        for c in cards_of(game.events[i]):
            left[c] = left.get(c, 0) + 1
        for c in cards_of(new) if new is not None else ():
            left[c] = left.get(c, 0) - 1
    return left


def money_buttons(app, game, hand, index, d) -> list[ft.Control]:
    fmt, left = fmt_of(game), money_left(app, game, hand, index)
    money = d.setdefault("money", [])
    return [big_button(f"{fmt(v)} ({left.get(v, 0) - money.count(v)})", f"edit-money-{v}",
                       lambda e, v=v: redraw(app, money=[*money, v]), filled=False,
                       disabled=left.get(v, 0) - money.count(v) <= 0, tooltip=f"Add a {fmt(v)} card")
            for v in million_rules().MONEY_VALUES]


def discard_editor(app, game, hand, index, event, d) -> list[ft.Control]:
    fmt, money = fmt_of(game), d.setdefault("money", [])
    shown = ", ".join(fmt(v) for v in money) or "none"
    return [heading("Money shown and discarded", size=18),
            body(f"Discarded: {shown}", key="edit-discarded"),
            grid(money_buttons(app, game, hand, index, d)),
            ft.Row([big_button("Clear", "edit-clear", lambda e: redraw(app, money=[]), filled=False),
                    big_button("Save", "edit-save",
                               lambda e: apply(app, hand, index, MoneyDiscarded(tuple(money))))], wrap=True)]


def trick_editor(app, game, hand, index, event, d) -> list[ft.Control]:
    m, fmt = million_rules(), fmt_of(game)
    money, specials = d.setdefault("money", []), d.setdefault("bull_bear", [])
    left = money_left(app, game, hand, index)
    number = trick_number(game, hand, index)
    special_buttons = [big_button(card_label(game, c), f"edit-{c}", lambda e, c=c: redraw(app, bull_bear=[*specials, c]),
                                  filled=False, disabled=left.get(c, 0) - specials.count(c) <= 0,
                                  tooltip=f"The {card_label(game, c)} was played in this trick")
                       for c in ("bull", "bear")]
    chips = [ft.Chip(label=ft.Text(fmt(v)), key=f"edit-chip-money-{i}",
                     on_click=lambda e, i=i: redraw(app, money=[x for j, x in enumerate(money) if j != i]))
             for i, v in enumerate(money)]
    chips += [ft.Chip(label=ft.Text(card_label(game, c)), key=f"edit-chip-special-{i}",
                      on_click=lambda e, i=i: redraw(app, bull_bear=[x for j, x in enumerate(specials) if j != i]))
              for i, c in enumerate(specials)]
    worth = (f"Worth {m.trick_arithmetic(money, specials, fmt, game.settings)}" if (money or specials)
             else "No Money cards: worth nothing")
    seats = [*game.players, *([m.DUMMY] if game.settings.get("partnership") == "dummy" else [])]
    winners = [big_button(p.capitalize() if p == m.DUMMY else p, f"edit-winner-{p}",
                          lambda e, p=p: apply(app, hand, index, TrickTaken(p, tuple(money), tuple(specials))),
                          tooltip=f"{p} took trick {number}: save the correction") for p in seats]
    return [
        heading(f"Correct trick {number}", size=18, key="edit-title"),
        body(f"Tap the Money cards and the {card_label(game, 'bull')} or {card_label(game, 'bear')} in the order "
             "played (tap a chip to take it out), then who took the trick.", size=theme.SMALL),
        grid(money_buttons(app, game, hand, index, d)),
        grid(special_buttons),
        ft.Row([body("In this trick:"), *chips] if chips else [body("In this trick: no Money cards")], wrap=True),
        body(worth, key="edit-value", weight=ft.FontWeight.W_600),
        heading("Who took it?", size=18),
        grid(winners),
        body("Moving a card to another trick? Hold this one, correct the other, and both are saved together.",
             size=theme.SMALL),
        big_button("Hold, correct another trick too…", "edit-hold-menu", lambda e: redraw(app, hold=True),
                   filled=False) if not d.get("hold") else
        grid([big_button(f"Hold: {p.capitalize() if p == m.DUMMY else p} took it", f"edit-hold-{p}",
                         lambda e, p=p: hold(app, index, TrickTaken(p, tuple(money), tuple(specials))),
                         filled=False) for p in seats]),
    ]


def counts_editor(app, game, hand, index, event, d) -> list[ft.Control]:
    fmt = fmt_of(game)
    if not is_million(game):
        return [heading("Bidding side's points", size=18),
                body(f"Entered: {event.bidder_side}", key="edit-counts"),
                Keypad("edit-count-keypad", lambda v: apply(app, hand, index, HandCounted(v)), format_amount=fmt,
                       done_label="Save", max_digits=2)]
    us, them = "+".join(hand.bidder_side()), "+".join(hand.other_side())
    return [
        heading("Counted at the table", size=18),
        body(f"{us}: {fmt(d['bidder'])} · {them}: {fmt(d['other'])}", key="edit-counts", weight=ft.FontWeight.W_600),
        body(f"{us}'s count (bidder's side)", size=theme.SMALL),
        Keypad("edit-count-keypad", lambda v: redraw(app, bidder=v), unit=1000, format_amount=fmt, done_label="Set"),
        body(f"{them}'s count", size=theme.SMALL),
        Keypad("edit-other-keypad", lambda v: redraw(app, other=v), unit=1000, format_amount=fmt, done_label="Set"),
        big_button("Save counts", "edit-save",
                   lambda e: apply(app, hand, index, HandCounted(d["bidder"], d["other"]))),
    ]


def stepper(app: Any, key: str, label: str, value: int, low: int, high: int, on_change: Callable[[int], None]) -> ft.Control:
    return ft.Row([
        ft.Text(label, size=theme.BODY, expand=True),
        ft.IconButton(ft.Icons.REMOVE, key=f"{key}-minus", tooltip=f"{label}: one less", disabled=value <= low,
                      on_click=lambda e: on_change(value - 1)),
        ft.Text(str(value), key=f"{key}-value", size=theme.BIG, weight=ft.FontWeight.BOLD, width=44,
                text_align=ft.TextAlign.CENTER),
        ft.IconButton(ft.Icons.ADD, key=f"{key}-plus", tooltip=f"{label}: one more", disabled=value >= high,
                      on_click=lambda e: on_change(value + 1)),
    ])


def points_trick_editor(app, game, hand, index, event, d) -> list[ft.Control]:
    number = trick_number(game, hand, index)
    points = d.setdefault("points", event.points)
    winners = [big_button(p, f"edit-winner-{p}",
                          lambda e, p=p: apply(app, hand, index, PointsTrickTaken(p, d["points"])),
                          tooltip=f"{p} took trick {number}: save the correction") for p in game.players]
    return [heading(f"Correct trick {number}", size=18, key="edit-title"),
            stepper(app, "edit-points", "Card points", points, 0, 12, lambda v: redraw(app, points=v)),
            heading("Who took it?", size=18), grid(winners)]


def per_player_editor(app, game, hand, index, event, d) -> list[ft.Control]:
    kind = type(event)
    values: dict[str, int] = d.setdefault("values", {})
    high = getattr(hand, "cards", 13)

    def set_value(p: str, v: int) -> None:
        redraw(app, values={**values, p: v})

    rows = [stepper(app, f"edit-{p}", p, values.get(p, 0), 0, high, lambda v, p=p: set_value(p, v))
            for p in game.players]
    pairs = tuple((p, values.get(p, 0)) for p in game.players)
    make = (lambda: BidsMade(pairs)) if kind is BidsMade else (lambda: TricksCounted(pairs))
    return [heading("Bids" if kind is BidsMade else "Tricks taken", size=18),
            body(f"{high} card{'s' * (high != 1)} each", size=theme.SMALL), *rows,
            big_button("Save", "edit-save", lambda e: apply(app, hand, index, make()))]


BUILDERS: dict[type, Callable[..., list[ft.Control]]] = {
    BidMade: call_editor,
    Passed: call_editor,
    TrumpNamed: trump_editor,
    MisdealCalled: player_editor("Who called the misdeal?", "edit-misdeal", MisdealCalled),
    RoyalsShown: player_editor("Who showed the royals?", "edit-royals", RoyalsShown),
    PartnersNamed: partners_editor,
    MoneyDiscarded: discard_editor,
    TrickTaken: trick_editor,
    HandCounted: counts_editor,
    PointsTrickTaken: points_trick_editor,
    BidsMade: per_player_editor,
    TricksCounted: per_player_editor,
}
