"""The four French suits as the record keeps them and as each table names them.

Shared by every game played with the suits of a French pack:
the record holds the English key (``"hearts"``), a screen shows the table's word (``पान``).
"""

from __future__ import annotations

from scorekeeper.i18n import table_words

SUITS = ["hearts", "diamonds", "clubs", "spades"]
SUIT_WORDS = {"hearts": table_words.HEARTS, "diamonds": table_words.DIAMONDS, "clubs": table_words.CLUBS,
              "spades": table_words.SPADES}


def suit_word(suit: str | None) -> str:
    """A suit as the table names it (``hearts`` → ``पान``); the record keeps the English key."""
    word = SUIT_WORDS.get(suit or "")
    return str(word) if word is not None else str(suit)
