"""A damaged data file is never a crash at the table: the app opens the last good copy and says so."""

from __future__ import annotations

from scorekeeper.rules import BidMade, Game
from scorekeeper.store import GameStore

from .app_fixtures import open_app


def test_a_garbled_game_list_is_reported_on_the_home_screen_and_the_game_is_still_there(make_ui, tmp_path):
    data = tmp_path / "data"
    store = GameStore(data)
    game_id = store.create_game(Game.new("make-a-million", ["A", "Z", "B", "Y"], "Y"), name="Friday")
    store.append_event(game_id, {"type": "bid", "player": "A", "amount": 175000})
    store.close()
    (data / "scorekeeper.json").write_bytes(b"\x00garbage, not JSON")

    reopened = GameStore(data)
    ui = open_app(make_ui, reopened, "/")
    shown = " ".join(ui.texts())
    assert "scorekeeper.json" in shown  # one clear message about what happened
    ui.click("resume")
    assert ui.find("to-call").value == "Z to call"  # the bid entered before the damage is there
    assert reopened.load_game(game_id).events == (BidMade("A", 175000),)


def test_a_journal_with_a_flipped_byte_is_said_in_the_app_as_on_the_command_line(make_ui, tmp_path):
    from scorekeeper.service import Scorekeeper
    from tests.store.test_journal_damage import FULL, aside_files, flip, played

    data = tmp_path / "data"
    gid, _lines = played(data)
    flip(data, gid, entry=7)
    service = Scorekeeper(GameStore(data, auto_backup=False))

    ui = open_app(make_ui, service, "/")

    [aside], [kept] = aside_files(data, gid, "damaged"), aside_files(data, gid, "kept")
    note = (f"The events of game 'Friday' could not all be read: entry 7 is damaged in {gid}.events. Entries 8 "
            f"to 12, intact after the damage, cannot follow on without entry 7, which no backup holds; they were "
            f"kept aside in {kept.name}. The damaged file was kept as {aside.name}; the game now has 6 entries, "
            "and the game list says so.")
    assert note in ui.texts()  # the very sentence `scorekeeper export` prints, in the home screen's banner
    assert ui.find("resume-totals").value == "A+B $220,000 · Z+Y $180,000"  # hand 1 only, as the game now is
    ui.click("resume")
    assert service.open_game(gid).events == FULL.events[:6]
    assert note not in ui.texts()  # said once


def test_a_journal_cut_short_is_said_on_the_table_opened_by_a_link(make_ui, tmp_path):
    from scorekeeper.service import Scorekeeper
    from tests.store.test_journal_damage import aside_files, cut, played

    data = tmp_path / "data"
    gid, _lines = played(data)
    cut(data, gid)
    service = Scorekeeper(GameStore(data, auto_backup=False))

    ui = open_app(make_ui, service, f"/game/{gid}")

    [aside] = aside_files(data, gid, "damaged")
    assert (f"The events of game 'Friday' could not all be read: {gid}.events holds 11 whole entries but 12 were "
            "stored (it was cut short). Entry 12 is in no backup and could not be recovered. The damaged file was "
            f"kept as {aside.name}; the game now has 11 entries, and the game list says so.") in ui.texts()


def test_a_damaged_journals_repair_note_is_said_once_on_the_home_screen_and_once_by_the_command_line(
        make_ui, tmp_path, capsys):
    """The note travels as a returned value (the listing's), so the home screen drawn again, a filter or
    the next visit do not say it twice, and the command line prints the same sentence once."""
    import shutil

    from scorekeeper.service import Scorekeeper
    from tests.store.test_cli import run
    from tests.store.test_journal_damage import aside_files, flip, played

    data, other = tmp_path / "data", tmp_path / "other"
    gid, _lines = played(data)
    flip(data, gid, entry=7)
    shutil.copytree(data, other)
    ui = open_app(make_ui, Scorekeeper(GameStore(data, auto_backup=False)), "/")

    [aside], [kept] = aside_files(data, gid, "damaged"), aside_files(data, gid, "kept")
    note = (f"The events of game 'Friday' could not all be read: entry 7 is damaged in {gid}.events. Entries 8 "
            f"to 12, intact after the damage, cannot follow on without entry 7, which no backup holds; they were "
            f"kept aside in {kept.name}. The damaged file was kept as {aside.name}; the game now has 6 entries, "
            "and the game list says so.")
    assert ui.texts().count(note) == 1
    ui.go("/settings")
    ui.go("/")
    assert note not in ui.texts()  # the next visit lists the repaired game and has nothing to say

    code, _out, err = run(capsys, "games", "--data", str(other))
    [kept2] = aside_files(other, gid, "kept")
    [aside2] = aside_files(other, gid, "damaged")
    said = note.replace(kept.name, kept2.name).replace(aside.name, aside2.name)
    assert (code, err) == (0, f"scorekeeper: note: {said}\n")
