"""An evening in words and on a card: the home screen's "Tonight", and every past evening (``/evenings``).

One evening's words are built once (:func:`evening_lines`) and serve the card and the text the share
sheet sends, so what is shared is what is shown.  Each game's amounts read in its own currency.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import flet as ft

from scorekeeper.i18n import shown
from scorekeeper.i18n.translate import gettext
from scorekeeper.rules.errors import AmountFormat
from scorekeeper.season import Evening
from scorekeeper.service import GameSummary
from scorekeeper.words import together

from . import theme
from .widgets import big_button, body, card, heading

if TYPE_CHECKING:
    from .shell import Shell

PAGE = 20  # past evenings built at once


def game_label(summary: GameSummary | None, game_id: str) -> str:
    return summary.name if summary is not None else game_id


CARD_GAMES = 6  # games a card names; the shared text names every one


def evening_lines(evening: Evening, names: Mapping[str, str], summaries: Mapping[str, GameSummary],
                  formats: Mapping[str, AmountFormat], most: int | None = None) -> list[str]:
    """The evening in lines: how much was played, each game's winner, each player's result (with ``most``,
    the last ``most`` games only, and a line saying how many more were played)."""
    lines = [gettext("Games: {games} · hands: {hands}").format(games=shown.number(len(evening.games)),
                                                               hands=shown.number(evening.hands))]
    games = evening.games if most is None or len(evening.games) <= most else evening.games[-most:]
    if len(games) < len(evening.games):
        lines.append(gettext("The last {shown} games (share to see every one):").format(shown=shown.number(len(games))))
    for played in games:
        label = game_label(summaries.get(played.game.id), played.game.id)
        if played.winners:
            winners = together(names.get(p, p) for p in played.game.players if p in played.winners)
            lines.append(gettext("{game}: won by {winners}").format(game=label, winners=winners))
        else:
            lines.append(gettext("{game}: not finished").format(game=label))
    for player in dict.fromkeys(p for played in games for p in played.game.players):
        results = []
        for played in games:
            if player in played.points:
                fmt = formats.get(played.game.id)
                amount = played.points[player]
                figure = fmt(round(amount)) if fmt is not None else shown.decimal(amount)
                results.append(gettext("{game} {amount}").format(
                    game=game_label(summaries.get(played.game.id), played.game.id), amount=figure))
        lines.append(gettext("{player}: {won} won — {results}").format(
            player=names.get(player, player), won=shown.number(evening.games_won(player)), results=" · ".join(results)))
    return lines


def evening_title(evening: Evening, tonight: bool) -> str:
    return gettext("Tonight") if tonight else gettext("Evening of {day}").format(
        day=shown.day(evening.start.isoformat()))  # in this device's time zone


def evening_formats(app: Shell, summaries: Mapping[str, GameSummary], evening: Evening) -> dict[str, AmountFormat]:
    """Each of the evening's games' amounts, as the game writes them (its settings read for these games only)."""
    return {g.game.id: app.service.amount_format(summaries[g.game.id]) for g in evening.games if g.game.id in summaries}


async def share_evening(app: Shell, title: str, lines: list[str]) -> None:
    """The evening's words through the share sheet (mail, chat, notes)."""
    text = "\n".join([title, *lines])
    try:
        await app.platform_service(ft.Share).share_text(text, subject=title)
    except Exception as exc:  # no share sheet (a desktop without one): say so, nothing is lost
        app.show_error(gettext("Could not share: {reason}").format(reason=exc))


async def share_picture(app: Shell, title: str, shot: ft.Screenshot) -> None:
    """The evening's card as a picture (PNG) through the share sheet: what the group saw, for a chat."""
    try:
        png = await shot.capture(pixel_ratio=2)
        await app.platform_service(ft.Share).share_files(
            [ft.ShareFile(data=png, mime_type="image/png", name="evening.png")], subject=title)
    except Exception as exc:  # no share sheet, or the picture could not be taken: say so, nothing is lost
        app.show_error(gettext("Could not share: {reason}").format(reason=exc))


def evening_card(app: Shell, evening: Evening, names: Mapping[str, str], summaries: Mapping[str, GameSummary],
                 *, tonight: bool, key: str) -> ft.Control:
    """One evening's card: its title, its lines, and two Share buttons (as text, as a picture of the card)."""
    title = evening_title(evening, tonight)
    formats = evening_formats(app, summaries, evening)
    lines = evening_lines(evening, names, summaries, formats, CARD_GAMES)

    async def share(_e: ft.Event[ft.Button]) -> None:
        await share_evening(app, title, evening_lines(evening, names, summaries, formats))

    words = card(heading(title, size=20, key=f"{key}-title"),
                 *(body(line, key=f"{key}-line-{n}", size=theme.SMALL) for n, line in enumerate(lines)))
    # a solid ground under the card: a shared picture must not be see-through
    shot = ft.Screenshot(content=ft.Container(content=words, bgcolor=ft.Colors.SURFACE, border_radius=12),
                         key=f"{key}-picture")

    async def share_as_picture(_e: ft.Event[ft.Button]) -> None:
        await share_picture(app, title, shot)

    return ft.Column([shot, ft.Row([big_button(gettext("Share"), f"{key}-share", share, filled=False),
                                    big_button(gettext("Share as a picture"), f"{key}-share-picture",
                                               share_as_picture, filled=False)], wrap=True)],
                     spacing=4, key=key)


class EveningsScreen:
    """Every evening, newest first (the first page built; "Show more" the next)."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.shown = PAGE
        self.content = ft.Column(spacing=12)
        self.view = ft.View(route="/evenings", appbar=ft.AppBar(title=ft.Text(gettext("Evenings"))),
                            controls=[app.banner, self.content], scroll=ft.ScrollMode.AUTO, padding=12, spacing=12)
        self.refresh()

    def refresh(self) -> None:
        service = self.app.service
        nights = list(reversed(service.all_evenings()))
        names = service.player_names()
        summaries = {s.id: s for s in service.list_games()}
        controls: list[ft.Control] = []
        if not nights:
            controls.append(body(gettext("No evening yet: the hands played show here."), key="evenings-none"))
        for n, evening in enumerate(nights[:self.shown]):
            controls.append(evening_card(self.app, evening, names, summaries, tonight=False, key=f"evening-{n}"))
        if len(nights) > self.shown:
            controls.append(big_button(gettext("Show more ({count} more)").format(count=len(nights) - self.shown),
                                       "evenings-more", lambda e: self.more(), filled=False))
        self.content.controls = controls

    def more(self) -> None:
        self.shown += PAGE
        self.refresh()
