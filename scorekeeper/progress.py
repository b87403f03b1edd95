"""Progress of long work (a first sync of many games, an import of many files, a restore), for a bar in the
app and a line on a terminal.

Work reports ``(done, total)`` as it goes, as often as it likes; :class:`Thinned` passes on at most one
report per step of the way (2 %) and the last one, so a bar or a line is redrawn some fifty times however
many items there are: reporting costs little.
"""

from __future__ import annotations

from collections.abc import Callable

Progress = Callable[[int, int], None]  # (done, total): total 0 when not known
STEP = 0.02


class Thinned:
    """``target`` called at most once per ``step`` of the way, and for the end."""

    def __init__(self, target: Progress, step: float = STEP) -> None:
        self.target = target
        self.step = step
        self._shown = -1.0
        self._last = (0, 0)

    def __call__(self, done: int, total: int) -> None:
        if total <= 0:
            return
        fraction = min(max(done / total, 0.0), 1.0)
        if self._shown <= fraction < 1.0 and fraction - self._shown < self.step:
            return  # (a fraction below the last one shown is the next part of the work: shown)
        if (done, total) == self._last:
            return
        self._shown, self._last = fraction, (done, total)
        self.target(done, total)
