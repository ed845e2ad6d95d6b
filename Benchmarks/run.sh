#!/usr/bin/env bash
# The benchmark (release build; run by hand, never as a test): musicat beside the C program
# and the Python baseline of ../shared/bench, side by side in one run, on the same corpus.
#
#   Benchmarks/run.sh [medium|large|small] [RUNS]      (default: medium, 5 runs)
#
# 1. Import: each program builds its catalog from nothing, RUNS times (after one warm-up);
#    then musicat imports the unchanged corpus again. Peak RSS: the median of PEAK_RUNS (3)
#    more fresh imports of each.
# 2. Queries, end to end (process start included), each program on the catalog it made,
#    20 runs each: after a round of warm-ups, QUERY_ROUNDS (10) rounds of 2 runs in which the
#    questions take turns, so that a machine slowing down or speeding up (this VM does, by
#    tens of percent within a minute) weighs on every column alike: downloaded HD tracks, a Latin word, a 2-character and a
#    1-character Chinese word, the line at 1:40 of a track, a group as M3U. The C column is
#    the sqlite3 shell (C) on the C program's catalog, the Python column the baseline's
#    sqlite3 module on its own; both ask the SQL of Benchmarks/peer_query.py (their schema
#    has a trigram index, which cannot find 1 or 2 characters: they read every line for
#    those). The last column is the sqlite3 shell asking musicat's catalog what musicat asks.
#
# Needs make, hyperfine, gcc, libsqlite3-dev, GNU time and python3; generates the corpus into
# .build/bench/data with ../shared/bench/gen_corpus.py when it is missing (medium: 10 s,
# 190 MB; large: 70 s, 1.8 GB). Prints Markdown tables; the raw timings and hyperfine's
# warnings stay in .build/bench.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-medium}
runs=${2:-5}
source Benchmarks/setup.sh
db="$work/db/$size"
sql="$work/sql"
mkdir -p "$db" "$sql"
fresh() { echo "rm -f $db/$1.db $db/$1.db-wal $db/$1.db-shm"; }

echo "Importing the $size corpus ($runs runs each)..." >&2
hyperfine --warmup 1 --runs "$runs" -N --ignore-failure --style none \
  --export-json "$work/import-$size.json" \
  --prepare "$(fresh c)" -n c "$work/limit_c $corpus --db $db/c.db --quiet" \
  --prepare "$(fresh m)" -n musicat "$musicat --db $db/m.db import $corpus --quiet" \
  --prepare "$(fresh p)" -n python "$python $bench/baseline_python.py $corpus --db $db/p.db --quiet" \
  --prepare "true" -n "musicat, unchanged" "$musicat --db $db/m.db import $corpus --quiet" \
  > /dev/null 2> "$work/import-$size.log"
peak() { # COMMAND...: its peak RSS in KiB
  /usr/bin/time -f %M -o "$work/peak-rss" "$@" > /dev/null 2>&1 || true
  tail -n 1 "$work/peak-rss"
}
# Peak RSS varies by a few hundred KB from run to run (which pages of the shared libraries
# are mapped, how the C library's heaps fall): each program's median of PEAK_RUNS fresh
# imports (default 3), the programs taking turns.
rss_c= rss_m= rss_p=
for round in $(seq "${PEAK_RUNS:-3}"); do
  rm -f "$db"/?2.db*
  rss_c+="$(peak "$work/limit_c" "$corpus" --db "$db/c2.db" --quiet) "
  rss_m+="$(peak "$musicat" --db "$db/m2.db" import "$corpus" --quiet) "
  rss_p+="$(peak "$python" "$bench/baseline_python.py" "$corpus" --db "$db/p2.db" --quiet) "
done
rm -f "$db"/?2.db*

# A track sung past 1:40 and a group in the middle, the same files in every catalog.
root=$(cd "$corpus" && pwd -P)
read -r track lyrics < <(sqlite3 -separator ' ' "$db/m.db" \
  "SELECT t.id, t.lrc_path FROM tracks AS t WHERE t.lrc_path IS NOT NULL AND EXISTS (SELECT 1 FROM lyric_lines AS l WHERE l.track_id = t.id AND l.time_ms > 100000) ORDER BY t.id LIMIT 1 OFFSET (SELECT count(*) / 3 FROM tracks)")
relative=${lyrics#"$root"/}
group=$(sqlite3 "$db/m.db" "SELECT name FROM groups WHERE name NOT LIKE '%''%' AND name NOT LIKE '%/%' ORDER BY id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM groups)")
# What musicat asks its own catalog, for the sqlite3 shell.
lines="FROM lyric_index AS i JOIN lyric_lines AS l ON l.track_id = i.rowid >> 24 AND l.line_number = i.rowid & 16777215 JOIN tracks AS t ON t.id = l.track_id"
own_search() { # MATCH LIMIT
  echo "SELECT count(*) FROM (SELECT 1 FROM lyric_index WHERE lyric_index MATCH '$1' LIMIT 10001); SELECT l.track_id, t.title, t.artist, l.time_ms, l.text $lines WHERE lyric_index MATCH '$1' ORDER BY i.rowid LIMIT $2;"
}
echo "SELECT id, title, artist, album, duration_ms, downloaded, hd FROM tracks WHERE downloaded = 1 AND hd = 1 ORDER BY artist, title LIMIT 50;" > "$sql/own-hd.sql"
own_search '"love"' 20 > "$sql/own-love.sql"
own_search '"回 忆"' 50 > "$sql/own-huiyi.sql"
own_search '"爱"' 20 > "$sql/own-ai.sql"
echo "SELECT text FROM lyric_lines WHERE track_id = $track AND time_ms = (SELECT time_ms FROM lyric_lines WHERE track_id = $track AND time_ms <= 100000 ORDER BY line_number DESC LIMIT 1) ORDER BY line_number;" > "$sql/own-at.sql"
echo "SELECT t.duration_ms, t.artist, t.title, t.audio_path FROM group_tracks AS m JOIN tracks AS t ON t.id = m.track_id JOIN groups AS g ON g.id = m.group_id WHERE g.name = '$group' AND t.downloaded = 1 ORDER BY m.position;" > "$sql/own-m3u.sql"
peer() { # NAME QUESTION ARG...: the peers' SQL in a file, and their two commands
  local name=$1
  shift
  python3 Benchmarks/peer_query.py --sql "$@" > "$sql/peer-$name.sql"
  local quoted=""
  for arg in "$@"; do quoted+=" '$arg'"; done
  questions+=(-n "$name/c" "sqlite3 $db/c.db '.read $sql/peer-$name.sql'")
  questions+=(-n "$name/python" "$python Benchmarks/peer_query.py $db/p.db$quoted")
  questions+=(-n "$name/sqlite3" "sqlite3 $db/m.db '.read $sql/own-$name.sql'")
}
questions=()
questions+=(-n "hd/musicat" "$musicat --db $db/m.db tracks downloaded:yes hd:yes --sort artist,title --limit 50")
peer hd hd
questions+=(-n "love/musicat" "$musicat --db $db/m.db search love --limit 20")
peer love search love 20
questions+=(-n "huiyi/musicat" "$musicat --db $db/m.db search 回忆")
peer huiyi scan 回忆 50
questions+=(-n "ai/musicat" "$musicat --db $db/m.db search 爱 --limit 20")
peer ai scan 爱 20
questions+=(-n "at/musicat" "$musicat --db $db/m.db lyrics $track --at 1:40")
peer at at "$relative" 100000
questions+=(-n "m3u/musicat" "$musicat --db $db/m.db export '$group'")
peer m3u m3u "$group"
rounds=${QUERY_ROUNDS:-10}
echo "Asking the catalogs ($rounds rounds of 2 runs each)..." >&2
hyperfine -N --warmup 2 --runs 2 --ignore-failure --style none "${questions[@]}" \
  > /dev/null 2> "$work/queries-$size.log"
rm -f "$work"/queries-"$size"-*.json
for round in $(seq "$rounds"); do
  hyperfine -N --runs 2 --ignore-failure --style none \
    --export-json "$work/queries-$size-$round.json" "${questions[@]}" \
    > /dev/null 2>> "$work/queries-$size.log"
done

python3 - "$work/import-$size.json" "$work/queries-$size" "$size" "$runs" \
  "$rss_c" "$rss_m" "$rss_p" "$group" <<'PY'
import glob, json, statistics, sys
imports, queries, size, runs, rss_c, rss_m, rss_p, group = sys.argv[1:]
def load(path):
    return {r["command"]: r["times"] for r in json.load(open(path))["results"]}
def spread(times):
    return (max(times) - min(times)) / statistics.median(times) * 100
timings = load(imports)
median = {name: statistics.median(times) for name, times in timings.items()}
rss = {name: [int(kib) / 1024 for kib in kibs.split()]
       for name, kibs in {"c": rss_c, "musicat": rss_m, "python": rss_p}.items()}
peaks = len(rss["c"])
print(f"### Import, {size} corpus ({runs} runs each, after 1 warm-up)\n")
print(f"| program | median s | min-max s | spread | vs C | vs Python | peak RSS MB (median of {peaks}, min-max) |")
print("|---|---|---|---|---|---|---|")
for name in ["c", "musicat", "python", "musicat, unchanged"]:
    times = timings[name]
    memory = (f"{statistics.median(rss[name]):.1f} ({min(rss[name]):.1f}-{max(rss[name]):.1f})"
              if name in rss else "")
    print(f"| {name} | {median[name]:.3f} | {min(times):.3f}-{max(times):.3f} | {spread(times):.0f}% "
          f"| {median[name] / median['c']:.2f}x | {median[name] / median['python']:.2f}x | {memory} |")
rounds = sorted(glob.glob(queries + "-*.json"))
timings = {}
for path in rounds:
    for name, times in load(path).items():
        timings.setdefault(name, []).extend(times)
ms = {name: statistics.median(times) * 1000 for name, times in timings.items()}
labels = {
    "hd": "downloaded HD tracks, first 50",
    "love": "search `love` (Latin word), first 20 + count",
    "huiyi": "search `回忆` (2 CJK chars), first 50 + count",
    "ai": "search `爱` (1 CJK char), first 20 + count",
    "at": "line at 1:40 of a track",
    "m3u": f"group `{group}` as M3U",
}
runs_each = len(timings["hd/musicat"])
print(f"\n### Queries, {size} corpus (end to end, {runs_each} runs each in {len(rounds)} rounds "
      "taking turns, after a round of warm-ups; ms)\n")
print("| question | musicat median (min-max) | spread | C | Python | vs C | vs Python | sqlite3 on musicat's catalog |")
print("|---|---|---|---|---|---|---|---|")
for key, label in labels.items():
    mine = timings[f"{key}/musicat"]
    print(f"| {label} | {ms[key + '/musicat']:.1f} ({min(mine) * 1000:.1f}-{max(mine) * 1000:.1f}) "
          f"| {spread(mine):.0f}% | {ms[key + '/c']:.1f} | {ms[key + '/python']:.1f} "
          f"| {ms[key + '/musicat'] / ms[key + '/c']:.2f}x | {ms[key + '/musicat'] / ms[key + '/python']:.2f}x "
          f"| {ms[key + '/sqlite3']:.1f} |")
PY
