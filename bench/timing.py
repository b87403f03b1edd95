"""What the micro-benchmarks share: the median of a call's wall time over several runs.

A bench imports it as its sibling (``from timing import median_us``): run as ``python bench/NAME.py``,
the bench folder is first on ``sys.path``.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_us(run: Callable[[], object], runs: int) -> float:
    """The median wall time of ``run()`` over ``runs`` calls, in microseconds: the median, not the mean,
    so one call slowed by the rest of a shared machine does not move the figure."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6
