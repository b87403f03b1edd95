"""Everything the web app is built from, pinned: the same pins build the same site, byte for byte.

Pyodide comes from npm (the runtime flet-web 1.0.5 was made for); the Python packages from PyPI, as
wheels for Pyodide's platform, each checked against its hash. Raise a pin here, build, and run
tests/browser/test_web_app.py before shipping it.
"""

from __future__ import annotations

PYODIDE_VERSION = "314.0.7"
# npm's own integrity of the package tarball (``npm view pyodide@314.0.7 dist.integrity``)
PYODIDE_INTEGRITY = "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A=="
# the runtime files a page needs (the rest of the npm package is for Node and for developers)
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json", "package.json")

# Pyodide 314's platform tag, Python and ABI: what ``pip download`` asks PyPI for.
WHEEL_PLATFORM = "pyemscripten_2026_0_wasm32"
WHEEL_PYTHON = "3.14"
WHEEL_ABI = "cp314"

# [project].dependencies as they run in the browser, with everything they bring, pinned (name, version,
# sha256 of the wheel). flet[all]'s desktop and server parts are left out: a browser runs none of them; so
# is oauthlib (flet imports it only inside page.login, which the app never calls: 540 KB of first load).
WHEELS: tuple[tuple[str, str, str], ...] = (
    ("anyio", "4.16.0", "c66ae634e0b8228396b801741beb3294326d4b6102f7bba4041c0dfb58c29026"),
    ("babel", "2.19.0", "6d49734aed1d595b2c065d012174df8c83964692f26fc461702281634dd7555b"),
    ("certifi", "2026.10.19.post1", "1324c476b4811eff41a8bc2122cd0bbd4d9c7234c725446d99ab1612b3a7fdd2"),
    ("flet", "1.0.5", "1bfde51f557af24cafce8092afdaf80fb778ec9d03fdf343ca46b5f0a7af2bbf"),
    ("flet-charts", "1.0.5", "b222e2992b5be47f25155968d8241dc3f5ab7434e0153fb6dcd4df7b9f6eaf7b"),
    ("h11", "0.16.0", "63cf8bbe7522de3bf65932fda1d9c2772064ffb3dae62d55932da54b31cb6c86"),
    ("httpcore", "1.0.9", "2d400746a40668fc9dec9810239072b40b4484b640a8c38fd654a024c7a1bf55"),
    ("httpx", "0.29.0", "6734dcf742ced6e8018e45d3f9f7728975b6b3e1085a24f3e2c056069d858bd1"),
    ("idna", "3.21", "387ab0bbea1ee7a196ea5b24eb007bad0242cc3127fe96713939942bc9e720d7"),
    ("msgpack", "1.2.4", "06a0657a4110d563255006b7cb7147432f67827144e429c2cdb1c967548d1817"),
    ("openskill", "6.2.0", "7c9cf8447181a5402793afe9230058ae1091ceb7fc0364b9ab3eb51e9eac1ac9"),  # the season's ratings
    ("repath", "0.9.0", "ee079d6c91faeb843274d22d8f786094ee01316ecfe293a1eb6546312bb6a318"),
    ("segno", "1.6.6", "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7"),
    ("six", "1.17.0", "4721f391ed90541fddacab5acf947aa0d3dc7d27b2e1e8eda2be8970586c3274"),
    ("tinydb", "4.9.0", "111f1f680978a1b7c534d698dd1d76739ff31c74c27fd26a111140b51d8b35d6"),
    ("typing-extensions", "4.16.0", "481caa481374e813c1b176ada14e97f1f67a4539ce9cfeb3f350d78d6370c2e8"),
)

# Babel's CLDR data: the root, and the app's languages with their territories (en, en_IN, hi_IN, bn_BD...).
CLDR_LANGUAGES = ("root", "en", "hi", "bn")
