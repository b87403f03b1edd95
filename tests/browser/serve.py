"""Serve a Flet app in web mode for browser tests.

    python tests/browser/serve.py TARGET --port N [--host 127.0.0.1] [--assets DIR]

TARGET is ``path/to/file.py:main`` or ``package.module:main`` (default attr
``main``). Uses ``ft.run(main, view=ft.AppView.WEB_BROWSER, host, port,
no_cdn=True)``; the harness also sets FLET_FORCE_WEB_SERVER=1 (never open a
browser), FLET_WEB_NO_CDN=1 and FLET_WEB_RENDERER=canvaskit.
"""

import argparse
import importlib
import importlib.util
import os
import sys
from pathlib import Path


def load_main(target: str):
    spec, _, attr = target.partition(":")
    attr = attr or "main"
    if spec.endswith(".py") or os.sep in spec:
        path = Path(spec).resolve()
        sys.path.insert(0, str(path.parent))
        mod_spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(mod_spec)
        mod_spec.loader.exec_module(module)
    else:
        module = importlib.import_module(spec)
    return getattr(module, attr)


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("target")
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--assets", default=None)
    args = p.parse_args(argv)
    os.environ.setdefault("FLET_WEB_NO_CDN", "1")
    os.environ.setdefault("FLET_WEB_RENDERER", "canvaskit")
    os.environ.setdefault("FLET_FORCE_WEB_SERVER", "1")
    sys.path.insert(0, os.getcwd())

    import flet as ft

    app_main = load_main(args.target)
    kwargs = {}
    if args.assets:
        kwargs["assets_dir"] = str(Path(args.assets).resolve())
    ft.run(
        app_main,
        view=ft.AppView.WEB_BROWSER,
        host=args.host,
        port=args.port,
        no_cdn=True,
        web_renderer=ft.WebRenderer.CANVAS_KIT,
        **kwargs,
    )


if __name__ == "__main__":
    main()
