"""A hostile server on 127.0.0.1 (``hostile.py``): every sync ends within its bounds and says one line.

The deadline and the caps are lowered for the tests (a second, a mebibyte, a few pages): what is checked
is which bound stopped the sync and what it said, never how long it took.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import scorekeeper.sync.client as client
import scorekeeper.sync.http as http
from scorekeeper.cli import main

from .hostile import Endless, drip, head, hostile_server, json_reply

SHOWN = "http://127.0.0.1:{port}/scores as keeper"


@pytest.fixture(autouse=True)
def small_bounds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(http, "REQUEST_SECONDS", 1.0)
    monkeypatch.setattr(client, "MAX_ANSWER_BYTES", 1 << 20)
    monkeypatch.setattr(client, "CHANGES_PAGE", 2)
    monkeypatch.setattr(client, "MAX_CHANGES_PAGES", 5)


def run_sync(url: str, folder: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(["sync", url, "--data", str(folder)])
    out, err = capsys.readouterr()
    return code, out, err


def on(method: str, tail: str, reply):  # type: ignore[no-untyped-def]
    """Answers: ``reply`` to that request of the database, the usual answer to the others."""
    return lambda m, path, _query: reply if (m, path) == (method, "/scores" + tail) else None


DRIP_HEADERS = drip(head(200, {"Content-Type": "application/json", "Content-Length": "300"}) + b" " * 300, 0.05)
DRIP_BODY = Endless({"Content-Type": "application/json", "Content-Length": "100000"}, b" ", 400, chunked=False)


@pytest.mark.parametrize("where", ["headers", "body"])
def test_a_server_that_drips_a_byte_at_a_time_is_given_up_at_the_requests_deadline(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str) -> None:
    reply = DRIP_HEADERS if where == "headers" else drip(
        head(200, {"Content-Type": "application/json", "Content-Length": "300"}) + b'{"db_name": "scores"' +
        b" " * 300, 0.05)
    with hostile_server(on("GET", "", reply)) as server:
        code, out, err = run_sync(server.url(), tmp_path / "A", capsys)
    assert (code, out) == (2, "")
    assert err == (f"scorekeeper: error: {SHOWN.format(port=server.port)}: the server did not answer within 1 "
                   "seconds; the sync stopped (nothing was changed here)\n")


@pytest.mark.parametrize("case", ["endless chunked", "a gigabyte declared", "a gigabyte undeclared"])
def test_an_answer_past_the_size_cap_stops_being_read_at_the_cap(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, case: str) -> None:
    monkeypatch.setattr(http, "REQUEST_SECONDS", 30.0)  # the cap, not the deadline, stops these
    chunk = b"[" * 65536
    reply = {"endless chunked": Endless({"Transfer-Encoding": "chunked"}, chunk, 1 << 30, chunked=True),
             "a gigabyte declared": Endless({"Content-Length": str(1 << 30)}, chunk, 1 << 30, chunked=False),
             "a gigabyte undeclared": Endless({"Connection": "close"}, chunk, 1 << 30, chunked=False)}[case]
    with hostile_server(on("GET", "/_changes", reply)) as server:
        code, out, err = run_sync(server.url(), tmp_path / "A", capsys)
    assert (code, out) == (2, "")
    assert err == (f"scorekeeper: error: {SHOWN.format(port=server.port)}: an answer larger than 1 MiB; refused "
                   "(nothing was changed here)\n")
    assert reply.written < 16 << 20  # it hung up at the cap (what the sockets' buffers held aside)


def changes_feed(last_seqs: list[str]):  # type: ignore[no-untyped-def]
    """A _changes feed of full pages (two junk changes each) whose last_seq runs through ``last_seqs``."""
    pages = iter(last_seqs)

    def answers(method: str, path: str, _query: dict[str, str]):  # type: ignore[no-untyped-def]
        if path != "/scores/_changes":
            return None
        results = [{"id": f"junk:{i}", "seq": "1", "changes": []} for i in range(2)]
        return json_reply({"results": results, "last_seq": next(pages, "end")})
    return answers


@pytest.mark.parametrize("feed, said", [
    (["7", "7", "7", "7", "7", "7"], "the server's changes do not move on (the same last_seq came back); the sync "
                                     "stopped"),
    (["7", "8", "7", "8", "7", "8"], "the server's changes do not move on (the same last_seq came back); the sync "
                                     "stopped"),
    ([str(n) for n in range(1, 50)], "the server's changes went on for more than 5 pages; the sync stopped"),
])
def test_a_changes_feed_that_never_ends_stops_the_sync_in_a_few_pages(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], feed: list[str], said: str) -> None:
    with hostile_server(changes_feed(feed)) as server:
        code, out, err = run_sync(server.url(), tmp_path / "A", capsys)
    assert (code, out, err) == (2, "", f"scorekeeper: error: {SHOWN.format(port=server.port)}: {said} (nothing was "
                                       "changed here)\n")
    assert server.requests.count(("GET", "/scores/_changes")) <= 5


def test_a_30_mb_last_seq_is_one_short_line_and_the_sync_record_stays_small(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(client, "MAX_ANSWER_BYTES", 64 << 20)
    monkeypatch.setattr(http, "REQUEST_SECONDS", 60.0)
    huge = json_reply({"results": [], "last_seq": "9" * (30 << 20)})
    with hostile_server(on("GET", "/_changes", huge)) as server:
        code, out, err = run_sync(server.url(), tmp_path / "A", capsys)
    assert (code, out) == (2, "")
    assert err == (f"scorekeeper: error: {SHOWN.format(port=server.port)}: _changes gave no last_seq a checkpoint "
                   "can keep (nothing was changed here)\n")
    assert sum(p.stat().st_size for p in (tmp_path / "A").rglob("sync/*")) < 10_000


def test_text_from_the_server_reaches_the_terminal_without_escapes_and_clipped(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tests.store.records import long_game

    from .test_sync import import_record, phone

    import_record(phone(tmp_path / "A"), "long", long_game(1))
    evil = "\x1b]0;owned\x07\x1b[2J" + "x" * 500_000
    refusal = json_reply([{"id": evil, "error": "forbidden", "reason": evil}], 201)
    with hostile_server(on("POST", "/_bulk_docs", refusal)) as server:
        code, out, err = run_sync(server.url(), tmp_path / "A", capsys)
    assert (code, out) == (2, "")
    assert "\x1b" not in err and "\x07" not in err and len(err) < 400
    assert err.startswith(f"scorekeeper: error: {SHOWN.format(port=server.port)}: the server refused 1 documents "
                          "(\\x1b]0;owned\\x07\\x1b[2Jxxx")


@pytest.mark.parametrize("url, said", [
    ("http://keeper:pw@127.0.0.1:99999/scores", "http://keeper:***@127.0.0.1:99999/scores is not a server address; "
                                                "give one such as https://user:password@couch.example.org:6984/scores"),
    ("http://keeper:pw@[::1/scores", "http://keeper:***@[::1/scores is not a server address; give one such as "
                                     "https://user:password@couch.example.org:6984/scores"),
    ("http://keeper:pw@ex\x80mple/scores", "could not reach http://ex\\x80mple/scores as keeper: InvalidURL; "
                                            "check the address and the network (nothing was changed here)"),
    ("http://keeper:pw@xn--a/scores", "could not reach http://xn--a/scores as keeper: InvalidCodepoint; check the "
                                      "address and the network (nothing was changed here)"),
])
def test_an_impossible_address_is_one_line_and_exit_status_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                              url: str, said: str) -> None:
    code, out, err = run_sync(url, tmp_path / "A", capsys)
    assert (code, out, err) == (2, "", f"scorekeeper: error: {said}\n")


@pytest.mark.parametrize("password", ["pa#ss", "pa/ss", "pa?ss", "p@ss:w#rd/?"])
def test_a_password_holding_a_reserved_character_is_never_printed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], password: str) -> None:
    code, out, err = run_sync(f"https://keeper:{password}@couch.example.org:6984/scores", tmp_path / "A", capsys)
    assert (code, out) == (2, "")
    assert err == ("scorekeeper: error: https://keeper:***@couch.example.org:6984/scores: the user or password holds "
                   "a character that must be percent-encoded in an address (# as %23, / as %2F, ? as %3F, @ as %40, "
                   "% as %25)\n")
    assert "pa" not in err.replace("password", "")


def test_a_password_percent_encoded_in_the_address_works_and_is_never_printed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    seen: list[str] = []

    def answers(method: str, path: str, _query: dict[str, str]):  # type: ignore[no-untyped-def]
        return None

    with hostile_server(answers) as server:
        code, out, err = run_sync(server.url(password="p%23ss%2Fw%3Fd"), tmp_path / "A", capsys)
    seen.append(out + err)
    assert (code, err) == (0, "")
    assert out == (f"synced with {SHOWN.format(port=server.port)}: received 0 new games and 0 entries; sent 0 games "
                   "(0 documents)\n")
    assert "p#ss" not in out and "%23" not in out


def test_a_sync_that_stops_after_games_came_in_says_so_rather_than_nothing_was_changed(
        tmp_path: Path, couch_server, database_url: str, capsys: pytest.CaptureFixture[str],  # type: ignore[no-untyped-def]
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.store.records import long_game

    monkeypatch.setattr(client, "CHANGES_PAGE", 2000)
    monkeypatch.setattr(http, "REQUEST_SECONDS", 60.0)

    from .pouchdb import ADMIN, PASSWORD
    from .test_sync import book, import_record, phone, sync

    import_record(phone(tmp_path / "A"), "long", long_game(3))
    sync(phone(tmp_path / "A"), database_url)
    import_record(phone(tmp_path / "B"), "mine", long_game(1, target=50_000_000))  # B has a game to send: the push fails
    database = database_url.rsplit("/", 1)[1]
    failing = on("POST", "/_bulk_docs", json_reply({"error": "boom"}, 500))
    with hostile_server(lambda m, p, q: failing(m, p.replace(database, "scores"), q), upstream=couch_server.base,
                        database=database) as server:
        code, out, err = run_sync(server.url(ADMIN, PASSWORD), tmp_path / "B", capsys)
    assert (code, out) == (2, ""), server.requests
    assert err == (f"scorekeeper: error: http://127.0.0.1:{server.port}/{database} as keeper: the server answered "
                   "500 to POST /_bulk_docs (the sync stopped part way; what came in before is kept here: received 1 "
                   "new game and 18 entries; sent 0 games (0 documents))\n")
    assert sorted(name for name, _hands, _totals in book(phone(tmp_path / "B"))) == ["long", "mine"]
