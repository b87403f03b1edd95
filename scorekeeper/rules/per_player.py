"""A number for every player at the table, entered at once (everyone's bids, the tricks each took).

Games where everyone's number is one entry check it here alike: each player once, nobody from
another table, every number a whole one from 0 to the most the deal allows.
"""

from __future__ import annotations

from typing import Sequence

from .errors import RuleError
from .seating import names
from .settings import is_int
from scorekeeper.i18n.translate import Counted
from scorekeeper.words import N_, _


def per_player(players: Sequence[str], pairs: tuple[tuple[str, int], ...], what: str, most: int) -> dict[str, int]:
    """A number (0 to ``most``) for every player at the table, each once: bids or tricks entered at once.

    ``what`` says the numbers in a refusal: ``"bids"`` and ``"tricks"`` by name, anything else (a game's points)
    as plain numbers.  The answer is each player's number, by name."""
    values = dict(pairs)
    missing = [p for p in players if p not in values]
    strangers = [p for p in values if p not in players]
    if strangers:
        raise RuleError(Counted("{s} is not at this table ({all})", "{s} are not at this table ({all})"),
                        count=len(strangers), s=names(strangers), all=names(players))
    if missing or len(values) != len(pairs):
        template = (N_("every player bids once; missing: {m}") if what == "bids"
                    else N_("every player has a count of tricks once; missing: {m}") if what == "tricks"
                    else N_("every player has a number once; missing: {m}"))
        raise RuleError(template, m=names(missing) or _("none"))
    for p, n in values.items():
        if not is_int(n) or not 0 <= n <= most:
            if what in ("bids", "tricks"):
                raise RuleError("{p}: {n!r} is not a number of tricks from 0 to {c}", p=p, n=n, c=most)
            raise RuleError("{p}: {n!r} is not a whole number from 0 to {c}", p=p, n=n, c=most)
    return values
