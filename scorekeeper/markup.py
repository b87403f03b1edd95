"""Small HTML helpers: every piece of text from data passes through ``esc``.

Names are typed by people and records come from anywhere, so a name like
``<script>`` must show as those characters, never run.  Building the page
from these few helpers (instead of string templates with holes) keeps the
escaping in one place.  The board builds its page with them, and so does
each game's board section (``scorekeeper/games/<game>/board.py``), which is
why they live outside ``scorekeeper.board`` (its server and the store).
"""

from __future__ import annotations

import html
from typing import Iterable


def esc(text: object) -> str:
    """Text for an HTML element or a quoted attribute."""
    return html.escape(str(text), quote=True)


def el(tag: str, inner: str = "", **attrs: object) -> str:
    """``<tag attr="value">inner</tag>``; ``inner`` is markup (escape text first), attributes are escaped.

    A trailing underscore is dropped from attribute names (``class_``) and ``_`` becomes ``-``
    (``aria_label``); ``True`` writes a bare attribute, ``None``/``False`` leaves it out.
    """
    parts = [tag]
    for name, value in attrs.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        parts.append(name if value is True else f'{name}="{esc(value)}"')
    return f"<{' '.join(parts)}>{inner}</{tag}>"


def text(tag: str, content: object, **attrs: object) -> str:
    """An element holding escaped text."""
    return el(tag, esc(content), **attrs)


def items(tag: str, rows: Iterable[str], **attrs: object) -> str:
    """A list (``ul``/``ol``) of ``<li>`` rows that are already markup."""
    return el(tag, "".join(f"<li>{row}</li>" for row in rows), **attrs)


def facts(pairs: Iterable[tuple[str, object]], **attrs: object) -> str:
    """A description list: label → value, both escaped text (read as pairs by screen readers)."""
    return el("dl", "".join(f"<dt>{esc(k)}</dt><dd>{esc(v)}</dd>" for k, v in pairs), **attrs)


def meter_row(label: str, amount: str, value: int, most: int, note: str = "") -> str:
    """One line of a race: who, how much, and a bar (``<progress>``: no inline style, so the CSP stays strict)."""
    shown = max(0, min(value, most))
    return (el("div", text("span", label, class_="who") + text("span", amount, class_="amt"), class_="line")
            + el("progress", "", max=max(most, 1), value=shown, aria_label=f"{label}: {amount}{note}"))


def split_meter_row(label: str, amount: str, total: int, floor: int, most: int, note: str = "") -> str:
    """One line of a race that goes below 0, to a losing score ``floor``: two bars meeting at a marked 0, the
    way down filling toward ``floor`` while the side is under 0, the way up toward ``most``; their widths
    are in tenths, by class (no inline style, so the CSP stays strict).  The bar read out is the way up: the
    share of the target reached, 0 at 0."""
    depth, most = max(1, -floor), max(most, 1)
    tenths = min(9, max(1, round(10 * depth / (depth + most))))
    return (el("div", text("span", label, class_="who") + text("span", amount, class_="amt"), class_="line")
            + el("div", el("progress", "", max=depth, value=max(0, min(-total, depth)), class_="below",
                           aria_hidden="true")
                 + el("span", "", class_="zero") + el("progress", "", max=most, value=max(0, min(total, most)),
                                                     aria_label=f"{label}: {amount}{note}"),
                 class_=f"split b{tenths}"))
