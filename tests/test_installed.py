"""The registry's own reader of installed entry points answers what importlib.metadata answers, without its cost."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

import pytest

from scorekeeper.entry_points import EntryPoint, entry_points

SITE = Path(__file__).resolve().parent / "example_game" / "site"


@pytest.mark.parametrize("group", ["console_scripts", "scorekeeper.games", "pytest11"])
def test_every_entry_point_importlib_metadata_finds_is_found_with_its_distribution(group):
    ours = sorted((p.name, p.value, p.distribution) for p in entry_points(group))
    theirs = sorted((p.name, p.value, p.dist.name if p.dist else "") for p in metadata.entry_points(group=group))
    assert ours == theirs


def test_a_distribution_folder_on_the_path_is_read_with_its_name_from_its_metadata():
    assert entry_points("scorekeeper.games", [str(SITE)]) == [
        EntryPoint("plain-tricks", "scorekeeper_plain_tricks", "scorekeeper-plain-tricks")]


def test_a_path_entry_that_is_no_folder_has_nothing_installed(tmp_path):
    (tmp_path / "a.zip").write_bytes(b"PK")
    assert entry_points("scorekeeper.games", [str(tmp_path / "a.zip"), str(tmp_path / "gone")]) == []
