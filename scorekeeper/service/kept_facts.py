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
from scorekeeper.store.fact_fold import FactFold
from scorekeeper.store.ports import WrittenJournals
from scorekeeper.store.stats import facts_of_game

TIMES_KEPT = 8  # games whose entries' times are held in memory: the few at the table in this process


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
    still being played (a few in any book) is replayed by it, as it is after every entry anyway.

    The facts need each entry's time.  The keeper holds them in memory for the games this process writes
    (``_times``), extended as each entry is stored, so the entry that finishes a game reads no journal for
    them: it costs the same on a 400-hand game as on a 4-hand one.  They are extended only while the
    journal bore, just before the write, the mark this process's last write left (``JournalWrite``): another
    process's write in between (a sync, a second window) makes them unknown, and they are read from the
    journal once, at the finish, as before.  A game resumed in a new process starts from the times its
    opening read (``JournalWrite.read``: given by the store only while nobody wrote the journal since).

    The facts themselves are folded hand by hand (``FactFold``, held for the same few games): made when a
    game is stored whole or opened at the table (both replay it all already), and after a correction; each
    entry (and each Redo of one) adds the hand it ends, so the finishing entry adds only its own hand and the
    game's end, and an Undo of the last entry takes back only that entry's hand (``FactFold.take_back``).
    A game without a fold held (not opened at the table in this process) has its facts worked out whole."""

    def __init__(self, repo: WrittenJournals) -> None:
        self.repo = repo
        self._times: dict[str, tuple[list[int], list[str | None]]] = {}  # game -> (journal mark, times)
        self._folds: dict[str, FactFold] = {}  # game -> its ended hands' facts (``FactFold``), as the service holds it

    def _folder(self) -> Path | None:
        folder = getattr(self.repo, "data_dir", None)
        return folder if isinstance(folder, Path) else None

    def before(self, game_id: str) -> BeforeWrite | None:
        """Read just before a write of a stored game (its setup file and its fact file: a few kilobytes)."""
        folder = self._folder()
        seats = stored_seats(self.repo, game_id) if folder is not None else None
        if folder is None or seats is None:
            return None
        held = game_id in self._times  # (checked after the write; the fact file is read only when none are held)
        return BeforeWrite(seats, None if held else kept_times_of(folder, game_id, seats))

    def opened(self, game_id: str, game: Game) -> None:
        """``game`` was opened at the table (replayed whole): its facts so far folded, so its entries add one
        hand at a time."""
        self._fold(game_id, game)

    def appended(self, game_id: str, game: Game, before: BeforeWrite | None, at: str | None) -> None:
        """``game`` was stored by appending its last entry, stored at ``at`` (None: a time not said)."""
        fold = self._folds.get(game_id)
        if fold is not None and fold.fits(game):
            fold.add(game)  # the hand this entry ended, if it ended one
        else:
            self._folds.pop(game_id, None)  # (a game moved on elsewhere: worked out whole at its finish)
        times = self._times_before(game_id, before, len(game.events) - 1)
        if times is not None:
            times.append(at)  # (in place: a list held here or just read, no one else's; no copy of 400 hands' times a tap)
        self._hold(game_id, times)
        if before is not None:
            self._keep(game_id, game, before.seats, times)

    def replaced(self, game_id: str, game: Game, before: BeforeWrite | None, stored: int, now: str) -> None:
        """``game``'s entries were stored in place of ``stored`` ones, those beyond them at ``now``."""
        held = self._times_before(game_id, before, stored)
        times = None if held is None else kept_times(held, len(game.events), now)
        self._fold(game_id, game)  # a correction or an Undo: the facts folded again (replaying is for corrections)
        self._hold(game_id, times)
        if before is not None:
            self._keep(game_id, game, before.seats, times)

    def taken_back(self, game_id: str, game: Game, before: BeforeWrite | None) -> None:
        """``game`` was stored by taking its last entry back (an Undo of the entry played last): the fold takes
        back that entry's hand, if it ended one, instead of folding the game again, and the times held lose
        their last."""
        fold = self._folds.get(game_id)
        if fold is not None and fold.takes_back(game):
            fold.take_back(game)
        else:
            self._fold(game_id, game)  # (a fold not held, or not of this game: folded again, as a correction)
        times = self._times_before(game_id, before, len(game.events) + 1)
        if times is not None:
            del times[len(game.events):]  # (in place, as ``appended`` extends them)
        self._hold(game_id, times)
        if before is not None:
            self._keep(game_id, game, before.seats, times)

    def created(self, game_id: str, game: Game, times: Sequence[str | None] | None = None) -> None:
        """``game`` was stored as a new game (created, imported, received).  ``times``: the times its journal
        was just written with, one per entry (an import's); without them they are read from its journal, which
        for the longest record took a quarter of the import's CPU to give back what the import had in hand."""
        seats = stored_seats(self.repo, game_id) if self._folder() is not None else None
        if seats is None:
            return
        written = list(times) if times is not None and _as_journal_reads(times, game) else None
        self._fold(game_id, game)
        self._hold(game_id, written if written is not None or game.events else [])
        self._keep(game_id, game, seats, None if written is None else list(written))
        if game.table.finished:  # (an import, mostly: nothing to add to, and an Undo folds again anyway)
            self._folds.pop(game_id, None)

    def _keep(self, game_id: str, game: Game, seats: StoredSeats, times: Sequence[str | None] | None) -> None:
        """Never fails the write it follows: facts not kept only cost a replay on the next cold ``stats``."""
        folder = self._folder()
        if folder is None:
            return
        try:
            if times is None:  # neither held nor in a fact file: the journal read once, the next writes extend them
                times = self.repo.load_event_times(game_id)
                self._hold(game_id, times)
            fold = self._folds.get(game_id)
            folded = None if fold is None else fold.facts(game_id, game, seats.seat_ids, times, seats.created)
            facts = folded or facts_of_game(game_id, game, seats.seat_ids, times, seats.created)
        except Exception:  # a game the rules refuse, a file that vanished: replayed (and said) by ``stats``
            return
        written = self.repo.journals_written.get(game_id)  # as this process's write left it
        write_facts(folder, game_id, seats, times, facts, None if written is None else written.after)

    def _times_before(self, game_id: str, before: BeforeWrite | None, count: int) -> list[str | None] | None:
        """The times of the ``count`` entries the journal had before this write: those held here, else those the
        fact file gave before the write (``before``), when they are that many; else None (read at the finish)."""
        held = self._held_times(game_id, count)
        if held is None and before is not None and before.times is not None and len(before.times) == count:
            held = before.times
        return held if held is not None else self._read_times(game_id, count)

    def _read_times(self, game_id: str, count: int) -> list[str | None] | None:
        """The ``count`` entries' times as the store last read the game's journal whole (a game opened in
        this process, none of its entries stored here yet), when the journal still bore that reading's mark
        just before the write (``JournalWrite.read``): a resumed game's finishing entry reads no journal either."""
        written = self.repo.journals_written.get(game_id)
        read = None if written is None else written.read
        return None if read is None or len(read) != count else list(read)

    def _held_times(self, game_id: str, count: int) -> list[str | None] | None:
        """The ``count`` entries' times held for the game, when the journal bore, just before the write that
        just stored, the mark this process's write before it left (nobody else wrote in between); else None."""
        held, written = self._times.get(game_id), self.repo.journals_written.get(game_id)
        if held is None or written is None or held[0] != written.before or len(held[1]) != count:
            return None
        return held[1]

    def _fold(self, game_id: str, game: Game) -> None:
        """Fold ``game``'s hands anew, for a store on disk (one in memory keeps no facts)."""
        self._folds.pop(game_id, None)
        if self._folder() is None:
            return
        try:
            self._folds[game_id] = FactFold(game)
        except Exception:  # a game the rules refuse: its facts, if any, are worked out whole (and said) as before
            return
        if len(self._folds) > TIMES_KEPT:
            del self._folds[next(iter(self._folds))]  # the game folded longest ago

    def _hold(self, game_id: str, times: list[str | None] | None) -> None:
        """Hold ``times`` (a list the caller hands over) as the game's journal stands after this process's
        write (None: forget them)."""
        self._times.pop(game_id, None)
        written = self.repo.journals_written.get(game_id)
        if times is None or written is None or self._folder() is None:
            return
        self._times[game_id] = (written.after, times)
        if len(self._times) > TIMES_KEPT:
            del self._times[next(iter(self._times))]  # the game written longest ago


def _as_journal_reads(times: Sequence[str | None], game: Game) -> bool:
    """``times`` are what the journal written with them reads back: one per entry, each none or a time a
    journal line keeps (a longer text, say from a hostile server, reads as damage, and is read back so)."""
    return len(times) == len(game.events) and all(
        at is None or (isinstance(at, str) and len(at) <= MAX_TIME_LENGTH) for at in times)

