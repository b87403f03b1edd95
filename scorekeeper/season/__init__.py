"""Evenings and seasons: the group's tallies across sessions, derived from the stored games whenever they
are asked for (never stored beside them), so a correction or Undo changes them at once and sync brings
them to every phone.  Pure: no store, no clock; ``scorekeeper.service.seasons`` feeds it."""

from .evenings import EVENING_GAP, Evening, EveningGame, evening_of, evenings
from .games import PlayedGame, played_game, sides_from_scores
from .standings import PairRecord, Rating, Season, Standing, evening_in_range, in_range, local_day, match_ranks, ratings_by_kind, season

__all__ = ["EVENING_GAP", "Evening", "EveningGame", "PairRecord", "PlayedGame", "Rating", "Season", "Standing",
           "evening_in_range", "evening_of", "evenings", "in_range", "local_day", "match_ranks", "played_game", "ratings_by_kind", "season",
           "sides_from_scores"]
