"""Shared test fixtures: the worked examples live in tests/examples (copied from the rule texts)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

# Each test process (every xdist worker) compiles the test modules with pytest's assertions rewritten, and
# the package's modules: about 12 s of CPU a process for 400 modules.  Where PYTHONDONTWRITEBYTECODE is set
# that was done anew on every run; the suite keeps its compiled modules (in __pycache__, ignored by git) so
# the next run reads them.  Set before the test modules are collected, which is when pytest reads it.
sys.dont_write_bytecode = False

from hypothesis import settings  # noqa: E402  (after the line above: hypothesis's own modules are compiled too)

# CI runs the property tests derandomized: the same draws on every run, so a red CI is a fault anyone can
# reproduce, not a draw nobody sees again. A developer's run (no SCOREKEEPER_CI) draws afresh each time and
# so keeps exploring; a failure it finds is printed with the steps that reproduce it.
# Neither profile has a deadline: hypothesis's default (200 ms an example) fails a correct test on a machine
# that is merely busy, and a test must not depend on the machine's speed (speed is bench/'s business).
settings.register_profile("ci", derandomize=True, deadline=None)
settings.register_profile("developer", deadline=None)
settings.load_profile("ci" if os.environ.get("SCOREKEEPER_CI") else "developer")

# The stats' cache lives in the user's cache folder (never the data folder): the suite keeps its own, so no
# test reads or fills the developer's ~/.cache.  Set before any test runs; the app's subprocesses inherit it.
if not os.environ.get("SCOREKEEPER_CACHE_DIR"):
    import tempfile

    os.environ["SCOREKEEPER_CACHE_DIR"] = tempfile.mkdtemp(prefix="scorekeeper-test-cache-")

EXAMPLES = Path(__file__).parent / "examples"


def example_names() -> list[str]:
    return sorted(p.stem for p in EXAMPLES.glob("*.json") if not p.stem.endswith(".expected"))


def load_example(name: str) -> dict:
    return json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))


def load_expected(name: str) -> dict:
    return json.loads((EXAMPLES / f"{name}.expected.json").read_text(encoding="utf-8"))


@pytest.fixture
def examples_dir() -> Path:
    return EXAMPLES


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """A browser test opens a fresh context (profile) on one Chromium its process launched on first use
    (tests/browser/harness.py).  That Chromium stays while browser tests follow one another (a module's, and
    the next module's: xdist deals the browser modules first, so they mostly run in a row) and stops after
    the last of them, once the test's own fixtures (its servers) are torn down: no other test runs beside a
    browser it does not use."""
    if nextitem is None or nextitem.get_closest_marker("browser") is None:
        from tests.browser.harness import close_shared_chromium

        close_shared_chromium()


BROWSER_TESTS = "tests/browser/"
# The mypy checks share one cache: the later ones read what the whole-package check (first) wrote. Dealt out
# to two workers at once, a later one checked the whole package again from cold beside it (71 s, not 5 s).
SHARED_CACHE_MODULES = ("tests/rules/test_typing.py",)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked ``long`` (many seconds each: the whole-app walks, mypy over the package, the kill
    and sync machines) first, every other test in its order: dealt out last, one of them kept one worker
    busy long after the other had run out of tests.  Every worker collects the same order, as xdist needs.

    A browser test (a real Chromium drawing Flutter's canvas on a loaded two-core machine) runs once more
    when it fails, as Playwright's own CI template retries its tests: a frame lost under load must not
    turn CI red, while a test that fails twice still does, and pytest reports every rerun.  No other test
    is ever rerun: the rules, the store and the property tests fail on their first failure."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)  # a stable sort: the rest keep their order
    for item in items:
        if item.get_closest_marker("browser") is not None and item.get_closest_marker("flaky") is None:
            item.add_marker(pytest.mark.flaky(reruns=1))



@pytest.hookimpl(optionalhook=True)  # (a hook of pytest-xdist: without it installed, nothing to schedule)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """Under the README's ``--dist load``: each browser module on one worker (and the mypy module), every
    other test dealt out on its own.  A browser module's tests share one served app and one Chromium,
    started once; dealt out by module instead (``--dist loadfile``), every module of one test waited in
    line behind the modules of many, and a whole-app walk dealt last kept one worker busy long after the
    other had finished."""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    last_run = recorded_seconds(config)

    class BrowserModulesTogether(LoadScopeScheduling):  # type: ignore[misc]
        """xdist's scheduler by scope, with a browser module (or the mypy module) as the one scope larger
        than a test; it deals the largest scopes first, so those start while the single tests fill in.
        Where this checkout's last run recorded how long each test took, "largest" is the longest: the
        slowest scopes are dealt first and the quick ones fill in at the end, so the workers finish
        together (a clean clone, with nothing recorded, is dealt in xdist's order, by number of tests)."""

        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return module if module.startswith(BROWSER_TESTS) or module in SHARED_CACHE_MODULES else nodeid

        def _assign_work_unit(self, node: object) -> None:
            if last_run and not getattr(self, "dealt_longest_first", False):  # before the first unit is dealt
                self.dealt_longest_first = True
                slowest_first = longest_first(self.workqueue, last_run)
                self.workqueue.clear()
                self.workqueue.update(slowest_first)
            super()._assign_work_unit(node)

    return BrowserModulesTogether(config, log)


# How long each test took on this checkout's last run under xdist, kept in pytest's cache (.pytest_cache,
# never committed): a clean clone has none and is dealt as before.  Only the order of dealing uses it.
DURATIONS_KEY = "scorekeeper/seconds-per-test"


def recorded_seconds(config: pytest.Config) -> dict[str, float]:
    cache = getattr(config, "cache", None)
    return dict(cache.get(DURATIONS_KEY, {})) if cache is not None else {}


def longest_first(workqueue: dict[str, dict[str, bool]], seconds: dict[str, float]) -> list[tuple[str, dict[str, bool]]]:
    """The scopes still to deal, the longest (its tests' recorded seconds summed) first; a test not timed yet
    counts a second (most tests take less, a new one-test scope must not be dealt behind the long tail)."""
    def key(item: tuple[str, dict[str, bool]]) -> float:
        return sum(seconds.get(nodeid, 1.0) for nodeid in item[1])
    return sorted(workqueue.items(), key=key, reverse=True)


class SecondsRecorder:
    """Adds up each test's setup, call and teardown as the run hears of them (under xdist: the controller,
    from every worker's reports), and keeps them, over the last run's for the tests it ran, at the end."""

    def __init__(self, config: pytest.Config) -> None:
        self.config, self.taken = config, {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.taken[report.nodeid] = self.taken.get(report.nodeid, 0.0) + report.duration

    def pytest_sessionfinish(self) -> None:
        cache = getattr(self.config, "cache", None)
        if self.taken and cache is not None:
            cache.set(DURATIONS_KEY, {**recorded_seconds(self.config),
                                      **{nodeid: round(seconds, 3) for nodeid, seconds in self.taken.items()}})


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # (an xdist worker's reports reach the controller, which records)
        config.pluginmanager.register(SecondsRecorder(config), "scorekeeper-seconds-recorder")
