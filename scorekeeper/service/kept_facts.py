"""After each write of a game, its facts for ``stats`` kept beside the stats cache (``store.fact_files``).

The first ``stats`` on a folder would otherwise read every journal and replay every game (seconds over
2,000 games).  The service holds each game it writes in memory, replayed, right after the write: its facts
cost no replay and no reading here, and the next cold ``stats`` reads one small file per finished game
instead (see ``FactKeeper`` for when they are kept).
Kept here, not in the store: the stats cache already imports the store, so a hook in the store's writes
would make an import circle, and only the service holds the replayed game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.rules import Game
from scorekeeper.store.entry_times import kept_times
from scorekeeper.store.journal_lines import MAX_TIME_LENGTH
from scorekeeper.store.fact_files import StoredSeats, kept_times_of, stored_seats, write_facts
from scorekeeper.store.stats import facts_of_game


@dataclass(frozen=True)
class BeforeWrite:
    """What a write's facts start from: the game's seats and its entries' times as its fact file kept them
    (None: no file matches the journal; the times are then read once from the journal after the write)."""

    seats: StoredSeats
    times: list[str | None] | None


class FactKeeper:
    """Keeps a game's facts after the service writes it; does nothing for a store in memory or one only read.

    A game written whole (created, imported, received) has its facts kept at once: that write already costs
    the whole game.  An entry, a correction, an Undo or a Redo keeps them only when it leaves the game
    finished: working out a game's facts costs every hand of it, and a tap must cost the same on the 400th
    hand as on the first.  So a finished game's facts are there for the next cold ``stats``, and a game
    still being played (a few in any book) is replayed by it, as it is after every entry anyway."""

    def __init__(self, repo: object) -> None:
        self.repo = repo

    def _folder(self) -> Path | None:
        folder = getattr(self.repo, "data_dir", None)
        return folder if isinstance(folder, Path) else None

    def before(self, game_id: str) -> BeforeWrite | None:
        """Read just before a write of a stored game (its setup file and its fact file: a few kilobytes)."""
        folder = self._folder()
        seats = stored_seats(self.repo, game_id) if folder is not None else None
        if folder is None or seats is None:
            return None
        return BeforeWrite(seats, kept_times_of(folder, game_id, seats))

    def appended(self, game_id: str, game: Game, before: BeforeWrite | None, at: str | None) -> None:
        """``game`` was stored by appending its last entry, stored at ``at`` (None: a time not said)."""
        if before is None:
            return
        times = None if before.times is None or len(before.times) != len(game.events) - 1 else [*before.times, at]
        self._keep(game_id, game, before.seats, times)

    def replaced(self, game_id: str, game: Game, before: BeforeWrite | None, stored: int, now: str) -> None:
        """``game``'s entries were stored in place of ``stored`` ones, those beyond them at ``now``."""
        if before is None:
            return
        times = None if before.times is None or len(before.times) != stored else kept_times(
            before.times, len(game.events), now)
        self._keep(game_id, game, before.seats, times)

    def created(self, game_id: str, game: Game, times: Sequence[str | None] | None = None) -> None:
        """``game`` was stored as a new game (created, imported, received).  ``times``: the times its journal
        was just written with, one per entry (an import's); without them they are read from its journal, which
        for the longest record took a quarter of the import's CPU to give back what the import had in hand."""
        seats = stored_seats(self.repo, game_id) if self._folder() is not None else None
        if seats is not None:
            self._keep(game_id, game, seats, list(times) if times is not None and _as_journal_reads(times, game)
                       else None)

    def _keep(self, game_id: str, game: Game, seats: StoredSeats, times: Sequence[str | None] | None) -> None:
        """Never fails the write it follows: facts not kept only cost a replay on the next cold ``stats``."""
        folder = self._folder()
        if folder is None:
            return
        try:
            if times is None:  # no fact file matched: the journal read once, the next write extends the file
                times = getattr(self.repo, "load_event_times")(game_id)
            facts = facts_of_game(game_id, game, seats.seat_ids, times, seats.created)
        except Exception:  # a game the rules refuse, a file that vanished: replayed (and said) by ``stats``
            return
        written = getattr(self.repo, "journals_written", {}).get(game_id)  # as this process's write left it
        write_facts(folder, game_id, seats, times, facts, written)


def _as_journal_reads(times: Sequence[str | None], game: Game) -> bool:
    """``times`` are what the journal written with them reads back: one per entry, each none or a time a
    journal line keeps (a longer text, say from a hostile server, reads as damage, and is read back so)."""
    return len(times) == len(game.events) and all(
        at is None or (isinstance(at, str) and len(at) <= MAX_TIME_LENGTH) for at in times)

