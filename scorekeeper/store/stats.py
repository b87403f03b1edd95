"""Lifetime tallies per player and per partnership.

Everything is read from the rules core's ``score_report`` of each stored
game (the same JSON as ``scorekeeper score --json``), never recomputed: who
bid, what, whether it was made, what each side counted.  Players are
counted by registry id, so a renamed player keeps their history and two
players with similar names stay apart.

Measures (per game kind, because dollars, tricks and game points do not add
up together), for a player or a partnership:

- ``games_played`` (every stored game they sat in, in progress included),
  ``games_finished``, ``games_won``;
- ``hands_bid``: hands in which they won the auction (where everyone bids:
  deals played); ``bids_made`` and ``bids_made_pct``;
- ``average_winning_bid``: the mean of the bids with which they won the
  auction; ``largest_set_back``: the largest of those bids they then failed;
- ``total_captured``: for a side, what it took in every hand, bidding or
  defending (money, card points, tricks: the game says, through its
  ``tally_hand``; docs/rules.md, "Captured"); for a player with partners,
  only what the record says he took himself (never the side's, to each);
- each game's own measures, as its module declares them (``TALLY_MEASURES``:
  where each starts, how it prints, its label); nothing here names them.

A partnership is two or more registry players on one side: the fixed sides
of a game's score groups (games and hands), and
the bidder's side of any hand played with partners (hands only).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar, cast

from scorekeeper.i18n.shown import decimal as shown_decimal
from scorekeeper.jsontypes import JsonObject, JsonValue

from scorekeeper.rules.interface import MeasureShown
from scorekeeper.rules.registry import games as known_games
from scorekeeper.rules.registry import rules_for
from scorekeeper.rules.tallies import LifetimeTallies, Measures, PlayerTallies, SideTallies, Tally, side_list
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.when import hand_spans
from scorekeeper.season import PlayedGame, evening_in_range, evenings, in_range, played_game, ratings_by_kind, season
from scorekeeper.season.as_json import evening_json, pairs_json, rating_json, season_figures

from .errors import NotFoundError
from .fact_files import drop_facts_of_gone_games, facts_reader
from .model import GameSummary
from .rating_memo import keep_rating_memo, rating_memo
from .stats_answers import remembered
from .stats_cache import GameCounts, read_book, writes_cache

if TYPE_CHECKING:
    from scorekeeper.rules.game import Game
    from scorekeeper.rules.interface import PlayedHand

    from .ports import BookReader, TallyReader, TimedGames


@dataclass
class StoredGame:
    """What the tallies need of one game.

    Who shares a score and who was on the bidder's side come from the game's
    rules (``score_groups``, each hand's ``bidder_side``), never guessed from
    the report: a game's report need not list the bidding side.
    """

    kind: str
    settings: Mapping[str, JsonValue]
    seat_ids: Mapping[str, str]  # seat name -> player id
    report: JsonObject    # score_report(game)
    finished: bool
    shared_sides: tuple[tuple[str, ...], ...] = ()  # score groups of two or more (fixed sides)
    bidder_sides: tuple[tuple[str, ...], ...] | None = None  # per reported hand; None: as the report lists them

    def __post_init__(self) -> None:
        if self.bidder_sides is None:
            self.bidder_sides = tuple(report_names(h.get("bidder_side")) for h in report_hands(self.report))


def report_hands(report: JsonObject) -> list[JsonObject]:
    """The hands of a score report (``score_report(game)["hands"]``), each an object."""
    hands = report.get("hands", [])
    return [h for h in hands if isinstance(h, dict)] if isinstance(hands, list) else []


def report_names(value: JsonValue) -> tuple[str, ...]:
    """A report's list of players (a side, the winners); () where there is none."""
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()


# How each measure every game shares is written; amounts as the game shows them (its format_amount):
# $1,234 · ₹1,75,000 · −1 (points keep the minus sign).  A game's own measures say it in TALLY_MEASURES.
SHARED_SHOWN = {"average_winning_bid": MeasureShown.AMOUNT, "largest_set_back": MeasureShown.AMOUNT,
                "total_captured": MeasureShown.AMOUNT, "bids_made_pct": MeasureShown.PERCENT}


def measure_shown(measure: str, kind: str | None = None) -> MeasureShown:
    """How ``measure`` is written: shared, or as game ``kind`` (or, without a kind, any game) declares it."""
    if measure in SHARED_SHOWN:
        return SHARED_SHOWN[measure]
    known = known_games()
    declaring = [known[kind]] if kind in known else ([] if kind is not None else list(known.values()))
    for game in declaring:
        if measure in game.TALLY_MEASURES:
            return game.TALLY_MEASURES[measure].shown
    return MeasureShown.COUNT


def tally_text(value: object, measure: str = "", fmt: Callable[[int], str] | None = None, kind: str | None = None) -> str:
    """A tally as the app and ``scorekeeper stats`` write it: an amount in the game's format
    (``$1,234``, ``₹1,75,000``, ``18``) · ``61.5`` · ``–`` (none yet); percentages with ``%``."""
    if value is None:
        return "–"
    shown = measure_shown(measure, kind) if measure else MeasureShown.COUNT
    if (fmt is not None and shown is MeasureShown.AMOUNT and isinstance(value, (int, float))
            and not isinstance(value, bool) and float(value).is_integer()):
        return fmt(round(value))  # an average that is not a whole amount is shown as the figure it is (20.5)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        text = shown_decimal(value)  # in the reader's grouping and digits
    else:
        text = str(value)
    return text + ("%" if shown is MeasureShown.PERCENT else "")


_SHARED_COUNTS = ("games_played", "games_finished", "games_won", "hands_bid", "bids_made")
_Key = TypeVar("_Key")  # what a dict of tallies is keyed by: a player, a side, a kind


def empty_tally(kind: str) -> Tally:
    """The counts a kind's hands add to: the shared ones and the game's own that start as a number."""
    t: Tally = {"games_played": 0, "games_finished": 0, "games_won": 0, "hands_bid": 0,
                "bids_made": 0, "largest_set_back": 0, "total_captured": 0, "_bid_sum": 0}
    t.update({measure: declared.start for measure, declared in rules_for(kind).TALLY_MEASURES.items()
              if declared.start is not None})
    return t


def _finish(counts: Tally, kind: str) -> Measures:
    """The rates and the mean, once every hand is counted (no mean where no bid was summed: everyone bids)."""
    bid_sum = counts.pop("_bid_sum")
    t: Measures = {name: counts[name] for name in _SHARED_COUNTS}
    t.update({"bids_made_pct": None, "average_winning_bid": None, "largest_set_back": counts["largest_set_back"] or None,
              "total_captured": counts["total_captured"]})
    if counts["hands_bid"]:
        t["bids_made_pct"] = round(100 * counts["bids_made"] / counts["hands_bid"], 1)
        if bid_sum:
            t["average_winning_bid"] = round(bid_sum / counts["hands_bid"], 1)
    for measure, declared in rules_for(kind).TALLY_MEASURES.items():
        t[measure] = counts.get(measure)
        if declared.copy_of:
            t[measure] = t[declared.copy_of]
        elif declared.ratio_of:
            over, under = (t[name] or 0 for name in declared.ratio_of)
            scale = 100 if declared.shown is MeasureShown.PERCENT else 1
            t[measure] = round(scale * over / under, 1) if under else None
    return t


def _bidder_side(game: StoredGame, index: int) -> list[str]:
    """The bidder's side of reported hand ``index`` (empty when nobody bid)."""
    sides = game.bidder_sides or ()
    return list(sides[index]) if index < len(sides) else []


def _tally_in(tallies: dict[_Key, Tally], key: _Key, kind: str) -> Tally:
    """The tally kept under ``key``, an empty one of game ``kind`` put there first if there is none: made only
    for a player, side or kind not seen yet (``setdefault`` would make one for every hand of 2,000 games)."""
    found = tallies.get(key)
    if found is None:
        found = tallies[key] = empty_tally(kind)
    return found


def game_counts(game: StoredGame) -> GameCounts:
    """One game's counts (see :class:`GameCounts`)."""
    players: dict[str, Tally] = {}
    partnerships: dict[tuple[str, ...], Tally] = {}

    def stally(pids: Iterable[str]) -> Tally:
        return _tally_in(partnerships, tuple(sorted(pids)), game.kind)

    report = game.report
    seat_ids = game.seat_ids
    tally_hand = rules_for(game.kind).tally_hand  # one hand into one tally, of a player or of a side: the game says how
    winners = set(report_names(report.get("winner")))
    for seat, pid in seat_ids.items():
        t = _tally_in(players, pid, game.kind)
        t["games_played"] += 1
        t["games_finished"] += int(game.finished)
        t["games_won"] += int(game.finished and seat in winners)
    fixed_sides = [[s for s in side if s in seat_ids] for side in game.shared_sides]
    fixed_sides = [side for side in fixed_sides if len(side) >= 2]
    for side in fixed_sides:
        t = stally(seat_ids[s] for s in side)
        t["games_played"] += 1
        t["games_finished"] += int(game.finished)
        t["games_won"] += int(game.finished and bool(winners) and set(side) <= winners)
    for index, hand in enumerate(report_hands(report)):
        side = [s for s in _bidder_side(game, index) if s in seat_ids]
        for seat, pid in seat_ids.items():
            tally_hand(players[pid], hand, hand.get("bidder") == seat, seat in side, [seat])
        counted: set[tuple[str, ...]] = set()
        if len(side) >= 2:
            tally_hand(stally(seat_ids[s] for s in side), hand, True, True, side)
            counted.add(tuple(sorted(side)))
        for other in fixed_sides:
            if tuple(sorted(other)) not in counted:
                tally_hand(stally(seat_ids[s] for s in other), hand, False, False, other)
    return GameCounts(game.kind, players, partnerships)


def _add(into: Tally, more: Tally) -> None:
    for measure, value in more.items():
        into[measure] = max(into.get(measure, 0), value) if measure == "largest_set_back" else into.get(measure, 0) + value


def lifetime_tallies(games: Iterable[StoredGame], names: Mapping[str, str]) -> LifetimeTallies:
    """Tallies of ``games``; ``names`` maps player id to today's name."""
    return tallies_of_counts((game_counts(game) for game in games), names)


def tallies_of_counts(counts: Iterable[GameCounts], names: Mapping[str, str]) -> LifetimeTallies:
    """The tallies of games given by their counts (see :func:`game_counts`)."""
    players: dict[str, dict[str, Tally]] = {}
    partnerships: dict[tuple[str, tuple[str, ...]], Tally] = {}
    for game in counts:
        for pid, tally in game.players.items():
            _add(_tally_in(players.setdefault(pid, {}), game.kind, game.kind), tally)
        for pids, tally in game.sides.items():
            _add(_tally_in(partnerships, (game.kind, pids), game.kind), tally)

    def total(kinds: Mapping[str, Tally], measure: str) -> int:
        return sum(t[measure] for t in kinds.values())

    out_players: list[PlayerTallies] = []
    for pid, kinds in players.items():
        out_players.append({"id": pid, "name": names.get(pid, pid), "games_played": total(kinds, "games_played"),
                            "games_finished": total(kinds, "games_finished"), "games_won": total(kinds, "games_won"),
                            "by_kind": {k: _finish(dict(t), k) for k, t in sorted(kinds.items())}})
    out_players.sort(key=lambda p: (-p["games_played"], p["name"].casefold(), p["id"]))
    out_parts: list[tuple[tuple[str, int, int, list[str]], SideTallies]] = []
    for (kind, pids), t in partnerships.items():
        ordered = sorted(pids, key=lambda p: (names.get(p, p).casefold(), names.get(p, p), p))
        shown = [names.get(p, p) for p in ordered]
        order = (kind, -t["games_played"], -t["hands_bid"], shown)
        out_parts.append((order, {"players": ordered, "names": shown, "kind": kind, **_finish(dict(t), kind)}))
    out_parts.sort(key=lambda part: part[0])
    return {"players": out_players, "partnerships": [side for _, side in out_parts]}


def with_tally_keys(game: Game, report: JsonObject) -> JsonObject:
    """The score report with what the game's tallies read of each hand beyond ``score --json`` (its optional
    ``tally_keys(hand)``: who took which point, say), added for the tallies only."""
    keys: Callable[[PlayedHand], JsonObject] | None = getattr(game.rules, "tally_keys", None)
    if keys is None:
        return report
    lines = report_hands(report)
    for line, hand in zip(lines, game.table.hands):
        line.update(keys(hand))
    return {**report, "hands": list[JsonValue](lines)}


@dataclass(frozen=True)
class StatsFilter:
    """Which games ``stats`` counts: local dates (inclusive; a game counts where its last hand ended),
    one game kind, one player (by name, as the registry spells it, any case)."""

    since: date | None = None
    until: date | None = None
    kind: str | None = None
    player: str | None = None


def game_facts(store: TimedGames, summary: GameSummary) -> tuple[GameCounts, PlayedGame]:
    """One stored game's counts and season facts, worked out from the game (a replay)."""
    from scorekeeper.rules import Game

    game_dict, times = store.load_timed_game_dict(summary.id)
    game = Game.from_dict(game_dict, consume=True)  # each entry's dict let go as it is replayed, not held beside
    del game_dict  # the replayed game (the largest: 429 -> 415 MB; the 512 MB cap: tests/store/test_memory_caps.py)
    return facts_of_game(summary.id, game, dict(zip(summary.players, summary.player_ids)), times, summary.created or "")


def facts_of_game(game_id: str, game: Game, seat_ids: dict[str, str], times: Sequence[str | None],
                  created: str) -> tuple[GameCounts, PlayedGame]:
    """One game's counts and season facts from the game as it stands (replayed already: the service's
    game after a write, kept as ``fact_files`` says, is the same game a cold ``stats`` would replay)."""
    from scorekeeper.rules import score_report

    report = with_tally_keys(game, score_report(game))
    finished = bool(game.table.finished)
    groups = tuple(g.players for g in game.rules.score_groups(game))
    shared = tuple(players for players in groups if len(players) >= 2)
    bidder_sides = tuple(tuple(h.bidder_side) for h in game.table.hands)
    stored = StoredGame(game.kind, dict(game.settings), seat_ids, report, finished, shared, bidder_sides)
    last_events = [last for _first, last in hand_spans(game)]
    played = played_game(game_id, game.kind, seat_ids, report, finished, times, last_events, created, sides=groups,
                         lowest_wins=getattr(game.rules, "LOWEST_WINS", False) is True)
    return game_counts(stored), played


def book(store: BookReader, summaries: Iterable[GameSummary] | None = None, every_hand: bool = True,
         ) -> tuple[list[tuple[GameCounts, PlayedGame]], dict[str, str]]:
    """Every stored game's counts and facts (or ``summaries``'), through the cache (``stats_cache``); and
    the games that could not be counted (id -> why).  Without ``every_hand``: fit for seasons, not evenings."""
    folder = getattr(store, "data_dir", None)
    kept = facts_reader(folder, every_hand) if isinstance(folder, Path) and summaries is None else None
    games, skipped = read_book(store, lambda summary: game_facts(store, summary), summaries, every_hand, kept)
    if kept is not None and isinstance(folder, Path) and writes_cache(store):  # the whole book read: tidy up
        drop_facts_of_gone_games(folder, {played.id for _counts, played in games})  # (skipped: looked for on disk)
    return games, skipped


def _player_id(name: str, names: Mapping[str, str]) -> str | None:
    wanted = name.casefold()
    return next((pid for pid, known in names.items() if known.casefold() == wanted or pid == name), None)


def _no_such_player(name: str, known: list[str]) -> str:
    """The refusal of a name nobody has: the near name when it looks misspelled, else who there is."""
    near = difflib.get_close_matches(name.casefold(), [k.casefold() for k in known], n=1, cutoff=0.6)
    if near:
        meant = next(k for k in known if k.casefold() == near[0])
        return gettext("no player called {name!r}; did you mean {meant!r}?").format(name=name, meant=meant)
    if not known:
        return gettext("no player called {name!r}: no players are stored yet").format(name=name)
    if len(known) > _PLAYERS_LISTED:
        return gettext("no player called {name!r} (see `scorekeeper players`)").format(name=name)
    return gettext("no player called {name!r}; the players are: {players}").format(
        name=name, players=", ".join(known))


_PLAYERS_LISTED = 20  # past this a refusal points at `scorekeeper players` rather than filling the screen


def store_tallies(store: TallyReader, chosen: StatsFilter = StatsFilter(), *,
                  with_evenings: bool = False) -> LifetimeTallies:
    """Tallies of the games ``chosen`` (every game in the trash left out), each player's rating over them
    (and per game kind), and with ``with_evenings`` the evenings they were played in.  The same question
    over an unchanged book is read from the answers kept (``stats_answers``), not worked out again."""
    question: JsonValue = [str(chosen.since), str(chosen.until), chosen.kind, chosen.player, with_evenings]
    answer = remembered(store, question, lambda: cast(JsonObject, _work_out_tallies(store, chosen, with_evenings)))
    return cast(LifetimeTallies, answer)


def _work_out_tallies(store: TallyReader, chosen: StatsFilter, with_evenings: bool) -> LifetimeTallies:
    games, skipped = book(store, every_hand=with_evenings)
    names = {p.id: p.name for p in store.list_players()}
    in_scope = [(counts, played) for counts, played in games
                if (chosen.kind is None or played.kind == chosen.kind)
                and ((chosen.since is None and chosen.until is None) or in_range(played, chosen.since, chosen.until))]
    player = None if chosen.player is None else _player_id(chosen.player, names)
    if chosen.player is not None and player is None:
        raise NotFoundError(_no_such_player(chosen.player, sorted(names.values(), key=str.casefold)))
    counted = [(s, p) for s, p in in_scope if player is None or player in p.players]
    out = tallies_of_counts([c for c, _p in counted], names)
    played_games = [p for _s, p in in_scope]
    memo = rating_memo()  # only the games from the first changed one on are rated again
    overall = season(played_games, memo=memo)
    kinds = {p.kind for p in played_games}
    by_kind = ({kind: {pid: s.rating for pid, s in overall.standings.items() if s.rating is not None}
                for kind in kinds} if len(kinds) == 1 else ratings_by_kind(played_games, memo=memo))  # one game: the same
    keep_rating_memo(store)
    for line in out["players"]:
        standing = overall.standings.get(line["id"])
        line["rating"] = rating_json(standing.rating if standing else None)
        line.update(season_figures(standing))
        for kind, tally in line["by_kind"].items():
            tally["rating"] = rating_json(by_kind.get(kind, {}).get(line["id"]))  # type: ignore[assignment]
    if player is not None:
        out["players"] = [line for line in out["players"] if line["id"] == player]
        out["partnerships"] = [side for side in out["partnerships"] if player in side_list(side, "players")]
    out["together"], out["head_to_head"] = pairs_json(overall, names, player)
    if with_evenings:  # whole evenings of the game and player chosen, those the range's dates reach
        whose = [p for _c, p in games if (chosen.kind is None or p.kind == chosen.kind)
                 and (player is None or player in p.players)]
        out["evenings"] = [evening_json(e, names) for e in evenings(whose)
                           if evening_in_range(e, chosen.since, chosen.until)]
    out["games_counted"] = len(counted)
    out["games_skipped"] = list(skipped)
    out["games_skipped_why"] = dict(skipped)
    return out
