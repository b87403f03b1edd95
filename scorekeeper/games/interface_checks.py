"""mypy checks each game that comes with Scorekeeper against the game interface, with its own hand type.

One check for all of them: a game's module is the ``GameModule`` of its hand only if every member it
writes has the interface's type, and saying so once per game here is what each package said of itself.
Nothing imports this module at run time (the registry loads each game at first use, and it is not a
game's package); ``mypy --strict scorekeeper`` reads it.  A game from another package checks itself
(docs/adding-a-game.md).
"""

from __future__ import annotations

from scorekeeper.games import (bid_euchre, bid_whist, euchre, exact_bid, five_hundred, make_a_million, pedro, pitch,
                               rook, seven_up, sixty_six, spades, twenty_eight, twenty_nine)
from scorekeeper.games.bid_euchre import ui as bid_euchre_ui
from scorekeeper.games.bid_whist import ui as bid_whist_ui
from scorekeeper.games.pedro import ui as pedro_ui
from scorekeeper.games.sixty_six import ui as sixty_six_ui
from scorekeeper.rules.interface import GameModule
from scorekeeper.ui.games import GamePanel


# A typed name per game: mypy checks each module against GameModule of its own hand and names the member that
# conflicts (and the game, in the module's name).  A new game adds its module to the import above and one line,
# in alphabetical order:   _<package>: GameModule[<package>.<ItsHand>] = <package>
_bid_euchre: GameModule[bid_euchre.BidEuchreHand] = bid_euchre
_bid_whist: GameModule[bid_whist.BidWhistHand] = bid_whist
_euchre: GameModule[euchre.EuchreHand] = euchre
_exact_bid: GameModule[exact_bid.ExactBidDeal] = exact_bid
_five_hundred: GameModule[five_hundred.FiveHundredHand] = five_hundred
_make_a_million: GameModule[make_a_million.MillionHand] = make_a_million
_pedro: GameModule[pedro.PedroHand] = pedro
_pitch: GameModule[pitch.PitchHand] = pitch
_rook: GameModule[rook.RookHand] = rook
_seven_up: GameModule[seven_up.SevenUpHand] = seven_up
_sixty_six: GameModule[sixty_six.SixtySixHand] = sixty_six
_spades: GameModule[spades.SpadesHand] = spades
_twenty_eight: GameModule[twenty_eight.TwentyEightHand] = twenty_eight
_twenty_nine: GameModule[twenty_nine.TwentyNineHand] = twenty_nine

# And each table of the newest games against what the app asks of a game's screens (``GamePanel``), once here
# instead of at the foot of each ``ui`` module.
_bid_euchre_panel: GamePanel = bid_euchre_ui.Panel()
_bid_whist_panel: GamePanel = bid_whist_ui.Panel()
_pedro_panel: GamePanel = pedro_ui.Panel()
_sixty_six_panel: GamePanel = sixty_six_ui.Panel()
