#!/usr/bin/env bash
# Bad input and a hostile machine: the nastiest files an import can meet, files deleted and
# truncated while it reads, a read-only folder, a full disk, a read-only catalog and one
# another program holds locked. Every bad file is named with its reason, the rest is done,
# the exit code says so, and the catalog stays sound.
#
#   Tests/Faults/bad-inputs.sh
#
# As root (CI) the imports run as the user nobody, so that unreadable files are unreadable,
# and the full disk and read-only folders are small tmpfs mounts; otherwise chmod and a file
# size limit (ulimit -f) stand in for them.
source "$(dirname "$0")/lib.sh"
chmod 755 "$scratch"
if is_root; then
  # A copy of the binary nobody can run, and a user to run it as.
  install -m 755 "$MUSICAT" "$scratch/musicat-bin"
  MUSICAT="$scratch/musicat-bin"
  as_user=(runuser -u nobody --)
else
  as_user=()
fi
mkdir -m 777 "$scratch/db"

echo "# the nastiest library"
python3 "$faults/make_bad_library.py" "$scratch/library" "$fixtures" > "$scratch/expected-skipped"
import_bad_library() {
  timeout 300 "${as_user[@]}" "$MUSICAT" --db "$scratch/db/bad.db" import "$scratch/library" \
    --format json > "$scratch/report.json" 2> "$scratch/err"
}
check "the import finishes and exits 2" status_is 2 import_bad_library
python3 - "$scratch/report.json" > "$scratch/skipped" <<'PY'
import json, sys
for skipped in json.load(open(sys.argv[1]))["skipped"]:
    # Every file is named with its reason.
    print(skipped["path"] if skipped["reason"].strip() else "NO REASON: " + skipped["path"])
PY
sort -o "$scratch/skipped" "$scratch/skipped"
check "every bad file is named with its reason, and nothing else" \
  diff "$scratch/expected-skipped" "$scratch/skipped"
stored() { sqlite3 "$scratch/db/bad.db" "$1"; }
check "the good tracks are imported, downloaded" \
  test "$(stored "SELECT count(*) FROM tracks WHERE downloaded AND CAST(audio_path AS TEXT) LIKE '%/good/%'")" -eq 2
check "odd names are kept (line breaks, bytes that are not UTF-8) and the bottom of 200 folders is reached" \
  test "$(stored "SELECT count(*) FROM tracks WHERE CAST(lrc_path AS TEXT) LIKE '%/names/%' OR CAST(lrc_path AS TEXT) LIKE '%/bottom.lrc'")" -eq 4
check "musicat check passes on the catalog" status_is 0 musicat --db "$scratch/db/bad.db" check
cp "$scratch/skipped" "$scratch/skipped-first"
# Again: the files whose bytes are wrong are passed over as known bad; what the catalog holds
# no record of (FIFOs, sockets, links to nothing, unreadable files) is skipped again, exit 2.
check "reimporting exits 2 again" status_is 2 import_bad_library
check "naming the same files, skipped or passed over as known bad" diff "$scratch/skipped-first" <(python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); print("\n".join(sorted(s["path"] for s in r["skipped"] + r["known_bad"])))' "$scratch/report.json")
check "the files whose bytes are wrong are the ones passed over" test "$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["known_bad"]))' "$scratch/report.json")" -ge 10
lrc_check_bad_library() {
  timeout 300 "${as_user[@]}" "$MUSICAT" lrc check "$scratch/library" > "$scratch/out" 2> "$scratch/err"
}
check "musicat lrc check reads on and exits 2" status_is 2 lrc_check_bad_library
for file in garbage/noise.lrc "huge/one line.lrc" special/pipe.lrc special/loop.lrc locked/secret.lrc locked/folder; do
  check "lrc check names $file" grep -qF "$scratch/library/$file: error: " "$scratch/out" "$scratch/err"
done

echo "# files deleted and truncated while the import reads them"
corpus "$scratch/moving" 60 100
chmod -R a+rwX "$scratch/moving"
python3 - "$scratch/moving" > /dev/null 2>&1 <<'PY' &
import os, random, sys, time
random.seed(11)
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(sys.argv[1]) for f in fs)
end = time.time() + 3
while time.time() < end and files:
    path = files.pop(random.randrange(len(files)))
    if random.random() < 0.5:
        os.remove(path)
    else:
        os.truncate(path, random.randrange(8))
    time.sleep(0.001)
PY
mutator=$!
status=0
timeout 300 "${as_user[@]}" "$MUSICAT" --db "$scratch/db/moving.db" import "$scratch/moving" --quiet > /dev/null 2>&1 || status=$?
wait "$mutator"
check "the import finishes (exit 0 or 2, not $status)" test "$status" -eq 0 -o "$status" -eq 2
check "the catalog is sound" status_is 0 musicat --db "$scratch/db/moving.db" check
check "a rerun over what is left finishes" status_is 0 test "$("${as_user[@]}" "$MUSICAT" --db "$scratch/db/moving.db" import "$scratch/moving" --quiet > /dev/null 2>&1; echo $?)" -le 2
check "and the catalog is still sound" status_is 0 musicat --db "$scratch/db/moving.db" check

echo "# a playlist into a read-only folder"
mkdir "$scratch/read-only"
if is_root; then
  mount -t tmpfs -o ro,size=1m tmpfs "$scratch/read-only" && mounts+=("$scratch/read-only")
else
  chmod 555 "$scratch/read-only"
fi
check "export exits 1" status_is 1 musicat --db "$scratch/db/bad.db" export good -o "$scratch/read-only/good.m3u8"
check "naming the file and the cause" err_has "$scratch/read-only/good.m3u8: Read-only file system"

echo "# a full disk"
clean_dump() {
  musicat --db "$scratch/db/clean.db" import "$scratch/fill" --quiet && dump "$scratch/db/clean.db"
}
corpus "$scratch/fill" 40 100
clean_dump > "$scratch/clean.dump"
mkdir "$scratch/small"
if is_root; then
  mount -t tmpfs -o size=1500k tmpfs "$scratch/small" && mounts+=("$scratch/small")
  fill() { "$@"; }
  make_room() { mount -o remount,size=64m "$scratch/small"; }
else
  # Writes past 1.5 MB fail with EFBIG, as on a full disk (SIGXFSZ ignored).
  fill() { (trap '' XFSZ; ulimit -f 1500; "$@"); }
  make_room() { :; }
fi
check "an import onto a full disk fails with exit 1" status_is 1 fill musicat --db "$scratch/small/full.db" import "$scratch/fill" --quiet
check "saying the disk is full" err_has "full"
check "what it stored before is sound" sound "$scratch/small/full.db"
make_room
if is_root; then
  check "with room again, the import finishes" status_is 0 musicat --db "$scratch/small/full.db" import "$scratch/fill" --quiet
  dump "$scratch/small/full.db" > "$scratch/full.dump"
  check "with the same catalog as an import that never ran out of room" cmp -s "$scratch/clean.dump" "$scratch/full.dump"
  head -c 64m /dev/zero > "$scratch/small/filler" 2> /dev/null
  check "an export onto the full disk exits 1" status_is 1 musicat --db "$scratch/small/full.db" export "group 1" -o "$scratch/small/group.xspf"
  check "naming the file" err_has "Error: $scratch/small/group.xspf: "
  check "and the cause" err_has "space"
fi

echo "# a read-only catalog"
mkdir "$scratch/frozen"
cp "$scratch/db/clean.db" "$scratch/frozen/"
if is_root; then
  mount --bind "$scratch/frozen" "$scratch/frozen" && mounts+=("$scratch/frozen")
  mount -o remount,ro,bind "$scratch/frozen"
else
  chmod 444 "$scratch/frozen/clean.db"
  chmod 555 "$scratch/frozen"
fi
sha_before=$(sha256sum < "$scratch/frozen/clean.db")
check "an import into it exits 1" status_is 1 musicat --db "$scratch/frozen/clean.db" import "$scratch/fill" --quiet
check "naming the catalog" err_has "$scratch/frozen/clean.db"
check "group create exits 1" status_is 1 musicat --db "$scratch/frozen/clean.db" group create New
check "the file is unchanged" test "$(sha256sum < "$scratch/frozen/clean.db")" = "$sha_before"
check "a reading command answers from it" status_is 0 musicat --db "$scratch/frozen/clean.db" tracks --limit 1
check "and the file is still unchanged" test "$(sha256sum < "$scratch/frozen/clean.db")" = "$sha_before"

echo "# a catalog another program holds locked"
python3 - "$scratch/db/clean.db" 7 > "$scratch/locker.out" <<'PY' &
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
db.execute("UPDATE groups SET name = name")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
db.execute("ROLLBACK")
PY
locker=$!
for _ in $(seq 50); do grep -q locked "$scratch/locker.out" && break; sleep 0.1; done
check "reads go on while it is locked" status_is 0 musicat --db "$scratch/db/clean.db" tracks --limit 1
check "a write waits, then exits 1" status_is 1 musicat --db "$scratch/db/clean.db" group create New
check "saying the catalog is locked" err_has "locked"
wait "$locker"
check "once the lock is gone, the write succeeds" status_is 0 musicat --db "$scratch/db/clean.db" group create New
check "and the catalog is sound" status_is 0 musicat --db "$scratch/db/clean.db" check
finish
