"""The games Scorekeeper knows: a game's id → its module, found at first use.

A game announces itself under the entry-point group ``scorekeeper.games``
(``[project.entry-points."scorekeeper.games"]`` in its ``pyproject.toml``),
naming its module or an object offering the interface; a game from another
installed distribution is found the same way.  A phone build (``flet build``)
copies the source without the package's metadata, so the subpackages of
``scorekeeper.games`` are found as well, and a module named both ways is
loaded once.  Each game is checked against ``interface.MEMBERS``; one that
cannot be imported or lacks part of the interface is left out, and
:func:`problems` (and ``rules_for`` of its kind) say which and why.

Nothing here names a game, and nothing is imported until a game is asked for,
so the rules core never imports a game at module level.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Mapping
from typing import NamedTuple, cast

from scorekeeper.i18n.translate import add_catalog
from scorekeeper.jsontypes import JsonObject, JsonValue

from . import defaults, events, game
from .errors import AmountFormat, RuleError, grouped
from .interface import AnyGame, member_problems

GROUP = "scorekeeper.games"
GAMES_PACKAGE = "scorekeeper.games"
DEFAULT_LIST_ORDER = 1000  # a game that does not say where it comes in lists follows those that do


class Source(NamedTuple):
    """Where a game was announced: an entry point (with its distribution) or a subpackage found on disk."""

    name: str  # the entry point's name (the game's id, by convention) or the subpackage's
    target: str  # "package.module" or "package.module:ATTRIBUTE"
    announced_by: str  # "entry point 'x' of distribution 'y'" / "package scorekeeper.games"

    @property
    def module(self) -> str:
        return self.target.partition(":")[0]


class _Registry:
    def __init__(self) -> None:
        self.lock = threading.RLock()  # a game that asks for games while it loads must not hang the app
        self.games: dict[str, AnyGame] | None = None
        self.problems: list[str] = []
        self.alone: dict[str, AnyGame] = {}  # games loaded one at a time, before (or without) the others
        self.wrapped: dict[int, tuple[object, object]] = {}  # id(module) → (module, it with the defaults)


_registry = _Registry()


def games() -> dict[str, AnyGame]:
    """Every complete game by its id, in list order (``LIST_ORDER``, then title); loaded once."""
    loaded = _registry.games
    if loaded is None:
        with _registry.lock:
            if _registry.games is None:
                _registry.games, _registry.problems = _load(sources())
            loaded = _registry.games
    return loaded


def problems() -> list[str]:
    """One sentence for each game that was announced but left out (could not be imported, incomplete, clashing)."""
    games()
    return list(_registry.problems)


def reload() -> None:
    """Forget the games found so far: the next question looks again (after installing a game, in tests)."""
    with _registry.lock:
        _registry.games, _registry.problems, _registry.alone, _registry.wrapped = None, [], {}, {}


def rules_for(kind: str) -> AnyGame:
    """The module of game ``kind``; a RuleError listing the known games (and why a broken one is out) otherwise."""
    module = known_game(kind)
    if module is not None:
        return module
    known = games()
    why = [p for p in _registry.problems if f"{kind!r}" in p]
    if why:
        raise RuleError("the game {k!r} is installed but cannot be played: {why}", k=kind, why="; ".join(why))
    raise RuleError("unknown game {k!r}; known games: {known}", k=kind, known=", ".join(known))


def known_game(kind: str) -> AnyGame | None:
    """The module of game ``kind`` (None: not a complete installed game), importing no other game where that
    cannot change the answer (:func:`_load_alone`): the first screen lists a book's games without every
    game's import."""
    if _registry.games is None:
        alone = _registry.alone.get(kind) or _load_alone(kind)
        if alone is not None:
            return alone
    return games().get(kind)


def without_other_games_settings(kind: str, given: JsonObject) -> JsonObject:
    """``given`` less the keys that another installed game has as settings and game ``kind`` has not, when
    ``kind`` says such keys are ignored (its ``OTHER_GAMES_SETTINGS_IGNORED``): a record written beside
    another game's still scores. A key no game has stays, so a misspelt setting is still refused by name."""
    rules = rules_for(kind)
    foreign = [name for name in given if name not in rules.SETTING_HELP]
    if not foreign or not getattr(rules, "OTHER_GAMES_SETTINGS_IGNORED", False):
        return given
    theirs = {name for module in games().values() for name in module.SETTING_HELP}
    return {name: value for name, value in given.items() if name not in theirs or name in rules.SETTING_HELP}


def amount_format(kind: str, settings: Mapping[str, JsonValue] | None, *, short: bool = False) -> AmountFormat:
    """How a game of ``kind`` with these stored ``settings`` shows an amount: its ``format_amount``.

    Settings come from files (treated as hostile): a game whose kind or settings
    cannot be read gets plain grouped figures (``215,000``), so it still lists.
    """
    module = known_game(kind)
    if module is None or not isinstance(settings, Mapping):
        return grouped
    try:
        fmt = module.format_amount(settings, short=short)
        fmt(0)  # settings that lack what the format needs fail here, not on a screen
    except (KeyError, TypeError, ValueError):
        return grouped
    return fmt


def sources() -> list[Source]:
    """Entry points first (they may name an object in the module), then the subpackages of scorekeeper.games."""
    # (read at first use, not when the rules are imported)
    from scorekeeper.entry_points import entry_points, subpackages

    found: list[Source] = []
    for point in entry_points(GROUP):
        found.append(Source(point.name, point.value.replace(" ", ""),
                            f"entry point {point.name!r} of distribution {point.distribution!r}"))
    named = {source.module for source in found}
    package = importlib.import_module(GAMES_PACKAGE)
    for name in subpackages(list(package.__path__)):
        module = f"{GAMES_PACKAGE}.{name}"
        if module not in named:
            found.append(Source(name, module, f"package {GAMES_PACKAGE}"))
    return found


def _load(sources: list[Source]) -> tuple[dict[str, AnyGame], list[str]]:
    by_kind: dict[str, tuple[AnyGame, Source]] = {}
    refused: list[str] = []
    for source in sources:
        try:
            module = _imported(source)
        except Exception as err:  # a broken game must not stop the others (nor the app) from starting
            refused.append(f"the game {source.name!r} ({source.target}, {source.announced_by}) could not be loaded: "
                           f"{type(err).__name__}: {err}")
            continue
        kind = getattr(module, "KIND", source.name)
        module = _with_defaults(module)  # what it leaves out that has a natural answer (``rules.defaults``)
        wrong = member_problems(module)
        if wrong:
            refused.append(f"the game {kind!r} ({source.target}, {source.announced_by}) is incomplete: "
                           + "; ".join(wrong))
            continue
        if not _announced_as(source, kind):
            refused.append(f"the game {kind!r} ({source.target}) is announced under another name, "
                           f"{source.announced_by}: its entry point must be named {kind!r}, its KIND")
            continue
        game = cast(AnyGame, module)  # checked against MEMBERS above; its hands are PlayedHands to shared code
        earlier = by_kind.get(game.KIND)
        if earlier is not None and earlier[0] is not game:
            refused.append(f"the game {game.KIND!r} is offered twice: by {earlier[1].target} "
                           f"({earlier[1].announced_by}) and by {source.target} ({source.announced_by}); "
                           "the first is kept")
            continue
        by_kind[game.KIND] = (game, source)
        _add_catalog(game, source)
    for kind, (game, source) in list(by_kind.items()):  # a variation builds on its game: without it, it has no pack
        base = getattr(game, "VARIATION_OF", None)
        if base is not None and base not in by_kind:
            refused.append(f"the game {kind!r} ({source.target}, {source.announced_by}) is a variation of "
                           f"{base!r}, which is not installed")
            del by_kind[kind]
    ordered = sorted(by_kind.values(), key=lambda pair: (_list_order(pair[0]), pair[0].TITLE))
    return {game.KIND: game for game, _ in ordered}, refused


def _load_alone(kind: str) -> AnyGame | None:
    """Game ``kind`` without importing the others, where that cannot change which module plays it; else None.

    ``scorekeeper score`` plays one game: importing every game costs more than a long record's
    replay.  A game is announced under its own id (:func:`_load` refuses an entry point or a subpackage
    named otherwise), so the one source named ``kind`` is the only one that can give it: when exactly one
    is, it loads and is complete, and so is the game it is a variation of, the answer is the one
    :func:`games` gives, whatever else is installed.  Anything else (no such source, two, a game that
    fails) is left to :func:`games`, which sees every clash and problem.
    """
    with _registry.lock:
        found = _registry.alone.get(kind)
        if found is not None or _registry.games is not None:
            return found
        named = [s for s in sources() if kind in (s.name, s.name.replace("_", "-"))]
        if len(named) != 1:
            return None
        try:
            module = _with_defaults(_imported(named[0]))
        except Exception:  # noqa: BLE001 - the full load says what is wrong with it, with every other game
            return None
        base = getattr(module, "VARIATION_OF", None)
        if getattr(module, "KIND", None) != kind or member_problems(module) or (
                base is not None and (type(base) is not str or _load_alone(base) is None)):
            return None
        game = cast(AnyGame, module)
        _add_catalog(game, named[0])
        _registry.alone[kind] = game
        return game


def _announced_as(source: Source, kind: str) -> bool:
    """Whether ``source`` is named by the game's id (a subpackage may write ``_`` for ``-``): what lets one
    game be loaded alone (:func:`_load_alone`) knowing no other source can give it."""
    return kind in (source.name, source.name.replace("_", "-"))


def _with_defaults(module: object) -> object:
    """The game seen with the defaults it leaves out; the same object each time for one module, so a game
    loaded alone (``score``) is the very one the list of games holds."""
    key = id(module)
    seen = _registry.wrapped.get(key)
    if seen is None or seen[0] is not module:
        seen = (module, defaults.with_defaults(module))
        _registry.wrapped[key] = seen
    return seen[1]


def _add_catalog(game: AnyGame, source: Source) -> None:
    """The game's own catalog, when it names one, so its title and words are shown translated."""
    folder = getattr(game, "LOCALE_DIR", None)
    if isinstance(folder, str):
        add_catalog(folder, getattr(game, "GETTEXT_DOMAIN", source.module.partition(".")[0]))


def _imported(source: Source) -> object:
    module_name, _, attribute = source.target.partition(":")
    loaded: object = importlib.import_module(module_name)
    for name in filter(None, attribute.split(".")):
        loaded = getattr(loaded, name)
    return loaded


def _list_order(game: AnyGame) -> int:
    order = getattr(game, "LIST_ORDER", DEFAULT_LIST_ORDER)
    return order if type(order) is int else DEFAULT_LIST_ORDER


def _load_every_game() -> None:
    games()


game.find_rules_with(rules_for)  # a Game finds its rules here, and a stored event of a game not yet loaded
events.on_unknown_type(_load_every_game)  # loads every game first, so that its events are known
