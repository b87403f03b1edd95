"""The games that come with Scorekeeper: each subpackage is one game, whole.

A game's package holds its rules (hand state machine, settings with their
labels and meanings), its own events, its record codec and its words; its
package module offers the interface of ``scorekeeper.rules.interface`` and is
announced under the ``scorekeeper.games`` entry points (the registry also
finds the subpackages here, for a phone build without package metadata).
docs/adding-a-game.md says how to add one.  Nothing outside a game's package
names it.
"""
