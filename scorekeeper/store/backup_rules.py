"""Every game of a backup replayed by the rules before it is restored (see ``backups.unpack_and_check``).

A journal line's checksum only says the line is the one that was written, not that the rules accept
it: a backup made by hand, by another program or by a version with other rules may hold an entry the
rules refuse.  Restored, such a game cannot be opened, its list figures say so and ``stats`` cannot
count it; the games it replaced are gone from the folder.  So a restore replays every game (its setup,
then its events, as ``import`` does with a record) and refuses the whole backup, naming the game and
the entry, before anything is touched.

Refusing the whole backup, rather than restoring the rest and keeping that game aside, is the choice
that changes nothing: the keeper still has every game they had, the one sentence says which game and
which hand of the backup to look at, and the backup itself is left as it is for whoever can repair it.

The content check (``backups._check_contents``) reads each game's setup and journal and hands them here
(:func:`game_in_files`) as it goes: each file is read and parsed once for both checks, each entry made an
event once, and the replayed game handed back for the figures the restored folder's game list keeps.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.i18n.translate import gettext
from scorekeeper.jsontypes import JsonObject

from .gamefiles import SetupHeader, setup_dict, setup_events, uses_journal
from .index import INDEX_NAME

if TYPE_CHECKING:
    from scorekeeper.rules import Event, Game

StagedGame = tuple[str, str, Mapping[str, object]]  # where, name, the game as ``Game.from_dict`` takes it

SHOWN_NAME = 60  # characters of a game's name a refusal shows (the name comes from the backup)


def games_in_index(index: JsonObject) -> Iterator[StagedGame]:
    """(where, name, game) of every game a version-1 index holds whole, the trash's too: ``where`` is its
    place in the index."""
    games = index.get("games")
    for key, doc in sorted(games.items()) if isinstance(games, dict) else []:
        if isinstance(doc, dict):
            where = gettext("{index_name}, its game {key}").format(index_name=INDEX_NAME, key=key)
            yield where, str(doc.get("name") or key), doc


def game_in_files(path: Path, data: JsonObject, header: SetupHeader, journal: list[JsonObject]) -> StagedGame:
    """(where, name, game) of the game whose setup file ``path`` the content check read (``data``, its
    ``header``) with the events of its journal (``journal``; unused by a setup that keeps its own events)."""
    events = journal if uses_journal(header) else setup_events(data)
    return f"{path.parent.name}/{path.name}", str(header.get("name") or path.stem), setup_dict(header, events)


def replayed(game: Mapping[str, object]) -> Game | str:
    """``game`` replayed by the rules, or why they refuse it (the entry, or the hand and call, it names).

    Each entry is made an event once, its dict let go as it is (a large game stays within its cap): an
    entry of a shape no event has is refused by its number; then the events are replayed.  The game is
    handed back for what a replay tells (the list figures a restore keeps, see ``backups``)."""
    from scorekeeper.rules import Game, event_from_dict

    dicts = game.get("events")
    entries: list[object] = dicts if isinstance(dicts, list) else []
    made: list[Event] = []
    for number, event in enumerate(entries, 1):
        try:
            made.append(event_from_dict(event))
        except Exception as exc:  # RecordError: the entry's shape (it does not number it); a hostile one, whatever
            return gettext("entry {number}: {reason}").format(number=number, reason=exc)
        entries[number - 1] = None
    try:  # the setup checked as a stored game's (events that are not a list refused with it), then replayed
        return Game.from_dict({**game, "events": []} if isinstance(dicts, list) else game).with_events(made)
    except Exception as exc:  # RuleError names the hand and the call; anything else refuses it too
        return str(exc)


def refusal_of(src: Path, where: str, name: str, reason: str) -> str:
    """The sentence refusing the backup ``src`` for its game ``name`` (at ``where``) the rules refuse."""
    return gettext("{backup}: the rules refuse game {game!r} ({where}): {reason}; it could not be opened once "
                   "restored, so nothing was changed").format(
        backup=src.name, game=name[:SHOWN_NAME], where=where, reason=reason)


def rules_refusal(src: Path, games: Iterable[StagedGame]) -> str | None:
    """The sentence refusing the backup ``src`` if the rules refuse any of its ``games`` (see the module
    docstring), for the first one they refuse; None if they accept every one."""
    for where, name, game in games:
        outcome = replayed(game)
        if isinstance(outcome, str):
            return refusal_of(src, where, name, outcome)
    return None
