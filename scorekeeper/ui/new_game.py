"""New game: the game, who plays, where they sit, who deals first, and the house rules.

Everything entered is kept in ``app.state.ui["new_game"]`` so a re-render (every
tap re-renders) keeps it.  Nothing here decides what the rules allow: the list of
player counts and partnership modes comes from the core (``TABLES``), each
setting's default and meaning from ``resolve_settings`` / ``SETTING_HELP``, and
the setup is checked by ``Game.new`` — its refusal is shown word for word.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

import flet as ft

from scorekeeper.rules import GAMES, Game, RuleError
from scorekeeper.rules import make_a_million as mam
from scorekeeper.rules.seating import alternate_side, left_of

from . import theme
from .widgets import big_button, body, card, error_banner, grid, heading

MILLION, EXACT, TWENTY_NINE = "make-a-million", "exact-bid", "twenty-nine"
KIND_ORDER = [MILLION, EXACT, TWENTY_NINE]

# How many players each game offers: from the core's own tables.
PLAYER_COUNTS: dict[str, list[int]] = {
    MILLION: sorted(mam.TABLES),
    EXACT: list(range(2, 9)),
    TWENTY_NINE: [4],
}
DEFAULT_COUNT = {MILLION: 4, EXACT: 4, TWENTY_NINE: 4}

# Settings shown in their own section, not among the house rules.
MAIN_SETTINGS = ("edition", "partnership", "target")

# Labels for settings that are a choice between a few words (the core checks the value).
CHOICES: dict[str, list[tuple[Any, str]]] = {
    "all_pass": [("redeal", "Redeal"), ("dealer_takes", "Dealer must bid")],
    "tie": [("play_on", "Play another hand"), ("bidder", "Bidder's side wins")],
}
LABELS = {
    "target": "Target", "opening_bid": "Opening bid", "bid_step": "Bid step", "bid_unit": "Bid unit",
    "max_bid": "Highest bid", "all_pass": "Everyone passes", "tie": "Tie at the target",
    "no_trump": "No trump allowed", "bull_bear_any_time": "Bull and Bear any time",
    "trump_not_led_until_played": "Trump not led until played", "misdeal": "Misdeal allowed",
    "colors": "Color names", "indian_grouping": "Indian digit grouping",
    "min_bid": "Lowest bid", "last_trick_point": "Last trick point", "double_from": "Double from bid",
    "start_cards": "Cards in the first deal",
}


# -- the remembered form -------------------------------------------------------------
def form(app: Any) -> dict[str, Any]:
    f = app.state.ui.get("new_game")
    if f is None:
        f = {"kind": MILLION, "count": DEFAULT_COUNT[MILLION], "seats": [], "dealer": None,
             "settings": {k: {} for k in KIND_ORDER}, "typed": "", "name": "", "error": None,
             "notice": None, "rules_open": False,
             # the settings screen's default for rupee games (lakhs: ₹1,75,000)
             "indian_default": bool((getattr(app, "preferences", None) or {}).get("indian_grouping"))}
        app.state.ui["new_game"] = f
    return f


def player_count(f: Mapping[str, Any]) -> int:
    return max(f["count"], len(f["seats"]))


def placeholder_players(kind: str, n: int) -> list[str]:
    """Seat names for asking the core about defaults (a valid table size if ``n`` is not)."""
    if n not in PLAYER_COUNTS[kind]:
        n = DEFAULT_COUNT[kind]
    return [f"Seat {i + 1}" for i in range(n)]


def defaults_for(kind: str, n: int) -> dict[str, Any]:
    """The core's defaults for this game at this table size."""
    return dict(GAMES[kind].resolve_settings(placeholder_players(kind, n), {}))


def chosen_settings(f: Mapping[str, Any]) -> dict[str, Any]:
    """Only what the table changed from the defaults (the core fills in the rest)."""
    kind = f["kind"]
    given = dict(f["settings"][kind])
    if kind == MILLION:
        n = player_count(f)
        modes = mam.TABLES.get(n, (None, None, ()))[2]
        if given.get("partnership") not in modes:
            given.pop("partnership", None)
        if given.get("edition") == "inr" and "indian_grouping" not in given and f.get("indian_default"):
            given["indian_grouping"] = True
    return given


def shown_settings(f: Mapping[str, Any]) -> dict[str, Any]:
    """Defaults overlaid with the changes: what each control shows."""
    return {**defaults_for(f["kind"], player_count(f)), **chosen_settings(f)}


def amount_format(f: Mapping[str, Any]) -> Any:
    settings = shown_settings(f)
    try:
        return GAMES[f["kind"]].format_amount(settings)
    except Exception:
        return lambda v: f"{v:,}" if isinstance(v, int) else str(v)


# -- changes (each re-renders) -------------------------------------------------------
def update(app: Any, **changes: Any) -> None:
    f = form(app)
    f.update(changes)
    if "error" not in changes:
        f["error"] = None
    app.render()


def set_kind(app: Any, kind: str) -> None:
    f = form(app)
    if f["count"] not in PLAYER_COUNTS[kind]:
        f["count"] = DEFAULT_COUNT[kind]
    update(app, kind=kind, notice=None)


def set_count(app: Any, n: int) -> None:
    f = form(app)
    if len(f["seats"]) > n:
        update(app, error=f"{len(f['seats'])} players are seated: remove {len(f['seats']) - n} "
                          f"(✕ beside a name) to play with {n}")
        return
    update(app, count=n)


def add_name(app: Any, name: str) -> None:
    f = form(app)
    name = name.strip()
    if not name:
        update(app, error="Type a name first, then Add")
        return
    f["seats"].append(name)
    f["count"] = max(f["count"], len(f["seats"]))
    update(app, typed="", notice=None)


def move(app: Any, i: int, step: int) -> None:
    seats = form(app)["seats"]
    j = i + step
    if 0 <= i < len(seats) and 0 <= j < len(seats):
        seats[i], seats[j] = seats[j], seats[i]
    update(app)


def remove(app: Any, i: int) -> None:
    f = form(app)
    gone = f["seats"].pop(i)
    if f["dealer"] == gone:
        f["dealer"] = None
    update(app)


def draw_dealer(app: Any) -> None:
    f = form(app)
    if not f["seats"]:
        update(app, error="Seat the players first, then draw the dealer")
        return
    dealer = random.choice(f["seats"])
    update(app, dealer=dealer, notice=f"Drawn at random: {dealer} deals first")


def set_setting(app: Any, name: str, value: Any, *, render: bool = True) -> None:
    f = form(app)
    f["settings"][f["kind"]][name] = value
    f["error"] = None
    if render:
        app.render()


def reset_setting(app: Any, name: str) -> None:
    f = form(app)
    f["settings"][f["kind"]].pop(name, None)
    update(app)


def parse_number(text: str) -> Any:
    """``1,000,000`` / ``$175,000`` / ``16`` → int; anything else is passed on for the core to refuse."""
    cleaned = "".join(ch for ch in text if ch not in ",  _$₹")
    if cleaned.lstrip("-").isdigit():
        return int(cleaned)
    return text


def parse_optional_number(text: str) -> Any:
    return None if not text.strip() else parse_number(text)


def parse_colors(text: str) -> Any:
    if not text.strip():
        return None
    return [c.strip() for c in text.split(",")]


def start(app: Any) -> None:
    f = form(app)
    seats = list(f["seats"])
    n = player_count(f)
    if not seats:
        update(app, error="Seat the players first: tap a known player or type a new name")
        return
    if len(seats) < n:
        update(app, error=f"Seat {len(seats) + 1} of {n} is empty: tap a known player or type a name")
        return
    if not f["dealer"]:
        update(app, error="Choose who deals first: tap a player, or draw at random")
        return
    try:
        game = Game.new(f["kind"], seats, f["dealer"], chosen_settings(f))
    except RuleError as err:
        update(app, error=err.text(amount_format(f)))
        return
    store = app.store
    try:
        # A typed name that is exactly a registered player's name is that player.
        player_ids = [store.player_for_name(name, create=True).id for name in seats]
        game_id = app.state.start_game(game, player_ids=player_ids, name=(f["name"].strip() or None))
    except Exception as err:  # the store refused (e.g. a name it cannot keep): say so, keep the form
        update(app, error=f"The game could not be saved: {err}")
        return
    app.keep_awake(True)
    app.go(f"/game/{game_id}")


# -- sections --------------------------------------------------------------------------
def choice_button(label: str, key: str, on_click: Any, chosen: bool, tooltip: str | None = None) -> ft.Control:
    """A big button; the chosen one is filled and carries a check mark (an icon: fonts may lack ✓)."""
    button = big_button(label, key, on_click, filled=chosen, tooltip=tooltip)
    if chosen:
        button.icon = ft.Icons.CHECK
    return button


def choice_buttons(options: list[tuple[Any, str]], current: Any, key_prefix: str, on_pick: Any,
                   tooltips: Mapping[Any, str] | None = None) -> ft.Row:
    buttons = []
    for value, label in options:
        chosen = value == current
        buttons.append(choice_button(label, f"{key_prefix}-{value}", lambda e, v=value: on_pick(v), chosen,
                                     tooltip=(tooltips or {}).get(value)))
    return grid(buttons)


def game_section(app: Any, f: Mapping[str, Any]) -> ft.Control:
    options = [(k, GAMES[k].TITLE) for k in KIND_ORDER]
    return card(heading("Game", size=20),
                choice_buttons(options, f["kind"], "kind", lambda k: set_kind(app, k)),
                key="game-section")


def players_section(app: Any, f: Mapping[str, Any]) -> ft.Control:
    kind, seats, n = f["kind"], f["seats"], player_count(f)
    counts = PLAYER_COUNTS[kind]
    count_row = choice_buttons([(c, str(c)) for c in counts], f["count"], "count", lambda c: set_count(app, c))
    known = [p for p in app.store.list_players() if p.name not in seats]
    pick = [ft.OutlinedButton(content=f"+ {p.name}", key=f"pick-{p.name}", height=48,
                              tooltip=f"Seat {p.name}", on_click=lambda e, nm=p.name: add_name(app, nm))
            for p in known]
    typed = ft.TextField(key="new-name", label="New player's name", value=f["typed"], expand=True,
                         capitalization=ft.TextCapitalization.WORDS,
                         on_change=lambda e: f.__setitem__("typed", e.control.value or ""),
                         on_submit=lambda e: add_name(app, e.control.value or f["typed"]))
    add = big_button("Add", "add-name", lambda e: add_name(app, typed.value or f["typed"]))
    rows: list[ft.Control] = []
    for i in range(n):
        if i < len(seats):
            name = seats[i]
            label = [ft.Text(f"{i + 1}. {name}", key=f"seat-{i + 1}", size=theme.BODY, weight=ft.FontWeight.W_600)]
            if name == f["dealer"]:
                label.append(ft.Text("deals first", key="seat-dealer-mark", size=theme.SMALL, italic=True))
            rows.append(ft.Row([
                ft.Row(label, expand=True, wrap=True, spacing=6),
                ft.IconButton(ft.Icons.ARROW_UPWARD, key=f"seat-up-{i + 1}", tooltip=f"Move {name} up",
                              disabled=i == 0, on_click=lambda e, i=i: move(app, i, -1)),
                ft.IconButton(ft.Icons.ARROW_DOWNWARD, key=f"seat-down-{i + 1}", tooltip=f"Move {name} down",
                              disabled=i == len(seats) - 1, on_click=lambda e, i=i: move(app, i, 1)),
                ft.IconButton(ft.Icons.CLOSE, key=f"seat-remove-{i + 1}", tooltip=f"Remove {name}",
                              on_click=lambda e, i=i: remove(app, i)),
            ], spacing=0))
        else:
            rows.append(ft.Text(f"{i + 1}. (empty seat)", key=f"seat-{i + 1}", size=theme.BODY,
                                italic=True, color=ft.Colors.with_opacity(0.6, ft.Colors.ON_SURFACE)))
    controls: list[ft.Control] = [
        heading("Players", size=20),
        body("How many play", size=theme.SMALL),
        count_row,
        body("Seating, clockwise from seat 1 (the list order is the seating)", size=theme.SMALL),
        ft.Column(rows, spacing=2, tight=True, key="seating"),
    ]
    if pick:
        controls += [body("Known players: tap to seat", size=theme.SMALL), grid(pick)]
    controls.append(ft.Row([typed, add], vertical_alignment=ft.CrossAxisAlignment.CENTER))
    return card(*controls, key="players-section")


def sides_text(seats: list[str]) -> str:
    a, b = alternate_side(seats, seats[0]), alternate_side(seats, seats[1])
    return f"Partners: {' + '.join(a)} against {' + '.join(b)}"


def partnership_section(app: Any, f: Mapping[str, Any]) -> ft.Control | None:
    kind, seats, n = f["kind"], f["seats"], player_count(f)
    if kind == TWENTY_NINE:
        lines = [body("Fixed partners sitting opposite (seats 1 + 3 against 2 + 4)", size=theme.SMALL)]
        if len(seats) == 4:
            lines.append(body(sides_text(seats), key="sides", weight=ft.FontWeight.W_600))
        return card(heading("Partners", size=20), *lines, key="partnership-section")
    if kind != MILLION:
        return None
    if n not in mam.TABLES:
        return card(heading("Partners", size=20),
                    body(f"Make-a-Million is played by {', '.join(map(str, sorted(mam.TABLES)))} players; "
                         "the partnership modes follow from that", size=theme.SMALL),
                    key="partnership-section")
    modes = mam.TABLES[n][2]
    current = shown_settings(f)["partnership"]
    rows: list[ft.Control] = [heading("Partners", size=20)]
    for mode in modes:
        chosen = mode == current
        rows.append(ft.Row([choice_button(mode.capitalize(), f"partnership-{mode}",
                                          lambda e, m=mode: set_setting(app, "partnership", m), chosen)]))
        rows.append(body(mam.PARTNERSHIP_HELP[mode], key=f"partnership-help-{mode}", size=theme.SMALL))
    if current == "fixed" and len(seats) == n and n >= 2:
        rows.append(body(sides_text(seats), key="sides", weight=ft.FontWeight.W_600))
    return card(*rows, key="partnership-section")


def edition_line(settings: Mapping[str, Any]) -> str:
    edition = mam.EDITIONS[settings["edition"]]
    cards = " · ".join(mam.card_name(settings, c) for c in ("tiger", "bull", "bear"))
    return f"{cards} · colors {', '.join(mam.colors(settings))} · amounts in {edition['currency']}"


def edition_section(app: Any, f: Mapping[str, Any]) -> ft.Control | None:
    if f["kind"] not in (MILLION, EXACT):
        return None
    settings = shown_settings(f)
    options = [("usd", "Dollar $"), ("inr", "Rupee ₹")]
    return card(heading("Edition", size=20),
                choice_buttons(options, settings["edition"], "edition", lambda v: set_setting(app, "edition", v)),
                body(edition_line(settings), key="edition-names", size=theme.SMALL),
                key="edition-section")


def shown_value(name: str, value: Any, fmt: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, int):
        return fmt(value)
    if isinstance(value, list):
        return ", ".join(map(str, value))
    for v, label in CHOICES.get(name, []):
        if v == value:
            return label
    return str(value)


def text_of(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        return ", ".join(map(str, value))
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return str(value)


def setting_control(app: Any, f: Mapping[str, Any], name: str, defaults: Mapping[str, Any],
                    current: Mapping[str, Any], help_text: str) -> ft.Control:
    """One house rule: its control, its default and its one-line meaning."""
    default, value = defaults.get(name), current.get(name)
    fmt = amount_format(f)
    label = LABELS.get(name, name.replace("_", " ").capitalize())
    changed = name in f["settings"][f["kind"]] and value != default
    if name == "colors" and default is None:
        default_text = ", ".join(mam.colors(current))
    else:
        default_text = shown_value(name, default, fmt)
    meta = body(f"{help_text} · default: {default_text}" + (" · changed" if changed else ""),
                key=f"help-{name}", size=theme.SMALL)
    if isinstance(default, bool):
        control: ft.Control = ft.Switch(key=f"setting-{name}", label=label, value=bool(value),
                                        on_change=lambda e: set_setting(app, name, bool(e.control.value)))
    elif name in CHOICES:
        control = ft.Column([body(label, weight=ft.FontWeight.W_600),
                             choice_buttons(CHOICES[name], value, f"setting-{name}",
                                            lambda v: set_setting(app, name, v))], spacing=4, tight=True)
    else:
        parse = {"colors": parse_colors, "double_from": parse_optional_number}.get(name, parse_number)
        hint = ", ".join(mam.colors(current)) if name == "colors" else None
        control = ft.TextField(
            key=f"setting-{name}", label=label, value=text_of(value), hint_text=hint,
            keyboard_type=ft.KeyboardType.TEXT if name == "colors" else ft.KeyboardType.NUMBER,
            on_change=lambda e: set_setting(app, name, parse(e.control.value or ""), render=False),
            on_blur=lambda e: app.render(), on_submit=lambda e: app.render())
    parts: list[ft.Control] = [control, meta]
    if changed:
        parts.append(ft.TextButton(content="Back to the default", key=f"reset-{name}",
                                   on_click=lambda e: reset_setting(app, name)))
    return ft.Column(parts, spacing=2, tight=True, key=f"row-{name}")


def target_section(app: Any, f: Mapping[str, Any]) -> ft.Control | None:
    defaults, current = defaults_for(f["kind"], player_count(f)), shown_settings(f)
    if "target" not in defaults:
        return None
    help_text = GAMES[f["kind"]].SETTING_HELP["target"]
    return card(heading("Target", size=20), setting_control(app, f, "target", defaults, current, help_text),
                key="target-section")


def house_rules_section(app: Any, f: Mapping[str, Any]) -> ft.Control:
    kind = f["kind"]
    rules = GAMES[kind]
    defaults, current = defaults_for(kind, player_count(f)), shown_settings(f)
    names = [n for n in rules.SETTING_HELP if n not in MAIN_SETTINGS and n in defaults]
    if kind == MILLION and current.get("edition") != "inr":
        names = [n for n in names if n != "indian_grouping"]
    changed = [n for n in names if n in f["settings"][kind] and current.get(n) != defaults.get(n)]
    summary = "all as in the rules" if not changed else f"{len(changed)} changed: " + ", ".join(
        LABELS.get(n, n) for n in changed)
    toggle = big_button(("Hide house rules" if f["rules_open"] else "House rules") + f" ({summary})",
                        "house-rules", lambda e: update(app, rules_open=not f["rules_open"]), filled=False)
    toggle.icon = ft.Icons.EXPAND_LESS if f["rules_open"] else ft.Icons.EXPAND_MORE
    controls: list[ft.Control] = [toggle]
    if f["rules_open"]:
        for n in names:
            controls.append(setting_control(app, f, n, defaults, current, rules.SETTING_HELP[n]))
    return card(*controls, key="house-rules-section")


def dealer_section(app: Any, f: Mapping[str, Any]) -> ft.Control:
    seats, dealer, kind = f["seats"], f["dealer"], f["kind"]
    buttons = [choice_button(p, f"dealer-{p}", lambda e, p=p: update(app, dealer=p, notice=None), p == dealer)
               for p in seats]
    controls: list[ft.Control] = [heading("First dealer", size=20),
                                  body("Tap who deals first, or draw at random", size=theme.SMALL)]
    if buttons:
        controls.append(grid(buttons))
    controls.append(big_button("Draw at random", "dealer-random", lambda e: draw_dealer(app), filled=False))
    if dealer and dealer in seats and len(seats) >= 2:
        first = left_of(seats, dealer)
        does = "plays first" if kind == EXACT else "calls first"
        controls.append(body(f"{dealer} deals; {first}, on the dealer's left, {does}", key="dealer-line",
                             weight=ft.FontWeight.W_600))
    if f.get("notice"):
        controls.append(body(f["notice"], key="dealer-notice", size=theme.SMALL))
    return card(*controls, key="dealer-section")


def view(app: Any) -> ft.View:
    f = form(app)
    name_field = ft.TextField(key="game-name", label="Name of the game (optional)", value=f["name"],
                              on_change=lambda e: f.__setitem__("name", e.control.value or ""))
    sections = [
        error_banner(f["error"]),
        game_section(app, f),
        players_section(app, f),
        partnership_section(app, f),
        edition_section(app, f),
        target_section(app, f),
        house_rules_section(app, f),
        dealer_section(app, f),
        name_field,
        # The refusal again beside Start, where the tap was (the top banner keeps the "error" key).
        ft.Container(content=body(f["error"], color=ft.Colors.WHITE), bgcolor=theme.ERROR, padding=12,
                     border_radius=10, key="error-bottom") if f["error"] else None,
        big_button(f"Start {GAMES[f['kind']].TITLE}", "start", lambda e: start(app)),
    ]
    controls = [c for c in sections if c is not None]
    return ft.View(
        route="/new",
        appbar=ft.AppBar(title=ft.Text("New game")),
        controls=controls, scroll=ft.ScrollMode.AUTO, padding=12, spacing=12,
        horizontal_alignment=ft.CrossAxisAlignment.STRETCH,
    )
