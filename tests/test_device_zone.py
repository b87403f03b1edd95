"""Times show on the keeper's clock: the zone a browser says, read safely, and the page that says it."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from scorekeeper.i18n.numbers import format_moment
from scorekeeper.i18n.zone import use_zone, zone_from
from scorekeeper.webzone import STORAGE_KEY, ZONE_SCRIPT, PageZone, with_zone_script


def test_a_named_zone_is_used_and_a_zone_this_python_does_not_know_falls_back_to_its_offset():
    assert str(zone_from("Asia/Kolkata|330")) == "Asia/Kolkata"
    unknown = zone_from("Mars/Olympus_Mons|-90")
    assert unknown is not None and unknown.utcoffset(None) == timedelta(minutes=-90)


def test_anything_else_a_page_could_store_is_ignored_and_the_systems_zone_is_used():
    for value in (None, 330, "", "Asia/Kolkata", "x|y", "|100000", "a|b|c"):
        assert zone_from(value) is None, value
    path = zone_from("../../etc/passwd|0")  # a name that is a path is never opened: its offset alone counts
    assert path is not None and path.utcoffset(None) == timedelta(0) and not hasattr(path, "key")


def test_a_stored_utc_time_reads_in_the_sessions_zone():
    stamp = "2026-12-01T20:58:07Z"
    with use_zone(zone_from("Asia/Kolkata|330")):
        assert format_moment(stamp, "en_US") == "Dec 2, 2026, 2:28\u202fAM"
    with use_zone(zone_from("America/Los_Angeles|-480")):
        assert format_moment(stamp, "en_US") == "Dec 1, 2026, 12:58\u202fPM"


def test_the_page_keeps_the_browsers_zone_where_the_sessions_preferences_are_read():
    assert STORAGE_KEY == "flutter.scorekeeper.device_zone"
    assert "Intl.DateTimeFormat().resolvedOptions().timeZone" in ZONE_SCRIPT
    assert with_zone_script("<html><head><title>x</title></head></html>") == (
        f"<html><head><title>x</title>{ZONE_SCRIPT}</head></html>")


def served(content_type: bytes, chunks: list[bytes]) -> list[dict]:
    async def app(scope, receive, send):
        await send({"type": "http.response.start", "status": 200, "headers": [
            (b"content-type", content_type), (b"content-length", str(sum(map(len, chunks))).encode())]})
        for i, chunk in enumerate(chunks):
            await send({"type": "http.response.body", "body": chunk, "more_body": i < len(chunks) - 1})

    sent: list[dict] = []

    async def send(message):
        sent.append(message)

    asyncio.run(PageZone(app)({"type": "http", "method": "GET", "path": "/"}, None, send))
    return sent


def test_every_html_page_served_gets_the_script_and_its_new_length_and_nothing_else_changes():
    sent = served(b"text/html; charset=utf-8", [b"<html><head>", b"</head><body></body></html>"])
    page = sent[1]["body"].decode()
    assert page == f"<html><head>{ZONE_SCRIPT}</head><body></body></html>"
    assert (b"content-length", str(len(sent[1]["body"])).encode()) in sent[0]["headers"]
    script = served(b"application/javascript", [b"let a = '</head>';"])
    assert [m.get("body") for m in script] == [None, b"let a = '</head>';"]
