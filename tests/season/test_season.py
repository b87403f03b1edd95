"""Evenings and seasons from literal games: a game across two evenings, a hand after midnight, ranges,
streaks, head-to-head and partnerships, and ratings checked against values worked with openskill by hand."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from scorekeeper.season import evening_of, evenings, in_range, local_day, match_ranks, played_game, season

from .zone import device_zone


def game(gid: str, seats: dict[str, str], hands: list[tuple[str, dict[str, int]]], winner: list[str] | None,
         kind: str = "spades", created: str = "2026-11-01T18:00:00Z", lowest_wins: bool = False):
    """A game whose hand ``n`` ended at ``hands[n][0]`` scoring ``hands[n][1]`` (seat -> points)."""
    running: dict[str, int] = {}
    lines = []
    for _at, scores in hands:
        running = {s: running.get(s, 0) + scores.get(s, 0) for s in seats}
        lines.append({"scores": dict(scores), "totals": dict(running)})
    report = {"hands": lines, "totals": running, "winner": winner}
    times = [at for at, _ in hands]
    return played_game(gid, kind, seats, report, winner is not None, times, list(range(len(hands))), created,
                       lowest_wins=lowest_wins)


SEATS4 = {"Ann": "p-ann", "Bob": "p-bob", "Cat": "p-cat", "Dan": "p-dan"}


def partnership(gid, times, ann_cat, bob_dan, winner, kind="spades"):
    """Ann & Cat against Bob & Dan; each hand's points per side."""
    hands = [(at, {"Ann": a, "Cat": a, "Bob": b, "Dan": b}) for at, a, b in zip(times, ann_cat, bob_dan)]
    return game(gid, SEATS4, hands, winner, kind)


def test_sides_are_the_players_whose_scores_are_the_same_every_hand():
    g = partnership("g1", ["2026-12-04T20:00:00+01:00", "2026-12-04T20:30:00+01:00"], [50, 60], [40, 70],
                    ["Ann", "Cat"])
    assert g.sides == (("p-ann", "p-cat"), ("p-bob", "p-dan"))
    alone = game("g2", {"Ann": "p-ann", "Bob": "p-bob", "Cat": "p-cat"},
                 [("2026-12-04T21:00:00+01:00", {"Ann": 7, "Bob": 3, "Cat": 7}),
                  ("2026-12-04T21:10:00+01:00", {"Ann": 1, "Bob": 3, "Cat": 2})], None, kind="pitch")
    assert alone.sides == (("p-ann",), ("p-bob",), ("p-cat",))


def test_a_hand_after_midnight_is_the_same_evening_and_a_paused_game_counts_in_both_evenings():
    friday = partnership("friday", ["2026-12-04T20:00:00+01:00", "2026-12-04T23:40:00+01:00",
                                    "2026-12-05T00:35:00+01:00"], [50, 60, 80], [40, 70, 10], None)
    paused = partnership("paused", ["2026-12-04T21:00:00+01:00", "2026-12-11T20:15:00+01:00"],
                         [30, 200], [90, 20], ["Ann", "Cat"], kind="pitch")
    nights = evenings([friday, paused])
    assert [(e.start.isoformat(), e.end.isoformat(), e.hands, [g.game.id for g in e.games]) for e in nights] == [
        ("2026-12-04T20:00:00+01:00", "2026-12-05T00:35:00+01:00", 4, ["friday", "paused"]),
        ("2026-12-11T20:15:00+01:00", "2026-12-11T20:15:00+01:00", 1, ["paused"]),
    ]
    first, second = nights
    assert first.games[0].points == {"p-ann": 190, "p-bob": 120, "p-cat": 190, "p-dan": 120}
    assert first.games[1].points == {"p-ann": 30, "p-bob": 90, "p-cat": 30, "p-dan": 90}
    assert [g.winners for g in first.games] == [frozenset(), frozenset()]  # neither ended that evening
    assert second.games[0].points == {"p-ann": 200, "p-bob": 20, "p-cat": 200, "p-dan": 20}
    assert second.games[0].winners == {"p-ann", "p-cat"} and second.games_won("p-ann") == 1
    assert evening_of(nights, datetime.fromisoformat("2026-12-11T23:00:00+01:00")) is second
    assert evening_of(nights, datetime.fromisoformat("2026-12-12T03:00:00+01:00")) is None  # more than 6 hours on


def test_six_hours_exactly_is_still_the_same_evening():
    a = partnership("a", ["2026-12-04T18:00:00+00:00", "2026-12-05T00:00:00+00:00", "2026-12-05T06:00:01+00:00"],
                    [1, 1, 1], [0, 0, 0], None)
    assert [e.hands for e in evenings([a])] == [2, 1]


def test_entries_stored_before_times_were_kept_take_the_games_created_time():
    g = played_game("old", "spades", {"Ann": "p-ann", "Bob": "p-bob"},
                    {"hands": [{"scores": {"Ann": 1, "Bob": 0}}, {"scores": {"Ann": 0, "Bob": 3}}],
                     "totals": {"Ann": 1, "Bob": 3}, "winner": ["Bob"]},
                    True, [None, None, None, "2026-12-05T22:00:00+01:00"], [1, 3], "2026-12-01T19:00:00Z")
    assert [t.isoformat() for t in g.hand_ends] == ["2026-12-01T19:00:00+00:00", "2026-12-05T22:00:00+01:00"]
    assert g.running == ({"p-ann": 1, "p-bob": 0}, {"p-ann": 1, "p-bob": 3})


def season_games():
    """Three finished games and one under way, in December 2026."""
    g1 = partnership("g1", ["2026-12-04T20:00:00+01:00", "2026-12-04T21:00:00+01:00"], [300, 250], [100, 60],
                     ["Ann", "Cat"])
    g2 = game("g2", {"Ann": "p-ann", "Bob": "p-bob", "Cat": "p-cat"},
              [("2026-12-11T20:00:00+01:00", {"Ann": 4, "Bob": 11, "Cat": 0}),
               ("2026-12-11T20:10:00+01:00", {"Ann": 0, "Bob": 0, "Cat": 4})], ["Bob"], kind="pitch")
    g3 = game("g3", {"Ann": "p-ann", "Bob": "p-bob", "Cat": "p-cat", "Dan": "p-dan"},
              [("2026-12-18T20:00:00+01:00", {"Ann": 200, "Bob": 200, "Cat": 520, "Dan": 520})], ["Cat", "Dan"])
    going = partnership("g4", ["2026-12-19T20:00:00+01:00"], [10], [20], None)
    return [g3, going, g1, g2]  # in any order: the season orders them by their last hands


def test_ranks_put_the_winners_first_and_share_equal_totals():
    g2 = season_games()[3]
    assert match_ranks(g2) == ([("p-ann",), ("p-bob",), ("p-cat",)], [2, 1, 2])


def test_where_the_lowest_wins_the_others_rank_from_the_lowest_total_up():
    """Hearts (a plug-in whose rules say LOWEST_WINS): Ann won on 40; Bob's 60 is second, Cat's 101 last. The
    season ranked the others highest total first, so Cat, who lost worst, gained rating over Bob."""
    hearts = game("h1", {"Ann": "p-ann", "Bob": "p-bob", "Cat": "p-cat"},
                  [("2026-12-04T20:00:00+01:00", {"Ann": 40, "Bob": 60, "Cat": 101})], ["Ann"], kind="hearts",
                  lowest_wins=True)
    assert match_ranks(hearts) == ([("p-ann",), ("p-bob",), ("p-cat",)], [1, 2, 3])
    # worked by hand with openskill 6.2.0: PlackettLuce(); rate([[A],[B],[C]], ranks=[1, 2, 3])
    assert {p: (round(s.rating.mu, 6), round(s.rating.sigma, 6)) for p, s in season([hearts]).standings.items()
            if s.rating} == {"p-ann": (27.869049, 8.205243), "p-bob": (25.717262, 8.058224),
                             "p-cat": (21.413689, 8.058224)}


def test_the_ratings_are_openskills_plackett_luce_over_the_finished_games_in_order():
    table = season(season_games())
    # worked by hand with openskill 6.2.0: PlackettLuce(); rate([[A,C],[B,D]], ranks=[1,2]);
    # rate([[A],[B],[C]], ranks=[2,1,2]); rate([[A,B],[C,D]], ranks=[2,1])
    assert {p: (s.rating.mu, s.rating.sigma) for p, s in table.standings.items() if s.rating} == {
        "p-ann": (23.459497334502174, 7.7666909967877675),
        "p-bob": (23.98863209115195, 7.916687254940698),
        "p-cat": (27.443445512509488, 7.765678403057232),
        "p-dan": (25.166801840911777, 8.021981666540192),
    }
    assert [s.player for s in table.table()] == ["p-cat", "p-dan", "p-bob", "p-ann"]  # by mu - 3 sigma
    assert [round(r.mu, 3) for _at, r in table.standings["p-cat"].history] == [26.964, 25.451, 27.443]


def test_counts_streaks_and_last_played_count_finished_games_only():
    table = season(season_games())
    got = {p: (s.games_finished, s.games_won, s.win_pct, s.current_streak, s.longest_streak,
               s.last_played.isoformat() if s.last_played else None) for p, s in table.standings.items()}
    assert got == {
        "p-ann": (3, 1, 33.3, 0, 1, "2026-12-19T20:00:00+01:00"),
        "p-bob": (3, 1, 33.3, 0, 1, "2026-12-19T20:00:00+01:00"),
        "p-cat": (3, 2, 66.7, 1, 1, "2026-12-19T20:00:00+01:00"),
        "p-dan": (2, 1, 50.0, 1, 1, "2026-12-19T20:00:00+01:00"),
    }


@pytest.mark.parametrize("since,until,kind,counted", [
    (date(2026, 12, 11), None, None, ["g2", "g3"]),
    (None, date(2026, 12, 11), None, ["g1", "g2"]),
    (date(2026, 12, 4), date(2026, 12, 4), None, ["g1"]),
    (None, None, "spades", ["g1", "g3"]),
    (date(2026, 12, 19), None, None, []),  # g4 is not finished: it counts in no table of results
])
def test_a_range_counts_a_game_where_its_last_hand_ended(since, until, kind, counted, monkeypatch):
    with device_zone(monkeypatch, "Europe/Paris"):  # where the hands were played (+01:00 in December)
        assert [g.id for g in season(season_games(), since=since, until=until, kind=kind).games] == counted


def test_a_hand_after_midnight_counts_on_the_day_this_devices_clock_says(monkeypatch):
    late = partnership("late", ["2026-12-04T22:00:00+01:00", "2026-12-05T00:20:00+01:00"],
                       [300, 100], [100, 100], ["Ann", "Cat"])
    days = {}
    for zone in ("Europe/Paris", "Asia/Kolkata", "America/New_York"):
        with device_zone(monkeypatch, zone):
            days[zone] = (local_day(late.hand_ends[-1]), in_range(late, date(2026, 12, 5), None))
    assert days == {"Europe/Paris": (date(2026, 12, 5), True),         # 00:20 on the 5th
                    "Asia/Kolkata": (date(2026, 12, 5), True),         # 04:50 on the 5th
                    "America/New_York": (date(2026, 12, 4), False)}   # 18:20 on the 4th


def test_partners_and_opponents_are_one_pair_across_every_game():
    table = season(season_games())
    assert {pair: (r.games, r.won, sorted(r.kinds)) for pair, r in table.partners.items()} == {
        ("p-ann", "p-cat"): (1, 1, ["spades"]),
        ("p-bob", "p-dan"): (1, 0, ["spades"]),
        ("p-ann", "p-bob"): (1, 0, ["spades"]),
        ("p-cat", "p-dan"): (1, 1, ["spades"]),
    }
    ann_cat = table.opponents[("p-ann", "p-cat")]
    assert (ann_cat.games, ann_cat.won, ann_cat.other_won, sorted(ann_cat.kinds)) == (2, 0, 1, ["pitch", "spades"])
    ann_bob = table.opponents[("p-ann", "p-bob")]
    assert (ann_bob.games, ann_bob.won, ann_bob.other_won) == (2, 1, 1)
