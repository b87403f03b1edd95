"""What a tap at the table costs the server, and what it sends, in a small and in a big score book.

    .venv/bin/python bench/bench_ui.py [--taps N] [--opens N]

The goal (issue "a tap costs the same on the hundredth evening"): a Money-card
tap and a "who took it" tap cost about the same with one game of one hand as
with 1,000 saved games and a 500-hand game open (ratio <= 1.2, bar 1.5), and
each sends a small patch to the phone, not the screen.  The home screen
opens as fast with 1,000 saved games as with 10.

Runs the real app in the in-process harness (tests/ui/harness.py: a real
Flet page and session, the client a test double that msgpack-encodes every
message as the web client receives it) on the in-memory store.  Server time
is the wall time of one tap: the handler, the rules, the service and store,
and Flet's diff and encoding; "of which outside Game.play" takes the rules
core's share out, so the app's own cost shows even where ``Game.play`` still
replays the whole game.  Medians; the two score books take turns tap by tap.
No asserts: it prints the figures side by side.

The same taps in Bengali (issue "Hindi and Bengali": every text through the catalog, every figure
through Babel in Bengali digits) beside English, the goal a ratio within 1.1.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.rules import BidMade, Event, Game, HandCounted, Passed, TrumpNamed  # noqa: E402
from scorekeeper.rules.seating import left_of  # noqa: E402
from scorekeeper.store import InMemoryGameStore  # noqa: E402
from scorekeeper.ui.app import make_main  # noqa: E402
from tests.ui.harness import UI  # noqa: E402

PLAYERS = ["A", "Z", "B", "Y"]
BID = 175_000


def long_game(hands: int) -> Game:
    """A four-player game of ``hands`` finished hands (each: a bid, three passes, trump, the counts).

    The target is set out of reach so the game is still being played, as on the
    hundredth evening of one long score book.
    """
    events: list[Event] = []
    dealer = "Y"
    for _ in range(hands):
        first = left_of(PLAYERS, dealer)
        caller = first
        events.append(BidMade(caller, BID))
        for _ in range(3):
            caller = left_of(PLAYERS, caller)
            events.append(Passed(caller))
        events += [TrumpNamed("red"), HandCounted(BID, 400_000 - BID)]
        dealer = first
    game = Game.new("make-a-million", PLAYERS, "Y", {"target": 100_000_000}).with_events(events)
    assert len(game.table.hands) == hands and game.table.current is not None
    return game


def score_book(saved_games: int, hands: int) -> tuple[InMemoryGameStore, str]:
    """An in-memory store with ``saved_games`` other games and one open game of ``hands`` hands."""
    store = InMemoryGameStore()
    for i in range(saved_games):
        store.create_game(Game.new("make-a-million", PLAYERS, "Y"), name=f"Evening {i + 1}")
    game = long_game(hands) if hands else Game.new("make-a-million", PLAYERS, "Y", {"target": 100_000_000})
    return store, store.create_game(game, name="Tonight")


class RulesClock:
    """Time spent inside ``Game.play`` (the rules core), to tell it from the UI's own share of a tap."""

    spent = 0.0
    original = Game.play

    @classmethod
    def install(cls) -> None:
        def play(game: Game, event: Event) -> Game:
            start = time.perf_counter()
            try:
                return cls.original(game, event)
            finally:
                cls.spent += time.perf_counter() - start
        Game.play = play  # type: ignore[method-assign]


def timed(ui: UI, key: str) -> tuple[float, int, float]:
    """One tap: server milliseconds, bytes sent to the client, milliseconds of it in the rules core."""
    sent, rules = ui.bytes_sent, RulesClock.spent
    start = time.perf_counter()
    ui.click(key)
    return (time.perf_counter() - start) * 1000, ui.bytes_sent - sent, (RulesClock.spent - rules) * 1000


def seated(saved_games: int, hands: int, language: str = "en") -> UI:
    """The app open at a game's table, mid-hand: the bid made, trump named, trick 1 to enter;
    ``language``: the session's, as the keeper's setting would choose it."""
    store, game_id = score_book(saved_games, hands)
    ui = UI(make_main(lambda: store), route=f"/game/{game_id}")
    if language != "en":
        app = ui.page.data
        ui.run(lambda: app.speak(lambda speech: setattr(speech, "chosen", language)))
    if ui.exists("next-hand"):  # the last hand's result shows first
        ui.click("next-hand")
    ui.click(f"bid-{BID}")
    for _ in range(3):
        ui.click("pass")
    ui.click("trump-red")
    return ui


def at_the_table(cases: list[tuple[int, int]], taps: int,
                 languages: tuple[str, ...] = ()) -> list[dict[str, tuple[float, ...]]]:
    """Medians (ms, bytes) of a Money-card tap and of a "who took it" tap, mid-hand, per case
    (``languages``: each case's session language, English where none is given).

    The cases take turns tap by tap, so a busy machine slows them alike.
    """
    apps = [seated(saved, hands, (languages[i] if i < len(languages) else "en"))
            for i, (saved, hands) in enumerate(cases)]
    money: list[list[tuple[float, int, float]]] = [[] for _ in cases]
    took: list[list[tuple[float, int, float]]] = [[] for _ in cases]
    try:
        for _ in range(taps):
            for i, ui in enumerate(apps):
                money[i].append(timed(ui, "money-5000"))
                took[i].append(timed(ui, "winner-Z"))
                ui.click("undo")  # back to the same trick (the undone trick comes back as the draft)
                ui.click("draft-card-0")  # and the draft emptied: every round starts alike
        for ui in apps:
            ui.assert_no_crash()
    finally:
        for ui in apps:
            ui.close()
    return [{"money": medians(m), "took": medians(t)} for m, t in zip(money, took)]


def opening_home(saved_games: int, opens: int) -> tuple[float, ...]:
    """Median (ms, bytes) of opening the home screen with ``saved_games`` saved games."""
    store, _ = score_book(saved_games - 1, 0)
    runs: list[tuple[float, int, float]] = []
    for _ in range(opens):
        start = time.perf_counter()
        ui = UI(make_main(lambda: store), route="/")
        runs.append(((time.perf_counter() - start) * 1000, ui.bytes_sent, 0.0))
        ui.close()
    return medians(runs)


def medians(runs: list[tuple[float, int, float]]) -> tuple[float, ...]:
    """Medians of each figure, and of the time outside the rules core (the tap minus Game.play)."""
    return (statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs),
            statistics.median(r[0] - r[2] for r in runs))


def row(label: str, small: float, big: float, unit: str, fmt: Callable[[float], str]) -> str:
    ratio = big / small if small else float("nan")
    return f"{label:<34}{fmt(small) + unit:>16}{fmt(big) + unit:>26}{ratio:>9.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=25, help="taps of each kind per case (default 25)")
    parser.add_argument("--opens", type=int, default=5, help="home-screen opens per case (default 5)")
    args = parser.parse_args()

    RulesClock.install()
    build = time.perf_counter()
    small, big = at_the_table([(0, 0), (1000, 500)], args.taps)
    home_small, home_big = opening_home(10, args.opens), opening_home(1000, args.opens)
    english, bengali = at_the_table([(0, 0), (0, 0)], args.taps, ("en", "bn"))
    ms, kb = (lambda v: f"{v:.1f}"), (lambda v: f"{v:,.0f}")

    print(f"{'':<34}{'1 game, 1 hand':>16}{'1,000 games + 500 hands':>26}{'ratio':>9}")
    print(row("Money-card tap, server time", small["money"][0], big["money"][0], " ms", ms))
    print(row("'Who took it' tap, server time", small["took"][0], big["took"][0], " ms", ms))
    print(row("  of which outside Game.play", small["took"][2], big["took"][2], " ms", ms))
    print(row("Money-card tap, bytes sent", small["money"][1], big["money"][1], " B", kb))
    print(row("'Who took it' tap, bytes sent", small["took"][1], big["took"][1], " B", kb))
    print()
    print(f"{'':<34}{'10 games':>16}{'1,000 games':>26}{'ratio':>9}")
    print(row("Home screen open, server time", home_small[0], home_big[0], " ms", ms))
    print(row("Home screen open, bytes sent", home_small[1], home_big[1], " B", kb))
    print()
    print(f"{'':<34}{'English':>16}{'Bengali':>26}{'ratio':>9}")
    print(row("Money-card tap, server time", english["money"][0], bengali["money"][0], " ms", ms))
    print(row("'Who took it' tap, server time", english["took"][0], bengali["took"][0], " ms", ms))
    print(row("Money-card tap, bytes sent", english["money"][1], bengali["money"][1], " B", kb))
    print(row("'Who took it' tap, bytes sent", english["took"][1], bengali["took"][1], " B", kb))
    print(f"\n(medians of {args.taps} taps / {args.opens} opens; goal for the tap ratios <= 1.2, bar 1.5; "
          "Bengali beside English within 1.1; "
          f"whole run {time.perf_counter() - build:.0f} s)")


if __name__ == "__main__":
    main()
