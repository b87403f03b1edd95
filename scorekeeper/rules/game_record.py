"""Game record format 1 (docs/game-record.md): read, write and score.

Reading turns each hand of the record into events and replays them one hand
at a time, so an error names the hand and the call or trick, and a hand that
ends early or stays incomplete before another hand is caught where it is.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Callable, Mapping

from scorekeeper.jsontypes import JsonArray, JsonObject, JsonValue

from scorekeeper.columns import table as text_table, wrap
from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import Counted, gettext, lazy_gettext

from . import record_parts, registry
from .errors import RecordError, RuleError
from .events import Event, EventLog, event_type, place_of
from .game import Game, Replayer
from .names import check_players
from .played_hand import Table
from .names import stored_name
from .when import check_moment, without_end

FORMAT = "scorekeeper-game/1"
RECORD_KEYS = ("format", "game", "rules", "players", "dealer", "started", "hands")


def game_from_record(record: JsonValue, *, consume: bool = False) -> Game:
    """A format-1 record → a ``Game``; RuleError naming the hand if anything is wrong.

    ``consume``: each hand is taken out of the record's list of hands (left ``None``) once it is
    replayed, so a long record and the game it becomes are never both whole in memory (the record's
    objects take a third of what its game does); for a caller that has no further use for the record.
    """
    game, hands = _record_header(record)
    return _replay_hands(game, hands, consume)


def fused_report(record: JsonValue) -> JsonObject | None:
    """Exactly :func:`score_report` of the record's game, worked out by the game's optional ``fast_score``
    straight from the record, without building its events and hands; None whenever that cannot be done (a
    game without one, a refusal, anything the fused path does not cover): the caller then replays the record,
    so every refusal is still the replay's sentence.  The record's own checks (format, players, settings) are
    the replay's, shared."""
    try:
        game, hands = _record_header(record)
    except RuleError:
        return None
    fast_score: Callable[[Game, JsonArray], JsonObject | None] | None = getattr(game.rules, "fast_score", None)
    return None if fast_score is None else fast_score(game, hands)


def _record_header(record: JsonValue) -> tuple[Game, JsonArray]:
    """The game a record sets up (its kind, players, dealer, settings) and its hands, checked but not replayed."""
    record = record_parts.expect_object(record, "a game record")
    if "format" not in record:  # not "got None": the reader wrote no format at all
        raise RecordError("'format' must be {f!r}; the record has no 'format'", f=FORMAT)
    if record.get("format") != FORMAT:
        raise RecordError("'format' must be {f!r}; got {g!r}", f=FORMAT, g=record.get("format"))
    record_parts.only_keys(record, RECORD_KEYS, "the record")
    for key in ("game", "players", "dealer", "hands"):  # (a game not begun says "hands": [])
        if key not in record:
            raise RecordError("the record has no {k!r}", k=key)
    kind = record_parts.expect_str(record["game"], "'game'")
    registry.rules_for(kind)
    players = record_parts.expect_list(record["players"], "'players'")
    if not all(isinstance(p, str) and p == stored_name(p) for p in players):
        try:  # names are kept in NFC: every mention of them too, or none would match
            record = _object_in_nfc(record)
        except RecursionError:
            raise RecordError("the record is nested too deeply to be a game record") from None
        players = record_parts.expect_list(record["players"], "'players'")
    names = check_players(players)
    dealer = record_parts.expect_str(record["dealer"], "'dealer'")
    settings = record_parts.expect_object(record.get("rules", {}), "'rules'")
    if "started" in record:
        check_moment(record["started"], "'started'")
    game = _new_game(kind, names, dealer, _without_other_games_settings(kind, settings))
    return game, record_parts.expect_list(record["hands"], "'hands'")


def _new_game(kind: str, names: list[str], dealer: str, settings: JsonObject) -> Game:
    """The record's game; a refused setting is placed at ``rules`` ("rules: setting target is 0 but ..."), the
    record's key to mend, as a broken hand names its hand: the seating alone (the same game without the
    settings) decides whether the players or the settings are at fault."""
    try:
        return Game.new(kind, names, dealer, settings)
    except RuleError as err:
        if not settings:
            raise
        try:
            Game.new(kind, names, dealer, {})
        except RuleError:
            raise err from None
        raise err.located("rules") from None


def _without_other_games_settings(kind: str, settings: JsonObject) -> JsonObject:
    """The record's ``rules`` less the settings of other games, where the game's record ignores them
    (``IGNORES_OTHER_GAMES_SETTINGS``: Pitch and Twenty-eight, as docs/game-record.md writes); a key that
    no game has is still refused by name, so a misspelt one is never silently dropped."""
    rules = registry.rules_for(kind)
    own = rules.SETTING_HELP
    if not getattr(rules, "IGNORES_OTHER_GAMES_SETTINGS", False) or all(key in own for key in settings):
        return settings
    others = registry.settings_of_other_games(kind)
    return {key: value for key, value in settings.items() if key in own or key not in others}


def _in_nfc(value: JsonValue) -> JsonValue:
    """``value`` with every text in it (keys too) in NFC: a record typed with combining accents."""
    if isinstance(value, str):
        return stored_name(value)
    if isinstance(value, list):
        return [_in_nfc(v) for v in value]
    if isinstance(value, dict):
        return _object_in_nfc(value)
    return value


def _object_in_nfc(value: JsonObject) -> JsonObject:
    return {stored_name(k): _in_nfc(v) for k, v in value.items()}


def _replay_hands(game: Game, hands: JsonArray, consume: bool = False) -> Game:
    hand_events_of = game.rules.hand_events
    # A game whose events follow from who dealt (bids that go round from the dealer's left) reads a hand
    # knowing its dealer: the replay's, since misdeals keep the deal where it was.
    dealt_events_of: Callable[[Game, JsonValue, str], list[Event]] | None = getattr(game.rules, "dealt_hand_events", None)
    replayer = Replayer(game)
    events: list[Event] = []
    last = len(hands)
    for number, hand in enumerate(hands, 1):
        if consume:
            hands[number - 1] = None  # ``hand`` holds it until the next one: each freed once replayed
        hand = without_end(hand, number)  # when it ended is checked; the games read a hand without it
        if replayer.current is None:
            raise RuleError("the game was already over ({why}); no hand may follow",
                            why=replayer.result).located(f"hand {number}")
        try:
            hand_events = (dealt_events_of(game, hand, replayer.current.dealer) if dealt_events_of is not None
                           else hand_events_of(game, hand))
            applied = replayer.apply_hand(hand_events)
        except RuleError as err:
            raise _within(err, f"hand {number}") from None
        if applied < len(hand_events):
            refusal = _complete_before(replayer, hand_events, applied)
            raise refusal.located(_where_after_the_end(hand_events, applied, number))
        current = replayer.current
        if number < last and current is not None and current.number == number:
            raise RuleError("the hand is incomplete ({what}) but another hand follows it",
                            what=current.prompt() or current.phase).located(f"hand {number}")
        events += hand_events
    game = Game(game.kind, game.players, game.dealer, game.settings, EventLog(events))
    game.__dict__["table"] = replayer.table()
    return game


def record_keys(record: JsonValue) -> int:
    """How many keys the objects of a parsed record hold where format 1 puts objects (the record,
    its rules, each hand, trick and counts), counting only real objects: never more keys than the
    record holds.  ``jsonfile.parse_json`` compares it with the text to rule out a key given twice."""
    if type(record) is not dict:
        return 0
    keys = len(record)
    rules, hands = record.get("rules"), record.get("hands")
    if type(rules) is dict:
        keys += len(rules)
    if type(hands) is not list:
        return keys
    every_trick: JsonArray = []  # all hands' tricks, counted at once after
    for hand in hands:
        if type(hand) is dict:
            keys += len(hand)
            tricks, counts = hand.get("tricks"), hand.get("counts")
            if type(tricks) is list:
                every_trick += tricks
            if type(counts) is dict:
                keys += len(counts)
    if list(map(type, every_trick)).count(dict) == len(every_trick):  # every trick an object: counted at C speed
        return keys + sum(map(len, every_trick))  # type: ignore[arg-type]  # (each a dict: checked just above)
    return keys + sum([len(trick) for trick in every_trick if type(trick) is dict])


def _within(err: RuleError, where: str) -> RuleError:
    """Put the hand in front of a place found inside it: "trick 3" → "hand 1, trick 3"."""
    inner, err.where = err.where, ""
    return err.located(f"{where}, {inner}" if inner else where)


def _place(events: list[Event], index: int) -> str:
    """Where event ``index`` of a hand's record is: "call 5", "trick 14" (counted in the hand), or its key."""
    name = place_of(event_type(events[index]))
    if name is None:
        return event_type(events[index])
    return f"{name} {sum(1 for e in events[: index + 1] if place_of(event_type(e)) == name)}"


def _done_why(replayer: Replayer) -> str:
    return replayer.hands[-1].verdict() if replayer.hands else "it ended"


def _complete_before(replayer: Replayer, events: list[Event], index: int) -> RuleError:
    """Why event ``index`` of a hand's record had no place, the hand being complete without it: a trick past the
    last of a hand whose every trick is in says so in the tricks' own words, with how many a hand has (the hand's
    ``tricks_per_hand``, where its game deals a fixed number); anything else names the event and the verdict."""
    done = replayer.hands[-1] if replayer.hands else None
    most, kind = getattr(done, "tricks_per_hand", None), event_type(events[index])
    if isinstance(most, int) and place_of(kind) == "trick" and _place(events, index) == f"trick {most + 1}":
        return RuleError("a hand has {n} tricks and all are entered", n=most)
    if _is_inner_name(kind):
        return RuleError("the hand was already complete ({why})", why=_done_why(replayer))
    return RuleError("the hand was complete before its {t} ({why})", t=kind, why=_done_why(replayer))


def _is_inner_name(kind: str) -> bool:
    """An event type such as ``seven_up_beg`` is a game's own name for it, not a word the reader knows (``trump``,
    ``counts`` and ``bid`` are also the record's keys): a refusal never shows it."""
    return "_" in kind


def _where_after_the_end(events: list[Event], index: int, number: int) -> str:
    """Where an entry past a hand's end is: "hand 4, point 1" where it is counted, "hand 4" alone where its only
    name is the game's own (a Seven Up beg after the dealer went out on the turned jack)."""
    kind = event_type(events[index])
    if place_of(kind) is None and _is_inner_name(kind):
        return f"hand {number}"
    return f"hand {number}, {_place(events, index)}"


def game_to_record(game: Game) -> JsonObject:
    """A ``Game`` → its format-1 record; the inverse of :func:`game_from_record`.

    A record never names two seats with one word (see ``unambiguous_for_record`` of a game's rules)."""
    unambiguous = getattr(game.rules, "unambiguous_for_record", None)
    if unambiguous is not None:
        game = unambiguous(game)
    table = game.table
    hands = [*table.hands]
    current = table.current
    record_rules = _changed_settings(game)
    out: JsonObject = {"format": FORMAT, "game": game.kind}
    if record_rules:
        out["rules"] = record_rules
    out["players"] = list(game.players)
    out["dealer"] = game.dealer
    hand_records: JsonArray = [game.rules.hand_record(h) for h in hands]
    if current is not None and current.started:
        hand_records.append(game.rules.hand_record(current))
    out["hands"] = hand_records
    return out


def _changed_settings(game: Game) -> JsonObject:
    """Only the settings that differ from the defaults: records stay short and readable."""
    defaults = game.rules.resolve_settings(game.players, {})
    return {k: v for k, v in game.settings.items() if defaults.get(k) != v}


def score_report(game: Game) -> JsonObject:
    """Exactly the JSON of ``scorekeeper score --json``."""
    table = game.table
    return {
        "hands": [h.report() for h in table.hands],
        "totals": dict(table.totals),
        "winner": list(table.winner) if table.winner else None,
    }


REPORT_BATCH = 1000  # hand reports turned into JSON text at once: one json.dumps call each, few strings alive


def score_report_json(game: Game, *, ensure_ascii: bool = True) -> Iterator[str]:
    """``json.dumps(score_report(game))``, the same text, in pieces of at most ``REPORT_BATCH`` hands.

    A long game's report as one object and one string takes as much memory again as the game: the
    pieces are made and written one at a time, so ``score`` never holds more than a batch of them."""
    table = game.table
    hands = table.hands

    def dumps(value: JsonValue) -> str:
        return json.dumps(value, ensure_ascii=ensure_ascii, check_circular=False)

    yield '{"hands": ['
    for start in range(0, len(hands), REPORT_BATCH):
        text = dumps([h.report() for h in hands[start:start + REPORT_BATCH]])
        yield (", " if start else "") + text[1:-1]
    yield f'], "totals": {dumps(dict(table.totals))}, "winner": '
    yield dumps(list(table.winner) if table.winner else None) + "}"


# The readable table's words (``scorekeeper score``): whole templates, translated when printed.
PLAYERS = Counted("{count} player", "{count} players")
TARGET = lazy_gettext("target {target}")
HAND, DEALER, RESULT = lazy_gettext("Hand"), lazy_gettext("Dealer"), lazy_gettext("Result")
IN_PROGRESS = lazy_gettext("in progress: {prompt}")
TOTALS = lazy_gettext("Totals: {totals}")
SIDE_TOTAL = lazy_gettext("{side} {total}")
WINNER = lazy_gettext("Game won: {line}")  # the app's words (ui/common.winner_line): the CLI says what the app says
NO_WINNER = lazy_gettext("No winner yet")


def settings_label(game: Game) -> str:
    s: Mapping[str, JsonValue] = game.settings
    rules = registry.rules_for(game.kind)
    count = len(game.players)
    bits = [gettext(rules.TITLE), PLAYERS.of(count).format(count=shown.number(count)), *rules.describe_settings(s)]
    goal = rules.target(s)
    if goal is not None:
        bits.append(TARGET.format(target=rules.format_amount(s)(goal)))
    return " · ".join(bits)


def table_text(game: Game, width: int | None = None) -> str:
    """The readable table: one row a hand with its arithmetic, running totals, the winner.

    Columns are measured in the cells a terminal draws (a Bengali or Devanagari name lines up); with
    ``width`` (the terminal's) each hand's arithmetic wraps under its row and the other lines wrap too,
    so nothing runs past the edge where the columns allow it.
    """
    table: Table = game.table
    rules = registry.rules_for(game.kind)
    columns = _score_columns(game)
    fmt = rules.format_amount(game.settings)
    head = [str(HAND), str(DEALER), str(RESULT)] + [label for label, _ in columns]
    rows = []
    for h in table.hands:
        rows.append([shown.number(h.number), h.dealer, h.verdict()] + [fmt(h.totals[p]) for _, p in columns])
    if table.current is not None and table.current.started:
        rows.append([shown.number(table.current.number), table.current.dealer,
                     IN_PROGRESS.format(prompt=table.current.prompt())] + ["" for _ in columns])
    lines = [*wrap(settings_label(game), width or 0), ""]
    lines += text_table([head, *rows], [False, False, False] + [True] * len(columns), width=width, wrapping=2)
    lines.append("")
    lines += wrap(TOTALS.format(totals=", ".join(SIDE_TOTAL.format(side=label, total=fmt(table.totals[p]))
                                                 for label, p in columns)), width or 0)
    winner = rules.winner_line(game)
    ended = table.result if table.current is None else ""  # over with no winner line: why, as the app says it
    lines += wrap(WINNER.format(line=winner) if winner else ended or str(NO_WINNER), width or 0)
    return "\n".join(lines) + "\n"


def _score_columns(game: Game) -> list[tuple[str, str]]:
    """One column a score group, named once: a fixed side's partners share every score."""
    return [(group.name, group.players[0]) for group in registry.rules_for(game.kind).score_groups(game)]
