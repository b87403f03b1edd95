"""Amounts as each table writes them: CLDR's grouping and signs, the app's minus, digits on request."""

from __future__ import annotations

import pytest

from scorekeeper.i18n.numbers import default_digits, format_amount, format_compact_amount, format_number


def test_ten_lakh_rupees_are_grouped_in_lakhs_in_hindi_and_bengali():
    assert format_amount(1_000_000, "INR", "hi") == "₹10,00,000"
    assert format_amount(1_000_000, "INR", "bn") == "₹10,00,000"
    assert format_amount(1_000_000, "INR", "en_IN") == "₹10,00,000"


def test_bengali_digits_when_the_table_asks_for_them():
    assert format_amount(1_000_000, "INR", "bn", digits="native") == "₹১০,০০,০০০"
    assert format_amount(-175_000, "INR", "bn", digits="native") == "−₹১,৭৫,০০০"
    assert format_number(1_234_567, "hi", digits="native") == "१२,३४,५६७"


def test_a_million_dollars_in_english_and_a_loss_with_the_money_minus():
    assert format_amount(1_000_000, "USD", "en") == "$1,000,000"
    assert format_amount(-240_000, "USD", "en_US") == "−$240,000"
    assert format_amount(1_000_000, "INR", "en") == "₹1,000,000"  # English asks for lakhs by en_IN


def test_bangladesh_writes_the_sign_after_the_amount_as_cldr_says():
    assert format_amount(1_000_000, "INR", "bn_BD", digits="native") == "১০,০০,০০০₹"
    assert format_amount(-240_000, "BDT", "bn_BD", digits="native") == "−২,৪০,০০০৳"


def test_plain_numbers_follow_the_locales_grouping():
    assert [format_number(n, loc) for n, loc in [(1_234_567, "en"), (1_234_567, "hi"), (-17_50_000, "bn_IN")]] == \
        ["1,234,567", "12,34,567", "−17,50,000"]


def test_a_chart_axis_spells_lakh_and_crore_in_hindi_and_bengali_and_abbreviates_in_english():
    assert [format_compact_amount(n, "INR", "hi") for n in (1_000_000, 17_500_000)] == ["₹10 लाख", "₹1.8 करोड़"]
    assert [format_compact_amount(n, "INR", "bn", "native") for n in (1_000_000, -25_000_000)] == \
        ["₹১০ লাখ", "−₹২.৫ কোটি"]
    assert [format_compact_amount(n, "USD", "en") for n in (1_000_000, -250_000)] == ["$1M", "−$250K"]
    assert format_compact_amount(1_000_000, "INR", "en_IN") == "₹10L"


def test_the_digits_a_table_reads_unless_it_chose():
    assert [default_digits(loc) for loc in ("hi", "hi_IN", "bn", "bn_BD", "bn_IN", "en")] == \
        ["latin", "latin", "native", "native", "latin", "latin"]


def test_a_bad_locale_or_digits_setting_says_what_would_be_right():
    with pytest.raises(ValueError, match="unknown locale 'xx_YY': write a language and territory such as hi_IN"):
        format_amount(1, "INR", "xx_YY")
    with pytest.raises(ValueError, match="digits must be one of latin, native, not 'roman'"):
        format_amount(1, "INR", "hi", digits="roman")  # type: ignore[arg-type]
