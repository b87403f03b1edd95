"""The board's budgets: requests per client per second, and places (viewers, answers in flight)."""

from __future__ import annotations

import threading
import time
from typing import Callable


class RateLimiter:
    """A token bucket per client address: ``rate`` requests a second, bursts up to ``burst``."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def allow(self, client: str) -> bool:
        now = self.clock()
        with self._lock:
            if len(self._buckets) > 4096:  # many addresses: forget the idle ones
                self._buckets = {k: v for k, v in self._buckets.items() if now - v[1] < 60}
            tokens, last = self._buckets.get(client, (float(self.burst), now))
            tokens = min(float(self.burst), tokens + (now - last) * self.rate)
            allowed = tokens >= 1.0
            self._buckets[client] = (tokens - 1.0 if allowed else tokens, now)
            return allowed


class Slots:
    """A fixed number of places (viewers, answers in flight), taken without waiting; counted for tests."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._taken = 0
        self._lock = threading.Lock()

    @property
    def taken(self) -> int:
        with self._lock:
            return self._taken

    def take(self) -> bool:
        with self._lock:
            if self._taken >= self.size:
                return False
            self._taken += 1
            return True

    def give_back(self) -> None:
        with self._lock:
            self._taken -= 1
