"""The web client's fonts: the shipped ones listed before its first frame, every fallback request answered."""

from __future__ import annotations

import asyncio
import json
import posixpath
from pathlib import Path

import flet_web

from scorekeeper.ui import theme
from scorekeeper.webfonts import FallbackFonts, folder_of
from scorekeeper.asgi import Message, Receive, Scope, Send

ASSETS = Path(__file__).resolve().parents[2] / "assets"
FLET_WEB = Path(flet_web.__file__).parent / "web"
DEJAVU = ASSETS / "fonts" / "DejaVuSans.ttf"


class StandInApp:
    """Flet's static files: answers 404 for anything it is asked."""

    def __init__(self) -> None:
        self.paths: list[str] = []

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        self.paths.append(str(scope["path"]))
        await send({"type": "http.response.start", "status": 404, "headers": []})
        await send({"type": "http.response.body", "body": b"Not Found"})


def get(path: str, fonts: dict[str, Path], method: str = "GET") -> tuple[list[str], int, dict[bytes, bytes], bytes]:
    """(paths the app saw, status, headers, body) of one request through FallbackFonts."""
    sent: list[Message] = []

    async def receive() -> Message:
        return {"type": "http.request", "body": b""}

    async def send(message: Message) -> None:
        sent.append(message)

    app = StandInApp()
    asyncio.run(FallbackFonts(app, fonts, theme.FONT)({"type": "http", "method": method, "path": path,
                                                        "headers": []}, receive, send))
    return app.paths, int(sent[0]["status"]), dict(sent[0]["headers"]), b"".join(m.get("body", b"") for m in sent[1:])


def test_the_font_manifest_in_the_assets_is_the_one_the_theme_describes():
    written = json.loads((ASSETS / theme.FONT_MANIFEST).read_text(encoding="utf-8"))
    assert written == theme.font_manifest()
    assert [entry["family"] for entry in written] == ["MaterialIcons", "DejaVu Sans", "Noto Sans Devanagari",
                                                      "Noto Sans Bengali"]


def test_every_font_in_the_manifest_is_a_file_the_server_has():
    for entry in theme.font_manifest():
        for font in entry["fonts"]:
            url = posixpath.normpath(f"assets/{font['asset']}")  # as the browser asks for it
            served = [FLET_WEB / url, ASSETS / url]  # flet-web's own files, then the app's
            assert any(p.is_file() for p in served), f"{entry['family']}: {font['asset']} is served by nobody"


def test_a_fallback_font_request_is_answered_with_the_shipped_font_not_a_404():
    seen, status, headers, body = get("/assets/fonts/notosanssymbols/v43/rP2up3q65FkAtHfwd-eIS2brbDN6gxP34F9jRRCe4W3g"
                                      "fQ8gb_VFRkzrbQ.woff2", {theme.FONT: DEJAVU})
    assert (seen, status) == ([], 200)
    assert headers[b"content-type"] == b"font/ttf"
    assert headers[b"cache-control"] == b"public, max-age=86400"
    assert body == DEJAVU.read_bytes()


def test_a_family_the_app_ships_is_answered_with_that_family(tmp_path):
    devanagari = tmp_path / "NotoSansDevanagari-Regular.ttf"
    devanagari.write_bytes(b"stand-in font bytes")
    fonts = {theme.FONT: DEJAVU, "Noto Sans Devanagari": devanagari}
    assert get("/assets/fonts/notosansdevanagari/v26/TuGoUUFzXI5FBtUq5a8bjKYTZjtRU6Sgv3NaV_SNmI0b8QQCQmHn6B2O"
               "Hjbseg.woff2", fonts)[3] == b"stand-in font bytes"
    assert get("/assets/fonts/notosanssc/v37/k3kXo84MPvpLmixcA63oeALhLOCT-xWNm8Hqd37g1OkDRZe7lR4sg1IzSy-MNbE"
               "9VH8V.96.woff2", fonts)[3] == DEJAVU.read_bytes()


def test_a_head_request_gets_the_headers_without_the_font():
    _, status, headers, body = get("/assets/fonts/notosans/v37/o-0IIpQlx3QUlC5A4PNb4j5Ba_2c7A.ttf",
                                   {theme.FONT: DEJAVU}, method="HEAD")
    assert (status, body) == (200, b"")
    assert headers[b"content-length"] == str(DEJAVU.stat().st_size).encode()


def test_every_other_path_goes_to_the_app():
    for path in ("/", "/assets/fonts/MaterialIcons-Regular.otf", "/fonts/DejaVuSans.ttf",
                 "/assets/fonts/notosans/v37/../../../../etc/passwd", "/assets/fonts/NotoSans/v1/x.woff2"):
        seen, status, _, _ = get(path, {theme.FONT: DEJAVU})
        assert (seen, status) == ([path], 404)


def test_the_fallback_folder_of_a_family_is_googles_lower_case_name():
    assert folder_of("Noto Sans Devanagari") == "notosansdevanagari"
    assert folder_of("DejaVu Sans") == "dejavusans"


def test_a_devanagari_or_bengali_fallback_request_gets_the_bundled_noto_font():
    fonts = {family: ASSETS / path for family, path in theme.FONTS.items()}
    bengali = get("/assets/fonts/notosansbengali/v26/Cn-SJsCGWQxOjaGwMQ6fIiMywrNJIky6nvd8BjzVMvJx2mcSPVFpVEqE-6KmsolLu"
                  "dCk.woff2", fonts)
    assert bengali[1:3] == (200, {b"content-type": b"font/ttf", b"content-length": b"201964",
                                  b"cache-control": b"public, max-age=86400"})
    assert bengali[3] == (ASSETS / "fonts" / "NotoSansBengali-Regular.ttf").read_bytes()
    devanagari = get("/assets/fonts/notosansdevanagari/v26/TuGoUUFzXI5FBtUq5a8bjKYTZjtRU6Sgv3NaV_SNmI0b8QQCQmHn6B2O"
                     "Hjbseg.woff2", fonts)
    assert devanagari[2][b"content-length"] == b"229336"


def test_the_bundled_noto_fonts_are_the_regular_faces_with_their_licence_beside_them():
    sizes = {path.name: path.stat().st_size for path in (ASSETS / "fonts").glob("Noto*.ttf")}
    assert sizes == {"NotoSansDevanagari-Regular.ttf": 229336, "NotoSansBengali-Regular.ttf": 201964}
    licence = (ASSETS / "fonts" / "Noto-LICENSE.txt").read_text(encoding="utf-8")
    assert "SIL Open Font License, Version 1.1" in licence and "NotoSansBengali-Regular.ttf" in licence


def test_every_text_style_of_the_theme_falls_back_to_devanagari_then_bengali():
    styles = theme.text_theme()
    for name in theme.TEXT_THEME_STYLES:
        style = getattr(styles, name)
        assert (style.font_family, style.font_family_fallback) == ("DejaVu Sans", ["Noto Sans Devanagari",
                                                                                   "Noto Sans Bengali"]), name
    assert len(theme.TEXT_THEME_STYLES) == 15
