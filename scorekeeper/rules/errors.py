"""One family of errors for everything a table (or a record) can get wrong.

Messages are sentences a player can read aloud: what was tried, why not, and
what would be right.  Amounts are kept apart from the text so the command line
can print them as the spec writes them (``215000``) and the app can print them
with the edition's currency (``$215,000``).

The template is the English msgid: it is translated when the message is read
(``str(err)``, ``err.text()``), in the language current then, so a refusal
raised in one session reads in that session's language.  pybabel extracts the
first argument of every ``RuleError(...)`` and ``RecordError(...)`` (the
keywords of docs/translating.md); a counted one is a `Counted` template.
"""

from __future__ import annotations

import re
from typing import Callable, Self

from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import Counted, gettext, lazy_gettext

AmountFormat = Callable[[int], str]


def grouped(amount: int) -> str:
    """``215000`` → ``215,000`` (``2,15,000`` in Hindi): readable without knowing the edition."""
    return shown.number(amount)


# A message is one line: a line break or other control character quoted from a record
# (a player's name, say) is shown escaped, as Python writes it ("No\\nbody").
_ONE_LINE = {c: repr(chr(c))[1:-1] for c in (*range(0x20), 0x7F, 0x85, 0x2028, 0x2029)}


class Amount(int):
    """An int that a message should show as money (or points)."""


# The places a record's message points at ("hand 3, call 4"), each said in the reader's language.
PLACES = {
    "hand": lazy_gettext("hand {number}"), "call": lazy_gettext("call {number}"),
    "trick": lazy_gettext("trick {number}"), "deal": lazy_gettext("deal {number}"),
    "trump": lazy_gettext("trump"), "bids": lazy_gettext("bids"), "tricks": lazy_gettext("tricks"),
}
_PLACE = re.compile(r"^([a-z]+)(?: ([0-9]+))?$")


def place_text(where: str, hand_word: str = "hand") -> str:
    """``"hand 3, call 4"`` in the language current now (``"बाज़ी 3, बोली 4"``); a part it does not know stays.
    ``hand_word`` is the place the game calls a hand (``"deal"`` where it deals: ``"deal 3, call 4"``), so a
    refusal names the place as the game's screens do; the replay locates every game's refusals by "hand"."""
    said = []
    for part in where.split(", "):
        match = _PLACE.match(part)
        place = hand_word if match is not None and match.group(1) == "hand" and hand_word in PLACES else (
            match.group(1) if match else "")
        template = PLACES.get(place) if match else None
        if match is None or template is None or (match.group(2) is None) != ("{number}" not in str(template)):
            said.append(part)
            continue
        said.append(str(template).format(number=shown.number(int(match.group(2) or 0))))
    return ", ".join(said)


class RuleError(ValueError):
    """A call, trick, setting or record that the rules do not allow.

    ``template`` uses ``{name}`` fields; ``Amount`` values are rendered by the
    caller's amount format.  ``where`` names the hand and call or trick
    ("hand 3, call 4") and is filled in by the replay that found the error.
    """

    def __init__(self, template: str | Counted, /, *, count: int = 1, **values: object) -> None:
        self.template = template
        self.count = count
        self.values = values
        self.where = ""
        # The sentence is made when it is read (``str``, ``text``), not here nor again when the place is attached:
        # a replay raises and locates many refusals nobody reads (a hostile record's thousands of trials), and
        # each sentence is three to five catalog lookups.  ``args`` keeps the template, as a copy remakes it.
        super().__init__(template)

    def text(self, amount_format: AmountFormat = grouped, hand_word: str = "hand") -> str:
        """The sentence in the reader's language, its place first (a hand said as ``hand_word``: place_text)."""
        shown = {
            name: amount_format(value) if isinstance(value, Amount) else value
            for name, value in self.values.items()
        }
        sentence = self.template.of(self.count) if isinstance(self.template, Counted) else gettext(self.template)
        body = sentence.format(**shown)
        where = gettext("{where}: {message}").format(where=place_text(self.where, hand_word), message=body) if self.where else body
        return where.translate(_ONE_LINE)

    def located(self, where: str) -> Self:
        """Attach the place once; the innermost place found wins."""
        if not self.where and where:
            self.where = where
        return self

    def __str__(self) -> str:
        return self.text()


class RecordError(RuleError):
    """A game record that does not follow format 1 (wrong shape or type)."""
