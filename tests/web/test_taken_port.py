"""`scorekeeper --web` on a port another program holds: one line, exit status 2, no address announced."""

from __future__ import annotations

import socket
import subprocess
import sys


def test_a_taken_port_is_one_line_and_exit_2_and_the_app_claims_no_address(tmp_path):
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen(1)
        port = holder.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "scorekeeper", "--web", "--port", str(port),
                               "--data", str(tmp_path / "data")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stdout == ""  # nothing says "served at"
    assert done.stderr == f"scorekeeper: cannot serve the app on 127.0.0.1:{port}: Address already in use\n"


def test_the_port_is_taken_before_the_address_is_announced(tmp_path):
    from scorekeeper import webguard

    sock = webguard.listen(0)
    try:
        port = sock.getsockname()[1]
        with socket.socket() as again:
            try:
                again.bind(("127.0.0.1", port))
            except OSError as err:
                refused = err.strerror
            else:
                refused = None
    finally:
        sock.close()
    assert refused == "Address already in use"
