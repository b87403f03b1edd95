"""Euchre's words: for its own facts, and the sentences its prompts and verdicts are said in.

Whole templates with named placeholders (see ``scorekeeper.words``).
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.words import ChoiceWords, Labels, _, add_words
from scorekeeper.words import MISDEAL as MISDEAL  # the misdeal's verdict, every game's sentence

from .facts import EuchreResult

add_words({EuchreResult.MADE: _("MADE"), EuchreResult.MARCH: _("MARCH"), EuchreResult.EUCHRED: _("EUCHRED"),
           EuchreResult.THROWN_IN: _("THROWN IN"), EuchreResult.MISDEAL: _("MISDEAL")})

SETTING_LABELS: Mapping[str, str] = Labels({"target": _("Target"), "deck": _("Pack"),
                                             "stick_the_dealer": _("Stick the dealer"),
                                             "defend_alone": _("Defending alone")})
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({
    "deck": [(24, _("24 cards (9 to ace)")), (32, _("32 cards (7 to ace)"))],
})

SUIT_WORDS = {"clubs": _("clubs"), "diamonds": _("diamonds"), "hearts": _("hearts"), "spades": _("spades")}


def suit_word(suit: str) -> str:
    """A suit as the table names it (the record's key when it is not a suit: a refusal quotes it)."""
    found = SUIT_WORDS.get(suit)
    return str(found) if found is not None else suit


# -- prompts -------------------------------------------------------------------------------------------
TURN_UP_PROMPT = _("Which suit did {dealer} turn up?")  # (the hand and its dealer are in the heading above it)
MAKER_PROMPT = _("Turn-up {suit} · who made trump?")
TRICKS_PROMPT = _("Trick {trick} of {tricks} · {leader} leads · who took it?")

# -- the verdict ---------------------------------------------------------------------------------------
MADE = _("{maker} made {trump}: {side} took {tricks} of 5: +{points}")
MADE_ALONE = _("{maker} made {trump} alone: took {tricks} of 5: +{points}")
MARCH = _("{maker} made {trump}: {side} took all 5, a march: +{points}")
MARCH_ALONE = _("{maker} made {trump} alone: took all 5, a march alone: +{points}")
EUCHRED = _("{maker} made {trump}: {side} took {tricks} of 5, euchred: {others} +{points}")
EUCHRED_ALONE = _("{maker} made {trump} alone: took {tricks} of 5, euchred: {others} +{points}")
EUCHRED_BY_LONE = _("{maker} made {trump} alone: took {tricks} of 5, euchred by {defender} alone: {others} +{points}")
THROWN_IN = _("Everyone passed twice: the hand is thrown in")
IN_PROGRESS = _("In progress: {maker} made {trump}; tricks so far: {side} {tricks}")

# -- the dispute view ----------------------------------------------------------------------------------
ROUND_1 = _("Round 1: {maker} ordered up the turn-up {trump}; everyone before {maker} passed")
ROUND_1_DEALER = _("Round 1: the dealer {maker} took up the turn-up {trump}; the other three passed")
ROUND_2 = _("Round 2: everyone passed the turn-up; {maker} named {trump}")
ROUND_2_STUCK = _("Round 2: everyone passed the turn-up and the others passed again; the dealer {maker}, stuck, named {trump}")
ALONE_LINE = _("{maker} went alone; {partner} sat out")
DEFENDED_ALONE = _("{defender} defended alone; {partner} sat out")
WINNERS_LINE = _("Trick by trick: {winners}")
POINTS_RULE = _("3 or 4 tricks: 1 · all 5: 2 (alone: 4) · fewer than 3: the defenders 2 (a lone defender: 4)")

# -- who won -------------------------------------------------------------------------------------------
REACHED = _("{side} reached {points} (target {target})")
