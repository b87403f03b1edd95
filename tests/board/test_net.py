"""The board's address and its QR code."""

from __future__ import annotations

import ipaddress

from scorekeeper.board.net import display_host, lan_address
from scorekeeper.board.qr import qr_png
from scorekeeper.board.limits import RateLimiter


def test_the_lan_address_is_an_ipv4_address_of_this_machine():
    address = ipaddress.ip_address(lan_address())
    assert address.version == 4 and not address.is_unspecified


def test_a_board_bound_to_one_address_names_that_address():
    assert display_host("127.0.0.1") == "127.0.0.1"
    assert display_host("::1") == "[::1]"
    assert display_host("0.0.0.0") == lan_address()


def test_the_qr_code_for_the_app_is_a_png():
    png = qr_png("http://192.168.1.20:8551/b/abcdefghijklmnopqrstuv/")
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_rate_limit_refills_with_time():
    now = [0.0]
    limiter = RateLimiter(rate=2.0, burst=2, clock=lambda: now[0])
    assert [limiter.allow("a"), limiter.allow("a"), limiter.allow("a")] == [True, True, False]
    assert limiter.allow("b")  # another phone has its own allowance
    now[0] = 0.5
    assert [limiter.allow("a"), limiter.allow("a")] == [True, False]


def test_a_terminal_without_block_characters_gets_a_line_instead_of_the_code():
    import io

    from scorekeeper.board.qr import print_qr
    out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    print_qr("http://192.168.1.20:8551/b/abcdefghijklmnopqrstuv/", out)
    out.seek(0)
    assert out.read() == "(This terminal cannot draw the QR code; type the address above into the phone.)\n"
