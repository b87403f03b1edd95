"""The pseudo-language shows at a glance which text went through the catalogs and which did not."""

from __future__ import annotations

from scorekeeper.i18n import table_words as words
from scorekeeper.i18n.pseudo import PSEUDO_LOCALE, is_pseudo, pseudo
from scorekeeper.i18n.translate import gettext, use_language


def test_a_text_is_accented_bracketed_and_stretched_by_a_third():
    assert pseudo("New game") == "[Ñéŵ ĝåɱé ··]"
    assert pseudo("Undo") == "[Ûñđö ·]"
    assert pseudo("") == ""


def test_named_placeholders_survive_so_the_sentence_still_formats():
    text = pseudo("{player} bids {amount}")
    assert text == "[{player} ƀîđš {amount} ·······]"
    assert text.format(player="Asha", amount="₹2,40,000") == "[Asha ƀîđš ₹2,40,000 ·······]"


def test_in_the_pseudo_language_a_marked_text_is_bracketed_and_an_unmarked_one_is_plain():
    with use_language(PSEUDO_LOCALE):
        marked = [str(words.NEW_GAME), str(words.PASS), words.hands(3, "3")]
        unmarked = gettext("A sentence nobody marked")
    assert marked == ["[Ñéŵ ĝåɱé ··]", "[Þåšš ·]", "[3 ĥåñđš ····]"]
    assert all(is_pseudo(text) for text in marked)
    assert not is_pseudo(unmarked) and unmarked == "A sentence nobody marked"
