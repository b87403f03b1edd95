"""The games that come with Scorekeeper, derived rather than listed: the app's tests hold with any other game
installed beside it (a plug-in's vocabulary, settings and documents are its own, not the app's)."""

from __future__ import annotations

from scorekeeper.rules import registry
from scorekeeper.rules.interface import AnyGame

OWN_PACKAGE = "scorekeeper.games."


def shipped_games() -> dict[str, AnyGame]:
    """Each game of a subpackage of ``scorekeeper.games`` by its kind, in list order."""
    return {kind: game for kind, game in registry.games().items()
            if str(getattr(game, "__name__", type(game).__module__)).startswith(OWN_PACKAGE)}
