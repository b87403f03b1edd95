"""The catalogs say everything the code marks, with the same placeholders, compiled as committed."""

from __future__ import annotations

import fnmatch
import shutil
import tomllib
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

from scorekeeper.i18n import catalogs
from scorekeeper.i18n.catalogs import catalog_problems, marked_in_code, message_problems, read_catalog
from scorekeeper.i18n.translate import LOCALE_DIR, TEMPLATE


@pytest.fixture(scope="session")
def code() -> frozenset[catalogs.MessageKey]:
    """Read from the code once per test process (about 1.4 s CPU): with tests shared out between processes,
    a module-scoped one was read again each time this module's tests came back after another module's.
    Frozen, so no test can change what the next one reads."""
    return frozenset(marked_in_code())


@pytest.mark.parametrize("language", ["hi", "bn"])
def test_every_message_of_the_code_is_translated_in_step_and_compiled(language, code):
    assert catalog_problems(language, code) == []


def test_the_template_holds_what_the_code_marks_and_the_table_words_are_among_them(code):
    template = {catalogs.key_of(m) for m in read_catalog(TEMPLATE) if m.id}
    assert template == code
    assert {("auction", "Pass"), ("card play", "Trick"), ("suit", "Hearts"), ("outcome", "Set back"),
            (None, "{count} hand")} <= code


def broken_copy(tmp_path: Path, language: str, change) -> Path:
    """A copy of the locale folder with one message of ``language`` changed, for the check to find."""
    copy = tmp_path / "locale"
    shutil.copytree(LOCALE_DIR, copy)
    po = copy / language / "LC_MESSAGES" / "scorekeeper.po"
    with po.open("rb") as file:
        catalog = read_po(file, locale=language)
    change(catalog)
    with po.open("wb") as file:
        write_po(file, catalog)
    return copy


STALE_MO = "hi: scorekeeper.mo is not scorekeeper.po compiled: run pybabel compile"


@pytest.mark.parametrize(("change", "problem"), [
    (lambda c: setattr(c.get("{player} bids {amount}"), "string", "{player} की बोली {रकम}"),
     "hi: '{player} bids {amount}': the translation '{player} की बोली {रकम}' has the placeholders "
     "['player', 'रकम'], the source ['amount', 'player']"),
    (lambda c: setattr(c.get("Undo"), "string", ""), "hi: 'Undo' has no translation"),
    (lambda c: setattr(c.get("{count} card"), "string", ("{count} पत्ता", " ")), "hi: '{count} card' has no translation"),
    (lambda c: c.delete("Settings"), "hi: 'Settings' is in the code but not in scorekeeper.po: run pybabel extract and update"),
    (lambda c: setattr(c.get("Pass", context="auction"), "string", "पास!"), STALE_MO),
])
def test_the_check_fails_on_a_missing_or_empty_translation_a_changed_placeholder_or_a_stale_mo(
        tmp_path, monkeypatch, code, change, problem):
    monkeypatch.setattr(catalogs, "LOCALE_DIR", broken_copy(tmp_path, "hi", change))
    expected = [STALE_MO] if problem == STALE_MO else [problem, STALE_MO]  # a changed .po leaves its .mo behind
    assert catalog_problems("hi", code) == expected


def test_a_fuzzy_translation_is_not_shipped_unchecked():
    catalog = read_catalog(LOCALE_DIR / "bn" / "LC_MESSAGES" / "scorekeeper.po", "bn")
    message = catalog.get("Undo")
    message.flags.add("fuzzy")
    assert message_problems(message) == ["'Undo' is marked fuzzy: check it and drop the flag"]


def test_every_catalog_file_is_packaged_so_an_installed_app_speaks_every_language():
    pyproject = tomllib.loads((LOCALE_DIR.parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = pyproject["tool"]["setuptools"]["package-data"]["scorekeeper"]
    files = sorted(p.relative_to(LOCALE_DIR.parent).as_posix() for p in LOCALE_DIR.rglob("*") if p.is_file())
    assert files == ["locale/bn/LC_MESSAGES/scorekeeper.mo", "locale/bn/LC_MESSAGES/scorekeeper.po",
                     "locale/hi/LC_MESSAGES/scorekeeper.mo", "locale/hi/LC_MESSAGES/scorekeeper.po",
                     "locale/scorekeeper.pot"]
    assert [f for f in files if not any(fnmatch.fnmatch(f, pattern) for pattern in patterns)] == []
