"""At a real table nothing moves under the finger and nothing tapped is lost, for every game and table size.

One whole hand per game and table size (Make-a-Million with a dummy, a called
partner and silent partners, in dollars and rupees; Twenty-nine; the exact-bid
variation from 3 to 8 players), played in headless Chromium against
`scorekeeper --web` at 412 x 915.  After every tap the test reads where every
button is (one script call) and asserts that the tapped button and the next
entry's buttons moved at most 10 px and lie on the screen.  On the way: a
refused bid (its red message must not push the keypad), a partner named in the
middle of a trick (the stored trick, read back from the data folder, holds the
cards tapped before it), undo in the middle of a trick (it takes back the last
card, and says so), and the keypad of the next hand's auction (closed, empty).
One server and one page serve every game of the module: each game's table is shown in the page loaded once,
as the browser's Back and Forward show a screen (a page load would start Flutter again, ≈5 s of CPU).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from scorekeeper.rules import Game
from scorekeeper.games.twenty_nine import PointsTrickTaken, RoyalsShown
from scorekeeper.games.make_a_million import TrickTaken
from scorekeeper.games.make_a_million import MONEY_VALUES, card_name
from scorekeeper.games.make_a_million.ui.partners import seat_label
from scorekeeper.store import GameStore
from scorekeeper.store.readonly import ReadOnlyStore

from .harness import FletBrowser, FletServer, keeper_app_command, require_chromium
from .in_page import go_within

PHONE = (412, 915)
MOST_MOVE = 10  # px a control may move under the finger
POLL_MS, QUIET_POLLS, WAIT_MS = 30, 3, 15000  # after a tap: the buttons unchanged for 3 looks 30 ms apart
SHOTS = Path("/tmp/scorekeeper-browser")

SEATS = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
COMPASS = ["North", "East", "South", "West"]
RUPEES = {"edition": "inr", "indian_grouping": True}

MILLION = {  # name → (players, settings)
    "million-3-dummy": (3, {"partnership": "dummy"}),
    "million-4-called": (4, {"partnership": "called"}),
    "million-6-silent-rupees": (6, {"partnership": "silent", **RUPEES}),
    "million-8-silent-rupees": (8, {"partnership": "silent", **RUPEES}),
}
FIXED = {  # fixed sides: no partner to name; the opening of a hand (its whole hand's seats are the silent ones')
    "million-4-fixed": (4, {"partnership": "fixed"}),
    "million-6-fixed-rupees": (6, {"partnership": "fixed", **RUPEES}),
    "million-8-fixed": (8, {"partnership": "fixed"}),
}
EXACT_BID_SIZES = range(3, 9)


def all_games() -> dict[str, Game]:
    games = {name: Game.new("make-a-million", SEATS[:n], SEATS[n - 1], settings)
             for name, (n, settings) in {**MILLION, **FIXED}.items()}
    games["twenty-nine"] = Game.new("twenty-nine", COMPASS, "West")
    for n in EXACT_BID_SIZES:
        games[f"exact-bid-{n}"] = Game.new("exact-bid", SEATS[:n], SEATS[n - 1], {"start_cards": 2})
    return games


# -- where every button is ----------------------------------------------------------------------------------------
BUTTONS = """() => [...document.querySelectorAll('flt-semantics[role=button]')].map(e => {
  const r = e.getBoundingClientRect();
  return [e.getAttribute('aria-label') || e.textContent.trim(), r.top, r.bottom, r.left, r.right]; })"""
COUNT = re.compile(r" \(\d+\)$")  # "$40,000 (8)": the cards left change on every tap, the button stays
# The same, each name without its count: the buttons as compared while they settle (``Table.settled``)
UNCOUNTED = """() => (""" + BUTTONS + """)().map(([name, ...box]) => [name.replace(/ \\(\\d+\\)$/, ''), ...box])"""
Box = tuple[float, float, float, float]  # top, bottom, left, right
Where = dict[tuple[str, int], Box]  # (button name, which of that name in screen order) → box
Control = str | tuple[str, int]  # a button's name (the first of that name) or (name, which)


def buttons(app: FletBrowser) -> Where:
    """Where every button is now (one script call)."""
    return where_of(app.page.evaluate(BUTTONS))


def where_of(shown: list[list[object]]) -> Where:
    """Each button's box by (name without its count, which of that name), from ``BUTTONS``' list."""
    seen: dict[str, int] = {}
    found: Where = {}
    for name, *box in shown:
        name = COUNT.sub("", str(name))
        found[(name, seen.get(name, 0))] = (box[0], box[1], box[2], box[3])
        seen[name] = seen.get(name, 0) + 1
    return found


def which(control: Control) -> tuple[str, int]:
    return (control, 0) if isinstance(control, str) else control


def on_screen(box: Box) -> bool:
    top, bottom, left, right = box
    return top >= 0 and left >= 0 and bottom <= PHONE[1] and right <= PHONE[0]


def moved(before: Box, after: Box) -> float:
    return max(abs(before[0] - after[0]), abs(before[2] - after[2]))


@dataclass
class Table:
    """The served app in Chromium; ``tap`` checks that nothing moved under the finger."""

    app: FletBrowser
    base: str
    ids: dict[str, str]
    data: Path
    taps: int = 0
    where: Where = field(default_factory=dict)

    def open(self, name: str) -> None:
        """Game ``name``'s table, opened inside the page loaded once for the module (``in_page.go_within``)."""
        assert go_within(self.app, f"/game/{self.ids[name]}"), f"the table of {name} was never drawn"
        self.where = buttons(self.app)

    def tap(self, control: Control, *then: Control, new_part: bool = False) -> None:
        """Tap ``control``; then it (if it is still there) and every one of ``then`` (the next entry's
        buttons) moved at most 10 px, and every one of ``then`` is on the screen.

        ``new_part``: the tap ends a part of the hand (the auction, the declaration, the hand): the next
        entry's buttons are new ones (a discard and a Money card share a name), only on the screen.
        """
        name, nth = which(control)
        before = self.where
        assert (name, nth) in before, f"no button {name!r} (#{nth}) to tap; there are {sorted(before)}"
        index = list(before).index((name, nth))
        frames = len(self.app.frames_received)
        self.app.page.locator("flt-semantics[role=button]").nth(index).click()
        self.taps += 1
        self.where = after = self.settled(frames)
        problems = []
        for one in (which(control), *map(which, then)):
            if one not in after:
                if one != which(control):
                    problems.append(f"{one} is gone")
                continue
            if one in before and not new_part and moved(before[one], after[one]) > MOST_MOVE:
                problems.append(f"{one} moved from y={before[one][0]:.0f} to y={after[one][0]:.0f}")
            if one != which(control) and not on_screen(after[one]):
                problems.append(f"{one} is off the screen at y={after[one][0]:.0f}..{after[one][1]:.0f}")
        if problems:
            shot = self.app.screenshot(SHOTS / f"moved-under-the-finger-{self.taps}.png")
            raise AssertionError(f"after tapping {name!r}: {'; '.join(problems)} (see {shot})")

    def settled(self, frames: int) -> Where:
        """Where the buttons are once the tap's patch has come (a frame after ``frames``) and they have stayed
        put for a moment; bounded, so a tap the server does not answer fails on what is on the screen."""
        page, waited = self.app.page, 0
        while len(self.app.frames_received) == frames and waited < WAIT_MS:
            page.wait_for_timeout(POLL_MS)
            waited += POLL_MS
        return where_of(self.app.looked_still(UNCOUNTED, POLL_MS, QUIET_POLLS, max(0, WAIT_MS - waited)))

    def stored_events(self, name: str) -> list[object]:
        """The game's events as the data folder holds them (read as the board does: never writing)."""
        return list(ReadOnlyStore(self.data).load_game(self.ids[name]).events)

    def text_on_screen(self, text: str | re.Pattern[str]) -> Box:
        """``text`` is shown, inside the screen."""
        self.app.expect_text(text)
        box = self.app.page.get_by_text(text).first.bounding_box()
        assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= PHONE[1], f"{text!r} at {box}"
        return (box["y"], box["y"] + box["height"], box["x"], box["x"] + box["width"])


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Table]:
    require_chromium()
    data = tmp_path_factory.mktemp("steady") / "data"
    store = GameStore(data)
    ids = {name: store.create_game(game, name=name) for name, game in all_games().items()}
    store.close()
    with FletServer("scorekeeper", command=keeper_app_command(data)) as server:
        with FletBrowser(server.url, viewport=PHONE) as app:
            yield Table(app, server.url, ids, data)


# -- Make-a-Million -----------------------------------------------------------------------------------------------
KEYPAD = [*"0123456789", "Delete a digit"]  # ⌫ is named for what it does
RESULT = re.compile("MADE|SET BACK")


def deck(game: Game) -> list[str]:
    """Every Money card, Bull and Bear of the hand, as the buttons name them."""
    packs = 2 if len(game.players) >= 6 else 1
    fmt = game.rules.format_amount(game.settings)
    bull, bear = card_name(game.settings, "bull"), card_name(game.settings, "bear")
    return [fmt(v) for v in MONEY_VALUES for _ in range(4 * packs)] + [bull, bear] * packs


def refused_bid(table: Table, other: str, digit: str, done: str, *auction: str) -> None:
    """A bid typed on the keypad and refused: its red message moves neither the keypad nor the Bid key."""
    table.tap(other, *auction)
    table.tap(digit, *KEYPAD, done, *auction)
    table.tap(done, *KEYPAD, done, *auction)
    table.app.expect_text(re.compile("but (the opening bid is|bids go)"))


def quick_bid(table: Table, pattern: str) -> str:
    """The first quick bid on the screen (its name changes with the auction)."""
    return next(name for name, nth in table.where if nth == 0 and re.fullmatch(pattern, name))


def on_the_screen(table: Table, *names: str) -> None:
    off = [n for n in names if (n, 0) not in table.where or not on_screen(table.where[(n, 0)])]
    assert not off, f"not on the screen: {off}"


@dataclass
class MillionHand:
    """A Make-a-Million hand in play in the browser: its cards not yet tapped and the buttons of an entry."""

    game: Game
    cards: list[str]
    seats: list[str]
    entry: list[str]


def open_a_million_hand(table: Table, name: str, settings: dict[str, object]) -> MillionHand:
    """The auction (a refused bid, a quick bid, passes), trump, trick 1 (two cards; with partners to name, one
    named between the cards and who took it: the stored trick holds both cards) and trick 2's undo mid-trick."""
    game = all_games()[name]
    hand = game.table.current
    seats = [seat_label(s) for s in game.rules.takers(game, hand)]
    fmt = game.rules.format_amount(game.settings)
    table.open(name)
    auction = ["Pass", "Other amount…"]
    trumps = [c.label for c in game.rules.trump_choices(game.settings)]
    refused_bid(table, "Other amount…", "1", f"Bid {fmt(1000)}", *auction)
    table.tap(quick_bid(table, r"[$₹][\d,]+"), *auction)
    for left in reversed(range(len(game.players) - 1)):
        table.tap("Pass", *(auction if left else trumps), new_part=not left)  # the last Pass ends the auction
    cards = deck(game)
    entry = [*dict.fromkeys(cards), *seats]
    table.tap(trumps[0], *entry, new_part=True)
    bidder = game.players[0]  # the first to call bid, the others passed
    named = settings["partnership"] in ("called", "silent")
    partners = [(p, 1) for p in game.players if p != bidder] if named else []
    bull = card_name(game.settings, "bull")
    # Trick 1: two cards, a partner revealed (one tap, on the screen; the cards stay), then who took it.
    first = [cards.pop(0), cards.pop(cards.index(bull))]
    for card in first:
        table.tap(card, *entry, *partners)
    if partners:
        table.tap(partners[1], *entry, *partners)
        table.app.expect_text(f"{bidder}+{partners[1][0]} {fmt(0)} · ")  # the running count follows at once
    table.tap(seats[1], *entry)
    stored = table.stored_events(name)[-1]
    assert stored == TrickTaken(seats[1], (40000,), ("bull",))
    # Trick 2: a card, and undo takes back that card (not trick 1), saying so.
    table.tap(cards[0], *entry)
    table.tap("Undo the last entry", *entry)
    table.app.expect_text(f"Took back: {fmt(40000)} from trick 2")
    assert table.stored_events(name)[-1] == stored
    return MillionHand(game, cards, seats, entry)


@pytest.mark.browser
@pytest.mark.parametrize("name", list(FIXED))
def test_a_fixed_sides_hand_opens_without_moving_anything_under_the_finger(table: Table, name: str):
    _, settings = FIXED[name]
    hand = open_a_million_hand(table, name, settings)
    for card in hand.cards[:2]:  # trick 2 again, to its end: the fixed sides' seats stay put
        table.tap(card, *hand.entry)
    table.tap(hand.seats[-1], *hand.entry)
    assert table.stored_events(name)[-1] == TrickTaken(hand.seats[-1], (40000, 40000))


@pytest.mark.browser
@pytest.mark.parametrize("name", list(MILLION))
def test_a_make_a_million_hand_moves_nothing_under_the_finger_and_loses_no_tap(table: Table, name: str):
    _, settings = MILLION[name]
    opened = open_a_million_hand(table, name, settings)
    game, cards, seats, entry = opened.game, opened.cards, opened.seats, opened.entry
    hand = game.table.current
    fmt = game.rules.format_amount(game.settings)
    auction = ["Pass", "Other amount…"]
    # The rest, a few cards a trick, until what is left fits the last trick (the app fills that one in).
    tricks_left = hand.tricks_per_hand - 2
    per_trick = -(-(len(cards) - len(seats)) // tricks_left)
    for number in range(tricks_left):
        take = max(0, min(per_trick, len(cards) - len(seats)))
        for card in cards[:take]:
            table.tap(card, *entry)
        cards = cards[take:]
        table.tap(seats[number % len(seats)], *entry)
    table.tap(seats[0])  # the last trick: what is left, in one tap
    table.text_on_screen(RESULT)  # the result opens with its verdict on the screen
    on_the_screen(table, "Next hand")
    table.tap("Next hand", *auction, new_part=True)
    assert not any(n in KEYPAD for n, _ in table.where), "the keypad stayed open into the next hand"
    table.app.expect_text(f"Cleared {fmt(1000)}, typed in the last auction and not bid")


# -- Twenty-nine --------------------------------------------------------------------------------------------------
RANKS = ["J", "9", "A", "10"]
LATER_TRICKS = [("East", "J"), ("South", "J 9"), ("North", "typed 2"), ("West", "J 9 A"), ("South", "9 A"),
                ("East", "10 10")]  # after trick 1 (J A, North); "typed 2": its points on the keypad; the eighth fills itself
POINTS_KEYPAD = [*"0123456789", "Delete a digit", "Set"]


@pytest.mark.browser
def test_a_twenty_nine_hand_moves_nothing_under_the_finger_and_loses_no_tap(table: Table):
    table.open("twenty-nine")
    auction = ["Pass", *(str(bid) for bid in range(16, 30))]  # every bid a button: no keypad to type another
    table.tap("15", *auction)
    suits = ["Hearts", "Spades", "Diamonds", "Clubs"]
    for left in reversed(range(3)):
        table.tap("Pass", *(auction if left else suits), new_part=not left)
    entry = [*RANKS, *COMPASS]
    table.tap("Hearts", *entry, "Royals (K+Q of hearts)…", new_part=True)
    # Trick 1: two cards, then the royals shown (their picker opens under the seats), then who took it.
    table.tap("J", *entry)
    table.tap("A", *entry)
    table.tap("Royals (K+Q of hearts)…", *entry, "East: 19", "Cancel")
    table.tap("East: 19", *entry)
    table.app.expect_text("Royals shown by East (other side: +4): target 19")
    table.tap("North", *entry)
    assert table.stored_events("twenty-nine")[-2:] == [RoyalsShown("East"), PointsTrickTaken("North", 4)]
    # Trick 2: a card and undo takes it back (not trick 1), saying so.
    table.tap("J", *entry)
    table.tap("Undo the last entry", *entry)
    table.app.expect_text("Took back: J from trick 2")
    assert table.stored_events("twenty-nine")[-1] == PointsTrickTaken("North", 4)
    for winner, cards in LATER_TRICKS:
        if cards.startswith("typed "):  # the "Type points…" keypad opens under the seats, the seats stay
            points = cards.split()[1]
            table.tap("Type points…", *entry, *POINTS_KEYPAD)
            table.tap(points, *entry, f"Set {points}")
            table.tap(f"Set {points}", *entry)
            table.tap(winner, *entry)
            assert table.stored_events("twenty-nine")[-1] == PointsTrickTaken(winner, int(points))
            continue
        for card in cards.split():
            table.tap(card, *entry)
        table.tap(winner, *entry)
    table.tap("North")  # the last trick: the points left, one tap
    table.text_on_screen(RESULT)
    on_the_screen(table, "Next hand")
    table.tap("Next hand", *auction, new_part=True)
    assert not any(n in KEYPAD for n, _ in table.where), "no keypad in the next hand's auction"


# -- the exact-bid variation --------------------------------------------------------------------------------------
@pytest.mark.browser
@pytest.mark.parametrize("players", list(EXACT_BID_SIZES))
def test_an_exact_bid_deal_moves_nothing_under_the_finger(table: Table, players: int):
    name, seats = f"exact-bid-{players}", SEATS[:players]
    table.open(name)
    bids = [f"{p}: one bid more" for p in seats]
    table.tap("Red", *bids, "Save the bids")  # the trump card stays: the steppers do not move up
    table.tap(bids[0], *bids, "Save the bids")
    table.tap(bids[0], *bids, "Save the bids")
    tricks = [f"{p}: one trick more" for p in seats]
    table.tap("Save the bids", *tricks, "Save the tricks", new_part=True)
    table.tap(tricks[1], *tricks, "Save the tricks")  # 3 tricks of 2: refused, and its message moves nothing
    table.tap("Save the tricks", *tricks, "Save the tricks")
    table.app.expect_text(re.compile("tricks"))
    assert len(table.stored_events(name)) == 2  # trump and bids: the refused tricks were not stored
    table.tap(f"{seats[1]}: one trick fewer", *tricks, "Save the tricks")
    table.tap("Save the tricks", new_part=True)
    table.text_on_screen(re.compile("EXACT"))
    on_the_screen(table, "Next deal")
    table.tap("Next deal", *bids, "Save the bids", new_part=True)
