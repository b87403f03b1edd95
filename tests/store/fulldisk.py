"""A fake full disk for the store's tests: no mount, no root, the same on every machine.

``FullDisk(monkeypatch, folder, room=N)`` lets N more files under ``folder``
receive bytes; the first byte written to any file after that fails with
``ENOSPC``, as a disk with no free block does.  Opening, reading, renaming,
hard-linking and deleting still work (they need no free block).  Writes
elsewhere (a backup to another disk, pytest's own files) are untouched.

Every way the store writes bytes goes through one of the two doors patched
here: ``os.write`` on a descriptor from ``os.open`` (journals, atomic files)
and a file object from ``open``/``io.open``, or ``os.fdopen`` of such a descriptor (the zip of a
backup, written through a descriptor that followed no link).
"""

from __future__ import annotations

import builtins
import errno
import io
import os
from pathlib import Path
from typing import IO, Any

import pytest


class FullDisk:
    """See the module docstring.  ``room`` is how many files can still be written; 0 is full now."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, folder: Path, room: int = 0) -> None:
        self.folder = Path(os.path.realpath(folder))
        self.room = room
        self.refused: list[str] = []  # the files a write was refused to, in order
        self._fds: dict[int, str] = {}  # descriptor -> path, for files opened for writing under folder
        self._charged: set[object] = set()
        real_open, real_write, real_close = os.open, os.write, os.close
        real_file_open = builtins.open

        def fake_open(path: Any, flags: int, *args: Any, **kw: Any) -> int:
            fd = real_open(path, flags, *args, **kw)
            if flags & (os.O_WRONLY | os.O_RDWR) and self._inside(path):
                self._fds[fd] = os.fspath(path)
            return fd

        def fake_write(fd: int, data: Any) -> int:
            if fd in self._fds:
                self._charge(fd, self._fds[fd])
            return real_write(fd, data)

        def fake_close(fd: int) -> None:
            self._fds.pop(fd, None)
            self._charged.discard(fd)
            real_close(fd)

        def fake_file_open(file: Any, mode: str = "r", *args: Any, **kw: Any) -> IO[Any]:
            handle = real_file_open(file, mode, *args, **kw)
            if isinstance(file, (str, bytes, os.PathLike)) and any(c in mode for c in "wax+") \
                    and self._inside(file):
                return _Filling(handle, self, os.fsdecode(file))  # type: ignore[return-value]
            if isinstance(file, int) and file in self._fds:  # os.fdopen of a descriptor opened for writing here
                return _Filling(handle, self, self._fds[file], fd=file)  # type: ignore[return-value]
            return handle

        monkeypatch.setattr(os, "open", fake_open)
        monkeypatch.setattr(os, "write", fake_write)
        monkeypatch.setattr(os, "close", fake_close)
        monkeypatch.setattr(builtins, "open", fake_file_open)
        monkeypatch.setattr(io, "open", fake_file_open)

    def _inside(self, path: Any) -> bool:
        full = os.path.realpath(os.fsdecode(os.fspath(path)))
        return full == str(self.folder) or full.startswith(str(self.folder) + os.sep)

    def _charge(self, key: object, path: str) -> None:
        """The first write to a file takes one unit of room; with none left it fails."""
        if key in self._charged:
            return
        if self.room <= 0:
            self.refused.append(Path(path).name)
            raise OSError(errno.ENOSPC, "No space left on device", path)
        self.room -= 1
        self._charged.add(key)


class _Filling:
    """A file object whose writes are charged to the fake disk (everything else is the real file's)."""

    def __init__(self, handle: IO[Any], disk: FullDisk, path: str, fd: int | None = None) -> None:
        self._handle, self._disk, self._path, self._fd = handle, disk, path, fd

    def write(self, data: Any) -> int:
        self._disk._charge(self, self._path)
        return self._handle.write(data)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._handle, name)

    def __enter__(self) -> "_Filling":
        return self

    def close(self) -> None:
        """Close the file; a descriptor it was made from is forgotten, as ``os.close`` forgets one (the
        number is used again for the next file opened, perhaps one outside the full disk)."""
        self._handle.close()
        if self._fd is not None:
            self._disk._fds.pop(self._fd, None)
            self._disk._charged.discard(self._fd)

    def __exit__(self, *exc: object) -> None:
        self.close()
