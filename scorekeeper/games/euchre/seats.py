"""Who partners whom at this four-seat table: its own module so that the hand and the sentences about it
(``verdict.py``) both use it without importing each other."""

from __future__ import annotations


def partner_of(players: tuple[str, ...], player: str) -> str:
    """Partners sit opposite."""
    return players[(players.index(player) + 2) % 4]
