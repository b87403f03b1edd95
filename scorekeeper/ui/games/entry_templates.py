"""An entry in words from its game's table of templates: one template per event type, filled from the event.

Most of what a game says of an entry ("{player}'s pass", "{winner}'s trick", "{player} doubles") only
names the event's own fields, so a game declares those as data (event type → msgid, marked ``N_``)
and keeps code only for the entries whose words need working out (a bid's word, a trick's number).
A placeholder is the name of one of the event's fields, or of a value the caller adds (``number=``).
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Event

EntryTemplates = Mapping[type, str]  # an event type → the msgid that says such an entry


def entry_in_words(event: Event, templates: EntryTemplates, **values: object) -> str | None:
    """``event`` in the words its type's template gives, translated and filled from the event's fields
    (and ``values``); None for an event type the table does not name (the caller says it otherwise)."""
    template = templates.get(type(event))
    if template is None:
        return None
    return gettext(template).format(**{**dict(zip(event._fields, event)), **values})


def entry_in_words_or_last(event: Event, templates: EntryTemplates, **values: object) -> str:
    """As :func:`said`, and "the last entry" for an event the table does not name (what undo says of it)."""
    words = entry_in_words(event, templates, **values)
    return words if words is not None else gettext("the last entry")
