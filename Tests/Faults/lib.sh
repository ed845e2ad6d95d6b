# Shared by the fault scripts (sourced, not run): the musicat binary, a scratch folder
# removed at exit, checks that count, and helpers to make corpora and compare catalogs.
#
# MUSICAT names the binary under test (default: the debug build's, built when missing).
set -uo pipefail
faults=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repository=$(cd "$faults/../.." && pwd)
if [ -z "${MUSICAT:-}" ]; then
  MUSICAT="$(cd "$repository" && swift build --show-bin-path)/musicat"
  [ -x "$MUSICAT" ] || (cd "$repository" && swift build --product musicat > /dev/null)
fi
fixtures="$repository/Tests/AudioProbeTests/Fixtures"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/musicat-faults.XXXXXX")
mounts=()
cleanup() {
  for mount in "${mounts[@]}"; do umount -l "$mount" 2> /dev/null; done
  chmod -R u+rwX "$scratch" 2> /dev/null
  rm -rf "$scratch"
}
trap cleanup EXIT
passed=0
failed=0

# check DESCRIPTION COMMAND...: runs the command; counts and prints the outcome.
check() {
  local description=$1
  shift
  if "$@"; then
    echo "ok - $description"
    passed=$((passed + 1))
  else
    echo "FAIL - $description"
    failed=$((failed + 1))
  fi
}

# finish: the closing line; exits non-zero when a check failed.
finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}

# musicat ARGS...: the binary under test, with stdout and stderr kept in $scratch/out and
# $scratch/err; returns its exit status.
musicat() {
  "$MUSICAT" "$@" > "$scratch/out" 2> "$scratch/err"
}

# status_is CODE COMMAND...: the command exits with CODE.
status_is() {
  local expected=$1 status=0
  shift
  "$@" || status=$?
  [ "$status" -eq "$expected" ] || { echo "  exit $status, not $expected: $*" >&2; cat "$scratch/err" >&2 2> /dev/null; return 1; }
}

# err_has TEXT: the last command's stderr contains TEXT.
err_has() { grep -qF -- "$1" "$scratch/err" || { echo "  stderr lacks '$1':" >&2; head -c 2000 "$scratch/err" >&2; return 1; }; }

# is_root: true when running as root (permissions then need another user or a mount).
is_root() { [ "$(id -u)" -eq 0 ]; }

# corpus DIR FOLDERS TRACKS: a library of FOLDERS folders of TRACKS tracks each.
corpus() { python3 "$faults/make_corpus.py" "$1" "$2" "$3" "$fixtures/mp3-128-cbr.mp3"; }

# dump DB: every row of the catalog, timestamps left out, and the search index's words.
dump() { python3 "$faults/dump.py" "$1"; }

# sound DB: SQLite's integrity and foreign-key checks pass.
sound() { [ "$(sqlite3 "$1" 'PRAGMA integrity_check; PRAGMA foreign_key_check;')" = "ok" ]; }
