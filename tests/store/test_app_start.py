"""`scorekeeper` / `scorekeeper --web` on a data folder it cannot use: one line, exit status 2."""

from __future__ import annotations

import errno

import pytest

from scorekeeper.ui import app as app_module


@pytest.fixture(autouse=True)
def never_serve(monkeypatch):
    def refuse(*args, **kw):
        raise AssertionError("the app must not start on an unusable data folder")
    monkeypatch.setattr(app_module.ft, "run", refuse)


def test_a_data_path_that_is_a_file_exits_2_with_one_line(tmp_path, capsys):
    target = tmp_path / "data"
    target.write_text("not a folder")
    assert app_module.run_app(web=True, data=str(target)) == 2
    err = capsys.readouterr().err
    assert err == f"scorekeeper: the data folder {target} is a file, not a folder\n"


def test_a_read_only_data_folder_exits_2_with_one_line(tmp_path, capsys, monkeypatch):
    import os

    real_open = os.open

    def read_only(path, flags, *args):
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr("os.open", read_only)
    assert app_module.run_app(web=True, data=str(tmp_path / "data")) == 2
    err = capsys.readouterr().err
    assert err == f"scorekeeper: cannot use the data folder {tmp_path / 'data'}: Read-only file system\n"
