"""The games Scorekeeper knows: a game's id → its module.

Every module offers the same functions (``game.GameRules``); nothing else in
the code asks which game it is.  A new game is one new module and one line here.
"""

from __future__ import annotations

from . import exact_bid, make_a_million, twenty_nine

GAMES = {module.KIND: module for module in (make_a_million, exact_bid, twenty_nine)}
