"""One family of errors for everything a table (or a record) can get wrong.

Messages are sentences a player can read aloud: what was tried, why not, and
what would be right.  Amounts are kept apart from the text so the command line
can print them as the spec writes them (``215000``) and the app can print them
with the edition's currency (``$215,000``).
"""

from __future__ import annotations

from typing import Callable, Self

AmountFormat = Callable[[int], str]


def grouped(amount: int) -> str:
    """``215000`` → ``215,000``: readable without knowing the edition."""
    return f"{amount:,}".replace("-", "−")


# A message is one line: a line break or other control character quoted from a record
# (a player's name, say) is shown escaped, as Python writes it ("No\\nbody").
_ONE_LINE = {c: repr(chr(c))[1:-1] for c in (*range(0x20), 0x7F, 0x85, 0x2028, 0x2029)}


class Amount(int):
    """An int that a message should show as money (or points)."""


class RuleError(ValueError):
    """A call, trick, setting or record that the rules do not allow.

    ``template`` uses ``{name}`` fields; ``Amount`` values are rendered by the
    caller's amount format.  ``where`` names the hand and call or trick
    ("hand 3, call 4") and is filled in by the replay that found the error.
    """

    def __init__(self, template: str, /, **values: object) -> None:
        self.template = template
        self.values = values
        self.where = ""
        super().__init__(self.text())

    def text(self, amount_format: AmountFormat = grouped) -> str:
        shown = {
            name: amount_format(value) if isinstance(value, Amount) else value
            for name, value in self.values.items()
        }
        body = self.template.format(**shown)
        return (f"{self.where}: {body}" if self.where else body).translate(_ONE_LINE)

    def located(self, where: str) -> Self:
        """Attach the place once; the innermost place found wins."""
        if not self.where and where:
            self.where = where
            self.args = (self.text(),)
        return self

    def __str__(self) -> str:
        return self.text()


class RecordError(RuleError):
    """A game record that does not follow format 1 (wrong shape or type)."""
