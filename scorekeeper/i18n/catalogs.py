"""Checks that the catalogs say everything the code says, and say it with the same placeholders.

Used by tests/i18n and by a translator before committing: `catalog_problems` lists, in words,
each message the code marks that a catalog lacks or leaves empty, each translation whose named
placeholders (``{player}``) differ from its msgid's, and a compiled ``.mo`` that is not its ``.po``
compiled (someone forgot `pybabel compile`). Tooling only: the running app never imports it.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Set
from io import BytesIO
from pathlib import Path

import sys

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from scorekeeper.i18n.translate import DOMAIN, LOCALE_DIR

REPO = LOCALE_DIR.parent.parent
MAPPING = REPO / "babel.cfg"
# pybabel's own keywords plus ours: the lazy ones, words.py's ``_``, a counted sentence's two forms,
# and a refusal's template (the first argument of RuleError and RecordError). `update_all` passes
# the same to pybabel, so the check and the tooling read the code alike.
KEYWORDS: dict[str, tuple[int | tuple[int, str], ...] | None] = {
    "gettext": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3),
    "lazy_gettext": None, "lazy_pgettext": ((1, "c"), 2), "_": None, "N_": None, "Counted": (1, 2),
    "RuleError": (1,), "RecordError": (1,),
}
LANGUAGES_TRANSLATED = ("hi", "bn")
MessageKey = tuple[str | None, str]  # (context, msgid: the singular of a plural)


def key_of(message: Message) -> MessageKey:
    msgid = message.id if isinstance(message.id, str) else message.id[0]
    return message.context, msgid


def read_catalog(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=locale)


def marked_in_code(root: Path = REPO) -> set[MessageKey]:
    """Every (context, msgid) the code marks for translation, read as `pybabel extract` reads it."""
    with MAPPING.open(encoding="utf-8") as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)  # type: ignore[no-untyped-call]  # Babel leaves it untyped
    found: set[MessageKey] = set()
    for _file, _line, message, _comments, context in extract_from_dir(
            str(root), method_map, options_map, keywords=KEYWORDS):
        found.add((context, message if isinstance(message, str) else message[0]))
    return found


def placeholders(text: str) -> set[str]:
    """The named fields of a ``str.format`` text: ``"{player} bids {amount}"`` → {player, amount}."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:  # an unbalanced brace: report it as a field of its own, never crash the check
        return {"<unbalanced brace>"}


def _forms(value: str | Iterable[str] | None) -> list[str]:
    """A message's text as a list of forms: one for a plain message, one per plural form."""
    if value is None:
        return []
    return [value] if isinstance(value, str) else list(value)


def message_problems(message: Message) -> list[str]:
    """What is wrong with one translated message: empty, fuzzy, or its placeholders differ."""
    where = f"{message.context + ' | ' if message.context else ''}{key_of(message)[1]!r}"
    translations = _forms(message.string)
    if not translations or not all(t.strip() for t in translations):
        return [f"{where} has no translation"]
    problems = [f"{where} is marked fuzzy: check it and drop the flag"] if message.fuzzy else []
    wanted = set().union(*(placeholders(source) for source in _forms(message.id)))
    for text in translations:
        if placeholders(text) != wanted:
            problems.append(f"{where}: the translation {text!r} has the placeholders {sorted(placeholders(text))}, "
                            f"the source {sorted(wanted)}")
    return problems


def compiled(catalog: Catalog) -> bytes:
    buffer = BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def catalog_problems(language: str, code: Set[MessageKey]) -> list[str]:
    """Everything a translator must fix in ``language``'s catalog before it ships, in words."""
    folder = LOCALE_DIR / language / "LC_MESSAGES"
    po, mo = folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"
    catalog = read_catalog(po, language)
    keys = {key_of(m) for m in catalog if m.id}
    problems = [f"{language}: {ctx + ' | ' if ctx else ''}{msgid!r} is in the code but not in {po.name}: "
                "run pybabel extract and update" for ctx, msgid in sorted(code - keys, key=str)]
    problems += [f"{language}: {message}" for m in catalog if m.id for message in message_problems(m)]
    if not mo.is_file() or mo.read_bytes() != compiled(catalog):
        problems.append(f"{language}: {mo.name} is not {po.name} compiled: run pybabel compile")
    return problems


def keyword_options() -> list[str]:
    """`KEYWORDS` as pybabel's ``-k`` options: ``-k lazy_pgettext:1c,2``, ``-k Counted:1,2``."""
    options = []
    for name, spec in KEYWORDS.items():
        if spec is None:
            options += ["-k", name]
            continue
        places = [f"{p[0]}{p[1]}" if isinstance(p, tuple) else str(p) for p in spec]
        options += ["-k", f"{name}:{','.join(places)}"]
    return options


def pybabel_commands() -> list[list[str]]:
    """The three pybabel runs that bring the catalogs in step with the code: extract, update, compile."""
    locale = str(LOCALE_DIR.relative_to(REPO))
    template = f"{locale}/{DOMAIN}.pot"
    return [
        ["extract", "-F", "babel.cfg", "--no-default-keywords", *keyword_options(), "--add-location=file",
         "--sort-output", "--project=Scorekeeper", "--version=0.1.0",
         "--copyright-holder=the Scorekeeper developers", "--msgid-bugs-address=dev@scorekeeper.invalid",
         "-o", template, "."],
        ["update", "-D", DOMAIN, "-i", template, "-d", locale, "--width=100", "--ignore-obsolete", "--no-fuzzy-matching"],
        ["compile", "-D", DOMAIN, "-d", locale, "--statistics"],
    ]


def update_all(steps: tuple[str, ...] = ("extract", "update", "compile")) -> None:
    """Run pybabel from the repository's root: ``python -m scorekeeper.i18n.catalogs [extract|update|compile]``.

    With no argument all three run in order (what a merge that adds strings needs); new messages
    appear untranslated in each ``.po`` and the catalog test lists them until translated.
    """
    import os

    from babel.messages.frontend import CommandLineInterface

    here = os.getcwd()
    os.chdir(REPO)
    try:
        for command in pybabel_commands():
            if command[0] in steps:
                CommandLineInterface().run(["pybabel", "-q", *command])  # type: ignore[no-untyped-call]
    finally:
        os.chdir(here)
    for language in LANGUAGES_TRANSLATED:
        for problem in catalog_problems(language, marked_in_code()):
            print(problem)


if __name__ == "__main__":
    update_all(tuple(sys.argv[1:]) or ("extract", "update", "compile"))
