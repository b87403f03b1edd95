"""What the use cases refuse with: each error says in one sentence what happened and that nothing was stored."""

from __future__ import annotations

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Game
from scorekeeper.store.errors import StoreError, os_reason


class StaleGame(Exception):
    """The stored game is not the one the caller holds: another screen changed it; nothing was stored."""

    def __init__(self, game: Game, message: str | None = None) -> None:
        super().__init__(message or gettext("This game was changed on another screen; it has been reloaded and "
                                            "nothing was stored for that entry. Enter it again if it still applies."))
        self.game = game  # the game as stored now (reloaded)


class StorageProblem(StoreError):
    """Storing failed (disk full, read-only, unreadable or recovered file); nothing was stored.

    ``str(err)`` is one sentence for the player.  ``game`` is the game as
    stored now when it could be read again (e.g. after a recovery), else None.
    """

    def __init__(self, message: str, game: Game | None = None) -> None:
        super().__init__(message)
        self.game = game


class ImportRefused(ValueError):
    """At least one record is unreadable or breaks the rules; nothing was imported."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("; ".join(problems) + gettext("; nothing was imported"))


class ReceivedGameRefused(ValueError):
    """A game pulled from a sync server breaks the rules, the caps or the names: it is not stored."""


GONE = ("This game was deleted on another screen (it is in the trash); nothing was stored for that entry. "
        "Bring it back from the game list to go on.")

def storage_sentence(exc: OSError, doing: str) -> str:
    """One sentence for a failed disk operation: what failed, why, and that nothing was stored."""
    return gettext("Could not {doing}: {exc}. Nothing was stored; free space or fix the folder and try again.").format(
        doing=doing, exc=os_reason(exc))
