"""The plain forms a store keeps, shared by every store: a game and an event as dicts, a game's list figures.

No store state here: ``GameStore``, ``InMemoryGameStore`` and ``ReadOnlyStore`` all take a game
(a rules ``Game`` or its dict) and work out its list figures the same way.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, cast

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import GameDict, GameListFigures, JsonObject, JsonValue

from .errors import StoreError

if TYPE_CHECKING:
    from scorekeeper.rules import Event, Game
    from scorekeeper.rules.interface import AnyGame


def default_game_name(kind: str, created: str, settings: Mapping[str, object] | None = None,
                      players: Sequence[str] = (), taken: Collection[str] = ()) -> str:
    """A new game's name until the table gives it one: its title, what sets it apart from the game as the rules
    deal it by default ("fixed partners"), and the day, in the language the game was started in ("Plain tricks,
    Dec 1, 2026"; in Bengali the day is "১ ডিসে, ২০২৬"), as CLDR writes it for that reader; "#2", "#3" after
    it when a game of that name is kept already, so two games started the same day are told apart in the list."""
    from scorekeeper.i18n import shown
    from scorekeeper.rules.registry import games

    module = games().get(kind)
    title = gettext(module.TITLE) if module else kind
    variant = _variant_words(module, settings, players)
    name = (gettext("{title} ({variant}), {day}").format(title=title, variant=variant, day=shown.day(created))
            if variant else gettext("{title}, {day}").format(title=title, day=shown.day(created)))
    if name not in taken:
        return name
    return next(numbered for numbered in (gettext("{name} #{number}").format(name=name, number=shown.number(n))
                                          for n in itertools.count(2)) if numbered not in taken)


def _variant_words(module: AnyGame | None, settings: Mapping[str, object] | None,
                   players: Sequence[str]) -> str:
    """The game's settings in words where they differ from its default ones for as many players
    (a game played in partnerships where the default is each for himself: "fixed partners"); "" for a game
    as the rules deal it."""
    if module is None or not settings or not players:
        return ""
    try:
        chosen = module.describe_settings(cast("Mapping[str, JsonValue]", settings))
        usual = module.describe_settings(module.resolve_settings(list(players), {}))
    except Exception:  # settings this version cannot read: the title and the day still name the game
        return ""
    return ", ".join(bit for bit in chosen if bit not in usual)


def as_game_dict(game: Game | Mapping[str, object]) -> GameDict:
    """A Game (rules core) or its ``to_dict()`` form, as a plain dict; a dict of the wrong shape is refused."""
    if not isinstance(game, Mapping):
        return game.to_dict()
    shape = gettext("a game must be a Game or a dict with kind, players, dealer, settings and events")
    for key in ("kind", "players", "dealer", "events"):
        if key not in game:
            raise StoreError(gettext("a game needs '{key}'").format(key=key))
    kind, players, dealer, events = game["kind"], game["players"], game["dealer"], game["events"]
    settings = game.get("settings") or {}
    if not isinstance(players, (list, tuple)) or not players:
        raise StoreError(gettext("a game needs its players"))
    if not (isinstance(kind, str) and isinstance(dealer, str) and all(isinstance(p, str) for p in players)
            and isinstance(settings, dict) and isinstance(events, (list, tuple))):
        raise StoreError(shape)
    entries = cast("Sequence[Event | JsonObject]", events)  # each checked by as_event_dict, then by the rules
    return {"kind": kind, "players": list(players), "dealer": dealer, "settings": dict(settings),
            "events": [as_event_dict(e) for e in entries]}


def as_event_dict(event: Event | JsonObject) -> JsonObject:
    """An event (a rules Event or its dict) as the dict the journal keeps; a dict must name its type."""
    if isinstance(event, dict):
        if "type" not in event:
            raise StoreError(gettext("an event needs a 'type': {event!r}").format(event=event))
        return event
    from scorekeeper.rules import event_to_dict
    return event_to_dict(event)


def computed_summary(game_dict: GameDict) -> GameListFigures:
    """A game's list figures by replaying it (for games stored without a summary).

    Every caller reads ``game_dict`` for this alone: its event dicts are let go as they become events."""
    summary: GameListFigures = {"events": len(game_dict["events"])}
    try:
        from scorekeeper.rules import Game
        game = Game.from_dict(game_dict, consume=True)  # replayed: its table is made here
    except ImportError:
        return summary
    except Exception as exc:  # a game the rules refuse still belongs in the list
        summary["problem"] = gettext("the rules refuse its events: {exc}").format(exc=exc)
        return summary
    return figures_of(game)


def figures_of(game: Game) -> GameListFigures:
    """The list figures of a game the rules replayed already: a restore, which replays every game of the
    backup to check it, keeps these instead of having the restored folder's opening replay them again."""
    table = game.table
    return {"events": len(game.events), "hands": len(table.hands), "finished": bool(table.finished),
            "winner": list(table.winner) if table.winner else None, "totals": dict(table.totals)}
