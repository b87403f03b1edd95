"""Spades' words: for its own facts, and the sentences its prompts and verdicts are said in.

Whole templates with named placeholders (see ``scorekeeper.words``); where a
count changes the sentence there is one template per form, chosen with
``plural``.  Amounts come in without their sign: the sign is in the sentence.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.words import REACHED as REACHED, ChoiceWords, Labels, _, add_words
from scorekeeper.words import MISDEAL as MISDEAL  # the misdeal's verdict, every game's sentence

from .facts import SpadesResult

add_words({SpadesResult.MADE: _("MADE"), SpadesResult.ONE_SET: _("ONE SIDE SET"), SpadesResult.SET: _("SET"),
           SpadesResult.MISDEAL: _("MISDEAL")})

# Each setting's label on the new-game screen (its one-line meaning is settings.SETTING_HELP).
SETTING_LABELS: Mapping[str, str] = Labels({"target": _("Target"), "lose_at": _("Lose at"), "bag_limit": _("Bag limit"),
                                             "bag_penalty": _("Bag penalty"), "nil_tricks": _("A failed Nil's tricks"),
                                             "blind_nil": _("Blind Nil allowed")})
SETTING_CHOICES: Mapping[str, list[tuple[object, str]]] = ChoiceWords({
    "nil_tricks": [("bags", _("Bags, scoring nothing")), ("count", _("Count for the partner's contract"))],
})

# -- bids and prompts ------------------------------------------------------------------------------------
NIL = _("Nil")
BLIND_NIL = _("Blind Nil")
PLAYER_BID = _("{player} {bid}")
BID_PROMPT = _("{player} bids: 0 to 13 tricks, or Nil")
BID_PROMPT_BLIND = _("{player} bids: 0 to 13 tricks, Nil or Blind Nil")
TRICK_PROMPT = _("Trick {trick} of {tricks} · {leader} leads")
# The running count: the tricks toward each side's contract so far (a failed Nil's are not, unless counted).
RUNNING = _("{side} {count} of {contract}")
RUNNING_NIL = _("{side} {count} of {contract} (Nil {player}: {took})")
RUNNING_NILS_ONLY = _("{side} bid only Nils: {count} taken")
SIDE_CONTRACT = _("{side} {contract}")
SIDE_NOT_BID = _("{side} –")
SIDE_CONTRACT_NILS = _("{side} {contract}, Nil: {players}")
SIDE_CONTRACT_BLIND = _("{side} {contract}, Blind Nil: {players}")
SIDE_CONTRACT_BOTH_NILS = _("{side} {contract}, Nil: {nil}, Blind Nil: {blind}")

# -- the verdict: each side's clauses, with the arithmetic ------------------------------------------------
MADE_EXACT = _("{side} contract {contract}, took {took}: +{points}")
MADE_ONE_BAG = _("{side} contract {contract}, took {took}: +{points} + 1 bag")
MADE_BAGS = _("{side} contract {contract}, took {took}: +{points} + {bags} bags")
SET = _("{side} contract {contract}, took {took}: set, −{points}")
NILS_ONLY = _("{side} bid only Nils")
NILS_ONLY_ONE_BAG = _("{side} bid only Nils: 1 bag, scoring nothing")
NILS_ONLY_BAGS = _("{side} bid only Nils: {bags} bags, scoring nothing")
NIL_MADE = _("{player} Nil made: +{points}")
NIL_FAILED = _("{player} Nil failed: −{points}")
BLIND_NIL_MADE = _("{player} Blind Nil made: +{points}")
BLIND_NIL_FAILED = _("{player} Blind Nil failed: −{points}")
NIL_ONE_BAG = _("{player}'s trick: 1 bag, scoring nothing")
NIL_BAGS = _("{player}'s {tricks} tricks: {tricks} bags, scoring nothing")
PENALTY = _("bags {before} → {reached}: −{penalty}")
PENALTY_CARRIED = _("bags {before} → {reached}: −{penalty}, {left} carried on")
IN_PROGRESS = _("In progress: {contracts}; tricks so far: {tricks}")

# -- the dispute view ------------------------------------------------------------------------------------
BIDS_LINE = _("Bids (from {first}, left of the dealer {dealer}): {bids}")
TRICKS_LINE = _("Tricks taken: {tricks}")
WINNERS_LINE = _("Trick by trick: {winners}")
SIDE_TOTAL = _("{side} this hand: {sum} = {score}")
BAGS_LINE = _("{side} bags: {before} + {taken} this hand → {after}")
BAGS_OFF = _("Bags are off at this table (bag limit 0): overtricks score 1 each and nothing more")

# -- who won ---------------------------------------------------------------------------------------------
BOTH_OVER = _("both sides passed {target}: {side} {points}, {others} {other_points}; the higher wins")
FELL = _("{others} win: {side} dropped to {points}, and a side at {lose_at} or below loses")
BOTH_UNDER = _("both sides fell to {lose_at} or below: {side} {points}, {others} {other_points}; the higher wins")
