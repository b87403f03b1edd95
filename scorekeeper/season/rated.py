"""Rated matches remembered by the whole sequence of matches before them, so a season is rated again only
from its first changed game on.

A game's ratings after its match depend on its teams and ranks and on its players' ratings before it,
which in turn depend on every earlier match of the same season, in order.  So each match is keyed by a
chain: the hash of the previous match's key with this match's teams and ranks (the first match's
"previous" key names the model and its settings).  Two seasons that share their first 1,990 matches
share their first 1,990 keys, whatever range or game they were asked for; a correction in game 1,991
changes that game's key and every later one, so exactly those are rated again.  A remembered result is
the library's own output, read back bit for bit (floats written by ``repr``), so a season read through
the memo equals one rated from scratch.  Pure: the memo is a dictionary the caller keeps and stores.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from openskill.models import PlackettLuce

Pair = tuple[float, float]  # (mu, sigma): all a rating is, as far as the next match is concerned
RatedMatch = tuple[Pair, ...]  # the ratings after one match, its players in team order
RatingMemo = dict[str, RatedMatch]  # chain key -> the ratings after that match


def model_key(model: PlackettLuce) -> str:
    """The chain's start: the model and every setting that changes what it computes (a memo kept for one
    model is never read for another)."""
    settings = (type(model).__name__, model.mu, model.sigma, model.beta, model.kappa, model.tau,
                model.margin, model.limit_sigma, model.balance, getattr(model.gamma, "__qualname__", ""))
    return hashlib.blake2b(repr(settings).encode("utf-8"), digest_size=16).hexdigest()


def chain_key(previous: str, teams: Sequence[Sequence[str]], ranks: Sequence[int]) -> str:
    """The key of a match following the match keyed ``previous`` (player ids stand for their ratings
    before the match: the chain fixes those)."""
    text = f"{previous}|{[list(team) for team in teams]!r}|{list(ranks)!r}"
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).hexdigest()


def rate_match(model: PlackettLuce, memo: RatingMemo, key: str, teams: Sequence[Sequence[str]],
               ranks: Sequence[int], before: dict[str, Pair]) -> RatedMatch:
    """The ratings after one match: read from ``memo`` under ``key`` when it was rated before (and moved to
    the memo's end: the most recently used are the ones a full memo keeps), else rated by the model (each
    player from ``before``, or the model's new rating) and remembered."""
    kept = memo.pop(key, None)
    if kept is not None:
        memo[key] = kept
        return kept
    default = (model.mu, model.sigma)
    rated_teams = [[model.rating(mu=before.get(p, default)[0], sigma=before.get(p, default)[1], name=p)
                    for p in team] for team in teams]
    after = model.rate(rated_teams, ranks=[float(rank) for rank in ranks])
    rated = tuple((float(r.mu), float(r.sigma)) for team in after for r in team)
    memo[key] = rated
    return rated
