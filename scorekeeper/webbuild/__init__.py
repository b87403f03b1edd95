"""``scorekeeper build-web DIR``: the app as a static site (``site.py``), from pinned downloads (``fetch.py``)."""

from .fetch import BuildError
from .site import BuiltSite, build_site

__all__ = ["BuildError", "BuiltSite", "build_site"]
