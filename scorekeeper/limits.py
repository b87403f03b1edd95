"""How large the files Scorekeeper reads and keeps may be: every cap in one place.

Memory is bounded by design: whatever the app accepts (a record, a backup, a journal, a sync
document) is processed within ``PEAK_MEMORY_MB`` of peak memory, or refused up front in one line
that says the cap.  ``bench/bench_memory.py`` measures the peak per MB of input of ``score``,
``import``, ``restore`` and of replaying a stored game; the caps below follow from its figures,
with a margin (a quarter of the budget, and the most compact record of the most events per byte).
A phone or a browser (Pyodide) has a fraction of a desktop's memory: there every cap is two thirds
of a desktop's, the most that still takes the 5,000-hand benchmark record (:func:`small_memory`,
:func:`caps_for`).

The caps must agree, or a game the store accepted could be backed up and then
never restored.  So they are derived from each other here, and every reader
takes its cap from this module.  The store's readers and its backups read
``limits.MAX_STORED_FILE_BYTES`` when they read, not a copy made at import, so one
assignment changes that cap for all of them alike: a test lowers it to check the largest
file the store keeps without writing a gigabyte.  The caps:

- a document a user hands in (a record to import or score) is at most
  ``MAX_RECORD_BYTES``; the records of one import together at most ``MAX_IMPORT_BYTES``
  (every record is checked, its game held, before any is stored);
- a file the store keeps for one game (its setup, its journal) or for all of
  them (the index) is at most ``MAX_STORED_FILE_BYTES``; an import refuses a
  game whose journal would be larger, before it stores it, so every stored
  file can be read back, backed up and restored (and replayed: a restore checks each game);
- a data file parsed whole (the index, a setup) may take at most ``MAX_PARSED_BYTES`` once parsed
  (estimated from its bytes before it is parsed: a file of tiny objects takes thirty times its size);
- a backup member is read with the same cap as the file it came from, members one at a time,
  and a whole backup is unpacked only when the disk holds it: there is no total
  below what the store itself may hold;
- one answer of the sync server (a page of changes, a game's documents) is at most
  ``MAX_RECORD_BYTES``, as a record is; a pull merges and stores each page of changes before it
  reads the next (``sync/pull.py``), so it holds one page's documents and the games they bring,
  as an import holds its records' games, never the whole feed (up to 500 pages).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from typing import NamedTuple

MIB = 1024 * 1024

# The peak memory (MB) that any input the app accepts is processed within, on a desktop.
PEAK_MEMORY_MB = 512

# Where memory is smaller: the packaged phone app (Flet sets FLET_PLATFORM; Python 3.13 on a phone says
# sys.platform "android" or "ios") and a browser running the app in Pyodide (sys.platform "emscripten").
SMALL_MEMORY_PLATFORMS = ("android", "ios", "emscripten")


class Caps(NamedTuple):
    """The caps of one kind of machine, in bytes."""

    record: int  # a record handed in: score and import take 37 MB of peak per MB of it (bench_memory)
    stored_file: int  # a game's journal, a backup member: restore 7 MB, a replay 11 MB per MB of it
    import_total: int  # the records of one import together: their games are all held until stored
    parsed: int  # what a data file read whole (the index, a setup) may take once parsed (jsonfile.parse_cost)


def caps_for(small: bool) -> Caps:
    """The caps of a desktop, or of a machine with less memory (``small``: a phone, a browser).

    A desktop's: a record at 6 MiB peaks near 300 MB in ``score`` and ``import`` (a compact record of
    thrown-in hands, the most events per byte, takes 43 MB per MB); its journal is at most about four
    times its size, within the 24 MiB of a stored file, which a restore reads in 200 MB and replays in
    300 MB (460 MB were its events' dicts, events and game all held at once).  A phone's: 4 MiB, which
    takes the 5,000-hand benchmark record (3.4 MB) and peaks near 200 MB (320 MB).
    """
    record = (4 if small else 6) * MIB
    return Caps(record=record, stored_file=4 * record, import_total=record, parsed=48 * record)


def small_memory(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> bool:
    """Whether the app runs where memory is smaller than a desktop's: a phone or a browser (Pyodide)."""
    return environ.get("FLET_PLATFORM", "").lower() in SMALL_MEMORY_PLATFORMS or platform in SMALL_MEMORY_PLATFORMS


CAPS = caps_for(small_memory())

# A real record is small: the 5,000-hand benchmark record (far longer than any evening) is 3.4 MB.
# Anything above this is refused before it is read whole.
MAX_RECORD_BYTES = CAPS.record

# A journal line carries its number, its checksum and the event's field names, so it is longer than the
# part of a record it came from: a compact record of one-letter names passing every hand grows about
# fourfold.  Four times the largest record is room for the records the reader accepts; the import checks
# each journal against this cap anyway, so it is a bound that holds, not a guess that must.
MAX_STORED_FILE_BYTES = CAPS.stored_file

# The records of one import together: every one is checked (its game held) before any is stored.
MAX_IMPORT_BYTES = CAPS.import_total

# A data file the store parses whole (the index, a game's setup, a backup's manifest) may take at most this
# once parsed, as jsonfile.parse_cost estimates it (an upper bound) from its bytes: the file's own cap does
# not bound that, since 24 MiB of empty objects take 660 MB.  The store's index is estimated at nine times
# its size (it takes five): twelve times the stored files' cap leaves room for any index the store writes.
MAX_PARSED_BYTES = CAPS.parsed

# A backup is a zip of the data folder: it holds at most the files a data folder holds.
MAX_BACKUP_MEMBERS = 50_000


def mib(n: int) -> str:
    """``6 MiB``: a cap as a message states it."""
    return f"{n // MIB:,} MiB"
