#!/usr/bin/env bash
# Readers during an import: while one process imports, others list tracks and search lyrics
# in a loop; then again while a re-import moves tracks (folders renamed). No read fails (no "database is locked"), and every read sees a consistent
# catalog: whole folders only (tracks are committed folder by folder, 100 to a folder), as
# many lines found as tracks stored, never fewer than a read before.
#
#   Tests/Faults/concurrent-readers.sh
source "$(dirname "$0")/lib.sh"
corpus "$scratch/library" 120 100
db="$scratch/catalog.db"
# The catalog exists (empty) before the readers start.
check "an empty catalog is made" status_is 0 musicat --db "$db" migrate
"$MUSICAT" --db "$db" import "$scratch/library" --quiet > /dev/null 2> "$scratch/import.err" &
importer=$!

reads=0
failures=0
torn=0
previous=0
while kill -0 "$importer" 2> /dev/null; do
  # One snapshot answers both: the count of tracks and of the lines every track has.
  if ! "$MUSICAT" --db "$db" tracks --format csv > "$scratch/tracks.csv" 2> "$scratch/read.err"; then
    failures=$((failures + 1))
    sed 's/^/  tracks: /' "$scratch/read.err" >&2
  fi
  if ! "$MUSICAT" --db "$db" search "first line" --limit 1 --format json > "$scratch/search.json" 2> "$scratch/read.err"; then
    failures=$((failures + 1))
    sed 's/^/  search: /' "$scratch/read.err" >&2
  fi
  tracks=$(($(wc -l < "$scratch/tracks.csv") - 1))
  found=$(sed -n 's/^{"total": \([0-9]*\),.*/\1/p' "$scratch/search.json")
  # Whole folders, never fewer than before; the search (a later snapshot) finds at least
  # as many "first line"s as tracks listed (the count stops at 10,000).
  if [ $((tracks % 100)) -ne 0 ] || [ "$tracks" -lt "$previous" ] \
    || [ "${found:--1}" -lt "$tracks" -a "${found:--1}" -lt 10000 ]; then
    torn=$((torn + 1))
    echo "  torn read: $tracks tracks after $previous, $found lines found" >&2
  fi
  previous=$tracks
  reads=$((reads + 1))
done
wait "$importer"
status=$?
echo "# $reads rounds of reads during the import; the last saw $previous tracks"
check "the import succeeds" test "$status" -eq 0
check "the readers read at least 10 times while it ran" test "$reads" -ge 10
check "no read failed" test "$failures" -eq 0
check "no read saw a part of a folder or went back" test "$torn" -eq 0
check "the import reported no lock" test ! -s "$scratch/import.err"
check "the catalog holds all 12,000 tracks" test "$(sqlite3 "$db" 'SELECT count(*) FROM tracks')" -eq 12000

# Moves: a third of the folders renamed; while the re-import moves their tracks, every
# read sees all 12,000 tracks, each folder's moved whole or not at all, and every line.
for group in $(seq 1 3 120); do mv "$scratch/library/group $group" "$scratch/library/group $group renamed"; done
"$MUSICAT" --db "$db" import "$scratch/library" --quiet > /dev/null 2> "$scratch/import.err" &
importer=$!
reads=0
failures=0
torn=0
while kill -0 "$importer" 2> /dev/null; do
  if ! "$MUSICAT" --db "$db" tracks --format paths > "$scratch/paths" 2> "$scratch/read.err"; then
    failures=$((failures + 1))
    sed 's/^/  tracks: /' "$scratch/read.err" >&2
  fi
  if ! "$MUSICAT" --db "$db" search "first line" --limit 1 --format json > "$scratch/search.json" 2> "$scratch/read.err"; then
    failures=$((failures + 1))
    sed 's/^/  search: /' "$scratch/read.err" >&2
  fi
  listed=$(sqlite3 "$db" "SELECT count(*) FROM tracks")
  moved=$(grep -c renamed "$scratch/paths")
  found=$(sed -n 's/^{"total": \([0-9]*\),.*/\1/p' "$scratch/search.json")
  # 75 audio files to a folder: the moved ones come in whole folders.
  if [ "$listed" -ne 12000 ] || [ $((moved % 75)) -ne 0 ] || [ "${found:-0}" -lt 10000 ]; then
    torn=$((torn + 1))
    echo "  torn read: $listed tracks, $moved moved audio paths, $found lines found" >&2
  fi
  reads=$((reads + 1))
done
wait "$importer"
status=$?
echo "# $reads rounds of reads during the re-import that moved tracks"
check "the re-import that moves tracks succeeds" test "$status" -eq 0
check "the readers read at least 3 times while it ran" test "$reads" -ge 3
check "no read failed during the moves" test "$failures" -eq 0
check "no read saw a track lost or a folder moved in part" test "$torn" -eq 0
check "the catalog still holds 12,000 tracks, 4,000 of them moved" test \
  "$(sqlite3 "$db" "SELECT count(*), sum(CAST(audio_path AS TEXT) LIKE '%renamed%' OR CAST(lrc_path AS TEXT) LIKE '%renamed%') FROM tracks")" = "12000|4000"
finish
