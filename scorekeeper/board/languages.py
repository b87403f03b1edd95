"""The board in each viewer's language: every phone at the table reads the board its own way.

A state of the board is drawn once per language the app speaks (`LANGUAGES`: three small
renders per entry, not one per viewer), each page saying its language in ``<html lang>``; a
request, the push stream included, gets the rendition its browser asks for (``Accept-Language``),
else the keeper's. A header in a language we do not speak, or a malformed one, is the keeper's.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from scorekeeper.i18n.languages import LANGUAGES, SOURCE_LANGUAGE, from_accept_language
from scorekeeper.i18n.translate import check_language, use_language

from .page import page
from .view import BoardView

Render = Callable[[], tuple[str, BoardView]]  # the board's title and view, drawn in the current language


@dataclass(frozen=True)
class Rendition:
    """One language's board for one state: the page, its gzip, the state and its stream event, as bytes."""

    language: str
    title: str
    view: BoardView
    page_bytes: bytes = field(repr=False)
    page_gzip: bytes = field(repr=False)
    state_bytes: bytes = field(repr=False)
    event_bytes: bytes = field(repr=False)

    @classmethod
    def of(cls, seq: int, language: str, title: str, view: BoardView) -> "Rendition":
        state = json.dumps({"seq": seq, "now": view.now, "html": view.html, "data": view.data})
        with use_language(language):
            body = page(title, view.html, view.now).encode("utf-8")
        # json.dumps escapes every newline, so the state is one "data:" line of the stream.
        event = f"id: {seq}\nevent: board\ndata: {state}\n\n".encode("utf-8")
        return cls(language, title, view, body, gzip.compress(body, 6), state.encode("utf-8"), event)


def render_each(seq: int, render: Render, languages: tuple[str, ...] = LANGUAGES) -> dict[str, Rendition]:
    """The board of one state in every language: ``render`` is called once inside each language."""
    renditions = {}
    for language in languages:
        with use_language(language):
            title, view = render()
        renditions[language] = Rendition.of(seq, language, title, view)
    return renditions


def viewer_language(accept_language: str | None, keeper: str) -> str:
    """The language of one viewer: the first their browser asks for that we speak, else the keeper's."""
    return from_accept_language(accept_language, keeper)


def keeper_language(language: str | None) -> str:
    """The board's fallback: the keeper's language if it is one we speak, else the source language."""
    try:
        return check_language(language) if language else SOURCE_LANGUAGE
    except ValueError:
        return SOURCE_LANGUAGE


def pick(renditions: Mapping[str, Rendition], accept_language: str | None, keeper: str) -> Rendition:
    """The rendition for a request's ``Accept-Language``; the keeper's, then English, when it is missing."""
    chosen = viewer_language(accept_language, keeper)
    return renditions.get(chosen) or renditions.get(keeper) or renditions[SOURCE_LANGUAGE]
