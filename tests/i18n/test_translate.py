"""Words in the table's language: gettext, plurals, contexts, lazy text, one language per session."""

from __future__ import annotations

import asyncio

import pytest

from scorekeeper.i18n import table_words as words
from scorekeeper.i18n.numbers import format_number
from scorekeeper.i18n.translate import (Translator, current_language, gettext, ngettext, pgettext, set_language,
                                        use_language)


def test_the_table_words_read_as_each_table_speaks():
    assert [str(w) for w in (words.BID, words.PASS, words.TRUMP, words.TRICK, words.SET_BACK)] == \
        ["Bid", "Pass", "Trump", "Trick", "Set back"]
    with use_language("hi"):
        assert [str(w) for w in (words.BID, words.PASS, words.TRUMP, words.TRICK, words.SET_BACK, words.ROYALS)] == \
            ["बोली", "पास", "तुरुप", "हाथ", "बोली टूटी", "जोड़ी"]
    with use_language("bn"):
        assert [str(w) for w in (words.BID, words.PASS, words.TRUMP, words.TRICK, words.SET_BACK, words.ROYALS)] == \
            ["ডাক", "পাস", "তুরুপ", "পিট", "ডাক ফেল", "জোড়া"]


def test_a_word_with_a_context_is_looked_up_in_that_context_only():
    with use_language("bn"):
        assert pgettext("card play", "Trick") == "পিট"
        assert gettext("Trick") == "Trick"  # no context: another message, untranslated
        assert pgettext("auction", "Pass") == "পাস"


def test_a_sentence_keeps_its_named_placeholders_and_the_translators_word_order():
    with use_language("hi"):
        assert gettext("{player} bids {amount}").format(player="सीमा", amount="₹2,40,000") == "सीमा की बोली ₹2,40,000"
    with use_language("bn"):
        assert str(words.PLAYER_BIDS).format(player="রাজু", amount="₹২,৪০,০০০") == "রাজু-এর ডাক ₹২,৪০,০০০"


def test_a_plural_takes_the_form_of_its_count_in_each_language():
    assert [words.cards(n, str(n)) for n in (1, 5)] == ["1 card", "5 cards"]
    with use_language("hi"):
        assert [words.cards(n, str(n)) for n in (0, 1, 5)] == ["0 पत्ता", "1 पत्ता", "5 पत्ते"]
        assert [words.hands(n, str(n)) for n in (1, 3)] == ["1 बाज़ी", "3 बाज़ियाँ"]
    with use_language("bn"):
        assert [words.players(n, format_number(n, "bn", "native")) for n in (1, 4)] == \
            ["১ জন খেলোয়াড়", "৪ জন খেলোয়াড়"]
        assert ngettext("{count} hand", "{count} hands", 7).format(count="৭") == "৭ রাউন্ড"


def test_text_defined_at_import_time_follows_the_language_current_when_shown():
    label = words.NEW_GAME
    shown = []
    for language in ("en", "hi", "bn"):
        with use_language(language):
            shown.append(f"{label}")
    assert shown == ["New game", "नया खेल", "নতুন খেলা"]


def test_sessions_side_by_side_each_keep_their_own_language():
    async def session(language: str, seen: list[str]) -> None:
        with use_language(language):
            for _ in range(3):
                await asyncio.sleep(0)  # the other session runs here
                seen.append(str(words.UNDO))

    async def evening() -> tuple[list[str], list[str]]:
        hindi: list[str] = []
        bengali: list[str] = []
        await asyncio.gather(session("hi", hindi), session("bn", bengali))
        return hindi, bengali

    assert asyncio.run(evening()) == (["पूर्ववत करें"] * 3, ["আনডু"] * 3)
    assert current_language() == "en"


def test_the_cli_sets_its_language_once_and_a_translator_holds_one_for_good():
    def cli() -> list[str]:
        set_language("bn")
        return [gettext("Settings"), current_language()]

    import contextvars
    assert contextvars.copy_context().run(cli) == ["সেটিংস", "bn"]
    assert current_language() == "en"  # the copied context, not this one
    assert Translator("hi").pgettext("suit", "Spades") == "हुकुम"


def test_a_language_without_a_catalog_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="no translation for the language 'ta': choose one of en, hi, bn"):
        Translator("ta")
    with pytest.raises(ValueError, match="choose one of en, hi, bn"):
        set_language("fr")
