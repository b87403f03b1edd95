"""The score book's lists: games (list, rename, trash) and their list lines (``Library``), the lifetime tallies over
them (``Tallies``), players (``Roster``); each use case built with the one small port of the store it calls."""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.jsontypes import JsonObject, JsonValue

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Game, amount_format
from scorekeeper.rules.registry import known_game
from scorekeeper.rules.errors import AmountFormat
from scorekeeper.rules.tallies import LifetimeTallies
from collections.abc import Sequence

from scorekeeper.store.errors import StoreError
from scorekeeper.store.model import GameSummary, Player
from scorekeeper.store.ports import GameShelf, PlayerRoster, TallyStore
from scorekeeper.store.stats import StatsFilter

from .core import StoreGuard, check_name, check_player_name


def totals_line(summary: GameSummary, settings: Mapping[str, JsonValue] | None) -> str:
    """A listed game's totals, each side once in seating order (the rules say who shares a score), in the
    game's currency: ``Ann+Cy 120 · Bo+Di 40``; every player alone where the settings cannot be read."""
    totals = summary.totals or {}
    if not totals:
        return ""
    groups: list[tuple[str, str]] = [(p, p) for p in summary.players]
    if known_game(summary.kind) is not None and settings is not None:  # that game alone: Home lists without every game
        try:
            game = Game.new(summary.kind, list(summary.players), summary.dealer, dict(settings))
            groups = [(g.players[0], g.name) for g in game.rules.score_groups(game)]
        except Exception:  # settings the rules refuse (a hostile file): plain figures, every player alone
            pass
    fmt = amount_format(summary.kind, settings)
    return " · ".join(f"{name} {fmt(totals[first]) if _is_amount(totals[first]) else totals[first]}"
                      for first, name in groups if first in totals)


def _is_amount(value: object) -> bool:
    """A total read from the index is a whole number, or it is shown as it was found (hostile data)."""
    return isinstance(value, int) and not isinstance(value, bool)


class Library:
    """The use cases of the game list: a page of it, a game's line, renaming and the trash."""

    def __init__(self, repo: GameShelf, guard: StoreGuard) -> None:
        self.repo = repo  # the one port of the store this use case calls (``store/ports.py``)
        self._storing = guard.storing

    def list_games(self, status: str | None = None, *, offset: int = 0, limit: int | None = None,
                   kind: str | None = None, player: str | None = None) -> list[GameSummary]:
        """One page of the game list, newest first (``status`` "deleted": the trash)."""
        with self._storing(gettext("read the game list")):
            return self.repo.list_games(status, include_deleted=status == "deleted", offset=offset,
                                        limit=limit, kind=kind, player=player)

    def count_games(self, status: str | None = None) -> int:
        with self._storing(gettext("read the game list")):
            return self.repo.count_games(status)

    def game_settings(self, game_id: str) -> JsonObject:
        """A stored game's settings alone (no events are read): its list line's currency and sides."""
        with self._storing(gettext("read the game's settings")):
            return self.repo.load_settings(game_id)

    def game_summary(self, game_id: str) -> GameSummary:
        return self.repo.get_game_summary(game_id)

    def resolve_game_id(self, text: str) -> str:
        """A game id from its full text or a unique beginning (the command line)."""
        return self.repo.resolve_game_id(text)

    def rename_game(self, game_id: str, name: str) -> None:
        check_name(name, gettext("a game's name"))
        with self._storing(gettext("rename the game")):
            self.repo.rename_game(game_id, name)

    def delete_game(self, game_id: str) -> None:
        """Move a game to the trash (``restore_game`` undoes it)."""
        with self._storing(gettext("delete the game")):
            self.repo.delete_game(game_id)

    def restore_game(self, game_id: str) -> None:
        with self._storing(gettext("bring the game back")):
            self.repo.restore_game(game_id)

    def totals_line(self, summary: GameSummary) -> str:
        """A listed game's totals, one a side, as the app's game list and ``scorekeeper games`` show them."""
        try:
            settings: JsonObject | None = self.game_settings(summary.id)
        except Exception:  # a damaged or missing file: the list line must still print
            settings = None
        return totals_line(summary, settings)

    def amount_format(self, summary: GameSummary) -> AmountFormat:
        """How a stored game shows its amounts ($, ₹ with its grouping, or points), for its list line.

        A game whose settings cannot be read shows plain figures (``215,000``): it still lists.
        """
        try:
            settings = self.game_settings(summary.id)
        except Exception:  # a damaged or missing file: the list line must still print
            settings = None
        return amount_format(summary.kind, settings)

class Tallies:
    """The use cases of the lifetime tallies: the tallies themselves, and the currency their amounts read in."""

    def __init__(self, repo: TallyStore, guard: StoreGuard) -> None:
        self.repo = repo  # the one port of the store this use case calls (``store/ports.py``)
        self._storing = guard.storing

    def _amount_format(self, summary: GameSummary) -> AmountFormat:
        """A stored game's amount format (plain figures where its settings cannot be read)."""
        try:
            with self._storing(gettext("read the game's settings")):
                settings: JsonObject | None = self.repo.load_settings(summary.id)
        except Exception:  # a damaged or missing file: the tallies must still read
            settings = None
        return amount_format(summary.kind, settings)

    def amount_formats(self) -> dict[str, AmountFormat]:
        """Per game kind, how the lifetime tallies' amounts read, when every stored game of that kind agrees.

        A book of dollar games shows a player's money in dollars; a book that mixes
        editions (the tallies add a kind's games together) shows plain figures
        rather than one currency for both.
        """
        seen: dict[str, dict[str, AmountFormat]] = {}
        for summary in self.repo.list_games():
            if summary.problem:
                continue
            fmt = self._amount_format(summary)
            seen.setdefault(summary.kind, {})[fmt(1_000_000)] = fmt
        return {kind: next(iter(fmts.values())) for kind, fmts in seen.items() if len(fmts) == 1}

    def tallies(self, chosen: StatsFilter | None = None, *, with_evenings: bool = False) -> LifetimeTallies:
        """Tallies per player and per partnership of the games ``chosen`` (all: lifetime), with each
        player's rating, and the evenings with ``with_evenings`` (see ``scorekeeper.store.stats``)."""
        from scorekeeper.store.stats import StatsFilter, store_tallies

        return store_tallies(self.repo, chosen or StatsFilter(), with_evenings=with_evenings)


class Roster:
    """The use cases of the book's players: every name checked as the app, the import and the command line check it."""

    def __init__(self, repo: PlayerRoster, guard: StoreGuard) -> None:
        self.repo = repo  # the one port of the store this use case calls (``store/ports.py``)
        self._storing = guard.storing

    def players(self) -> list[Player]:
        return self.repo.list_players()

    def add_player(self, name: str) -> Player:
        check_player_name(name)
        with self._storing(gettext("add the player")):
            return self.repo.add_player(name)

    def add_players(self, names: Sequence[str]) -> list[Player | StoreError]:
        """Many players at once (a first sync): each name's player, or the refusal that left it out."""
        out: list[Player | StoreError | None] = []
        checked: list[str] = []
        for name in names:
            try:
                checked.append(check_player_name(name) and name)
                out.append(None)
            except StoreError as exc:
                out.append(exc)
        with self._storing(gettext("add the player")):
            stored = iter(self.repo.add_players(checked))
        return [next(stored) if result is None else result for result in out]

    def player_for_name(self, name: str, *, create: bool = False) -> Player:
        """The player with exactly this name (registering one if ``create``)."""
        if create:
            check_player_name(name)
        with self._storing(gettext("add the player")):
            return self.repo.player_for_name(name, create=create)

    def rename_player(self, player_id: str, name: str) -> None:
        check_player_name(name)
        with self._storing(gettext("rename the player")):
            self.repo.rename_player(player_id, name)

    def game_player_ids(self, game_id: str) -> dict[str, str]:
        """Seat name → player id for one game."""
        return self.repo.game_player_ids(game_id)
