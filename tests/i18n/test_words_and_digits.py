"""The words and figures a Hindi or a Bengali table reads, literally, where English used to leak through:
the figures a translated sentence writes itself, days and times, default game names, tallies, Spades'
and Rook's boards, the result of a game replayed once and read in another language, Rook's refusal of
an opening call, the winner said once on the board, and the one digits mapping's invariants."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from scorekeeper.board.view import game_view
from scorekeeper.cli_stats import game_title
from scorekeeper.i18n import shown
from scorekeeper.i18n.numbers import format_day, format_moment
from scorekeeper.i18n.translate import gettext, in_digits, pgettext, use_language
from scorekeeper.rules import BidMade, Game, RuleError, game_from_record
from scorekeeper.rules.registry import amount_format
from scorekeeper.store.game_dicts import default_game_name
from scorekeeper.store.stats import tally_text

EXAMPLES = Path(__file__).parents[1] / "examples"
LATIN_DIGIT = re.compile(r"[0-9]")
STAMP = "2026-12-01T20:58:07Z"


def example(name: str, **settings: object) -> Game:
    record = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    record.setdefault("rules", {}).update(settings)
    return game_from_record(record)


def race_notes(html: str) -> tuple[str, str, str]:
    """The board's race heading and its two notes (who wins, the bags)."""
    found = re.search(r'<h2 id="race-h">(.*?)</h2>.*?<p class="note">(.*?)</p><p class="note">(.*?)</p>', html)
    assert found is not None
    return found.group(1), found.group(2), found.group(3)


def test_the_figures_a_translated_sentence_writes_itself_are_in_the_tables_digits():
    sentence = "A player with 15,000 or less in Money cards may call a new deal"
    with use_language("bn"):  # Bangladesh's Bengali: its own digits
        assert gettext(sentence) == "যার হাতে মানি তাস ১৫,০০০ বা তার কম, সে নতুন করে তাস বাঁটার দাবি করতে পারে"
        assert gettext("{name}: not a text file (not UTF-8)").format(name="x.json") == "x.json: টেক্সট ফাইল নয় (UTF-8 নয়)"
    with use_language("bn", digits="latin"):
        assert gettext(sentence) == "যার হাতে মানি তাস 15,000 বা তার কম, সে নতুন করে তাস বাঁটার দাবি করতে পারে"
    with use_language("hi"):
        assert gettext(sentence) == "जिस खिलाड़ी के मनी पत्ते 15,000 या कम हों, वह नई बँटाई माँग सकता है"


def test_days_and_times_are_written_as_each_language_writes_them():
    assert [format_day(STAMP, "en"), format_day(STAMP, "hi"), format_day(STAMP, "bn", "native")] == [
        "Dec 1, 2026", "1 दिस॰ 2026", "১ ডিসে, ২০২৬"]
    assert format_moment(STAMP, "en") == "Dec 1, 2026, 8:58\u202fPM"
    assert format_moment(STAMP, "bn", "native", seconds=True) == "১ ডিসে, ২০২৬ ৮:৫৮:০৭ PM"
    assert format_day("not a time", "bn", "native") == "not a time"  # a hostile stamp is shown as stored


def test_a_new_games_default_name_is_its_title_and_day_in_the_language_it_was_started_in():
    names = []
    for language in ("en", "hi", "bn"):
        with use_language(language):
            names.append(default_game_name("spades", STAMP))
    assert names == ["Spades, Dec 1, 2026", "स्पेड्स, 1 दिस॰ 2026", "স্পেডস, ১ ডিসে, ২০২৬"]


def test_tallies_game_titles_and_the_words_of_the_settings_screen_and_home():
    with use_language("bn"):
        assert [tally_text(87.5, "bids_made_pct"), tally_text(1234567.0), tally_text(None)] == [
            "৮৭.৫%", "১২,৩৪,৫৬৭", "–"]
        assert game_title("twenty-nine") == "টোয়েন্টি-নাইন" and game_title("gone-game") == "gone-game"
        assert gettext("Resume") == "চালিয়ে যান"  # carry on with the game, not "start over"
        assert pgettext("a setting left empty", "none") == "খালি"  # an empty "double from": never, not "nobody"
    with use_language("hi"):
        assert pgettext("a setting left empty", "none") == "खाली"
        assert Game.new("rook", ["A", "B", "C", "D"], "D").rules.describe_settings({"deck": "standard"}) == [
            "सामान्य गड्डी"]


def test_the_spades_board_says_its_race_target_and_bags_in_the_viewers_language():
    game = example("spades-blind-nil")
    said = {}
    for language in ("en", "hi", "bn"):
        with use_language(language):
            said[language] = race_notes(game_view("g", game).html)
    assert said == {
        "en": ("Race to 500", "First side to 500 wins; a side at −200 or below loses.",
               "Bags: Ann+Cy 1, Bo+Di 4 (10 cost 100)"),
        "hi": ("500 तक की दौड़", "500 तक पहले पहुँचने वाला पक्ष जीतता है; −200 या उससे नीचे वाला पक्ष हारता है।",
               "बैग: Ann+Cy 1, Bo+Di 4 (10 बैग पर 100 कटते हैं)"),
        "bn": ("৫০০-এর দৌড়", "যে পক্ষ আগে ৫০০-এ পৌঁছায় সে জেতে; −২০০ বা তার নিচে নামলে পক্ষ হারে।",
               "ব্যাগ: Ann+Cy ১, Bo+Di ৪ (১০টি ব্যাগে ১০০ কাটা)"),
    }


def test_a_game_replayed_once_says_its_result_in_each_readers_language_and_the_board_says_it_once():
    game = example("spades-blind-nil", target=120)  # Ann+Cy reach 141 in the second hand
    with use_language("hi"):
        html = game_view("g", game).html
        assert game.table.result == "Ann+Cy 141 पर पहुँचे (लक्ष्य 120)"
    assert html.count("141 पर पहुँचे") == 1  # the winner's section; no second "now" line saying it again
    with use_language("bn"):
        assert game.table.result == "Ann+Cy ১৪১-এ পৌঁছেছে (লক্ষ্য ১২০)"
    assert game.table.result == "Ann+Cy reached 141 (target 120)"


def test_a_side_that_falls_to_the_losing_score_reads_as_one_sentence_in_every_language():
    game = Game.new("spades", ["Ann", "Bo", "Cy", "Di"], "Di", {"lose_at": -50})
    said = [game.rules.winner(game, [], {"Ann": -70, "Cy": -70, "Bo": 20, "Di": 20})[1]]
    for language in ("hi", "bn"):
        with use_language(language):
            said.append(game.rules.winner(game, [], {"Ann": -70, "Cy": -70, "Bo": 20, "Di": 20})[1])
    assert said == ["Bo+Di win: Ann+Cy dropped to −70, and a side at −50 or below loses",
                    "Bo+Di जीते: Ann+Cy −70 पर आ गए, और −50 या उससे नीचे वाला पक्ष हारता है",
                    "Bo+Di জিতেছে: Ann+Cy −৭০-এ নেমেছে, আর −৫০ বা তার নিচে নামলে পক্ষ হারে"]


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "hand 1, call 1: A bid 72 but bids go in 5s: 70 or 75"),
    ("hi", "बाज़ी 1, बोली 1: A की बोली 72, पर बोलियाँ 5 के क़दमों में होती हैं: 70 या 75"),
    ("bn", "রাউন্ড ১, ডাক ১: A-এর ডাক ৭২, কিন্তু ডাক হয় ৫-এর ধাপে: ৭০ বা ৭৫"),
])
def test_rooks_refusal_of_an_opening_call_off_the_step_names_both_legal_bids(language, expected):
    game = Game.new("rook", ["A", "B", "C", "D"], "D")
    with pytest.raises(RuleError) as refused:
        game.play(BidMade("A", 72))
    with use_language(language):
        assert refused.value.text(amount_format("rook", {})) == expected


@given(st.integers(min_value=-10 ** 12, max_value=10 ** 12))
def test_every_number_written_for_a_bengali_table_has_no_latin_digit(value):
    with use_language("bn", locale="bn_BD"):
        for text in (shown.number(value), shown.signed(value), shown.decimal(value / 8), shown.figures(f"{value}"),
                     shown.amount(value, "INR"), gettext("{count} changed: ").format(count=value)):
            assert not LATIN_DIGIT.search(text), text


@given(st.text(alphabet="ab {}0123456789-UTF", max_size=30))
def test_the_literal_figures_of_a_template_change_script_and_nothing_else(text):
    with use_language("bn", locale="bn_BD"):
        mapped = in_digits(text)
    assert len(mapped) == len(text)
    assert [c for c in mapped if not c.isdigit()] == [c for c in text if not c.isdigit()]
    for field in re.findall(r"\{[^{}]*\}", text):  # a template's fields stay as the code names them
        assert field in mapped
    assert "UTF-8" not in text or "UTF-8" in mapped


def test_a_field_shown_in_bengali_or_devanagari_digits_reads_back_as_its_number():
    from scorekeeper.ui.setup_context import parse_number

    assert [parse_number("৫০০"), parse_number("₹১,৭৫,০০০"), parse_number("−২০০"), parse_number("५००")] == [
        500, 175000, -200, 500]
    assert parse_number("²") == "²"  # a digit int() cannot read is passed on for the rules to refuse, in words


@pytest.mark.parametrize("name", ["dollars-made-then-set-back", "twenty-nine-royals-against", "spades-blind-nil",
                                  "rook-95-bid"])
def test_the_board_of_a_bengali_viewer_writes_no_latin_digit_at_any_step_of_a_game(name):
    from tests.ui.test_every_control_is_named import after_each_entry

    for game in after_each_entry(name):
        with use_language("bn"):
            view = game_view("g", game)
        text = re.sub(r"<[^>]+>", " ", view.html) + " " + view.now  # what is read, not the markup's attributes
        assert not LATIN_DIGIT.search(text), re.findall(r"\S*[0-9]\S*", text)


def run_command(*args: str, **environment: str) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    done = subprocess.run([sys.executable, "-m", "scorekeeper", *args], capture_output=True, text=True,
                          env={**env, **environment}, timeout=60, check=True)
    return done.stdout


def test_games_and_stats_name_each_game_by_its_title_and_day_in_the_terminals_language(tmp_path):
    data = str(tmp_path / "data")
    run_command("import", str(EXAMPLES / "rook-95-bid.json"), "--data", data)
    games = run_command("games", "--data", data, LANG="bn_BD.UTF-8").splitlines()
    assert games[0] == "চলছে (১)"
    assert re.fullmatch(r"  \d{8}-[0-9a-f]{6}  ([০-৯]{1,2}) (\S+), ([০-৯]{4})  রুক  rook-95-bid", games[1]), games[1]
    stats = run_command("stats", "--data", data, LANG="hi_IN.UTF-8").splitlines()
    assert stats[:3] == ["खिलाड़ी", "  A: 0 खेल, 0 जीते", "    रूक"]  # the game goes on: none finished yet
    assert "      अंक 20" in stats and "    A और C (रूक)" in stats  # joined as the season's partner lines join


def test_times_are_shown_in_the_devices_time_zone_and_a_day_alone_as_stored(monkeypatch):
    import time

    monkeypatch.setenv("TZ", "Asia/Kolkata")
    time.tzset()
    try:
        assert format_moment(STAMP, "en") == "Dec 2, 2026, 2:28\u202fAM"  # 20:58 UTC is 02:28 the next day in India
        assert format_day(STAMP, "en") == "Dec 2, 2026"
        assert format_day("2026-12-01", "en") == "Dec 1, 2026"  # a day alone has no zone to move it
    finally:
        monkeypatch.undo()
        time.tzset()
