"""Fixtures for in-process UI tests (see tests/HARNESS.md): the test kit's, as a plug-in's tests use them."""

from scorekeeper.testing.plugin import make_ui

__all__ = ["make_ui"]
