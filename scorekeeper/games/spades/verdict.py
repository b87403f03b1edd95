"""What a Spades hand says: the contracts as they form, the verdict with its arithmetic, the dispute view.

Every sentence is a whole template of ``words``; the verdict is each side's
clauses (its contract, its Nils, its bags), in seating order.
"""

from __future__ import annotations

from typing import Mapping, Protocol, Sequence

from scorekeeper.jsontypes import JsonValue
from scorekeeper.rules.interface import points_text
from scorekeeper.rules.seating import names
from scorekeeper.words import plural

from . import words
from .scoring import SideResult, toward_contract


class SpadesReported(Protocol):
    """What the sentences read of a Spades hand (``SpadesHand`` is one): module functions over this value
    need nothing of ``hand.py``, so the hand calls them without the two importing each other."""

    @property
    def dealer(self) -> str: ...
    @property
    def players(self) -> Sequence[str]: ...
    @property
    def settings(self) -> Mapping[str, JsonValue]: ...
    @property
    def sides(self) -> tuple[tuple[str, ...], tuple[str, ...]]: ...
    @property
    def order(self) -> Sequence[str]: ...
    @property
    def bids(self) -> Mapping[str, int]: ...
    @property
    def blind(self) -> set[str]: ...
    @property
    def winners(self) -> Sequence[str]: ...
    @property
    def counted(self) -> Mapping[str, int] | None: ...
    @property
    def misdeal_by(self) -> str | None: ...
    @property
    def results(self) -> tuple[SideResult, SideResult] | None: ...
    def side_name(self, side: tuple[str, ...]) -> str: ...
    def tricks(self) -> dict[str, int]: ...
    def bid_text(self, player: str) -> str: ...


def contracts_line(hand: SpadesReported) -> str:
    """Each side's contract so far, Nils named: "Ann+Cy 7 · Bo+Di 5, Nil: Bo"."""
    return " · ".join(side_contract(hand, side) for side in hand.sides)


def side_contract(hand: SpadesReported, side: tuple[str, ...]) -> str:
    name = hand.side_name(side)
    bid = [p for p in side if p in hand.bids]
    if not bid:
        return words.SIDE_NOT_BID.format(side=name)
    contract = sum(hand.bids[p] for p in bid)
    nil = [p for p in bid if hand.bids[p] == 0 and p not in hand.blind]
    blind = [p for p in bid if p in hand.blind]
    if nil and blind:
        return words.SIDE_CONTRACT_BOTH_NILS.format(side=name, contract=contract, nil=nil[0], blind=blind[0])
    if nil or blind:
        sentence = words.SIDE_CONTRACT_NILS if nil else words.SIDE_CONTRACT_BLIND
        return sentence.format(side=name, contract=contract, players=names(nil or blind))
    return words.SIDE_CONTRACT.format(side=name, contract=contract)


def running_line(hand: SpadesReported, tricks: Mapping[str, int]) -> str:
    """Each side's tricks toward its contract so far, from ``tricks`` (those entered, or being stepped):
    "Ann+Cy 3 of 7 (Nil Ann: 1) · Bo+Di 2 of 5"."""
    return " · ".join(side_running(hand, side, tricks) for side in hand.sides)


def side_running(hand: SpadesReported, side: tuple[str, ...], tricks: Mapping[str, int]) -> str:
    name, bids = hand.side_name(side), hand.bids
    contract = sum(bids.get(p, 0) for p in side)
    if not contract:
        return words.RUNNING_NILS_ONLY.format(side=name, count=sum(tricks.get(p, 0) for p in side))
    count = toward_contract(side, bids, tricks, hand.settings)
    nil = next((p for p in side if p in bids and bids[p] == 0), None)
    if nil is None or hand.settings["nil_tricks"] == "count":
        return words.RUNNING.format(side=name, count=count, contract=contract)
    return words.RUNNING_NIL.format(side=name, count=count, contract=contract, player=nil, took=tricks.get(nil, 0))


def contract_clause(name: str, result: SideResult) -> str:
    if result.made is None:
        sentence = words.NILS_ONLY if not result.bags_taken else plural(result.bags_taken, words.NILS_ONLY_ONE_BAG,
                                                                        words.NILS_ONLY_BAGS)
        return sentence.format(side=name, bags=result.bags_taken)
    if not result.made:
        return words.SET.format(side=name, contract=result.contract, took=result.took, points=10 * result.contract)
    over = result.overtricks
    sentence = words.MADE_EXACT if not over else plural(over, words.MADE_ONE_BAG, words.MADE_BAGS)
    return sentence.format(side=name, contract=result.contract, took=result.took, points=10 * result.contract,
                           bags=over)


def side_clauses(hand: SpadesReported, result: SideResult) -> list[str]:
    """One side's score of the hand, clause by clause: contract, Nils, a failed Nil's bags, the penalty."""
    clauses = [contract_clause(hand.side_name(result.side), result)]
    for nil in result.nils:
        if nil.blind:
            sentence = words.BLIND_NIL_MADE if nil.made else words.BLIND_NIL_FAILED
        else:
            sentence = words.NIL_MADE if nil.made else words.NIL_FAILED
        clauses.append(sentence.format(player=nil.player, points=abs(nil.points)))
    if result.nil_bags and result.made is not None:
        for nil in result.nils:
            if nil.took:
                clauses.append(plural(nil.took, words.NIL_ONE_BAG, words.NIL_BAGS).format(player=nil.player,
                                                                                         tricks=nil.took))
    if result.penalties:
        reached = result.bags_before + result.bags_taken
        sentence = words.PENALTY_CARRIED if result.bags_after else words.PENALTY
        clauses.append(sentence.format(before=result.bags_before, reached=reached, penalty=result.penalty,
                                       left=result.bags_after))
    return clauses


def verdict(hand: SpadesReported) -> str:
    """One line: each side's clauses with their arithmetic (or the misdeal, or the hand so far)."""
    if hand.misdeal_by is not None:
        return words.MISDEAL.format(player=hand.misdeal_by, dealer=hand.dealer)
    if hand.results is None:
        return words.IN_PROGRESS.format(contracts=contracts_line(hand), tricks=tricks_text(hand))
    return " · ".join("; ".join(side_clauses(hand, r)) for r in hand.results)


def tricks_text(hand: SpadesReported) -> str:
    tricks = hand.tricks()
    return ", ".join(words.PLAYER_BID.format(player=p, bid=tricks[p]) for p in hand.players)


def signed_sum(terms: list[int]) -> str:
    """``[70, 2, -100]`` → ``+70 + 2 − 100``: the terms of a side's score as the table adds them."""
    if not terms:
        return points_text(0)
    text = ("+" if terms[0] >= 0 else "") + points_text(terms[0])
    for term in terms[1:]:
        text += (" + " if term >= 0 else " − ") + points_text(abs(term))
    return text


def score_terms(result: SideResult) -> list[int]:
    terms: list[int] = []
    if result.made is not None:
        terms.append(10 * result.contract if result.made else -10 * result.contract)
        if result.overtricks:
            terms.append(result.overtricks)
    terms += [n.points for n in result.nils]
    if result.penalty:
        terms.append(-result.penalty)
    return terms


def explain(hand: SpadesReported) -> list[str]:
    """The dispute view: the bids in turn, the tricks, and each side's score and bags step by step."""
    lines = [verdict(hand)]
    if hand.bids:
        bids = ", ".join(words.PLAYER_BID.format(player=p, bid=hand.bid_text(p)) for p in hand.bids)
        lines.append(words.BIDS_LINE.format(first=hand.order[0], dealer=hand.dealer, bids=bids))
    if hand.winners or hand.counted is not None:
        lines.append(words.TRICKS_LINE.format(tricks=tricks_text(hand)))
    if hand.winners:
        lines.append(words.WINNERS_LINE.format(winners=", ".join(hand.winners)))
    if hand.results is None:
        return lines
    bags_on = bool(hand.settings["bag_limit"])
    for result in hand.results:
        name = hand.side_name(result.side)
        lines += side_clauses(hand, result)
        terms = score_terms(result)
        if len(terms) > 1:  # "+40" alone needs no sum
            lines.append(words.SIDE_TOTAL.format(side=name, sum=signed_sum(terms), score=points_text(result.score)))
        if bags_on:
            lines.append(words.BAGS_LINE.format(side=name, before=result.bags_before, taken=result.bags_taken,
                                                after=result.bags_after))
    if not bags_on:
        lines.append(str(words.BAGS_OFF))
    return lines
