"""No screen opens with a labelled field flush against the top of its scrolling area.

A TextField's or Dropdown's label floats half above the field's top border; when the field is the first
thing in a scrolling page, the page's edge cuts that half off (the season's When and Game fields showed
their labels cut in half at 412x915, in English, Hindi and Bengali).  The walk follows what sits at the top
edge of every scrolling area (and every rounded card, which clips too) of each screen, down through containers,
rows and stacks, and lists every labelled field it reaches with less than ``theme.LABEL_ROOM`` of padding above
it inside that area.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta

import flet as ft
import pytest

from scorekeeper.ui import theme

from .app_fixtures import new_stored_game, open_app, store_at
from .test_evenings_and_season import NAMES, stored
from tests.shipped import shipped_games
from tests.store.records import finished_game, long_game

SCREENS = ("/", "/season", "/players", "/new", "/settings", "/settings/sync")


def _top_padding(control: object) -> float:
    padding = getattr(control, "padding", None)
    if isinstance(padding, (int, float)):
        return float(padding)
    return float(getattr(padding, "top", 0) or 0)


def _scrolls(control: object) -> bool:
    return isinstance(control, ft.ListView) or getattr(control, "scroll", None) is not None


def _clips(control: object) -> bool:
    """A container with rounded corners clips its content at its edge (Flet's default for a border radius)."""
    return isinstance(control, ft.Container) and control.border_radius is not None \
        and control.clip_behavior != ft.ClipBehavior.NONE


def _shown(control: object) -> bool:
    return getattr(control, "visible", True) is not False


def fields_at_the_top(control: object, room: float = 0.0) -> Iterator[str]:
    """The labelled fields at the top edge of a scrolling area under ``control`` with under LABEL_ROOM
    above them (``room``: the padding above ``control`` inside the innermost scrolling area)."""
    if not _shown(control):
        return
    if isinstance(control, (ft.TextField, ft.Dropdown)):
        if control.label and room < theme.LABEL_ROOM:
            yield f"{type(control).__name__}(key={control.key!r}, label={control.label!r})"
        return
    if _scrolls(control) or _clips(control):
        room = 0.0  # a scrolling area or a rounded card clips at its own edge: room outside it does not count
    if isinstance(control, (ft.ListView, ft.Container)):  # (a list's padding is inside its scroll; a View's is not)
        room += _top_padding(control)
    children = [c for c in (getattr(control, "controls", None) or []) if _shown(c)]
    if isinstance(control, (ft.Column, ft.View, ft.ListView)):
        children = children[:1]  # only the first is at the top edge
    content = getattr(control, "content", None)
    if isinstance(content, ft.Control):
        children.append(content)
    for child in children:
        yield from fields_at_the_top(child, room)


def test_the_walk_finds_the_seasons_old_fields_and_passes_them_with_room_above():
    """The season's row as it was (two labelled dropdowns first in a scrolling view, the View's padding
    outside the scroll), and as it is now (a container with LABEL_ROOM above the row)."""
    def fields() -> list[ft.Control]:
        return [ft.Semantics(content=ft.Dropdown(key="when", label="When")),
                ft.Semantics(content=ft.Dropdown(key="game", label="Game"))]

    hidden_banner = ft.Container(ft.Text("no message"), visible=False)
    old = ft.View(controls=[hidden_banner, ft.Row(fields(), wrap=True), ft.Text("table")],
                  scroll=ft.ScrollMode.AUTO, padding=12)
    assert list(fields_at_the_top(old)) == ["Dropdown(key='when', label='When')", "Dropdown(key='game', label='Game')"]
    new = ft.View(controls=[hidden_banner, ft.Container(ft.Row(fields()), padding=ft.Padding.only(top=8))],
                  scroll=ft.ScrollMode.AUTO, padding=12)
    assert list(fields_at_the_top(new)) == []
    in_a_card = ft.View(controls=[ft.Container(ft.Column([ft.TextField(key="name", label="Name")]), padding=4,
                                               border_radius=12)], scroll=ft.ScrollMode.AUTO)
    assert list(fields_at_the_top(in_a_card)) == ["TextField(key='name', label='Name')"]  # 4 px: the card cuts it
    second = ft.View(controls=[ft.Text("Sync"), ft.TextField(label="Server")], scroll=ft.ScrollMode.AUTO)
    assert list(fields_at_the_top(second)) == []  # under a heading: the label has the heading's room


def three_games(tmp_path):
    """Three games, one under way: every screen's filters, fields and dropdowns have something to show."""
    store = store_at(tmp_path)
    now = datetime.now().astimezone()
    stored(store, finished_game(1, NAMES), "Last week", [now - timedelta(days=7)])
    stored(store, finished_game(2, NAMES), "Friday", [now - timedelta(hours=2), now - timedelta(hours=1)])
    stored(store, long_game(1, NAMES), "Still going", [now - timedelta(minutes=30)])
    return store


@pytest.mark.parametrize("route", SCREENS)
def test_no_screen_opens_with_a_labelled_field_against_its_top_edge(make_ui, tmp_path, route):
    ui = open_app(make_ui, three_games(tmp_path), route=route)
    assert ui.route == route
    view = ui.page.views[-1]
    assert list(fields_at_the_top(view)) == []


def test_no_games_setup_has_a_labelled_field_against_a_top_edge(make_ui, tmp_path):
    """Every shipped game's setup with its house rules open: the typed settings (a target, "Another value")
    sit under a heading or the buttons in their cards."""
    ui = open_app(make_ui, three_games(tmp_path), route="/new")
    cut = {}
    for kind in shipped_games():
        ui.click(f"kind-{kind}")
        ui.click("house-rules")
        cut[kind] = list(fields_at_the_top(ui.page.views[-1]))
        ui.click("house-rules")
    assert cut == {kind: [] for kind in shipped_games()}


def test_no_labelled_field_against_an_edge_with_every_players_record_open(make_ui, tmp_path):
    """Each player's card opened: its Name field comes under the player's record, inside the card."""
    ui = open_app(make_ui, three_games(tmp_path), route="/players")
    tiles = [c.key for c in ui.walk() if isinstance(c, ft.ListTile) and str(c.key).startswith("player-")]
    assert len(tiles) == len(NAMES)
    for key in tiles:
        ui.click(key)
    assert sum(1 for c in ui.walk() if isinstance(c, ft.TextField) and c.label) == len(NAMES)
    assert list(fields_at_the_top(ui.page.views[-1])) == []


def test_the_called_card_is_not_against_an_edge_at_the_table(make_ui, tmp_path):
    """A called-partner Make-a-Million game once the bid is won: the Card called dropdown under the widow's card."""
    store = store_at(tmp_path)
    game_id = new_stored_game(store, "make-a-million", ["A", "Z", "B", "Y"], "Y", partnership="called")
    ui = open_app(make_ui, store, f"/game/{game_id}")
    for key in ("bid-175000", "pass", "pass", "pass"):
        ui.click(key)
    assert ui.exists("called-card")
    assert list(fields_at_the_top(ui.page.views[-1])) == []
