"""Games from a sync server (``scorekeeper.sync``): each checked as an import checks a record (a server is as
hostile as a file), then stored, or appended to a game held here."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from scorekeeper.i18n.translate import gettext
from scorekeeper.limits import MAX_RECORD_BYTES, mib
from scorekeeper.progress import Progress
from scorekeeper.rules import Game, RuleError, event_from_dict, event_to_dict
from scorekeeper.store.atomic import timestamp
from scorekeeper.store.entry_times import NOT_KNOWN
from scorekeeper.store.errors import StoreError
from scorekeeper.store.model import GameSpec
from scorekeeper.store.ports import ReceivedStore

from .core import StoreGuard, check_name, check_player_name, game_summary_fields
from .errors import ReceivedGameRefused, StaleGame
from .history import received_record
from .playing import Playing
from .record_files import IMPORT_BATCH_MAX


@dataclass(frozen=True)
class ReceivedGame:
    """A game as a sync server gave it: its setup, its entries (as stored), its name and creation time."""

    setup: dict[str, object]
    events: list[dict[str, object]]
    name: str | None
    created: str | None
    times: list[str | None] = field(default_factory=list)  # when each entry was stored on its phone, if said


def _json_bytes(value: object) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


class Receiving:
    """The use cases of sync: games and entries received, played and corrected at the table (:class:`Playing`)."""

    def __init__(self, repo: ReceivedStore, guard: StoreGuard, table: Playing) -> None:
        self.repo = repo  # the one port of the store this use case calls (``store/ports.py``)
        self._storing = guard.storing
        self._guard = guard
        self._table = table

    def receive_games(self, games: list[ReceivedGame], *,
                      progress: Progress | None = None) -> list[str | ReceivedGameRefused]:
        """Store games pulled from a sync server, each checked as an import checks a record (a server is as
        hostile as a file): per game its new id, or ReceivedGameRefused saying why it is not stored.
        Stored in batches (one index write each), as an import is."""
        outcomes: list[str | ReceivedGameRefused] = []
        specs: list[tuple[int, GameSpec]] = []
        for received in games:
            try:
                game = self._check_received(received.setup, received.events)
                name = None if received.name is None else check_name(received.name, gettext("a game's name"))
            except ReceivedGameRefused as exc:
                outcomes.append(exc)
                continue
            except StoreError as exc:
                outcomes.append(ReceivedGameRefused(str(exc)))
                continue
            specs.append((len(outcomes), GameSpec(game=game, name=name, created=received.created,
                                                  summary=game_summary_fields(game), times=received.times or None)))
            outcomes.append("")
        for start in range(0, len(specs), IMPORT_BATCH_MAX):
            batch = specs[start:start + IMPORT_BATCH_MAX]
            with self._storing(gettext("store the games from the server")):
                ids = self.repo.create_games([spec for _place, spec in batch])
            for (place, spec), game_id in zip(batch, ids):
                outcomes[place] = game_id
                if isinstance(spec["game"], Game):
                    self._table.facts.created(game_id, spec["game"], spec.get("times"))  # not read back
            if progress is not None:
                progress(start + len(batch), len(specs))
        return outcomes

    def extend_received_game(self, game_id: str, events: list[dict[str, object]], *, expected_count: int,
                             times: list[str | None] | None = None) -> None:
        """Append entries pulled from a sync server, after the ``expected_count`` entries held here (checked
        by the rules as they are played; StaleGame when the game moved on here meanwhile), each stored with
        its phone's time where ``times`` says it."""
        game = self._guard.open_game(game_id)
        if len(game.events) != expected_count:
            raise StaleGame(game)
        for number, event in enumerate(events):
            try:
                parsed = event_from_dict(event)
            except (ValueError, TypeError, KeyError) as exc:
                raise ReceivedGameRefused(gettext("an entry from the server is unreadable: {exc}").format(
                    exc=exc)) from None
            try:
                game = self._table.play(game_id, game, parsed, at=(times[number] if times and number < len(times) else None) or NOT_KNOWN)
            except RuleError as exc:
                raise ReceivedGameRefused(gettext("an entry from the server breaks the rules: {exc}").format(
                    exc=exc)) from None
        if events:  # entries from another phone: Undo here does not take them back (the history says so)
            with self._storing(gettext("store the entries from the server"), game_id):
                entries = [event_to_dict(e) for e in game.events]
                self.repo.append_history(game_id, received_record(entries[:expected_count], entries, timestamp()))

    def replace_received_events(self, game_id: str, events: list[dict[str, object]], *, expected_count: int) -> None:
        """Replace a game's entries with a correction made on another phone (checked by the rules whole, as a
        correction here is; StaleGame when the game moved on here meanwhile)."""
        if len(_json_bytes(events)) > MAX_RECORD_BYTES:
            raise ReceivedGameRefused(gettext("larger than {max_record_bytes}; a game is far smaller").format(
                max_record_bytes=mib(MAX_RECORD_BYTES)))
        game = self._guard.open_game(game_id)
        if len(game.events) != expected_count:
            raise StaleGame(game)
        try:
            parsed = [event_from_dict(event) for event in events]
        except (ValueError, TypeError, KeyError) as exc:
            raise ReceivedGameRefused(gettext("an entry from the server is unreadable: {exc}").format(
                exc=exc)) from None
        try:
            self._table.correct(game_id, game, lambda g: g.with_events(parsed), received=True)
        except RuleError as exc:
            raise ReceivedGameRefused(gettext("an entry from the server breaks the rules: {exc}").format(
                exc=exc)) from None

    @staticmethod
    def _check_received(setup: dict[str, object], events: list[dict[str, object]]) -> Game:
        if len(_json_bytes([setup, events])) > MAX_RECORD_BYTES:
            raise ReceivedGameRefused(gettext("larger than {max_record_bytes}; a game is far smaller").format(
                max_record_bytes=mib(MAX_RECORD_BYTES)))
        players = setup.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise ReceivedGameRefused(gettext("its players are not a list of names"))
        try:
            for player in players:
                check_player_name(player)
            settings = setup.get("settings")
            game = Game.new(str(setup.get("kind")), players, str(setup.get("dealer")),
                            settings if isinstance(settings, dict) else None)
            return game.with_events(event_from_dict(e) for e in events)
        except (StoreError, ValueError, TypeError, KeyError) as exc:  # RuleError, RecordError: the core's reason
            raise ReceivedGameRefused(str(exc)) from None
