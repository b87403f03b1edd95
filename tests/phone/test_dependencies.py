"""A phone build installs exactly what the phone runs; the desktop and --web keep everything.

Every marker in pyproject's dependencies, and in the metadata of every distribution they pull in,
is evaluated under each environment a phone build's pip sees (Android from Linux, macOS or Windows;
iOS from macOS; each Python the build can bundle).  A desktop-only distribution anywhere in that
closure would make `flet build` fail while installing, before any APK or IPA exists.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from packaging.requirements import Requirement

from .requirements import (
    DESKTOP_ONLY, LINUX, MAC_ARM, WINDOWS, closure, desktop_environment, marker_environment, phone_environments,
    top_level,
)

#: What the phone runs: the app's six requirements and what flet itself needs (all pure Python but msgpack,
#: which Flet's own mobile package index builds for Android and iOS).
PHONE_SET = {
    "flet", "flet-charts", "tinydb", "segno", "babel", "openskill",
    "httpx", "httpcore", "h11", "anyio", "idna", "certifi", "typing-extensions", "oauthlib", "repath", "six",
    "msgpack",
}

PHONE_ENVIRONMENTS = phone_environments()


@pytest.mark.parametrize("description,env", PHONE_ENVIRONMENTS, ids=[d for d, _ in PHONE_ENVIRONMENTS])
def test_a_phone_build_installs_no_desktop_only_distribution(description: str, env: dict[str, str]) -> None:
    found = closure(top_level(env), env)
    desktop_only = {name: found.why[name] for name in found.names & DESKTOP_ONLY}
    assert desktop_only == {}, f"{description} would install desktop-only distributions: {desktop_only}"
    assert found.unresolved == [], f"not installed here, so not checked: {found.unresolved}"
    assert found.names == PHONE_SET


def test_the_phone_builds_cover_android_from_three_systems_and_ios_from_macos() -> None:
    seen = {(env["platform_system"], env["sys_platform"], env["python_version"]) for _, env in PHONE_ENVIRONMENTS}
    assert len(PHONE_ENVIRONMENTS) == 18
    assert ("Android", "linux", "3.13") in seen and ("Android", "win32", "3.14") in seen
    assert ("iOS", "darwin", "3.12") in seen
    assert {system for system, _, _ in seen} == {"Android", "iOS"}


def test_the_desktop_and_web_install_keeps_the_window_the_web_server_and_the_flet_command() -> None:
    env = desktop_environment()
    found = closure(top_level(env), env)
    assert {"flet-desktop", "flet-web", "flet-cli"} <= found.names  # (the phone test venv cannot walk past them)
    assert found.why["flet-web"] == "scorekeeper -> flet -> flet-web"
    assert PHONE_SET <= found.names


def test_a_sys_platform_marker_would_not_keep_the_desktop_packages_out_of_a_phone_build(tmp_path: Path) -> None:
    """Why the markers ask platform_system: a phone build's pip reports the build machine's sys_platform."""
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[project]\nname = "x"\ndependencies = ["flet==1.0.5", '
                         '"flet[all]==1.0.5; sys_platform != \'android\' and sys_platform != \'ios\'"]\n')
    for machine, system in ((LINUX, "Android"), (MAC_ARM, "iOS"), (WINDOWS, "Android")):
        env = marker_environment(machine, system, "3.13")
        kept = [str(r) for r in top_level(env, pyproject)]
        assert kept == ["flet==1.0.5", 'flet[all]==1.0.5; sys_platform != "android" and sys_platform != "ios"']


def test_pyproject_names_flet_all_only_for_desktop_systems() -> None:
    desktop_only_lines = [r for r in top_level(desktop_environment()) if r.marker is not None]
    assert desktop_only_lines == [Requirement(
        "flet[all]==1.0.5; platform_system != 'Android' and platform_system != 'iOS'")]


def test_flet_build_reads_the_apps_name_entry_point_permissions_and_these_requirement_strings() -> None:
    """Read through flet-cli's own pyproject reader (desktop/development only: skipped in the phone venv)."""
    pyproject_toml = pytest.importorskip("flet_cli.utils.pyproject_toml")
    project_dependencies = pytest.importorskip("flet_cli.utils.project_dependencies")
    root = Path(__file__).resolve().parents[2]
    get_pyproject = pyproject_toml.load_pyproject_toml(root)
    handed_to_pip = project_dependencies.get_project_dependencies(get_pyproject("project.dependencies"))
    assert handed_to_pip == ['Babel <3, >=2.14', 'flet-charts==1.0.5', 'flet==1.0.5',
                             'flet[all]==1.0.5; platform_system != "Android" and platform_system != "iOS"',
                             'httpx <1, >=0.27', 'openskill <7, >=6.2', 'segno <2, >=1.5', 'tinydb <5, >=4.8']
    assert (get_pyproject("tool.flet.product"), get_pyproject("tool.flet.app.module")) == ("Scorekeeper", "main")
    assert (root / "main.py").exists() and (root / "assets" / "icon.png").exists()
    assert get_pyproject("tool.flet.android.permission") == {"android.permission.INTERNET": True}
    assert "Wi-Fi" in get_pyproject("tool.flet.ios.info")["NSLocalNetworkUsageDescription"]
