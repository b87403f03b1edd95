"""New game: the game, who plays, where they sit, who deals first, and the house rules.

The screen is built once per visit; what has been entered lives in a small
``NewGameForm`` and each tap changes only the section it concerns (the scroll
stays where the player is).  Nothing here decides what the rules allow: the
table sizes come from the game's ``PLAYER_COUNTS``, each setting's default and
meaning from ``resolve_settings`` / ``SETTING_HELP``, the game's own sections
(partners, edition) from its ui package's ``setup``, and the setup is
checked by ``Game.new``: its refusal is shown word for word.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable, Mapping

from scorekeeper.jsontypes import JsonValue

import flet as ft
from scorekeeper.i18n.shown import number

from scorekeeper.i18n.translate import gettext
from scorekeeper.rules import Game, RuleError
from scorekeeper.rules.registry import games, rules_for
from scorekeeper.rules.seating import left_of

from . import theme
from .common import app_bar, banner_of, choice_buttons, dealer_button, show_chosen, show_error
from .setup_context import SetupContext, TypedSetting, parse_number
from .new_game_form import (DEFAULT_COUNT, TARGET, NewGameForm, amount_format, chosen_settings, defaults_for,
                            labelled_by_help, player_count, player_counts, setting_label, setting_value, setup_for,
                            shown_settings, shown_value, text_of)
from .widgets import big_button, body, card, fixed_lines, grid, heading, icon_button, tapped

if TYPE_CHECKING:
    from .shell import Shell


# -- the screen -----------------------------------------------------------------------------
class NewGameScreen:
    """The new-game form: built once per visit; each tap changes the sections it concerns."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        prefs = getattr(app, "preferences", None) or {}
        self.form = NewGameForm(kind=next(iter(games())), preferences=dict(prefs))
        self.banner = banner_of(app)
        self.name_field = ft.TextField(key="new-name", label=gettext("New player's name"), expand=True,
                                       capitalization=ft.TextCapitalization.WORDS,
                                       on_change=lambda e: self.keep_typed(e.control.value),
                                       on_submit=self.submit_name)
        self.add_button = big_button(gettext("Add"), "add-name", lambda e: self.add_name(self.name_field.value or ""))
        self.game_name = ft.TextField(key="game-name", label=gettext("Name of the game (optional)"),
                                      on_change=lambda e: setattr(self.form, "name", e.control.value or ""))
        self.error_bottom_text = body("", color=ft.Colors.WHITE)
        self.error_bottom = ft.Container(content=self.error_bottom_text, bgcolor=theme.ERROR, padding=12,
                                         border_radius=10, key="error-bottom", visible=False)
        self.start_button = big_button(gettext("Start"), "start", lambda e: self.start())
        self.dealer_grid = grid([])
        # Two lines each whether they say something or not: a dealer tapped or drawn moves nothing under them.
        self.dealer_line = fixed_lines(body("", key="dealer-line", weight=ft.FontWeight.W_600), 2)
        self.dealer_notice = fixed_lines(body("", key="dealer-notice", size=theme.SMALL), 2)
        self.dealer_marks: list[ft.Text] = []
        self.dealer_buttons: list[tuple[str, ft.OutlinedButton]] = []  # per seat, kept while the seats stay
        self.built: dict[str, tuple[object, ...]] = {}  # per section: the inputs it was last built from
        self.slots = {name: ft.Container(key=f"slot-{name}") for name in
                      ("game", "players", "own", "target", "rules", "dealer")}
        # The form scrolls under the banner, which floats at the top of the screen: a refusal said while the
        # keeper is far down the form shows where it can be read and pushes nothing under the finger. Start's
        # own copy of it goes under Start, so Start stays put too.
        self.form_column = ft.Column([*self.slots.values(), self.game_name, self.start_button, self.error_bottom],
                                     scroll=ft.ScrollMode.AUTO, spacing=12,
                                     horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        self.view = ft.View(
            route="/new", appbar=app_bar(gettext("New game")),
            controls=[ft.Stack([ft.Container(self.form_column, left=0, top=0, right=0, bottom=0,
                                             padding=ft.Padding.symmetric(horizontal=12)),
                                ft.Container(self.banner, top=0, left=12, right=12)], expand=True)],
            padding=ft.Padding.only(top=12), spacing=12,
        )
        self.refresh()

    # -- bringing the controls in step ------------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild only the sections whose inputs changed: a tap sends the patch of what it changed."""
        f = self.form
        settings = repr(sorted(f.changes().items()))
        known = tuple(p.name for p in self.app.service.players())
        inputs: dict[str, tuple[object, ...]] = {
            "game": (f.kind,),
            "players": (f.kind, f.count, tuple(f.seats), known),
            "own": (f.kind, f.count, tuple(f.seats), settings),
            "target": (f.kind, f.count, settings),
            "rules": (f.kind, f.count, settings, f.rules_open),
            "dealer": (),
        }
        build: dict[str, Callable[[], ft.Control | None]] = {
            "game": self.game_section, "players": self.players_section, "own": self.own_sections,
            "target": self.target_section, "rules": self.house_rules_section, "dealer": self.dealer_section,
        }
        for name, given in inputs.items():
            if self.built.get(name) != given:
                self.slots[name].content = build[name]()
                self.built[name] = given
        self.fill_dealer()
        self.start_button.content = gettext("Start {title}").format(title=gettext(rules_for(f.kind).TITLE))
        self.name_field.value = f.typed
        self.show_refusal(self.app.state.error)

    def show_refusal(self, message: str | None) -> None:
        """The refusal again beside Start, where the tap was (the top banner says it too)."""
        self.error_bottom.visible = bool(message)
        self.error_bottom_text.value = message or ""

    def say(self, message: str | None) -> None:
        show_error(self.app, message)
        self.show_refusal(message)

    def changed(self, *, notice: str | None = "") -> None:
        """After a change to the form: no refusal stands any more; bring the sections in step.

        ``notice``: the line under the dealer ("" leaves it as it is, None clears it)."""
        if notice != "":
            self.form.notice = notice
        show_error(self.app, None)
        self.refresh()

    # -- changes ------------------------------------------------------------------------------
    def set_kind(self, kind: str) -> None:
        f = self.form
        if f.count not in player_counts(kind):
            f.count = DEFAULT_COUNT if DEFAULT_COUNT in player_counts(kind) else player_counts(kind)[0]
        f.kind = kind
        self.changed(notice=None)

    def set_count(self, n: int) -> None:
        f = self.form
        if len(f.seats) > n:
            self.say(gettext("{count} players are seated: remove {extra} (✕ beside a name) to play with "
                             "{wanted}").format(count=len(f.seats), extra=len(f.seats) - n, wanted=n))
            return
        f.count = n
        self.changed()

    def keep_typed(self, text: str | None) -> None:
        self.form.typed = text or ""

    async def submit_name(self, e: ft.Event[ft.TextField]) -> None:
        """Enter adds the player and leaves the cursor in the field, ready for the next name."""
        self.add_name(self.name_field.value or self.form.typed)
        self.app.page.update()  # the emptied field reaches the phone before the focus call does
        await self.name_field.focus()  # type: ignore[no-untyped-call]  # Flet 1.0.5 leaves focus() unannotated

    def add_name(self, name: str) -> None:
        f = self.form
        name = name.strip()
        if not name:
            self.say(gettext("Type a name first, then Add"))
            return
        f.seats.append(name)
        f.count = max(f.count, len(f.seats))
        f.typed = ""
        self.changed(notice=None)

    def move(self, i: int, step: int) -> None:
        seats, j = self.form.seats, i + step
        if 0 <= i < len(seats) and 0 <= j < len(seats):
            seats[i], seats[j] = seats[j], seats[i]
        self.changed()

    def remove(self, i: int) -> None:
        f = self.form
        gone = f.seats.pop(i)
        if f.dealer == gone:
            f.dealer = None
        self.changed()

    def set_dealer(self, name: str) -> None:
        self.form.dealer = name
        self.changed(notice=None)

    def draw_dealer(self) -> None:
        f = self.form
        if not f.seats:
            self.say(gettext("Seat the players first, then draw the dealer"))
            return
        f.dealer = random.choice(f.seats)
        self.changed(notice=gettext("Drawn at random: {dealer} deals first").format(dealer=f.dealer))

    def set_setting(self, name: str, value: object, *, refresh: bool = True) -> None:
        self.form.changes()[name] = setting_value(value)
        if refresh:
            self.changed()

    def reset_setting(self, name: str) -> None:
        self.form.changes().pop(name, None)
        self.changed()

    def toggle_rules(self) -> None:
        self.form.rules_open = not self.form.rules_open
        self.changed()

    def start(self) -> None:
        f = self.form
        seats, n = list(f.seats), player_count(f)
        if not seats:
            self.say(gettext("Seat the players first: tap a known player or type a new name"))
            return
        if len(seats) < n:
            self.say(gettext("Seat {value} of {count} is empty: tap a known player or type a name").format(
                value=len(seats) + 1, count=n))
            return
        if not f.dealer:
            self.say(gettext("Choose who deals first: tap a player, or draw at random"))
            return
        try:
            game = Game.new(f.kind, seats, f.dealer, chosen_settings(f))
        except RuleError as err:
            self.say(err.text(amount_format(f)))
            return
        service = self.app.service
        try:
            # A typed name that is exactly a registered player's name is that player.
            player_ids = [service.player_for_name(name, create=True).id for name in seats]
            game_id = self.app.state.start_game(game, player_ids=player_ids, name=(f.name.strip() or None))
        except Exception as err:  # the store refused (e.g. a name it cannot keep): say so, keep the form
            self.say(gettext("The game could not be saved: {err}").format(err=err))
            return
        self.app.keep_awake(True)
        self.app.go(f"/game/{game_id}")

    # -- sections -------------------------------------------------------------------------------
    def own_sections(self) -> ft.Control | None:
        """The game's own sections (partners, edition), from its setup module."""
        f = self.form
        own = setup_for(f.kind).sections(SetupContext(tuple(f.seats), player_count(f), shown_settings(f),
                                                       self.set_setting))
        return ft.Column(own, spacing=12, tight=True) if own else None

    def game_section(self) -> ft.Control:
        options = [(k, gettext(m.TITLE)) for k, m in games().items()]
        return card(heading(gettext("Game"), size=20),
                    choice_buttons(options, self.form.kind, "kind", lambda k: self.set_kind(str(k))),
                    key="game-section")

    def players_section(self) -> ft.Control:
        f = self.form
        seats, n = f.seats, player_count(f)
        counts = player_counts(f.kind)
        count_row = choice_buttons([(c, number(c)) for c in counts], f.count, "count",
                                   lambda c: self.set_count(int(c)),  # type: ignore[call-overload]
                                   names={c: gettext("{count} players").format(count=c) for c in counts})
        # Every known player keeps a place: a seated one is greyed, not taken out (the others would slide left).
        pick = [ft.OutlinedButton(content=f"+ {p.name}", key=f"pick-{p.name}", height=48, tooltip=gettext("Seat {name}").format(
            name=p.name), disabled=p.name in seats,
                                  on_click=lambda e, nm=p.name: self.add_name(nm)) for p in self.app.service.players()]
        rows: list[ft.Control] = []
        self.dealer_marks = []
        for i in range(n):
            if i >= len(seats):
                rows.append(ft.Text(gettext("{value}. (empty seat)").format(
                    value=i + 1), key=f"seat-{i + 1}", size=theme.BODY, italic=True,
                                    color=ft.Colors.with_opacity(0.6, ft.Colors.ON_SURFACE)))
                continue
            name = seats[i]
            mark = ft.Text(gettext("deals first"), key=f"dealer-mark-{i + 1}", size=theme.SMALL, italic=True,
                           visible=name == f.dealer)
            self.dealer_marks.append(mark)
            label: list[ft.Control] = [ft.Text(f"{number(i + 1)}. {name}", key=f"seat-{i + 1}", size=theme.BODY,
                                               weight=ft.FontWeight.W_600), mark]
            rows.append(ft.Row([
                ft.Row(label, expand=True, wrap=True, spacing=6),
                icon_button(ft.Icons.ARROW_UPWARD, f"seat-up-{i + 1}", gettext("Move {name} up").format(name=name),
                            tapped(lambda seat: self.move(seat, -1), i), disabled=i == 0),
                icon_button(ft.Icons.ARROW_DOWNWARD, f"seat-down-{i + 1}", gettext("Move {name} down").format(
                    name=name),
                            tapped(lambda seat: self.move(seat, 1), i), disabled=i == len(seats) - 1),
                icon_button(ft.Icons.CLOSE, f"seat-remove-{i + 1}", gettext("Remove {name}").format(
                    name=name), tapped(self.remove, i)),
            ], spacing=0))
        # The name field, Add and the known players come before the seats: a seat filled (or added) grows the
        # list under them, never above them.
        controls: list[ft.Control] = [
            heading(gettext("Players"), size=20), body(gettext("How many play"), size=theme.SMALL), count_row,
            ft.Row([self.name_field, self.add_button], vertical_alignment=ft.CrossAxisAlignment.CENTER),
        ]
        if pick:
            controls += [body(gettext("Known players: tap to seat"), size=theme.SMALL), grid(pick)]
        controls += [body(gettext("Seating, clockwise from seat 1 (the list order is the seating)"), size=theme.SMALL),
                     ft.Column(rows, spacing=2, tight=True, key="seating")]
        return card(*controls, key="players-section")

    def setting_control(self, name: str, defaults: Mapping[str, JsonValue], current: Mapping[str, JsonValue],
                        help_text: str) -> ft.Control:
        """One house rule: its control, its default and its one-line meaning."""
        f = self.form
        default, value = defaults.get(name), current.get(name)
        fmt = amount_format(f)
        label, choices = setting_label(f.kind, name), rules_for(f.kind).SETTING_CHOICES.get(name)
        changed = name in f.changes() and value != default
        default_text = (setup_for(f.kind).default_text(name, current) if default is None else None) or \
            shown_value(default, fmt, choices or [])
        said = gettext("default: {default_text}").format(default_text=default_text) if labelled_by_help(f.kind, name) \
            else gettext("{help_text} · default: {default_text}").format(help_text=help_text, default_text=default_text)
        meta = body(said + (gettext(" · changed") if changed else ""), key=f"help-{name}", size=theme.SMALL)
        if isinstance(default, bool):
            control: ft.Control = ft.Switch(key=f"setting-{name}", label=label, value=bool(value),
                                            on_change=lambda e: self.set_setting(name, bool(e.control.value)))
        elif choices:
            control = ft.Column([body(label, weight=ft.FontWeight.W_600),
                                 choice_buttons(choices, value, f"setting-{name}",
                                                lambda v: self.set_setting(name, v))], spacing=4, tight=True)
            if name in setup_for(f.kind).TYPED:  # the usual values as buttons, any other the record accepts typed
                control.controls.append(self.typed_field(name, gettext("Another value"), current))
        else:
            control = self.typed_field(name, label, current)
        parts: list[ft.Control] = [control, meta]
        if changed:
            parts.append(ft.TextButton(content=gettext("Back to the default"), key=f"reset-{name}",
                                       on_click=lambda e: self.reset_setting(name)))
        return ft.Column(parts, spacing=2, tight=True, key=f"row-{name}")

    def typed_field(self, name: str, label: str, current: Mapping[str, JsonValue]) -> ft.TextField:
        """A setting typed as text (a number unless the game's ``TYPED`` says how it reads)."""
        f = self.form
        typed = setup_for(f.kind).TYPED.get(name, TypedSetting(parse_number))
        return ft.TextField(
            key=f"setting-{name}", label=label, value=text_of(current.get(name), amount_format(f)),
            hint_text=setup_for(f.kind).default_text(name, current),
            keyboard_type=ft.KeyboardType.TEXT if typed.words else ft.KeyboardType.NUMBER,
            on_change=lambda e: self.set_setting(name, typed.parse(e.control.value or ""), refresh=False),
            on_blur=lambda e: self.refresh(), on_submit=lambda e: self.refresh())

    def target_section(self) -> ft.Control | None:
        f = self.form
        defaults, current = defaults_for(f.kind, player_count(f)), shown_settings(f)
        if TARGET not in defaults:
            return None
        help_text = rules_for(f.kind).SETTING_HELP[TARGET]
        return card(heading(gettext("Target"), size=20), self.setting_control(TARGET, defaults, current, help_text),
                    key="target-section")

    def house_rules_section(self) -> ft.Control:
        f = self.form
        rules, setup = rules_for(f.kind), setup_for(f.kind)
        defaults, current = defaults_for(f.kind, player_count(f)), shown_settings(f)
        skip = {TARGET, *setup.OWN_SETTINGS, *setup.hidden(current)}
        names = [n for n in rules.SETTING_HELP if n not in skip and n in defaults]
        changed = [n for n in names if n in f.changes() and current.get(n) != defaults.get(n)]
        summary = gettext("all as in the rules") if not changed else gettext("{count} changed: ").format(
            count=len(changed)) + ", ".join(
            setting_label(f.kind, n) for n in changed)
        toggle = big_button((gettext("Hide house rules") if f.rules_open else gettext("House rules")) + f" ({summary})",
                            "house-rules", lambda e: self.toggle_rules(), filled=False)
        toggle.icon = ft.Icons.EXPAND_LESS if f.rules_open else ft.Icons.EXPAND_MORE
        controls: list[ft.Control] = [toggle]
        if f.rules_open:
            controls += [self.setting_control(n, defaults, current, rules.SETTING_HELP[n]) for n in names]
        return card(*controls, key="house-rules-section")

    def dealer_section(self) -> ft.Control:
        """Built once: a tap on a dealer changes the buttons' look and the two lines below them."""
        return card(heading(gettext("First dealer"), size=20),
                    body(gettext("Tap who deals first, or draw at random"), size=theme.SMALL),
                    self.dealer_grid,
                    big_button(gettext("Draw at random"), "dealer-random", lambda e: self.draw_dealer(), filled=False),
                    self.dealer_line, self.dealer_notice, key="dealer-section")

    def fill_dealer(self) -> None:
        f = self.form
        seats, dealer = f.seats, f.dealer
        if [name for name, _ in self.dealer_buttons] != seats:  # a seat taken or left: a button for a new name
            # The same button for a name still seated: a new one under the same key would be diffed as frozen
            # (Flet 1.0.5), and could not change its look in place.
            kept: dict[str, ft.OutlinedButton | None] = dict(self.dealer_buttons)
            self.dealer_buttons = [(p, kept.pop(p, None) or dealer_button(p, tapped(self.set_dealer, p), p == dealer))
                                   for p in seats]
            self.dealer_grid.controls = [button for _, button in self.dealer_buttons]
        for name, button in self.dealer_buttons:
            show_chosen(button, name == dealer)
        self.dealer_grid.visible = bool(seats)
        shows_line = bool(dealer and dealer in seats and len(seats) >= 2)
        self.dealer_line.value = ""
        if shows_line and dealer is not None:
            first = left_of(seats, dealer)
            own = getattr(setup_for(f.kind), "dealer_line", None)  # a game whose turn goes another way says it
            line = own(dealer, seats, shown_settings(f)) if own is not None else None
            self.dealer_line.value = line or gettext("{dealer} deals; {first}, on the dealer's left, {first_to_act}").format(
                dealer=dealer, first=first, first_to_act=gettext(setup_for(f.kind).FIRST_TO_ACT))
        self.dealer_notice.value = f.notice or ""
        for i, mark in enumerate(self.dealer_marks):
            mark.visible = i < len(seats) and seats[i] == dealer

