#!/usr/bin/env bash
# Hostile clients of musicat serve (Tests/Faults/serve_hostile.py): injections, paths out of
# the catalog, NUL and invalid UTF-8, oversized URLs, headers and bodies, wrong methods,
# malformed HTTP, slowloris, 1,000 connections held open, clients hanging up mid-stream, and
# 32 clients searching during an import and group edits. The server keeps serving through
# all of it, stops cleanly on SIGTERM, and leaves the catalog sound.
#
#   Tests/Faults/serve-hostile.sh
source "$(dirname "$0")/lib.sh"
python3 "$repository/Tests/Service/make_library.py" "$scratch/library"
corpus "$scratch/more" 40 25
db="$scratch/catalog.db"
check "the library imports" status_is 0 musicat --db "$db" import "$scratch/library" --quiet
password='hostile pw'
check "an account is made" status_is 0 musicat --db "$db" user add me --password "$password"
ulimit -n 8192
"$MUSICAT" --db "$db" serve --listen 127.0.0.1:0 --timeout 3 2> "$scratch/serve.log" &
server=$!
port=""
for _ in $(seq 1 100); do
  port=$(sed -n 's/^Listening on http:\/\/127.0.0.1:\([0-9]*\).*/\1/p' "$scratch/serve.log")
  [ -n "$port" ] && break
  sleep 0.1
done
check "the server says where it listens" test -n "$port"
python3 "$faults/serve_hostile.py" "$port" me "$password" "$MUSICAT" "$db" "$scratch/library" \
  > "$scratch/hostile.out" 2>&1
status=$?
cat "$scratch/hostile.out"
if grep -q '^FAIL' "$scratch/hostile.out"; then
  echo "# the server's last log lines:"
  tail -n 20 "$scratch/serve.log" | sed 's/^/# /'
fi
passed=$((passed + $(grep -c '^ok - ' "$scratch/hostile.out")))
failed=$((failed + $(grep -c '^FAIL - ' "$scratch/hostile.out")))
check "the hostile clients' script ran to its end" test "$status" -eq 0 -o "$(grep -c '^FAIL' "$scratch/hostile.out")" -gt 0
check "the server is still running" kill -0 "$server" || tail -n 40 "$scratch/serve.log"
kill -TERM "$server"
wait "$server"
check "SIGTERM stops it with exit 0" test $? -eq 0
check "the catalog is sound after" sound "$db"
check "musicat check finds nothing wrong" status_is 0 musicat --db "$db" check
check "the log never shows the password" test "$(grep -c "hostile" "$scratch/serve.log")" -eq 0
finish
