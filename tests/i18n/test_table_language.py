"""What a Hindi or a Bengali table reads, literally: a refused bid, a verdict with its arithmetic,
an amount in lakhs, a plural, and the `score` command in the language of its environment."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.games.exact_bid.board import CARDS_EACH
from scorekeeper.board.sixes import GAME_POINTS
from scorekeeper.i18n.translate import use_language
from scorekeeper.rules import BidMade, Game, RuleError, game_from_record
from scorekeeper.rules.game_record import PLAYERS
from scorekeeper.rules.registry import amount_format

EXAMPLES = Path(__file__).parents[1] / "examples"


def example(name: str) -> Game:
    return game_from_record(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8")))


def refused_raise() -> RuleError:
    """Rupees, four players; Seema opens at ₹1,75,000 and Raju tries ₹1,80,000 (the lowest raise is ₹1,85,000)."""
    game = Game.new("make-a-million", ["सीमा", "রাজু", "Ann", "Bob"], "Bob", {"edition": "inr"})
    game = game.play(BidMade("सीमा", 175_000))
    with pytest.raises(RuleError) as refused:
        game.play(BidMade("রাজু", 180_000))
    return refused.value


def test_a_refused_bid_is_said_in_the_tables_language_with_its_amounts_in_lakhs():
    err, fmt = refused_raise(), amount_format("make-a-million", {"edition": "inr"})
    assert err.text(fmt) == "hand 1, call 2: রাজু bid ₹180,000 but the lowest raise is ₹185,000"
    with use_language("hi"):
        assert err.text(fmt) == "बाज़ी 1, बोली 2: রাজু की बोली ₹1,80,000, पर सबसे कम बढ़ोतरी ₹1,85,000 है"
    with use_language("bn"):
        assert err.text(fmt) == "রাউন্ড ১, ডাক ২: রাজু-এর ডাক ₹১,৮০,০০০, কিন্তু সবচেয়ে কম বাড়ানো ডাক ₹১,৮৫,০০০"


def test_a_verdict_keeps_its_arithmetic_in_hindi_and_bengali():
    hand = example("dollars-made-then-set-back").table.hands[0]
    with use_language("hi"):
        assert hand.verdict() == "Z+Y की बोली पूरी: गिनती $2,60,000 ≥ बोली $2,20,000 → +$2,60,000; A+B +$1,70,000"
    with use_language("bn"):
        assert hand.verdict() == "Z+Y-এর ডাক পূরণ: গোনা ২,৬০,০০০$ ≥ ডাক ২,২০,০০০$ → +২,৬০,০০০$; A+B +১,৭০,০০০$"
    royals = example("twenty-nine-royals-against").table.hands[0]
    with use_language("bn", digits="latin"):
        assert royals.verdict() == "North+South-এর ডাক ফেল: 18 < লক্ষ্য 19 (ডাক 15, জোড়ায় বদলেছে) → −1 গেম পয়েন্ট"
        assert royals.explain()[-2] == "পিট 8: North (ডাক দেওয়া পক্ষ) 3 + 1 (শেষ পিট)"
    with use_language("hi"):
        assert royals.explain()[2] == "East ने जोड़ी दिखाई (दूसरा पक्ष: लक्ष्य +4, 15–29 के भीतर) → लक्ष्य 19"


def test_ten_lakh_rupees_in_every_language_and_digits():
    fmt = amount_format("make-a-million", {"edition": "inr"})
    with use_language("hi"):
        assert fmt(1_000_000) == "₹10,00,000"
    with use_language("bn", locale="bn_IN"):  # West Bengal: Latin digits unless chosen
        assert fmt(1_000_000) == "₹10,00,000"
    with use_language("bn"):  # Bangladesh's default: Bengali digits
        assert fmt(1_000_000) == "₹১০,০০,০০০"
    with use_language("hi", digits="native"):
        assert fmt(-1_000_000) == "−₹१०,००,०००"
    assert fmt(1_000_000) == "₹1,000,000"  # English keeps thousands unless the game asks for lakhs
    assert amount_format("make-a-million", {"edition": "inr", "indian_grouping": True})(1_000_000) == "₹10,00,000"


def test_a_counted_word_takes_each_languages_plural_form():
    assert [GAME_POINTS.of(n).format(points=str(n)) for n in (1, 2)] == ["1 game point", "2 game points"]
    with use_language("hi"):
        assert [GAME_POINTS.of(n).format(points=str(n)) for n in (0, 1, 2)] == \
            ["0 गेम पॉइंट", "1 गेम पॉइंट", "2 गेम पॉइंट"]
        assert [PLAYERS.of(n).format(count=str(n)) for n in (1, 4)] == ["1 खिलाड़ी", "4 खिलाड़ी"]
    with use_language("bn"):
        assert CARDS_EACH.of(1).format(count="১", trump="লাল") == "প্রত্যেকে ১টি তাস · তুরুপ লাল"
    assert [PLAYERS.of(n).format(count=str(n)) for n in (1, 4)] == ["1 player", "4 players"]


def run_score(*args: str, **environment: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    return subprocess.run([sys.executable, "-m", "scorekeeper", "score", *args], capture_output=True, text=True,
                          env={**env, **environment}, timeout=60, check=False)


def test_score_speaks_its_environments_language_and_its_json_is_the_same_in_every_language():
    record = str(EXAMPLES / "twenty-nine-royals-against.json")
    hindi = run_score(record, LANG="hi_IN.UTF-8")
    assert hindi.stdout.splitlines()[0] == "ट्वेंटी-नाइन · 4 खिलाड़ी · लक्ष्य 6"
    assert hindi.stdout.splitlines()[-1] == "अभी कोई विजेता नहीं"
    bengali = run_score(record, LANGUAGE="bn:en", LANG="C.UTF-8")
    assert bengali.stdout.splitlines()[0] == "টোয়েন্টি-নাইন · ৪ জন খেলোয়াড় · লক্ষ্য ৬"
    assert run_score(record, "--json", LANG="bn_BD.UTF-8").stdout == run_score(record, "--json").stdout
    refused = run_score(str(EXAMPLES), LANG="bn_BD.UTF-8")
    assert refused.returncode == 2 and refused.stderr.startswith("scorekeeper: ")


def test_hindi_says_the_dealer_deals_in_one_form_on_every_dealer_line():
    """Seven Up's table read "बाज़ी 3 · Cat बाँट रहे हैं" over "Cat बाँटता है; Ann रुकता है या माँगता है":
    one player spoken of two ways on one screen. Every line saying who deals now uses the respectful form."""
    from scorekeeper.i18n.translate import gettext

    with use_language("hi"):
        lines = [
            gettext("{word} {number} · {dealer} deals").format(word="बाज़ी", number=3, dealer="Cat"),
            gettext("{dealer} deals; {eldest} stands or begs (a stand needs no tap)").format(dealer="Cat", eldest="Ann"),
            gettext("{dealer} deals; {leader} leads.").format(dealer="Cat", leader="Ann"),
            gettext("{dealer} deals; {first}, on the dealer's left, {first_to_act}").format(
                dealer="Cat", first="Ann", first_to_act="पहले बोली लगाते हैं"),
            gettext("{dealer} deals; {first}, on the dealer's right, calls first").format(dealer="Cat", first="Ann"),
        ]
    assert lines == ["बाज़ी 3 · Cat बाँट रहे हैं",
                     "Cat बाँट रहे हैं; Ann रुकें या माँगें (रुकने पर कुछ दबाना ज़रूरी नहीं)",
                     "Cat बाँट रहे हैं; Ann की चाल।",
                     "Cat बाँट रहे हैं; डीलर के बाएँ Ann पहले बोली लगाते हैं",
                     "Cat बाँट रहे हैं; डीलर के दाएँ Ann पहले बोलते हैं"]
