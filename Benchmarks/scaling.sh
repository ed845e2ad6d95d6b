#!/usr/bin/env bash
# How import time grows with the library (release build; run by hand, never as a test):
# musicat beside the C program and the Python baseline of ../shared/bench, side by side in
# one run, on corpora of ../shared/bench/gen_corpus.py that differ only in size.
#
#   Benchmarks/scaling.sh [RUNS] [TRACK_RUNS]      (default: 3 runs, 1 for the track series)
#
# 1. Folders: 2,000, 8,000 and 20,000 folders of one track each (--tracks-per-group 1): a
#    fresh import by each program (RUNS times, after a warm-up) and musicat's unchanged
#    re-import; the time per folder.
# 2. Tracks: 50,000, 100,000 and 200,000 tracks in folders of 50 (TRACK_RUNS times each,
#    no warm-up); the time per track.
#
# An import whose time per folder (or track) stays flat scales linearly. Corpora go to
# .build/bench/data (the largest takes some 3.6 GB and a few minutes to make); Markdown
# tables on stdout, raw timings in .build/bench/scaling-*.json.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
track_runs=${2:-1}
size=small
source Benchmarks/setup.sh
db="$work/db/scaling"
mkdir -p "$db"

# NAME GROUPS TRACKS_PER_GROUP: the corpus, made when missing.
corpus_of() {
  local path="$work/data/scaling-$1"
  [ -f "$path/manifest.json" ] ||
    python3 "$bench/gen_corpus.py" --groups "$2" --tracks-per-group "$3" --seed 42 --out "$path" > /dev/null
  echo "$path"
}

# LABEL CORPUS RUNS WARMUP UNIT COUNT: one Markdown row per program: median seconds and
# microseconds per UNIT (COUNT of them), with ratios to C and to Python, and the CPU time
# (user + system, hyperfine's means), which a disk that stalls the machine's writes now and
# then changes less than the time on the clock.
measure() {
  local label=$1 corpus=$2 n=$3 warmup=$4 unit=$5 count=$6
  fresh() { echo "rm -f $db/$1.db $db/$1.db-wal $db/$1.db-shm $db/$1.db-import.lock"; }
  hyperfine --warmup "$warmup" --runs "$n" -N --ignore-failure --style none \
    --export-json "$work/scaling-$label.json" \
    --prepare "$(fresh c)" -n c "$work/limit_c $corpus --db $db/c.db --quiet" \
    --prepare "$(fresh m)" -n musicat "$musicat --db $db/m.db import $corpus --quiet" \
    --prepare "$(fresh p)" -n python "$python $bench/baseline_python.py $corpus --db $db/p.db --quiet" \
    --prepare "true" -n "musicat, unchanged" "$musicat --db $db/m.db import $corpus --quiet" \
    > /dev/null 2> "$work/scaling-$label.log"
  python3 - "$work/scaling-$label.json" "$label" "$unit" "$count" << 'PYTHON'
import json, statistics, sys
label, unit, count = sys.argv[2], sys.argv[3], int(sys.argv[4])
runs = json.load(open(sys.argv[1]))["results"]
results = {r["command"]: statistics.median(r["times"]) for r in runs}
cpu = {r["command"]: r["user"] + r["system"] for r in runs}
for name, seconds in results.items():
    ratios = f"{seconds / results['c']:.2f}x | {seconds / results['python']:.2f}x"
    print(
        f"| {label} | {name} | {seconds:.3f} | {seconds / count * 1e6:.0f} | {ratios} "
        f"| {cpu[name]:.3f} | {cpu[name] / count * 1e6:.0f} |")
PYTHON
}

echo "| folders | program | median s | µs per folder | vs C | vs Python | CPU s | CPU µs per folder |"
echo "|---|---|---|---|---|---|---|---|"
for folders in 2000 8000 20000; do
  echo "Importing $folders one-track folders ($runs runs)..." >&2
  measure "$folders" "$(corpus_of "folders-$folders" "$folders" 1)" "$runs" 1 folder "$folders"
done
echo
echo "| tracks | program | median s | µs per track | vs C | vs Python | CPU s | CPU µs per track |"
echo "|---|---|---|---|---|---|---|---|"
for groups in 1000 2000 4000; do
  tracks=$((groups * 50))
  echo "Importing $tracks tracks ($track_runs runs)..." >&2
  measure "$tracks" "$(corpus_of "tracks-$tracks" "$groups" 50)" "$track_runs" 0 track "$tracks"
done
