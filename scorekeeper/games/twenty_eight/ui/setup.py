"""Twenty-eight's part of the new-game screen: the fixed partners, sitting opposite (the shared section)."""

from __future__ import annotations

from typing import Mapping

import flet as ft

from scorekeeper.ui.games.partners import opposite_partners_sections
from scorekeeper.ui.games.setup_context import Setup, SetupContext, TypedSetting, parse_optional_number
from scorekeeper.words import N_


class TwentyEightSetup(Setup):
    """The partners opposite; the bid that counts double and the number of hands are typed (or left empty)."""

    RECORD_LABELS: Mapping[str, str | None] = {"total_captured": N_("Card points captured")}
    TYPED: Mapping[str, TypedSetting] = {"double_from": TypedSetting(parse_optional_number),
                                         "max_hands": TypedSetting(parse_optional_number)}
    FIRST_TO_ACT = "calls first"

    def sections(self, ctx: SetupContext) -> list[ft.Control]:
        return opposite_partners_sections(ctx)


setup = TwentyEightSetup()
