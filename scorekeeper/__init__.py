"""Scorekeeper: keeps score for card games played with a real deck at a real table."""

__version__ = "0.1.0"
