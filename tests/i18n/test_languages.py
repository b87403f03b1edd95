"""The language a person reads, chosen from a desktop's environment, a phone's locale, a browser's header."""

from __future__ import annotations

import pytest

from scorekeeper.i18n.languages import accepted_languages, from_accept_language, from_device_locale, from_environment


@pytest.mark.parametrize(("environ", "language"), [
    ({"LANG": "hi_IN.UTF-8"}, "hi"),
    ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "bn_BD.UTF-8"}, "bn"),
    ({"LANG": "bn_IN.UTF-8", "LC_ALL": "hi_IN.utf8"}, "hi"),
    ({"LANGUAGE": "fr:bn:en", "LANG": "hi_IN.UTF-8"}, "bn"),  # the first listed one we translate
    ({"LANGUAGE": "", "LC_ALL": "C", "LANG": "bn_BD@latin"}, "bn"),  # C names no language: look further
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({}, "en"),
])
def test_a_desktop_or_server_speaks_the_language_its_environment_names(environ, language):
    assert from_environment(environ) == language


def test_a_phone_speaks_its_page_locale_else_the_fallback():
    assert [from_device_locale(locale) for locale in ("bn_IN", "hi-IN", "bn", "en_GB", "ta_IN", "", None)] == \
        ["bn", "hi", "bn", "en", "en", "en", "en"]
    assert from_device_locale("ta_IN", fallback="hi") == "hi"


def test_a_browser_gets_its_most_wanted_language_we_translate():
    assert from_accept_language("bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7", fallback="hi") == "bn"
    assert from_accept_language("hi-IN", fallback="bn") == "hi"
    assert from_accept_language("fr-FR,de;q=0.8", fallback="bn") == "bn"  # unknown: the keeper's language
    assert from_accept_language("en;q=0.2,hi;q=0.9", fallback="bn") == "hi"  # q-values outrank the order
    assert from_accept_language("hi;q=0,*;q=0.5", fallback="bn") == "bn"  # q=0 means "not this"
    assert from_accept_language(None, fallback="hi") == "hi"


def test_a_hostile_accept_language_is_read_as_far_as_it_makes_sense_and_never_raises():
    assert accepted_languages("bn;q=abc, <script>, hi;q=2, en-IN;q=0.5, ;;;, bn-BD") == ["bn-BD", "en-IN"]
    assert from_accept_language("x" * 100_000, fallback="bn") == "bn"
    assert from_accept_language(",".join(["fr"] * 40 + ["hi"]), fallback="bn") == "bn"  # past 32 items: not read
