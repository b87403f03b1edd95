"""Entry point for `flet build apk|ipa|web` and `flet run`: the same app as `scorekeeper`.

A packaged app keeps its data in FLET_APP_STORAGE_DATA (the store looks there first).
"""

import flet as ft

from scorekeeper.ui.app import main

if __name__ == "__main__":
    ft.run(main)
