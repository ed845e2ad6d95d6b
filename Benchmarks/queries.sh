#!/usr/bin/env bash
# Query benchmark (release build, not a test): the everyday questions, end to end including
# process start, beside the sqlite3 shell running the equivalent SQL on the same catalog, in
# one hyperfine run.
#
#   Benchmarks/queries.sh [large|medium|small] [RUNS]      (default: large, 10 runs)
#
# Imports the bench corpus into .build/bench/db/<size>.db first when that catalog is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-large}
runs=${2:-10}
source Benchmarks/setup.sh
db="$work/db/$size.db"
[ -f "$db" ] || "$musicat" --db "$db" import "$corpus" --quiet || [ $? -eq 2 ]
track=$(sqlite3 "$db" "SELECT track_id FROM lyric_lines WHERE time_ms > 100000 LIMIT 1")
lines="FROM lyric_index AS i JOIN lyric_lines AS l ON l.track_id = i.rowid >> 24 AND l.line_number = i.rowid & 16777215 JOIN tracks AS t ON t.id = l.track_id"
search() { # phrase limit
  echo "SELECT count(*) FROM (SELECT 1 FROM lyric_index WHERE lyric_index MATCH '$1' LIMIT 10001); SELECT l.track_id, t.title, t.artist, l.time_ms, l.text $lines WHERE lyric_index MATCH '$1' ORDER BY i.rowid LIMIT $2;"
}
hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/queries-$size.json" \
  -n "musicat tracks downloaded:yes hd:yes --limit 50" "$musicat --db $db tracks downloaded:yes hd:yes --limit 50" \
  -n "sqlite3 tracks" "sqlite3 $db 'SELECT id, title, artist, album, duration_ms, downloaded, hd FROM tracks WHERE downloaded = 1 AND hd = 1 ORDER BY id LIMIT 50'" \
  -n "musicat search love --limit 20" "$musicat --db $db search love --limit 20" \
  -n "sqlite3 search love" "sqlite3 $db \"$(search '\"love\"' 20)\"" \
  -n "musicat search 回忆" "$musicat --db $db search 回忆" \
  -n "sqlite3 search 回忆" "sqlite3 $db \"$(search '\"回 忆\"' 50)\"" \
  -n "musicat search 爱 --limit 20" "$musicat --db $db search 爱 --limit 20" \
  -n "sqlite3 search 爱" "sqlite3 $db \"$(search '\"爱\"' 20)\"" \
  -n "musicat lyrics $track --at 1:40" "$musicat --db $db lyrics $track --at 1:40" \
  -n "sqlite3 lyrics at" "sqlite3 $db 'SELECT text FROM lyric_lines WHERE track_id = $track AND time_ms = (SELECT time_ms FROM lyric_lines WHERE track_id = $track AND time_ms <= 100000 ORDER BY line_number DESC LIMIT 1) ORDER BY line_number'" \
  > /dev/null

python3 - "$work/queries-$size.json" "$size" <<'PY'
import json, statistics, sys
results = json.load(open(sys.argv[1]))["results"]
print(f"### Queries, {sys.argv[2]} corpus ({len(results[0]['times'])} runs each, end to end)\n")
print("| command | median ms | min-max ms |")
print("|---|---|---|")
for r in results:
    t = [x * 1000 for x in r["times"]]
    print(f"| {r['command']} | {statistics.median(t):.1f} | {min(t):.1f}-{max(t):.1f} |")
PY
