from pathlib import Path

from scorekeeper.store.paths import resolve_data_dir


def test_data_flag_wins_over_everything():
    env = {"FLET_APP_STORAGE_DATA": "/flet", "SCOREKEEPER_DATA": "/sk", "HOME": "/home/u"}
    assert resolve_data_dir("/cli", env) == Path("/cli")


def test_the_packaged_app_folder_comes_before_scorekeeper_data():
    env = {"FLET_APP_STORAGE_DATA": "/flet", "SCOREKEEPER_DATA": "/sk", "HOME": "/home/u"}
    assert resolve_data_dir(None, env) == Path("/flet")
    assert resolve_data_dir(None, {"SCOREKEEPER_DATA": "/sk", "HOME": "/home/u"}) == Path("/sk")


def test_otherwise_the_platform_user_data_folder():
    home = {"HOME": "/home/u"}
    assert resolve_data_dir(None, home, "linux") == Path("/home/u/.local/share/scorekeeper")
    assert resolve_data_dir(None, {**home, "XDG_DATA_HOME": "/x"}, "linux") == Path("/x/scorekeeper")
    assert resolve_data_dir(None, home, "darwin") == Path("/home/u/Library/Application Support/Scorekeeper")
    assert resolve_data_dir(None, {**home, "APPDATA": "C:/Users/u/AppData/Roaming"}, "win32") == Path(
        "C:/Users/u/AppData/Roaming/Scorekeeper")
