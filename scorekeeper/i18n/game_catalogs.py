"""A game plug-in's own catalogs: extract its messages, keep its ``.po`` files in step, compile them, check them.

A game from another distribution ships its words translated in its own gettext domain
(``<package>/locale/<lang>/LC_MESSAGES/<domain>.po`` and ``.mo``, named by its module's
``LOCALE_DIR`` and ``GETTEXT_DOMAIN``); the app consults them for every message its own
catalog lacks (``i18n.translate.add_catalog``).  Tooling only, like ``catalogs``:

    python -m scorekeeper.i18n.game_catalogs PACKAGE_FOLDER [DOMAIN]

extracts the messages the package marks (the app's keywords: ``_``, ``N_``, ``gettext``,
``RuleError``...), adds the new ones untranslated to each language's ``.po`` (Hindi and
Bengali, the app's languages), drops those the code no longer says, compiles the ``.mo``
files and prints what is still to translate.  ``scorekeeper.testing.check_game`` fails on
the same problems.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import write_po

from .catalogs import KEYWORDS, LANGUAGES_TRANSLATED, MessageKey, compiled, key_of, message_problems, read_catalog


def marked_in_package(folder: Path) -> dict[MessageKey, str | tuple[str, str]]:
    """Every message a package's modules mark for translation: (context, msgid) → the message (a plural's two)."""
    found: dict[MessageKey, str | tuple[str, str]] = {}
    for _file, _line, message, _comments, context in extract_from_dir(
            str(folder), [("**.py", "python")], keywords=KEYWORDS):
        text = message if isinstance(message, str) else (message[0], message[1])
        found[(context, text if isinstance(text, str) else text[0])] = text
    return found


def catalog_paths(locale_dir: Path, domain: str, language: str) -> tuple[Path, Path]:
    folder = locale_dir / language / "LC_MESSAGES"
    return folder / f"{domain}.po", folder / f"{domain}.mo"


def game_catalog_problems(folder: Path, locale_dir: Path, domain: str, language: str) -> list[str]:
    """What a translator must fix in a game's catalog of ``language``, in words (empty: it ships)."""
    po, mo = catalog_paths(locale_dir, domain, language)
    if not po.is_file():
        return [f"{language}: {po} is missing: run python -m scorekeeper.i18n.game_catalogs {folder}"]
    catalog = read_catalog(po, language)
    keys = {key_of(m) for m in catalog if m.id}
    problems = [f"{language}: {msgid!r} is in the code but not in {po.name}"
                for _ctx, msgid in sorted(set(marked_in_package(folder)) - keys, key=str)]
    problems += [f"{language}: {message}" for m in catalog if m.id for message in message_problems(m)]
    if not mo.is_file() or mo.read_bytes() != compiled(catalog):
        problems.append(f"{language}: {mo.name} is not {po.name} compiled")
    return problems


def update_game_catalogs(folder: Path, domain: str, languages: tuple[str, ...] = LANGUAGES_TRANSLATED) -> None:
    """Bring each language's ``.po`` in step with the package's messages and compile it (see the module)."""
    marked = marked_in_package(folder)
    for language in languages:
        po, mo = catalog_paths(folder / "locale", domain, language)
        old = read_catalog(po, language) if po.is_file() else Catalog(locale=language, domain=domain)
        new = Catalog(locale=language, domain=domain, project=domain)
        for (context, _msgid), text in sorted(marked.items(), key=str):
            kept = old.get(text if isinstance(text, str) else text[0], context=context)
            new.add(text, kept.string if kept is not None else "", context=context)
        po.parent.mkdir(parents=True, exist_ok=True)
        with po.open("wb") as out:
            write_po(out, new, width=100, omit_header=False, sort_output=True)
        mo.write_bytes(compiled(read_catalog(po, language)))
        for problem in game_catalog_problems(folder, folder / "locale", domain, language):
            print(problem)


if __name__ == "__main__":
    package = Path(sys.argv[1]).resolve()
    update_game_catalogs(package, sys.argv[2] if len(sys.argv) > 2 else package.name)
