"""A game begun but not finished: it names itself and its table sizes, and offers nothing else."""

KIND = "half-game"
TITLE = "Half a game"
PLAYER_COUNTS = (2,)
