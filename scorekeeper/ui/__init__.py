"""The Flet app: a thin shell that asks the rules core everything and tells the store.

One module per screen; ``state.TableSession`` holds the open game and is the only
place that pushes events (rules first, then the store), returning an outcome the screen renders.
"""
