#!/usr/bin/env bash
# Crash safety: an import killed with SIGKILL at random moments leaves a consistent catalog
# each time, and rerunning it finishes with the same catalog as an import never interrupted;
# so does a re-import that moves tracks (folders renamed, songs moved between folders).
#
#   Tests/Faults/kill-import.sh [KILLS]      (default 12; SEED=N repeats a run's moments)
source "$(dirname "$0")/lib.sh"
kills=${1:-12}
seed=${SEED:-$RANDOM}
corpus "$scratch/library" 40 100
echo "# 4,000 tracks; kill moments from seed $seed"

check "an uninterrupted import succeeds" status_is 0 musicat --db "$scratch/clean.db" import "$scratch/library" --quiet
# How long an import takes with the files in the page cache, as they are from now on: the
# fastest of three, in milliseconds.
took=
for timed in 1 2 3; do
  rm -f "$scratch/timed.db" "$scratch/timed.db-wal" "$scratch/timed.db-shm"
  start=$(date +%s%N)
  "$MUSICAT" --db "$scratch/timed.db" import "$scratch/library" --quiet > /dev/null 2>&1
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  if [ -z "$took" ] || [ "$ms" -lt "$took" ]; then took=$ms; fi
done
echo "# an import takes $took ms"
dump "$scratch/clean.db" > "$scratch/clean.dump"

# Moments spread over the import (its first 70%, so that it still runs when a run is faster
# than the fastest timed one), in random order: the n-th kill lands somewhere in the n-th
# of `kills` equal slices of that time.
moments=$(python3 -c "
import random
random.seed($seed)
n, took = $kills, $took / 1000 * 0.7
print(' '.join(f'{(i + random.random()) * took / n:.3f}' for i in random.sample(range(n), n)))")

# start_and_kill DB MOMENT: starts an import into DB, kills it MOMENT seconds later; true
# when it was still running then.
start_and_kill() {
  "$MUSICAT" --db "$1" import "$scratch/library" --quiet > /dev/null 2>&1 &
  local pid=$! hit=1
  sleep "$2"
  kill -KILL "$pid" 2> /dev/null && hit=0
  wait "$pid" 2> /dev/null
  return $hit
}

killed=0
round=0
for moment in $moments; do
  round=$((round + 1))
  db="$scratch/round-$round.db"
  start_and_kill "$db" "$moment" && killed=$((killed + 1))
  stored=$( [ -f "$db" ] && sqlite3 "$db" "SELECT count(*) FROM tracks" || echo "no catalog yet,")
  echo "# round $round: killed at $moment s, $stored tracks stored"
  if [ -f "$db" ]; then check "round $round: consistent after the kill" sound "$db"; fi
  # The rerun is killed too, halfway through what was left; the next run finishes.
  start_and_kill "$db" "$(python3 -c "print(max(0, $took / 1000 - $moment) / 2)")"
  check "round $round: consistent after killing the rerun" sound "$db"
  check "round $round: the second rerun finishes" status_is 0 musicat --db "$db" import "$scratch/library" --quiet
  dump "$db" > "$scratch/round.dump"
  check "round $round: every table equals the uninterrupted import's" cmp -s "$scratch/clean.dump" "$scratch/round.dump"
  rm -f "$db" "$db-wal" "$db-shm"
done
check "killed $killed imports while they ran (at least 10)" test "$killed" -ge 10

# Moves: a quarter of the folders renamed and a few songs moved into a new folder, then
# the re-import of the catalog made before, uninterrupted and killed.
for group in $(seq 1 4 40); do mv "$scratch/library/group $group" "$scratch/library/group $group renamed"; done
mkdir -p "$scratch/library/moved songs"
for track in 1 2 3 4; do mv "$scratch/library/group 2/$track song."* "$scratch/library/moved songs/"; done
cp "$scratch/clean.db" "$scratch/moved-clean.db"
check "a re-import after the moves succeeds" status_is 0 musicat --db "$scratch/moved-clean.db" import "$scratch/library" --format json
moved=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["tracks"]["moved"])' "$scratch/out")
echo "# $moved tracks moved"
check "every track of the renamed folders and the moved songs moved (1,004)" test "$moved" -eq 1004
check "no track was added or lost" test "$(sqlite3 "$scratch/moved-clean.db" 'SELECT count(*), max(id) FROM tracks')" = "4000|4000"
dump "$scratch/moved-clean.db" > "$scratch/moved-clean.dump"
moves_killed=0
for round in 1 2 3; do
  db="$scratch/moved-$round.db"
  cp "$scratch/clean.db" "$db"
  # Within the first half of the time a fresh import takes: a re-import that moves a
  # quarter of the tracks takes about that.
  moment=$(python3 -c "print($took / 1000 * 0.15 * $round)")
  start_and_kill "$db" "$moment" && moves_killed=$((moves_killed + 1))
  echo "# moves round $round: killed at $moment s: $(sqlite3 "$db" "SELECT count(*) FROM tracks WHERE CAST(audio_path AS TEXT) LIKE '%renamed%' OR CAST(lrc_path AS TEXT) LIKE '%renamed%'") tracks moved by then"
  check "moves round $round: consistent after the kill" sound "$db"
  check "moves round $round: the rerun finishes" status_is 0 musicat --db "$db" import "$scratch/library" --quiet
  dump "$db" > "$scratch/round.dump"
  check "moves round $round: every table equals the uninterrupted re-import's" cmp -s "$scratch/moved-clean.dump" "$scratch/round.dump"
  rm -f "$db" "$db-wal" "$db-shm"
done
check "killed $moves_killed re-imports that moved tracks while they ran (at least 2)" test "$moves_killed" -ge 2
finish
