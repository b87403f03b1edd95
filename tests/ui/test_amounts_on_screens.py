"""One way to show an amount: the new-game fields, their defaults and the chart's axis, per edition."""

from __future__ import annotations

import flet as ft
import flet_charts as fch

from .app_fixtures import open_app, store_at
from .test_new_game import seat
from .test_scoreboard import dollars_game


def axis_labels(ui) -> list[str]:
    (chart,) = ui.find_all("chart", type=fch.LineChart)
    return [label.label.value for label in chart.left_axis.labels if isinstance(label.label, ft.Text)]


def open_house_rules(ui, *seats: str) -> None:
    seat(ui, *seats)
    ui.click("house-rules")


FIELDS = ("target", "opening_bid", "max_bid")


def fields_and_defaults(ui) -> list[tuple[str, str]]:
    """Each amount field's text beside the default its help line names."""
    return [(ui.find(f"setting-{name}").value, ui.find(f"help-{name}").value.split("default: ")[1])
            for name in FIELDS]


def test_dollar_fields_show_dollars_like_their_defaults(make_ui, tmp_path):
    ui = open_app(make_ui, store_at(tmp_path), "/new")
    open_house_rules(ui, "A", "B", "C", "D")
    assert fields_and_defaults(ui) == [("$1,000,000", "$1,000,000"), ("$175,000", "$175,000"),
                                       ("$400,000", "$400,000")]
    assert ui.find("help-target").value == "The score that wins the game · default: $1,000,000"


def test_rupee_fields_with_lakhs_show_lakhs_like_their_defaults(make_ui, tmp_path):
    ui = open_app(make_ui, store_at(tmp_path), "/new")
    open_house_rules(ui, "Asha", "Ravi", "Meera", "Dev", "Anil", "Sita", "Om", "Uma")
    ui.click("edition-inr")
    ui.toggle("setting-indian_grouping")
    assert fields_and_defaults(ui) == [("₹10,00,000", "₹10,00,000"), ("₹3,50,000", "₹3,50,000"),
                                       ("₹8,00,000", "₹8,00,000")]


def test_a_typed_rupee_amount_is_read_back_and_shown_in_lakhs(make_ui, tmp_path):
    ui = open_app(make_ui, store_at(tmp_path), "/new")
    open_house_rules(ui, "Asha", "Ravi", "Meera", "Dev")
    ui.click("edition-inr")
    ui.toggle("setting-indian_grouping")
    ui.type("setting-target", "₹5,00,000")
    ui.submit("setting-target")
    assert ui.find("setting-target").value == "₹5,00,000"
    assert ui.find("help-target").value == "The score that wins the game · default: ₹10,00,000 · changed"


def test_twenty_nine_fields_show_points_without_a_currency(make_ui, tmp_path):
    ui = open_app(make_ui, store_at(tmp_path), "/new")
    ui.click("kind-twenty-nine")
    open_house_rules(ui, "N", "E", "S", "W")
    assert ui.find("setting-target").value == "6"
    assert ui.find("setting-min_bid").value == "15"


def test_the_dollar_chart_axis_reads_in_thousands_and_millions(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, f"/game/{dollars_game(store)}/scores")
    assert axis_labels(ui) == ["$0", "$200K", "$400K", "$600K", "$800K", "$1M"]


def test_the_rupee_chart_axis_reads_in_lakhs_when_the_game_groups_in_lakhs(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, f"/game/{dollars_game(store, edition='inr', indian_grouping=True)}/scores")
    assert axis_labels(ui) == ["₹0", "₹2L", "₹4L", "₹6L", "₹8L", "₹10L"]
    assert "Target ₹10,00,000" in ui.texts()


def test_the_rupee_chart_axis_reads_in_millions_when_the_game_groups_in_thousands(make_ui, tmp_path):
    store = store_at(tmp_path)
    ui = open_app(make_ui, store, f"/game/{dollars_game(store, edition='inr')}/scores")
    assert axis_labels(ui) == ["₹0", "₹200K", "₹400K", "₹600K", "₹800K", "₹1M"]
    assert "Target ₹1,000,000" in ui.texts()


def test_the_home_screen_lists_a_rupee_game_in_lakhs(make_ui, tmp_path):
    store = store_at(tmp_path)
    dollars_game(store, edition="inr", indian_grouping=True)
    ui = open_app(make_ui, store, "/")
    assert "A+B ₹3,40,000 · Z+Y ₹20,000" in ui.texts()
