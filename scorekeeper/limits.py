"""How large the files Scorekeeper reads and keeps may be: every cap in one place.

The caps must agree, or a game the store accepted could be backed up and then
never restored.  So they are derived from each other here, and every reader
takes its cap from this module.  The store's readers and its backups read
``limits.MAX_STORED_FILE_BYTES`` when they read, not a copy made at import, so one
assignment changes that cap for all of them alike: a test lowers it to check the largest
file the store keeps without writing a gigabyte.  The caps:

- a document a user hands in (a record to import or score) is at most
  ``MAX_RECORD_BYTES``;
- a file the store keeps for one game (its setup, its journal) or for all of
  them (the index) is at most ``MAX_STORED_FILE_BYTES``; an import refuses a
  game whose journal would be larger, before it stores it, so every stored
  file can be read back, backed up and restored;
- a backup member is read with the same cap as the file it came from, and a
  whole backup is unpacked only when the disk holds it: there is no total
  below what the store itself may hold.
"""

from __future__ import annotations

MIB = 1024 * 1024

# A real record is small: the 5,000-hand benchmark record (far longer than any evening) is about
# 5 MB.  Anything above this is refused before it is read whole.
MAX_RECORD_BYTES = 64 * MIB

# A journal line carries its number, its checksum and the event's field names, so it is longer than the
# part of a record it came from: a record of one-letter names passing every hand grows about tenfold.
# Sixteen times the largest record is room for any record the reader accepts; the import checks each
# journal against this cap anyway, so it is a bound that holds, not a guess that must.
MAX_STORED_FILE_BYTES = 16 * MAX_RECORD_BYTES

# A backup is a zip of the data folder: it holds at most the files a data folder holds.
MAX_BACKUP_MEMBERS = 50_000


def mib(n: int) -> str:
    """``64 MiB``: a cap as a message states it."""
    return f"{n // MIB:,} MiB"
