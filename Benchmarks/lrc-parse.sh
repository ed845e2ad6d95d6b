#!/usr/bin/env bash
# Decode + parse benchmark of the LRC engine (release build, not a test): `musicat lrc check`
# over the bench corpus, side by side in one run with the C program's parse-only mode and
# the Python baseline's decode + parse, from ../shared/bench.
#
#   Benchmarks/lrc-parse.sh [medium|large|small] [RUNS]      (default: medium, 10 runs)
#
# Needs make, hyperfine (apt-get install hyperfine), gcc and libsqlite3-dev. The corpus is
# generated into .build/bench/data when missing (deterministic; medium ~10 s, 190 MB).
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-medium}
runs=${2:-10}
source Benchmarks/setup.sh

hyperfine --warmup 1 --runs "$runs" -N --ignore-failure --export-json "$work/lrc-parse-$size.json" \
  -n c "$work/limit_c $corpus --mode parse --quiet" \
  -n "musicat --jobs 1" "$musicat lrc check $corpus --jobs 1" \
  -n musicat "$musicat lrc check $corpus" \
  -n python "$python Benchmarks/parse_only.py $corpus $bench" > /dev/null

python3 - "$work/lrc-parse-$size.json" "$size" <<'PY'
import json, statistics, sys
results = {r["command"]: r["times"] for r in json.load(open(sys.argv[1]))["results"]}
median = {name: statistics.median(times) for name, times in results.items()}
print(f"### LRC decode + parse, {sys.argv[2]} corpus ({len(results['c'])} runs each)\n")
print("| program | median s | min-max s | spread | vs C | vs Python |")
print("|---|---|---|---|---|---|")
for name in ["c", "musicat --jobs 1", "musicat", "python"]:
    times = results[name]
    spread = (max(times) - min(times)) / median[name] * 100
    print(f"| {name} | {median[name]:.3f} | {min(times):.3f}-{max(times):.3f} | {spread:.0f}% "
          f"| {median[name] / median['c']:.2f}x | {median[name] / median['python']:.3f}x |")
PY
