"""How long the players' records take: a rebuild from N finished saves, one game recorded, the Records' reading.

Makes N finished saves (computer games of each kind, seated again under other
names) in a scratch data folder, then prints, in CPU seconds
(``time.process_time``): the rebuild (every save loaded and replayed), a
game recorded into a file holding N games (what the table does at a game's
end), and reading every game back (what the Records screen and ``--records`` do).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--saves", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["PARADISE_TABLE_DATA_DIR"] = home
        os.environ["PARADISE_TABLE_CONFIG_DIR"] = home
        from game.saves import write_save
        from scenes.games import saves_dir
        from scenes.records.keeping import read_records, rebuild_records, record_finished
        from tests.kit.finished import finished_game

        folder = saves_dir()
        folder.mkdir(parents=True)
        kinds = [("paradisio", ("Ana", "Ben")), ("last-paradise", ("Ana", "Ben", "Cy")),
                 ("paradise-fallen", ("Ben", "Cy")), ("last-resort", ("Ana", "Ben"))]
        records = [finished_game(names, seed, game) for seed in (1, 2) for game, names in kinds]
        for i in range(args.saves):
            write_save(folder / f"game-{i:05d}.json", records[i % len(records)])
        started = time.process_time()
        count, _wall, _kept = rebuild_records()
        rebuild = time.process_time() - started
        extra = folder / "one-more.json"
        write_save(extra, records[0])
        started = time.process_time()
        record_finished(extra, records[0])
        one = time.process_time() - started
        started = time.process_time()
        games = read_records()
        reading = time.process_time() - started
    print(f"records: rebuild from {count} finished saves {rebuild:.2f} s CPU ({1000 * rebuild / count:.1f} ms a save); "
          f"one game recorded into {count} {1000 * one:.1f} ms; reading {len(games)} games {1000 * reading:.1f} ms")


if __name__ == "__main__":
    main()
