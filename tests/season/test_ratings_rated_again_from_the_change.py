"""The ratings are run again only from the first changed game on, and still equal a season rated from
scratch: a memo of rated matches keyed by the chain of matches before them (``season/rated.py``), kept in
the process and in the cache folder (``store/rating_memo.py``)."""

from __future__ import annotations

import json
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.season import season
from scorekeeper.season.rated import RatingMemo
from scorekeeper.store import rating_memo
from scorekeeper.store.stats_cache import CACHE_VERSION

from .test_season import SEATS4, game, season_games

HAND_BY_HAND_RATINGS = {  # worked by hand with openskill 6.2.0 (tests/season/test_season.py)
    "p-ann": (23.459497334502174, 7.7666909967877675),
    "p-bob": (23.98863209115195, 7.916687254940698),
    "p-cat": (27.443445512509488, 7.765678403057232),
    "p-dan": (25.166801840911777, 8.021981666540192),
}


def ratings(games, memo: RatingMemo | None = None) -> dict[str, tuple[float, float]]:
    table = season(games, memo=memo)
    return {p: (s.rating.mu, s.rating.sigma) for p, s in table.standings.items() if s.rating}


def test_a_season_read_through_the_memo_has_the_ratings_worked_by_hand():
    memo: RatingMemo = {}
    assert ratings(season_games(), memo) == HAND_BY_HAND_RATINGS
    assert len(memo) == 3  # one match per finished game
    assert ratings(season_games(), memo) == HAND_BY_HAND_RATINGS  # read back, not rated again
    assert len(memo) == 3


def test_a_correction_in_the_second_game_rates_that_game_and_the_third_again_and_no_other():
    memo: RatingMemo = {}
    ratings(season_games(), memo)
    g3, going, g1, g2 = season_games()
    corrected = replace(g2, winners=frozenset({"p-cat"}))  # a correction: Cat won the Pitch game, not Bob
    changed = [g3, going, g1, corrected]
    assert ratings(changed, memo) == ratings(changed)  # the same as rated from scratch
    assert ratings(changed) != HAND_BY_HAND_RATINGS
    assert len(memo) == 3 + 2  # the first game read back, the second and third rated again


def test_a_range_or_one_game_shares_the_matches_it_has_in_common_with_the_whole_season():
    memo: RatingMemo = {}
    ratings(season_games(), memo)
    kept = len(memo)
    spades = season(season_games(), kind="spades", memo=memo)
    assert len(memo) == kept + 1  # the first Spades game is the season's first match; the second follows it no more
    assert {p: s.rating for p, s in spades.standings.items()} == {
        p: s.rating for p, s in season(season_games(), kind="spades").standings.items()}


def test_a_damaged_memo_file_is_rated_again_never_trusted(tmp_path, monkeypatch):
    monkeypatch.setenv("SCOREKEEPER_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(rating_memo, "MEMO", {})
    monkeypatch.setattr(rating_memo, "_READ", set())
    (tmp_path / "ratings.json").write_text(json.dumps({"version": CACHE_VERSION, "matches": [
        ["a-key", [25.0, "8.3"]], ["b-key", [25.0]], ["c-key", [float("nan"), 1.0]], "d", ["e-key", [1.5, 2.5]]]}))
    assert rating_memo.rating_memo() == {"e-key": ((1.5, 2.5),)}  # only the one written as it should be


match = st.tuples(st.sampled_from(["Ann", "Bob", "Cat", "Dan"]), st.integers(0, 3))


@settings(max_examples=30, deadline=None)
@given(results=st.lists(match, min_size=1, max_size=8), edit=st.integers(0, 7), winner=st.sampled_from(["Ann", "Bob"]))
def test_any_correction_rates_the_season_exactly_as_from_scratch(results, edit, winner):
    """Games of four players each keeping their own score; one game's result is corrected anywhere."""
    def book(outcomes):
        return [game(f"g{n}", SEATS4, [(f"2026-12-{n + 1:02d}T20:00:00+01:00", {who: 10 + points, "Dan": points})],
                     [who]) for n, (who, points) in enumerate(outcomes)]

    memo: RatingMemo = {}
    assert ratings(book(results), memo) == ratings(book(results))
    corrected = list(results)
    corrected[edit % len(results)] = (winner, results[edit % len(results)][1] + 1)
    assert ratings(book(corrected), memo) == ratings(book(corrected))
