"""This machine's address on the local network, found without the internet."""

from __future__ import annotations

import socket

# Connecting a UDP socket sends nothing: it only asks the system which local
# address would be used to reach these (private, never contacted) addresses.
_PROBES = ("10.255.255.255", "192.168.255.255", "172.31.255.255")
ALL_INTERFACES = ("", "0.0.0.0", "::")


def lan_address() -> str:
    """The address other devices on the same network reach this one at (127.0.0.1 if there is none)."""
    for probe in _PROBES:
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
                sock.connect((probe, 1))
                address = str(sock.getsockname()[0])
        except OSError:
            continue
        if address and not address.startswith("127.") and address != "0.0.0.0":
            return address
    return "127.0.0.1"


def display_host(bound: str) -> str:
    """The host to put in the board's address for a server bound to ``bound``."""
    if bound in ALL_INTERFACES:
        return lan_address()
    return f"[{bound}]" if ":" in bound else bound
