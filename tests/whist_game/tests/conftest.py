"""Whist's own test setup, as a pip-installed plug-in's is: the kit's ``make_ui`` fixture, nothing more."""

from __future__ import annotations

from scorekeeper.testing.plugin import make_ui

__all__ = ["make_ui"]
