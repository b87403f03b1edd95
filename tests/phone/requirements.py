"""What a phone build installs: pyproject's dependencies under the markers a phone build's pip sees.

`flet build apk|ipa` hands ``[project].dependencies`` unchanged to serious_python, which runs the
build machine's pip with a ``sitecustomize`` that makes ``platform.system()`` answer "Android" or
"iOS" (and the wheel tag the phone's); everything else pip reads for a marker is the build
machine's own: ``sys_platform`` "linux", "darwin" or "win32", its ``platform_machine``, and the
Python the build bundles.  So a marker must ask ``platform_system``: ``sys_platform`` cannot tell a
phone build from a desktop install on the same machine.

Used by ``test_dependencies.py`` and by ``.ci/run`` (``python -m tests.phone.requirements
--check-installed``: the phone test environment holds none of the desktop-only distributions);
``python -m tests.phone.requirements`` lists what a phone build installs and why.
Needs only ``packaging`` and the installed distributions' metadata.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = ROOT / "pyproject.toml"

#: The Python lines flet 1.0.5's build can bundle (serious_python's table). README's build commands
#: pin 3.13, the one .ci/run tests the phone set on; without the pin flet picks the newest (3.14).
PHONE_PYTHONS = ("3.12", "3.13", "3.14")
BUILT_WITH = "3.13"

#: Distributions only the desktop window, the --web server or the `flet` command use; none of them
#: has an Android or iOS wheel (or any reason to be on a phone).
DESKTOP_ONLY = frozenset({
    "flet-desktop", "flet-web", "flet-cli", "flet-platform-assets", "uvicorn", "watchdog", "httptools",
    "uvloop", "watchfiles", "websockets", "fastapi", "starlette", "pydantic", "pydantic-core",
    "cookiecutter", "rich", "qrcode",
})

Environment = dict[str, str]


@dataclass(frozen=True)
class BuildMachine:
    """The machine a build runs on: what its pip reports for every marker but platform_system."""

    name: str
    sys_platform: str
    os_name: str
    platform_machine: str
    platform_release: str
    platform_version: str


LINUX = BuildMachine("Linux x86_64", "linux", "posix", "x86_64", "6.1.0", "#1 SMP Debian")
MAC_ARM = BuildMachine("macOS arm64", "darwin", "posix", "arm64", "24.0.0", "Darwin Kernel Version 24.0.0")
MAC_INTEL = BuildMachine("macOS x86_64", "darwin", "posix", "x86_64", "24.0.0", "Darwin Kernel Version 24.0.0")
WINDOWS = BuildMachine("Windows AMD64", "win32", "nt", "AMD64", "10", "10.0.19045")

#: `flet build apk` runs on Linux, macOS and Windows; `flet build ipa` on macOS only.
BUILD_MACHINES = {"Android": (LINUX, MAC_ARM, MAC_INTEL, WINDOWS), "iOS": (MAC_ARM, MAC_INTEL)}


def marker_environment(machine: BuildMachine, platform_system: str, python: str) -> Environment:
    """The marker values pip sees on ``machine`` when it installs for ``platform_system``."""
    return {
        "implementation_name": "cpython",
        "implementation_version": f"{python}.0",
        "os_name": machine.os_name,
        "platform_machine": machine.platform_machine,
        "platform_python_implementation": "CPython",
        "platform_release": machine.platform_release,
        "platform_system": platform_system,
        # serious_python appends ";embedded" to a phone build's platform.version()
        "platform_version": machine.platform_version + (";embedded" if platform_system in BUILD_MACHINES else ""),
        "python_full_version": f"{python}.0",
        "python_version": python,
        "sys_platform": machine.sys_platform,
    }


def phone_environments() -> list[tuple[str, Environment]]:
    """Every (description, environment) a phone build of this app can install under."""
    return [(f"{system} from {machine.name}, Python {python}", marker_environment(machine, system, python))
            for system, machines in BUILD_MACHINES.items() for machine in machines for python in PHONE_PYTHONS]


def desktop_environment() -> Environment:
    """A desktop install (``pip install -e .`` on Linux): it must keep the window and the web server."""
    machine = LINUX
    return {**marker_environment(machine, "Linux", "3.11"), "platform_version": machine.platform_version}


def project_dependencies(pyproject: Path = PYPROJECT) -> list[Requirement]:
    """``[project].dependencies`` as flet build hands them to serious_python (normalised strings)."""
    with pyproject.open("rb") as fh:
        return [Requirement(line) for line in tomllib.load(fh)["project"]["dependencies"]]


def applies(requirement: Requirement, env: Environment, extra: str = "") -> bool:
    """Whether pip installs ``requirement`` under ``env`` (while installing ``extra`` of its parent)."""
    return requirement.marker is None or requirement.marker.evaluate({**env, "extra": extra})


def top_level(env: Environment, pyproject: Path = PYPROJECT) -> list[Requirement]:
    """The project's own requirements that hold under ``env``."""
    return [r for r in project_dependencies(pyproject) if applies(r, env)]


@dataclass
class Closure:
    """Every distribution an install pulls in, with the chain that brought each one."""

    why: dict[str, str] = field(default_factory=dict)  # distribution -> "scorekeeper -> flet -> httpx"
    unresolved: list[str] = field(default_factory=list)  # required, but not installed here to read

    @property
    def names(self) -> set[str]:
        return set(self.why)


def closure(roots: list[Requirement], env: Environment) -> Closure:
    """Walk the installed distributions' metadata from ``roots``, evaluating every marker under ``env``."""
    found = Closure()
    queue: list[tuple[Requirement, str]] = [(r, "scorekeeper") for r in roots]
    seen_extras: set[tuple[str, str]] = set()
    while queue:
        requirement, parent = queue.pop(0)
        name = canonicalize_name(requirement.name)
        extras = sorted(requirement.extras) or [""]
        new_extras = [e for e in extras if (name, e) not in seen_extras]
        if not new_extras:
            continue
        seen_extras.update((name, e) for e in new_extras)
        chain = found.why.setdefault(name, f"{parent} -> {name}")
        try:
            lines = importlib.metadata.requires(name) or []
        except importlib.metadata.PackageNotFoundError:
            if name not in found.unresolved:
                found.unresolved.append(name)
            continue
        for line in lines:
            dependency = Requirement(line)
            if any(applies(dependency, env, extra) for extra in new_extras):
                queue.append((dependency, chain))
    return found


def installed_desktop_only() -> list[str]:
    """Desktop-only distributions installed in the running environment (a phone's must have none)."""
    installed = {canonicalize_name(d.metadata["Name"]) for d in importlib.metadata.distributions()}
    return sorted(installed & DESKTOP_ONLY)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check-installed", action="store_true",
                        help="exit 1 if this environment holds a desktop-only distribution")
    args = parser.parse_args(argv)
    if args.check_installed:
        bad = installed_desktop_only()
        if bad:
            print(f"desktop-only distributions in the phone environment: {', '.join(bad)}", file=sys.stderr)
            return 1
        print("the phone environment holds no desktop-only distribution")
        return 0
    env = marker_environment(LINUX, "Android", BUILT_WITH)
    found = closure(top_level(env), env)
    print(f"`flet build apk --python-version {BUILT_WITH}` on {LINUX.name} installs:")
    for name in sorted(found.names):
        print(f"  {name:<18} {found.why[name]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
