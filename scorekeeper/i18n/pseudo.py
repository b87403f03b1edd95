"""A pseudo-translation (``en-XA``): every translated text shows accented and bracketed.

``[Ñéŵ ĝåɱé ·]`` is still readable, so a walk through every screen with it can tell at a glance
(and a test by its brackets) which text was never passed through the catalog: that text stays
plain English. The extra dots stretch each text by about a third, as Hindi and Bengali do, so a
label too tight for them shows too. Named placeholders (``{player}``) are kept as they are.
"""

from __future__ import annotations

import re
from io import BytesIO
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Babel's catalogs are read only when the pseudo-language is chosen
    from babel.messages.catalog import Catalog

PSEUDO_LOCALE = "en_XA"
OPEN, CLOSE = "[", "]"
ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")
STRETCH = 3  # one dot for every three characters: Hindi and Bengali run about a third longer


def pseudo(text: str) -> str:
    """``"{player} bids"`` → ``"[{player} ƀîđš ··]"``: accented letters, placeholders kept, brackets around."""
    if not text:
        return text
    parts = [part if _PLACEHOLDER.fullmatch(part) else part.translate(ACCENTED) for part in _PLACEHOLDER.split(text)]
    padding = "·" * max(1, len(text) // STRETCH)
    return f"{OPEN}{''.join(parts)} {padding}{CLOSE}"


def is_pseudo(text: str) -> bool:
    """Whether a text shown on screen went through the pseudo-catalog (its brackets)."""
    return text.startswith(OPEN) and text.endswith(CLOSE)


def pseudo_catalog(source: Catalog) -> Catalog:
    """Every message of ``source`` (the template) pseudo-translated, plurals with two forms."""
    from babel.messages.catalog import Catalog

    out = Catalog(locale="en", domain=source.domain, project=source.project, fuzzy=False)
    for message in source:
        if not message.id:
            continue
        if isinstance(message.id, (tuple, list)):
            string: str | tuple[str, ...] = tuple(pseudo(form) for form in message.id)
        else:
            string = pseudo(message.id)
        out.add(message.id, string, context=message.context)
    return out


def pseudo_mo(source: Catalog) -> bytes:
    """The pseudo-catalog compiled, ready for `gettext.GNUTranslations` (never written into the repo)."""
    from babel.messages.mofile import write_mo

    buffer = BytesIO()
    write_mo(buffer, pseudo_catalog(source))
    return buffer.getvalue()
