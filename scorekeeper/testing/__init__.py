"""Scorekeeper's test kit, for the app's own tests and a game plug-in's (as pytest's ``pytester`` is pytest's).

- ``check_game(kind, records)``: the conformance check (``conformance``): the game loads, its records
  read, score and write back, its hands answer what the app asks, its catalogs are complete, its
  ``Panel`` is whole.
- ``UI`` / ``AsyncUI``: the app (or any Flet ``main``) run in process, its real controls clicked by key
  (``harness``); ``scorekeeper.testing.plugin`` gives pytest the ``make_ui`` fixture.
- ``open_app(make_ui, store, route, stubs=device_in("bn", "BD"))``: the Scorekeeper app over a store, opened
  at a route (``device_in``: the phone's language).

The harness leans on Flet's internals (Flet 1.0.5 is pinned) and on msgpack (Flet's own dependency).
"""

from __future__ import annotations

from .app import device_in, open_app
from .conformance import check_game, game_problems
from .harness import UI, AsyncUI, run_async

__all__ = ["AsyncUI", "UI", "check_game", "device_in", "game_problems", "open_app", "run_async"]
