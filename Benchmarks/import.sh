#!/usr/bin/env bash
# Import benchmark (release build, not a test): a fresh `musicat import` of the bench corpus
# and an unchanged re-import, side by side in one run with the C importer and the Python
# baseline of ../shared/bench (each builds its database from nothing).
#
#   Benchmarks/import.sh [medium|large|small] [RUNS]      (default: medium, 5 runs)
#
# Needs hyperfine, gcc, libsqlite3-dev and GNU time. The corpus is generated into
# .build/bench/data when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-medium}
runs=${2:-5}
source Benchmarks/setup.sh
db="$work/db"

hyperfine --warmup 1 --runs "$runs" -N --ignore-failure --export-json "$work/import-$size.json" \
  --prepare "rm -f $db/c.db $db/c.db-wal $db/c.db-shm" -n c "$work/limit_c $corpus --db $db/c.db --quiet" \
  --prepare "rm -f $db/m.db $db/m.db-wal $db/m.db-shm" -n musicat "$musicat --db $db/m.db import $corpus --quiet" \
  --prepare "rm -f $db/p.db $db/p.db-wal $db/p.db-shm" -n python "$python $bench/baseline_python.py $corpus --db $db/p.db --quiet" \
  --prepare "true" -n musicat-unchanged "$musicat --db $db/m.db import $corpus --quiet" > /dev/null

# Peak memory of one fresh import, by GNU time.
rm -f "$db"/m.db*
rss=$( { /usr/bin/time -f %M "$musicat" --db "$db/m.db" import "$corpus" --quiet > /dev/null || true; } 2>&1 | tail -n 1)

python3 - "$work/import-$size.json" "$size" "$rss" <<'PY'
import json, statistics, sys
results = {r["command"]: r["times"] for r in json.load(open(sys.argv[1]))["results"]}
median = {name: statistics.median(times) for name, times in results.items()}
print(f"### Import, {sys.argv[2]} corpus ({len(results['c'])} runs each); musicat peak RSS {int(sys.argv[3]) / 1024:.0f} MB\n")
print("| program | median s | min-max s | spread | vs C | vs Python |")
print("|---|---|---|---|---|---|")
for name in ["c", "musicat", "python", "musicat-unchanged"]:
    times = results[name]
    spread = (max(times) - min(times)) / median[name] * 100
    print(f"| {name} | {median[name]:.3f} | {min(times):.3f}-{max(times):.3f} | {spread:.0f}% "
          f"| {median[name] / median['c']:.2f}x | {median[name] / median['python']:.3f}x |")
PY
