"""A month of a weekly group, as literal records: six players (Ann, Bob, Cat, Dan, Eve, Fay) meet four
Fridays in November 2026 (Paris time, +01:00) and play partnership games, per-player games and two-player
games; a Pedro game is paused on the 6th and finished on the 13th, the evening of the 13th runs past
midnight, a Sixty-six game on the 20th is left unfinished.  Built from the worked examples with the
group's names, so every total and winner is the example's own."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from tests.store.records import example_records
from tests.store.test_cli import run, write_records


def named(key: str, names: dict[str, str]) -> dict[str, Any]:
    """Worked example ``key`` with its players renamed by ``names`` (a name not in it kept)."""
    record = copy.deepcopy(example_records()[key])

    def walk(value: Any) -> Any:
        if isinstance(value, str):
            return names.get(value, value)
        if isinstance(value, list):
            return [walk(v) for v in value]
        if isinstance(value, dict):
            return {names.get(k, k): walk(v) for k, v in value.items()}
        return value

    for key_ in ("players", "dealer", "hands"):
        record[key_] = walk(record[key_])
    return record


def timed(record: dict[str, Any], started: str, ends: list[str]) -> dict[str, Any]:
    record = {**record, "started": started}
    record["hands"] = [{**hand, "ended": end} for hand, end in zip(record["hands"], ends)]
    return record


def at(day: str, hm: str) -> str:
    return f"2026-11-{day}T{hm}:00+01:00"


RECORDS = {  # file name -> record; hands' end times as the keeper's phone stored them
 # Friday 6 Nov
 "g1-euchre": timed(named("euchre-stuck-dealer-defend-alone", {}), at("06","19:00"), [at("06","19:10"), at("06","19:20"), at("06","19:30")]),
 "g2-pitch": timed(named("pitch-four-players-out-in-points-order", {"Ann":"Eve","Cy":"Cat","Di":"Fay"}), at("06","19:40"),
                   [at("06", hm) for hm in ("19:50", "20:00", "20:10", "20:20", "20:30", "20:40", "20:50")]),
 "g3-sixty-six": timed(named("sixty-six-every-way-to-score", {"Ann":"Dan","Bob":"Eve"}), at("06","21:00"),
                       [at("06", f"21:{10+5*i}") for i in range(7)]),
 "g4-pedro-paused": timed(named("pedro-difference-scoring", {"Bob":"Eve","Dan":"Fay"}), at("06","22:00"),
                          [at("06","22:10"), at("06","22:20"), at("13","20:00"), at("13","20:10")]),
 # Friday 13 Nov, past midnight
 "g5-five-hundred": timed(named("five-hundred-win-by-bid", {"Ann":"Bob","Bob":"Ann","Cat":"Dan","Dan":"Cat"}), at("13","21:00"),
                          [at("13","22:00"), at("13","22:30"), at("13","23:00"), at("13","23:30"), at("14","00:30")]),
 "g6-seven-up": timed(named("seven-up-three-players-out-in-points-order", {"Ann":"Fay","Cat":"Eve"}), at("13","21:00"),
                      [at("13", f"21:{10*i}") for i in range(1,6)]),
 # Friday 20 Nov
 "g7-bid-whist": timed(named("bid-whist-downtown-over-bid-scoring-lose-at", {}), at("20","19:00"),
                       [at("20", f"19:{5+5*i:02d}") for i in range(7)]),
 "g8-sixty-six-open": timed(named("sixty-six-early-close-fails-in-progress", {"Ann":"Eve","Bob":"Fay"}), at("20","20:00"),
                           [at("20", f"20:{5+5*i:02d}") for i in range(5)]),
 "g9-euchre": timed(named("euchre-march-alone-euchred", {"North":"Eve","East":"Bob","South":"Fay","West":"Dan"}), at("20","21:00"),
                    [at("20", f"21:{5+5*i:02d}") for i in range(7)]),
 # Friday 27 Nov
 "g10-seven-up-two": timed(named("seven-up-two-players-gift-run-turned-jack-out", {"Ann":"Cat","Bob":"Ann"}), at("27","19:00"),
                           [at("27", f"19:{5+5*i:02d}") for i in range(4)]),
}


def import_fridays(tmp_path: Path, capsys: Any) -> str:
    """The month imported into a new folder (its path)."""
    data = str(tmp_path / "data")
    code, _out, err = run(capsys, "import", "--data", data, *map(str, write_records(tmp_path / "in", RECORDS)))
    assert code == 0, err
    return data
