"""Atomic replacement and rolling generations."""

from __future__ import annotations

import os

import pytest
from tinydb import TinyDB

from scorekeeper.store.atomic import AtomicJSONStorage, atomic_write_bytes
from scorekeeper.store.errors import DamagedFileError


def test_a_write_replaces_the_file_and_keeps_rolling_generations(tmp_path):
    path = tmp_path / "f.json"
    for n in range(5):
        atomic_write_bytes(path, f"{n}".encode(), keep=3)
    assert path.read_text() == "4"
    assert [(tmp_path / f"f.json.bak{g}").read_text() for g in (1, 2, 3)] == ["3", "2", "1"]
    assert not (tmp_path / "f.json.bak4").exists()


def test_a_write_that_fails_before_the_rename_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "f.json"
    atomic_write_bytes(path, b"old")
    monkeypatch.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(OSError("disk gone")))
    with pytest.raises(OSError):
        atomic_write_bytes(path, b"new")
    monkeypatch.undo()
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]  # no temporary left


def test_tinydb_on_the_atomic_storage_reads_a_missing_file_as_empty_and_refuses_a_damaged_one(tmp_path):
    path = tmp_path / "db.json"
    with TinyDB(path, storage=AtomicJSONStorage) as db:
        assert db.all() == []
        db.insert({"x": 1})
    with TinyDB(path, storage=AtomicJSONStorage) as db:
        assert db.all() == [{"x": 1}]
    path.write_text('{"_default": {"1": {"x"')
    with TinyDB(path, storage=AtomicJSONStorage) as db, pytest.raises(DamagedFileError, match="not valid JSON"):
        db.all()
    assert path.read_text() == '{"_default": {"1": {"x"'  # never overwritten
