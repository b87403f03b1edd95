"""The use cases of Scorekeeper, one service for the app and the command line alike.

Everything a screen or a command does to the score book goes through
:class:`Scorekeeper`: start, open, play and correct a game, list and manage
games and players, import and export records, back up and restore.  The
rules core decides (a refused entry raises ``RuleError`` and nothing is
stored); the repository (``scorekeeper.store``) keeps; this layer composes
the two so that no screen and no command does it its own way.

Two promises hold for every change:

- **in step**: an entry is stored only onto the game the caller holds.  The
  check and the write are one locked compare-and-append in the store
  (``expected_count`` and the last event); when another screen or process
  changed the game first, :class:`StaleGame` carries the game as stored now
  and nothing was stored.
- **stored means stored**: a storage failure (disk full, read-only folder,
  unreadable or recovered file) is a :class:`StorageProblem` with one
  sentence for the player, and the entry was not acknowledged.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scorekeeper.limits import MAX_RECORD_BYTES, mib
from scorekeeper.rules import (Event, Game, RuleError, amount_format, event_from_dict, event_to_dict,
                               game_from_record)
from scorekeeper.rules.errors import AmountFormat
from scorekeeper.rules.names import check_name_length, stored_name
from scorekeeper.store.errors import (CountMismatch, DamagedFileError, GameFileLost, GameRecovered, NotFoundError,
                                      os_reason)
from scorekeeper.store.errors import StoreError as StoreError  # the screens' one name for a storage failure
from scorekeeper.store.interface import Repository as Repository  # the screens type their store through the service
from scorekeeper.store.model import GameSummary as GameSummary  # a game list line, as the screens show it
from scorekeeper.store.model import Player as Player
from scorekeeper.store.model import record_fingerprint
from scorekeeper.store.records import hands_csv
from scorekeeper.store.stats import tally_text as tally_text  # the one way a tally is written (app and CLI)
from scorekeeper.terminal import has_control_characters, safe_text

if TYPE_CHECKING:
    from scorekeeper.board.source import GameSource


class StaleGame(Exception):
    """The stored game is not the one the caller holds: another screen changed it; nothing was stored."""

    def __init__(self, game: Game, message: str | None = None) -> None:
        super().__init__(message or "This game was changed on another screen; it has been reloaded and "
                         "nothing was stored for that entry. Enter it again if it still applies.")
        self.game = game  # the game as stored now (reloaded)


class StorageProblem(StoreError):
    """Storing failed (disk full, read-only, unreadable or recovered file); nothing was stored.

    ``str(err)`` is one sentence for the player.  ``game`` is the game as
    stored now when it could be read again (e.g. after a recovery), else None.
    """

    def __init__(self, message: str, game: Game | None = None) -> None:
        super().__init__(message)
        self.game = game


class ImportRefused(ValueError):
    """At least one record is unreadable or breaks the rules; nothing was imported."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems) + "; nothing was imported")


class ReceivedGameRefused(ValueError):
    """A game pulled from a sync server breaks the rules, the caps or the names: it is not stored."""


@dataclass(frozen=True)
class ReceivedGame:
    """A game as a sync server gave it: its setup, its entries (as stored), its name and creation time."""

    setup: dict[str, object]
    events: list[dict[str, object]]
    name: str | None
    created: str | None


@dataclass(frozen=True)
class ImportResult:
    """One imported file: the game it is stored as and whether it was new."""

    file_name: str
    game_id: str
    new: bool  # False: the same record was imported before (it is stored once)
    title: str  # the game's name in the list
    kind: str  # the game's id ("plain-tricks")
    kind_title: str  # the game's title ("Plain tricks")
    players: tuple[str, ...]
    hands: int


@dataclass(frozen=True)
class RestoreResult:
    """What a restore did: how many game files it brought back and where the old data is kept."""

    games: int
    saved_copy: Path  # backups/before-restore-<time>.zip: the data as it was before


GONE = ("This game was deleted on another screen (it is in the trash); nothing was stored for that entry. "
        "Bring it back from the game list to go on.")
IMPORT_BATCH_MAX = 128  # records stored per index write in a large import

def storage_sentence(exc: OSError, doing: str) -> str:
    """One sentence for a failed disk operation: what failed, why, and that nothing was stored."""
    return f"Could not {doing}: {os_reason(exc)}. Nothing was stored; free space or fix the folder and try again."


def _names(names: list[str], limit: int = 10) -> str:
    shown = ", ".join(names[:limit])
    return shown + (f" and {len(names) - limit} more" if len(names) > limit else "")


def import_failure(reason: str, done: list[ImportResult], rest: list[tuple[str, bool]]) -> str:
    """What an import that failed part-way stored and did not: the records before the failing batch
    are stored (each was said as it was), the batch and those after it are not, unless stored before."""
    new = [r for r in done if r.new]
    before = [r.file_name for r in done if not r.new] + [name for name, known in rest if known]
    missing = [name for name, known in rest if not known]
    if not new and not before:
        return (f"Could not store the imported games: {reason}. Nothing was stored; free space or fix the "
                "folder and try again.")
    total = len(done) + len(rest)
    said = [f"Could not store all the imported games: {reason}."]
    if new:
        said.append(f"{len(new)} of {total} record{'s' if total != 1 else ''} "
                    f"{'was' if len(new) == 1 else 'were'} stored: "
                    f"{_names([f'{r.file_name} as {r.game_id}' for r in new])}.")
    if before:
        said.append(f"Already stored before: {_names(before)}.")
    if missing:
        said.append(f"Not stored: {_names(missing)}. Free space or fix the folder and import "
                    f"{'it' if len(missing) == 1 else 'those'} again (a record already stored is not stored twice).")
    return " ".join(said)


def game_summary_fields(game: Game) -> dict[str, Any]:
    """The index's description of a game (the figures of its game-list line), from its replayed table."""
    table = game.table
    return {"events": len(game.events), "hands": len(table.hands), "finished": bool(table.finished),
            "winner": list(table.winner) if table.winner else None, "totals": dict(table.totals)}


def check_name(name: str, what: str = "a game's name") -> str:
    """A name as it is kept (NFC), or a StoreError saying why it cannot be one."""
    if not isinstance(name, str) or not name.strip():
        raise StoreError(f"{what} cannot be empty")
    if has_control_characters(name):
        raise StoreError(f"{what} cannot hold control characters (such as a tab, a line break, an "
                         "escape, or a zero-width joiner outside a word); type it with letters, digits, "
                         "spaces and punctuation")
    return stored_name(name)


def check_player_name(name: str) -> str:
    """:func:`check_name` and the length a game's seat may have (``rules.names``): the app, the
    import and the command line refuse the same names with the same reasons."""
    name = check_name(name, "a player's name")
    try:
        return check_name_length(name)
    except RuleError as err:
        raise StoreError(str(err)) from None


class Scorekeeper:
    """The service: every use case, over any :class:`Repository`."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo
        # the repository's own list: notes of recoveries while playing arrive here too
        self.messages: list[str] = repo.messages

    # ------------------------------------------------------------------ errors
    @contextmanager
    def _storing(self, doing: str, game_id: str | None = None) -> Iterator[None]:
        """Turn every storage failure into StorageProblem (one sentence); nothing is reported as stored."""
        try:
            yield
        except (NotFoundError, CountMismatch):
            raise
        except (DamagedFileError, GameFileLost) as exc:
            raise StorageProblem(f"Could not {doing}: {exc}. Nothing was stored.") from None
        except OSError as exc:
            raise StorageProblem(storage_sentence(exc, doing)) from None
        except GameRecovered as exc:  # the game file was damaged and recovered during this very call
            raise StorageProblem(f"{exc} Nothing was stored for that entry; check the game and enter it "
                                 "again if it is missing.", self._reload(game_id) if game_id else None) from None

    def _reload(self, game_id: str) -> Game | None:
        try:
            return self.open_game(game_id)
        except (StoreError, OSError, ValueError):
            return None

    # ------------------------------------------------------------------ games
    def new_game(self, game: Game, *, player_ids: list[str] | None = None, name: str | None = None) -> str:
        """Store a new game (with any events it has) and return its id."""
        if name is not None:
            check_name(name, "a game's name")
        game = _with_stored_names(game)
        with self._storing("store the new game"):
            return self.repo.create_game(game, name=name, player_ids=player_ids,
                                         summary=game_summary_fields(game))

    def open_game(self, game_id: str) -> Game:
        """The stored game, replayed and checked by the rules core."""
        with self._storing("open the game"):
            data = self.repo.load_game_dict(game_id)
        return Game.from_dict(data)

    def play(self, game_id: str, game: Game, event: Event) -> Game:
        """Play ``event`` on ``game`` (the one on screen) and store it; return the game with it.

        RuleError: refused, nothing stored.  StaleGame: the stored game moved
        on (another screen), nothing stored.  StorageProblem: not stored.
        """
        new = game.play(event)
        summary = game_summary_fields(new) if self._hand_closed(game, new) else None
        last = event_to_dict(game.events[-1]) if game.events else None
        try:
            with self._storing("store that entry", game_id):
                self.repo.append_event(game_id, event_to_dict(event), expected_count=len(game.events),
                                       expected_last=last, summary=summary)
        except CountMismatch:
            raise StaleGame(self.open_game(game_id)) from None
        except NotFoundError:
            raise StorageProblem(GONE) from None
        return new

    @staticmethod
    def _hand_closed(before: Game, after: Game) -> bool:
        return len(after.table.hands) != len(before.table.hands) or after.table.finished != before.table.finished

    def correct(self, game_id: str, game: Game, transform: Callable[[Game], Game]) -> Game:
        """A correction (undo, replace, delete, insert): validated whole by the rules, stored whole."""
        new = transform(game)
        last = event_to_dict(game.events[-1]) if game.events else None
        try:
            with self._storing("store that correction", game_id):
                self.repo.replace_events(game_id, [event_to_dict(e) for e in new.events],
                                         expected_count=len(game.events), expected_last=last,
                                         summary=game_summary_fields(new))
        except CountMismatch:
            raise StaleGame(self.open_game(game_id)) from None
        except NotFoundError:
            raise StorageProblem(GONE) from None
        return new

    def undo(self, game_id: str, game: Game) -> Game:
        """The game without its last entry, stored."""
        return self.correct(game_id, game, lambda g: g.undo())

    # ------------------------------------------------------------------ the game list
    def list_games(self, status: str | None = None, *, offset: int = 0, limit: int | None = None,
                   kind: str | None = None, player: str | None = None) -> list[GameSummary]:
        """One page of the game list, newest first (``status`` "deleted": the trash)."""
        with self._storing("read the game list"):
            return self.repo.list_games(status, include_deleted=status == "deleted", offset=offset,
                                        limit=limit, kind=kind, player=player)

    def count_games(self, status: str | None = None) -> int:
        with self._storing("read the game list"):
            return self.repo.count_games(status)

    def game_settings(self, game_id: str) -> dict[str, Any]:
        """A stored game's settings alone (no events are read): its list line's currency and sides."""
        with self._storing("read the game's settings"):
            return self.repo.load_settings(game_id)

    def game_summary(self, game_id: str) -> GameSummary:
        return self.repo.get_game_summary(game_id)

    def resolve_game_id(self, text: str) -> str:
        """A game id from its full text or a unique beginning (the command line)."""
        return self.repo.resolve_game_id(text)

    def rename_game(self, game_id: str, name: str) -> None:
        check_name(name, "a game's name")
        with self._storing("rename the game"):
            self.repo.rename_game(game_id, name)

    def delete_game(self, game_id: str) -> None:
        """Move a game to the trash (``restore_game`` undoes it)."""
        with self._storing("delete the game"):
            self.repo.delete_game(game_id)

    def restore_game(self, game_id: str) -> None:
        with self._storing("bring the game back"):
            self.repo.restore_game(game_id)

    # ------------------------------------------------------------------ players
    def players(self) -> list[Player]:
        return self.repo.list_players()

    def add_player(self, name: str) -> Player:
        check_player_name(name)
        with self._storing("add the player"):
            return self.repo.add_player(name)

    def player_for_name(self, name: str, *, create: bool = False) -> Player:
        """The player with exactly this name (registering one if ``create``)."""
        if create:
            check_player_name(name)
        with self._storing("add the player"):
            return self.repo.player_for_name(name, create=create)

    def rename_player(self, player_id: str, name: str) -> None:
        check_player_name(name)
        with self._storing("rename the player"):
            self.repo.rename_player(player_id, name)

    def game_player_ids(self, game_id: str) -> dict[str, str]:
        """Seat name → player id for one game."""
        return self.repo.game_player_ids(game_id)

    # ------------------------------------------------------------------ drafts
    def save_draft(self, game_id: str, draft: dict[str, Any] | None) -> None:
        """Keep the cards tapped for a trick not yet saved (None forgets them)."""
        with self._storing("keep the cards tapped so far"):
            self.repo.save_draft(game_id, draft)

    def load_draft(self, game_id: str) -> dict[str, Any] | None:
        return self.repo.load_draft(game_id)

    # ------------------------------------------------------------------ records in and out
    def import_records(self, files: list[tuple[str, bytes]]) -> list[ImportResult]:
        """Store game records (format 1): every file is checked first; any refusal imports none."""
        return list(self.import_records_progressively(files))

    def import_records_progressively(self, files: list[tuple[str, bytes]]) -> Iterator[ImportResult]:
        """``import_records``, yielding each result as soon as its game is durably stored.

        Every file is checked before anything is stored (ImportRefused is
        raised before the first result).  Games are then stored in batches
        of growing size (1, 2, 4 ... 128 records, one index write each): a
        large import costs a few index writes, and the first results come at
        once, so a command killed half-way has acknowledged exactly what it
        stored.
        """
        checked: list[tuple[str, Any, Game]] = []
        problems: list[str] = []
        for name, data in files:
            try:
                record = parse_record(name, data)
                checked.append((name, record, game_from_record(record)))
            except ImportRefused as exc:
                problems.extend(exc.problems)
            except ValueError as exc:  # RuleError / RecordError: the core's message, naming the hand
                problems.append(f"{name}: {exc}")
        if problems:
            raise ImportRefused(problems)
        stored: dict[str, str] = {}  # fingerprint -> game id, this import included
        done: list[ImportResult] = []
        start, size = 0, 1
        while start < len(checked):
            batch = checked[start:start + size]
            with self._storing("store the imported games"):
                try:
                    results = self._store_batch(batch, stored)
                except OSError as exc:  # a batch is stored whole or not at all: say which records are in
                    rest = [(name, record_fingerprint(record) in stored) for name, record, _game in checked[start:]]
                    raise StorageProblem(import_failure(os_reason(exc), done, rest)) from None
            done.extend(results)
            yield from results
            start, size = start + len(batch), min(size * 2, IMPORT_BATCH_MAX)

    def _store_batch(self, batch: list[tuple[str, Any, Game]], stored: dict[str, str]) -> list[ImportResult]:
        """Store one batch of checked records (one index write), each record once.

        The store looks for an earlier import of each record and stores the new ones in one
        locked step (``import_games``): two imports of one record at once store it once.
        """
        prints = [record_fingerprint(record) for _name, record, _game in batch]
        specs = [dict(game=game, source=fingerprint, name=_name_from_file(name), summary=game_summary_fields(game))
                 for (name, _record, game), fingerprint in zip(batch, prints) if fingerprint not in stored]
        outcomes = iter(self.repo.import_games(specs) if specs else [])
        results = []
        for (name, _record, game), fingerprint in zip(batch, prints):
            if fingerprint in stored:  # earlier in this import: stored once, announced once
                game_id, new = stored[fingerprint], False
            else:
                game_id, new = next(outcomes)
                stored[fingerprint] = game_id
            results.append(ImportResult(name, game_id, new, self.repo.get_game_summary(game_id).name, game.kind,
                                        game.rules.TITLE, game.players, len(game.table.hands)))
        return results

    # ------------------------------------------------------------------ sync (scorekeeper.sync)
    def receive_games(self, games: list[ReceivedGame]) -> list[str | ReceivedGameRefused]:
        """Store games pulled from a sync server, each checked as an import checks a record (a server is as
        hostile as a file): per game its new id, or ReceivedGameRefused saying why it is not stored.
        Stored in batches (one index write each), as an import is."""
        outcomes: list[str | ReceivedGameRefused] = []
        specs: list[tuple[int, dict[str, object]]] = []
        for received in games:
            try:
                game = self._check_received(received.setup, received.events)
                name = None if received.name is None else check_name(received.name, "a game's name")
            except ReceivedGameRefused as exc:
                outcomes.append(exc)
                continue
            except StoreError as exc:
                outcomes.append(ReceivedGameRefused(str(exc)))
                continue
            specs.append((len(outcomes), dict(game=game, name=name, created=received.created,
                                              summary=game_summary_fields(game))))
            outcomes.append("")
        for start in range(0, len(specs), IMPORT_BATCH_MAX):
            batch = specs[start:start + IMPORT_BATCH_MAX]
            with self._storing("store the games from the server"):
                ids = self.repo.create_games([spec for _place, spec in batch])
            for (place, _spec), game_id in zip(batch, ids):
                outcomes[place] = game_id
        return outcomes

    def extend_received_game(self, game_id: str, events: list[dict[str, object]], *, expected_count: int) -> None:
        """Append entries pulled from a sync server, after the ``expected_count`` entries held here (checked
        by the rules as they are played; StaleGame when the game moved on here meanwhile)."""
        game = self.open_game(game_id)
        if len(game.events) != expected_count:
            raise StaleGame(game)
        for event in events:
            try:
                parsed = event_from_dict(event)
            except (ValueError, TypeError, KeyError) as exc:
                raise ReceivedGameRefused(f"an entry from the server is unreadable: {exc}") from None
            try:
                game = self.play(game_id, game, parsed)
            except RuleError as exc:
                raise ReceivedGameRefused(f"an entry from the server breaks the rules: {exc}") from None

    @staticmethod
    def _check_received(setup: dict[str, object], events: list[dict[str, object]]) -> Game:
        if len(_json_bytes([setup, events])) > MAX_RECORD_BYTES:
            raise ReceivedGameRefused(f"larger than {mib(MAX_RECORD_BYTES)}; a game is far smaller")
        players = setup.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise ReceivedGameRefused("its players are not a list of names")
        try:
            for player in players:
                check_player_name(player)
            settings = setup.get("settings")
            game = Game.new(str(setup.get("kind")), players, str(setup.get("dealer")),
                            settings if isinstance(settings, dict) else None)
            return game.with_events(event_from_dict(e) for e in events)
        except (StoreError, ValueError, TypeError, KeyError) as exc:  # RuleError, RecordError: the core's reason
            raise ReceivedGameRefused(str(exc)) from None

    def export_game(self, game_id: str, *, csv: bool = False) -> str:
        """A stored game as a format-1 record (JSON text) or as CSV (one row per hand)."""
        from scorekeeper.rules import game_to_record, score_report

        game = self.open_game(game_id)
        if csv:
            return hands_csv(game_id, list(game.players), score_report(game))
        return json.dumps(game_to_record(game), ensure_ascii=False, indent=1) + "\n"

    def amount_format(self, summary: GameSummary) -> AmountFormat:
        """How a stored game shows its amounts ($, ₹ with its grouping, or points), for its list line.

        A game whose settings cannot be read shows plain figures (``215,000``): it still lists.
        """
        try:
            settings = self.game_settings(summary.id)
        except Exception:  # a damaged or missing file: the list line must still print
            settings = None
        return amount_format(summary.kind, settings)

    def amount_formats(self) -> dict[str, AmountFormat]:
        """Per game kind, how the lifetime tallies' amounts read, when every stored game of that kind agrees.

        A book of dollar games shows a player's money in dollars; a book that mixes
        editions (the tallies add a kind's games together) shows plain figures
        rather than one currency for both.
        """
        seen: dict[str, dict[str, AmountFormat]] = {}
        for summary in self.repo.list_games():
            if summary.problem:
                continue
            fmt = self.amount_format(summary)
            seen.setdefault(summary.kind, {})[fmt(1_000_000)] = fmt
        return {kind: next(iter(fmts.values())) for kind, fmts in seen.items() if len(fmts) == 1}

    def tallies(self) -> dict[str, Any]:
        """Lifetime tallies per player and per partnership (see ``scorekeeper.store.stats``)."""
        from scorekeeper.store.stats import store_tallies

        return store_tallies(self.repo)

    # ------------------------------------------------------------------ the data folder
    def data_folder(self) -> Path | None:
        """The folder the score book is kept in, or None for a store that keeps nothing on disk."""
        folder = getattr(self.repo, "data_dir", None)
        return Path(folder) if folder is not None else None

    def can_back_up(self) -> bool:
        """Whether this score book is a folder a backup can be written from and restored into."""
        return self.data_folder() is not None and hasattr(self.repo, "write_backup")

    def on_own_store(self) -> Scorekeeper:
        """A service over its own opening of the same folder (another thread's); a memory store: this one."""
        folder = self.data_folder()
        if folder is None:
            return self
        return Scorekeeper(disk_repository(str(folder)))

    def board_source(self) -> GameSource:
        """What the board serves: the data folder, read as another process would, or the store itself."""
        from scorekeeper.board.source import StoreSource, open_source

        folder = self.data_folder()
        return open_source(folder) if folder is not None else StoreSource(self.repo)

    # ------------------------------------------------------------------ backups
    def write_backup(self, path: str | os.PathLike[str]) -> Path:
        """A zip of the whole score book at ``path`` (written atomically)."""
        with self._storing("write the backup"):
            return self.repo.write_backup(path)

    def check_backup(self, path: str | os.PathLike[str]) -> int:
        """Check a backup as a restore would, changing nothing; return how many games it holds."""
        from scorekeeper.store.backups import check_backup

        with self._storing("check the backup"):
            return check_backup(path)

    def restore_backup(self, path: str | os.PathLike[str]) -> RestoreResult:
        """Replace the score book with a backup; the data is unchanged unless it all succeeds."""
        from scorekeeper.store import restore_backup

        folder = getattr(self.repo, "data_dir", None)
        if folder is None:
            raise StoreError("this store keeps nothing on disk, so it cannot be restored")
        with self._storing("restore the backup"):
            saved, n = restore_backup(folder, path)
        reopen: Callable[..., Repository] = type(self.repo)
        self.repo = reopen(folder)
        self.messages = self.repo.messages
        return RestoreResult(n, saved)


def disk_repository(data: str | None = None) -> Repository:
    """The score book on disk: ``data`` or, unless given, the folder the environment names."""
    from scorekeeper.store import GameStore

    return GameStore(data)


def _with_stored_names(game: Game) -> Game:
    """A new game whose seats are kept as names are kept (NFC), so "Ána" typed either way is one name."""
    if game.events or all(p == stored_name(p) for p in game.players):
        return game
    return Game.new(game.kind, [stored_name(p) for p in game.players], stored_name(game.dealer), game.settings)


def _json_bytes(value: object) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


def _name_from_file(name: str) -> str | None:
    """An imported game's name: its file's, without the extension (none for standard input)."""
    return (Path(name).stem or None) if name not in ("", "-") else None


def parse_record(name: str, data: bytes) -> Any:
    """The JSON document in a file's bytes, read as strictly as ``score`` reads it (no key given twice,
    no NaN, at most the records' cap), or ImportRefused saying why it is not one."""
    from scorekeeper.jsonfile import MAX_BYTES, UnreadableFile, parse_json_bytes
    from scorekeeper.limits import mib
    from scorekeeper.rules.record import record_keys

    if len(data) > MAX_BYTES:  # the app hands bytes it read itself: the same cap as the command line's
        raise ImportRefused([f"{name}: larger than {mib(MAX_BYTES)}; a game record is far smaller"])
    try:
        return parse_json_bytes(data, safe_text(name), record_keys)
    except UnreadableFile as err:
        raise ImportRefused([str(err)]) from None
