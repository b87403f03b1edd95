"""``scorekeeper stats`` in words: each player's and each partnership's lifetime tallies, in the
language of the command's environment (``--json`` stays as the store answers)."""

from __future__ import annotations

import argparse

from collections.abc import Mapping
from datetime import date
from scorekeeper.i18n.translate import gettext as _, ngettext
from scorekeeper.jsontypes import JsonObject
from scorekeeper.rules.errors import AmountFormat, RuleError
from scorekeeper.rules.registry import games as known_games
from scorekeeper.rules.registry import rules_for
from scorekeeper.refusal import CommandError
from scorekeeper.service import Scorekeeper
from scorekeeper.i18n import shown as numbers
from scorekeeper.i18n.shown import decimal as shown_decimal
from scorekeeper.store import NoFolderYet
from scorekeeper.store.stats import StatsFilter
from scorekeeper.rules.tallies import LifetimeTallies, side_kind, side_list
from scorekeeper.store.stats import tally_text
from scorekeeper.terminal import safe_text
from scorekeeper.words import N_, together

SHARED_BID_LINE = N_("bids {hands_bid}, made {bids_made} ({bids_made_pct}), average winning bid "
                     "{average_winning_bid}, largest set-back {largest_set_back}, captured {total_captured}")


def stats_lines(label: str, kind: str, t: Mapping[str, object], fmt: AmountFormat | None) -> list[str]:
    """One tally; amounts in the kind's format (``fmt``; None: the book mixes editions, plain figures).

    The game's own lines come from its module: ``TALLY_BID_LINE`` (in place of the bids line, where
    everyone bids; "" where nobody bids) and each of its ``TALLY_MEASURES`` with a ``line``, templates
    over the tally as it prints (each marked for translation where it is defined).
    """
    module = rules_for(kind)
    shown = {measure: tally_text(value, measure, fmt, kind) for measure, value in t.items()}
    bid_line = getattr(module, "TALLY_BID_LINE", SHARED_BID_LINE)
    own = [declared.line for declared in module.TALLY_MEASURES.values() if declared.line]
    played = _("games {played} played, {finished} finished, {won} won").format(
        played=t["games_played"], finished=t["games_finished"], won=t["games_won"])
    return [label, f"    {played}", *(f"    {_(template).format_map(shown)}" for template in (bid_line, *own) if template)]


def game_title(kind: str) -> str:
    """A game as the reader's language names it (its translated title), not its key in the records."""
    try:
        return _(rules_for(kind).TITLE)
    except RuleError:  # a game no longer installed: its key is all there is
        return kind


def add_stats_options(parser: argparse.ArgumentParser) -> None:
    """``stats``' choice of games: dates, one game kind, one player, and the evenings."""
    parser.add_argument("--since", metavar="DATE",
                        help=_("count games whose last hand ended on DATE (YYYY-MM-DD) or later"))
    parser.add_argument("--until", metavar="DATE",
                        help=_("count games whose last hand ended on DATE (YYYY-MM-DD) or earlier"))
    parser.add_argument("--game", metavar="KIND",
                        help=_("count only games of this kind (the \"game\" of their records)"))
    parser.add_argument("--player", metavar="NAME", help=_("only the games NAME sat in, and NAME's lines"))
    parser.add_argument("--evenings", action="store_true", help=_("also each evening: its games, hands and results"))


def stats_filter(since: str | None, until: str | None, game: str | None, player: str | None) -> StatsFilter:
    """``stats``' choice of games from its options; a wrong one is one sentence saying what would be right."""
    dates = [_local_date(text, option) for text, option in ((since, "--since"), (until, "--until"))]
    if dates[0] and dates[1] and dates[0] > dates[1]:
        raise CommandError(_("--since {since} is after --until {until}: give the earlier date first").format(
            since=since, until=until))
    game = _kind_named(game)
    if game is not None and game not in known_games():
        raise CommandError(_("there is no game called {game!r}; the games are: {games}").format(
            game=game, games=", ".join(sorted(known_games()))))
    return StatsFilter(dates[0], dates[1], game, player)


def _kind_named(game: str | None) -> str | None:
    """The kind ``game`` names, read as a hurried user writes it: in capitals, or with spaces for its hyphens."""
    if game is None:
        return None
    written = "-".join(game.casefold().replace("_", " ").split())
    return written if written in known_games() else game


def _local_date(text: str | None, option: str) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise CommandError(_("{option} takes a date written YYYY-MM-DD, such as 2026-12-31; got {text!r}").format(
            option=option, text=text)) from None


def rating_text(rating: object) -> str:
    """A rating as the table writes it: ``25.2 ± 8.0`` (OpenSkill's mu and sigma, one decimal)."""
    if not isinstance(rating, dict):
        return "–"
    return _("{mu} ± {sigma}").format(mu=shown_decimal(round(float(rating["mu"]), 1)),
                                      sigma=shown_decimal(round(float(rating["sigma"]), 1)))


def stats_report(tallies: LifetimeTallies, formats: Mapping[str, AmountFormat],
                 stored: StoredCounts = (0, 0), games_named: EveningGames | None = None) -> list[str]:
    """The lines of ``scorekeeper stats`` for the store's tallies (``formats``: each kind's amounts;
    ``stored``: the games stored and those of them in the trash, for what is said when none is counted;
    ``games_named``: the evenings' games, each with its name and how its amounts read)."""
    skipped = tallies.get("games_skipped") or []
    if not tallies["players"]:
        if not skipped:
            return [nothing_counted(*stored)]
        return [ngettext("{count} game is stored, but it could not be counted:",
                         "{count} games are stored, but none of them could be counted:", len(skipped)).format(
            count=len(skipped)), *skipped_lines(tallies)]
    lines: list[str] = [_("Players")]
    for p in tallies["players"]:
        # finished games only: a game still under way is neither won nor lost yet
        lines.append("  " + ngettext("{player}: {count} game, {won} won", "{player}: {count} games, {won} won",
                                     p["games_finished"]).format(player=safe_text(p["name"]), count=p["games_finished"],
                                                                 won=p["games_won"]))
        for kind, t in p["by_kind"].items():
            lines.extend("  " + line for line in stats_lines(f"  {game_title(kind)}", kind, t, formats.get(kind)))
        if p.get("rating"):
            lines.append("    " + _("rating {rating} over every game counted").format(rating=rating_text(p.get("rating"))))
    if tallies["partnerships"]:
        lines.append(_("Partnerships"))
        for side in tallies["partnerships"]:
            kind = side_kind(side)
            label = "  " + safe_text(_("{names} ({game})").format(names=together(side_list(side, "names")),
                                                                  game=game_title(kind)))
            lines.extend("  " + line for line in stats_lines(label, kind, side, formats.get(kind)))
    lines.extend(pair_lines(tallies))
    for evening in tallies.get("evenings", []):
        lines.extend(evening_lines(evening, games_named))
    if skipped:
        lines.append(ngettext("Not counted: {count} game", "Not counted: {count} games", len(skipped)).format(
            count=len(skipped)))
        lines.extend(skipped_lines(tallies))
    return lines


def pair_lines(tallies: LifetimeTallies) -> list[str]:
    """Partners across games (one pair, every game they played on one side, as the season screen lists them,
    where "Partnerships" keeps a line per game), and with one player's lines (``--player``) their head to head
    with everyone they played against."""
    lines: list[str] = []
    partners = tallies.get("together") or []
    if partners:
        lines.append(_("Partners"))
    for pair in partners:
        first, second = _names(pair)
        lines.append("  " + safe_text(ngettext(
            "{first} & {second}: {games} game together, {won} won ({kinds})",
            "{first} & {second}: {games} games together, {won} won ({kinds})", _count(pair.get("games"))).format(
            first=first, second=second, games=numbers.number(_count(pair.get("games"))),
            won=numbers.number(_count(pair.get("won"))), kinds=_kinds(pair))))
    versus = (tallies.get("head_to_head") or []) if len(tallies["players"]) == 1 else []
    if versus:
        lines.append(_("Head to head"))
    for pair in versus:
        first, second = _names(pair)
        won = _listed(pair.get("won")) + [0, 0]
        lines.append("  " + safe_text(ngettext(
            "{first} {first_won} – {second_won} {second} ({games} game)",
            "{first} {first_won} – {second_won} {second} ({games} games)", _count(pair.get("games"))).format(
            first=first, second=second, first_won=numbers.number(_count(won[0])),
            second_won=numbers.number(_count(won[1])), games=numbers.number(_count(pair.get("games"))))))
    return lines


def _count(value: object) -> int:
    return value if isinstance(value, int) else 0


def _names(pair: JsonObject) -> tuple[str, str]:
    names = [str(n) for n in _listed(pair.get("names"))] + ["", ""]
    return names[0], names[1]


def _kinds(pair: JsonObject) -> str:
    return ", ".join(game_title(str(kind)) for kind in _listed(pair.get("kinds")))


StoredCounts = tuple[int, int]  # the games stored, the trash's included; those of them in the trash


def stored_counts(service: Scorekeeper, tallies: LifetimeTallies) -> StoredCounts:
    """The games stored and those in the trash, when the tallies counted none (what ``stats`` then says)."""
    if tallies["players"] or tallies.get("games_skipped"):
        return (0, 0)
    in_trash = service.count_games("deleted")
    return (service.count_games() + in_trash, in_trash)


def nothing_listed(service: Scorekeeper) -> str:
    """What ``games`` says when it lists none: the trash's games are stored too, and said when there are some."""
    folder = safe_text(str(getattr(service.repo, "data_dir", "")))
    if isinstance(service.repo, NoFolderYet):  # a mistyped --data: said so, and the folder is not made
        return _("no data folder at {folder} yet: no games stored").format(folder=folder)
    in_trash = service.count_games("deleted")
    if not in_trash:
        return _("no games stored in {folder}").format(folder=folder)
    return ngettext("no games stored in {folder} but the {count} in the trash (`scorekeeper games --deleted` lists it)",
                    "no games stored in {folder} but the {count} in the trash (`scorekeeper games --deleted` lists "
                    "them)", in_trash).format(folder=folder, count=in_trash)


def nothing_counted(stored: int, in_trash: int) -> str:
    """What ``stats`` says when it counted no game: "no games stored yet" only when none is (the trash's
    games are stored too: a person who sees "no games" fears them lost)."""
    if stored == 0:
        return _("no games stored yet")
    if stored == in_trash:
        return ngettext("no game counted: the {count} game stored is in the trash (the app's Trash gives it back)",
                        "no game counted: the {count} games stored are in the trash (the app's Trash gives them "
                        "back)", stored).format(count=stored)
    return ngettext("no game counted: the {count} game stored does not match --game, --player, --since or --until",
                    "no game counted: none of the {count} games stored matches --game, --player, --since or "
                    "--until", stored).format(count=stored)


def skipped_lines(tallies: LifetimeTallies) -> list[str]:
    """One line per stored game that could not be counted: its id and why (the rules refuse it, its file is
    damaged), so a keeper knows which game to look at (``scorekeeper games`` lists it)."""
    why = tallies.get("games_skipped_why") or {}
    return ["  " + safe_text(_("{game}: {reason}").format(game=game_id, reason=why.get(game_id, _("not readable"))))
            for game_id in tallies.get("games_skipped") or []]


EveningGames = Mapping[str, tuple[str, "AmountFormat | None"]]  # game id -> its name, how its amounts read


def evening_lines(evening: JsonObject, games_named: EveningGames | None = None) -> list[str]:
    """One evening of ``stats --evenings``: when, how much was played, who won what, and each player's points per
    game (README: "who won what and each player's points per game"), in the words the app's evening card uses.
    ``games_named``: each game's name and amount format (a game not in it is named by its id, in plain figures)."""
    games, results, winners = evening.get("games"), evening.get("results"), evening.get("winners")
    named = games_named or {}
    label = {str(g): named.get(str(g), (str(g), None))[0] for g in (games if isinstance(games, list) else [])}
    won_by = winners if isinstance(winners, dict) else {}
    lines = [_("Evening of {day}: games {games}, hands {hands}").format(
        day=numbers.day(str(evening.get("start"))), games=len(label), hands=evening.get("hands"))]
    for game_id, name in label.items():
        side = won_by.get(game_id)
        lines.append("  " + safe_text(_("{game}: won by {winners}").format(game=name, winners=together(map(str, side)))
                                      if isinstance(side, list) and side else
                                      _("{game}: not finished").format(game=name)))
    for result in results if isinstance(results, list) else []:
        if isinstance(result, dict):
            lines.append("  " + safe_text(_("{player}: {won} won — {results}").format(
                player=str(result.get("name")), won=result.get("games_won"),
                results=" · ".join(_("{game} {amount}").format(game=label.get(game_id, game_id),
                                                               amount=evening_amount(amount, named.get(game_id)))
                                   for game_id, amount in _totals(result).items()))))
    return lines


def _listed(value: object) -> list[object]:
    return value if isinstance(value, list) else []


def _totals(result: JsonObject) -> dict[str, object]:
    totals = result.get("totals")
    return dict(totals) if isinstance(totals, dict) else {}


def evening_amount(amount: object, named: tuple[str, AmountFormat | None] | None) -> str:
    """A player's points or money in one game of the evening, as that game writes amounts."""
    fmt = named[1] if named else None
    if isinstance(amount, (int, float)) and not isinstance(amount, bool):
        return fmt(round(amount)) if fmt is not None else shown_decimal(amount)
    return str(amount)


def evening_games(service: Scorekeeper, tallies: LifetimeTallies) -> EveningGames:
    """The evenings' games, each with its name and how its amounts read (as the app's evening card names them)."""
    wanted = {str(g) for evening in tallies.get("evenings", []) for g in _listed(evening.get("games"))}
    if not wanted:
        return {}
    return {s.id: (s.name or s.id, service.amount_format(s)) for s in service.list_games() if s.id in wanted}
