"""Tiny demo app used to prove the UI and browser harnesses.

A counter with a labelled button, a TextField, a Dropdown, a dialog, a
second route (page.views) and a client-method call (clipboard).
"""

import flet as ft


def main(page: ft.Page):
    page.title = "Harness demo"
    state = {"count": 0}

    count = ft.Text("Count: 0", key="count")
    greeting = ft.Text("", key="greeting")
    submitted = ft.Text("", key="submitted")
    colour = ft.Text("Colour: none", key="colour")
    dialog_result = ft.Text("", key="dialog_result")
    clip = ft.Text("", key="clip")

    def increment(e):
        state["count"] += 1
        count.value = f"Count: {state['count']}"

    def name_changed(e):
        greeting.value = f"Hello, {e.control.value}!"

    def name_submitted(e):
        submitted.value = f"Submitted: {e.control.value}"

    def colour_selected(e):
        colour.value = f"Colour: {e.control.value}"

    def close_dialog(answer):
        def handler(e):
            dialog_result.value = f"Answer: {answer}"
            page.pop_dialog()
            page.update()  # pop_dialog() called update(): auto-update is off now

        return handler

    dialog = ft.AlertDialog(
        key="dialog",
        modal=True,
        title=ft.Text("Reset the counter?"),
        content=ft.Text("This cannot be undone.", key="dialog_body"),
        actions=[
            ft.TextButton("Yes", key="dialog_yes", on_click=close_dialog("yes")),
            ft.TextButton("No", key="dialog_no", on_click=close_dialog("no")),
        ],
    )

    def open_dialog(e):
        page.show_dialog(dialog)

    async def copy(e):
        await ft.Clipboard().set(count.value)
        clip.value = f"Clipboard: {await ft.Clipboard().get()}"

    def crash(e):
        raise ValueError("boom from the demo")

    def build_views():
        page.views.clear()
        page.views.append(
            ft.View(
                route="/",
                controls=[
                    ft.AppBar(title=ft.Text("Demo")),
                    count,
                    ft.Button("Increment", key="inc", on_click=increment),
                    ft.IconButton(
                        ft.Icons.ADD, key="inc_icon", tooltip="Add one", on_click=increment
                    ),
                    ft.TextField(
                        key="name",
                        label="Your name",
                        on_change=name_changed,
                        on_submit=name_submitted,
                    ),
                    greeting,
                    submitted,
                    ft.Dropdown(
                        key="colour_dd",
                        label="Colour",
                        options=[
                            ft.DropdownOption(key="red", text="Red"),
                            ft.DropdownOption(key="green", text="Green"),
                        ],
                        on_select=colour_selected,
                    ),
                    colour,
                    ft.Button("Reset…", key="open_dialog", on_click=open_dialog),
                    dialog_result,
                    ft.Button("Copy", key="copy", on_click=copy),
                    clip,
                    ft.Button("Disabled", key="disabled", disabled=True),
                    ft.Button("Crash", key="crash", on_click=crash),
                    ft.Button(
                        "Settings", key="to_settings", on_click=lambda e: page.navigate("/settings")
                    ),
                ],
            )
        )
        if page.route == "/settings":
            page.views.append(
                ft.View(
                    route="/settings",
                    controls=[
                        ft.AppBar(title=ft.Text("Settings")),
                        ft.Text("Settings page", key="settings_title"),
                    ],
                )
            )
        page.update()

    def view_pop(e):
        page.views.pop()
        page.navigate(page.views[-1].route)

    page.on_route_change = build_views
    page.on_view_pop = view_pop
    build_views()


if __name__ == "__main__":
    ft.run(main)
