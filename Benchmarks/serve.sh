#!/usr/bin/env bash
# The service benchmark (release build; run by hand, never as a test): musicat serve beside
# Supysonic (a Subsonic server from PyPI, on waitress with 4 threads) and a bare
# libmicrohttpd handler (Benchmarks/bare_mhd.c, the library's own limit), side by side in
# one run on the same library, with wrk on loopback.
#
#   Benchmarks/serve.sh [medium|large] [SECONDS] [ROUNDS]   (default: medium, 10 s, 1 round)
#
# The library is the bench corpus (hard links) plus one 10 MB WAV to stream. Each server
# answers, for SECONDS each under `wrk -t2 -c32`: ping, search3 for a Latin word and for
# 爱, getPlaylist of 50 songs, getLyricsBySongId, and the 10 MB stream (`-c4`); ROUNDS rounds
# take turns between the servers, and the median round is shown. Peak RSS is each server's
# VmHWM after the load. Supysonic speaks Subsonic 1.12 with password authentication only
# (musicat gets a token, as players send), reads no .lrc file (so no lyrics, and its
# search finds only tag names, which the corpus's audio templates all share), and has no
# getLyricsBySongId: those cells say so.
#
# Needs make, wrk, gcc, libmicrohttpd-dev, python3 (Supysonic and waitress are installed into
# .build/bench/supysonic-venv on first use) and ../shared/bench. Prints a Markdown table;
# the raw wrk output stays in .build/bench/serve/SIZE.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-medium}
seconds=${2:-10}
rounds=${3:-1}
source Benchmarks/setup.sh
serve="$work/serve/$size"
library="$serve/library"
mkdir -p "$serve"
serve=$(cd "$serve" && pwd)
library="$serve/library"

# The library: the corpus, and a 10 MB file to stream with its lyrics.
if [ ! -f "$serve/library.made" ]; then
  rm -rf "$library"
  cp -al "$corpus" "$library"
  mkdir -p "$library/Stream Test"
  python3 - "$library/Stream Test" <<'PYTHON'
import os, random, struct, sys
data = random.Random(10).randbytes(10 * 1024 * 1024 - 44)
fmt = struct.pack("<HHIIHH", 1, 2, 44100, 44100 * 4, 4, 16)
body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"data" + struct.pack("<I", len(data)) + data
with open(os.path.join(sys.argv[1], "01 Ten Megabytes.wav"), "wb") as out:
    out.write(b"RIFF" + struct.pack("<I", len(body)) + body)
with open(os.path.join(sys.argv[1], "01 Ten Megabytes.lrc"), "w") as out:
    out.write("[ti:Ten Megabytes]\n[ar:Bench]\n[al:Stream Test]\n[00:01.00]ten megabytes of sound\n")
PYTHON
  touch "$serve/library.made"
fi

# musicat's catalog and account.
if [ ! -f "$serve/musicat.db" ]; then
  echo "Importing the library into musicat..." >&2
  /usr/bin/time -f "%e" -o "$serve/musicat-import.time" \
    "$musicat" --db "$serve/musicat.db" import "$library" --quiet > /dev/null 2>&1 || true
  "$musicat" --db "$serve/musicat.db" user add bench --password benchpw > /dev/null
fi

# Supysonic, in a virtualenv of its own, scanning the same library.
venv="$PWD/$work/supysonic-venv"
[ -x "$venv/bin/supysonic-server" ] || {
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet supysonic waitress
}
supysonic="$serve/supysonic"
mkdir -p "$supysonic"
cat > "$supysonic/supysonic.conf" <<CONF
[base]
database_uri = sqlite:///$supysonic/supysonic.db

[webapp]
cache_dir = $supysonic/cache
online_lyrics = no

[daemon]
socket = $supysonic/daemon.sock
CONF
if [ ! -f "$supysonic/scanned" ]; then
  echo "Scanning the library with Supysonic..." >&2
  (
    cd "$supysonic"
    "$venv/bin/supysonic-cli" user add bench -p benchpw > /dev/null
    "$venv/bin/supysonic-cli" user setroles -A bench > /dev/null
    "$venv/bin/supysonic-cli" folder add Music "$library" > /dev/null
    /usr/bin/time -f "%e" -o scan.time "$venv/bin/supysonic-cli" folder scan --foreground Music > /dev/null
  )
  touch "$supysonic/scanned"
fi

gcc -O2 -o "$work/bare_mhd" Benchmarks/bare_mhd.c -lmicrohttpd

port_musicat=4610 port_supysonic=4611 port_bare=4612
pids=()
stop_all() { for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done; wait 2> /dev/null || true; }
trap stop_all EXIT
"$musicat" --db "$serve/musicat.db" serve --listen "127.0.0.1:$port_musicat" --quiet 2> "$serve/musicat.log" &
pids+=($!)
musicat_pid=$!
(cd "$supysonic" && exec "$venv/bin/supysonic-server" -S waitress -h 127.0.0.1 -p "$port_supysonic" --threads 4 > server.log 2>&1) &
pids+=($!)
supysonic_pid=$!
"$work/bare_mhd" "$port_bare" &
pids+=($!)
bare_pid=$!

token=$(python3 -c "import hashlib; print(hashlib.md5(b'benchpwsalt42').hexdigest())")
auth_musicat="u=bench&t=$token&s=salt42&f=json&v=1.16.1&c=bench"
auth_supysonic="u=bench&p=enc:$(printf benchpw | od -An -tx1 | tr -d ' \n')&f=json&v=1.12.0&c=bench"
base_musicat="http://127.0.0.1:$port_musicat/rest"
base_supysonic="http://127.0.0.1:$port_supysonic/rest"
for url in "$base_musicat/ping.view?$auth_musicat" "$base_supysonic/ping.view?$auth_supysonic" \
  "http://127.0.0.1:$port_bare/rest/ping.view"; do
  for _ in $(seq 1 100); do curl -sf "$url" > /dev/null && break; sleep 0.2; done
done

# The same things asked of each: a playlist of 50 songs, a song with lyrics, the 10 MB file.
group=$(sqlite3 "$serve/musicat.db" "SELECT group_id FROM group_tracks GROUP BY group_id HAVING count(*) = 50 ORDER BY group_id LIMIT 1 OFFSET 10")
lyrics_song=$(sqlite3 "$serve/musicat.db" "SELECT track_id FROM lyric_lines GROUP BY track_id ORDER BY track_id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM tracks)")
stream_musicat=$(sqlite3 "$serve/musicat.db" "SELECT id FROM tracks WHERE title = 'Ten Megabytes'")
# Supysonic's ids: the folder of the 10 MB file, and a playlist of the first 50 songs found
# folder by folder (made once).
read -r stream_supysonic playlist_supysonic songs_supysonic < <(python3 - "$base_supysonic" "$auth_supysonic" <<'PYTHON'
import json, sys, urllib.request
base, auth = sys.argv[1:]
def call(method, query=""):
    with urllib.request.urlopen(f"{base}/{method}.view?{auth}{query}") as response:
        return json.load(response)["subsonic-response"]
folders = [a for i in call("getIndexes")["indexes"]["index"] for a in i["artist"]]
stream_folder = next(a["id"] for a in folders if a["name"] == "Stream Test")
stream = call("getMusicDirectory", f"&id={stream_folder}")["directory"]["child"][0]["id"]
playlists = [p for p in call("getPlaylists")["playlists"].get("playlist", []) if p["name"] == "bench"]
if not playlists:
    songs = []
    for folder in folders:
        songs += [c["id"] for c in call("getMusicDirectory", f"&id={folder['id']}")["directory"].get("child", []) if not c["isDir"]]
        if len(songs) >= 50:
            break
    call("createPlaylist", "&name=bench" + "".join(f"&songId={song}" for song in songs[:50]))
    playlists = [p for p in call("getPlaylists")["playlists"]["playlist"] if p["name"] == "bench"]
playlist = playlists[0]["id"]
print(stream, playlist, len(call("getPlaylist", f"&id={playlist}")["playlist"].get("entry", [])))
PYTHON
)

questions=(ping search-love search-ai playlist lyrics stream)
declare -A label=(
  [ping]="ping"
  [search-love]="search3 \`love\`"
  [search-ai]="search3 \`爱\`"
  [playlist]="getPlaylist (50 songs)"
  [lyrics]="getLyricsBySongId"
  [stream]="stream, 10 MB file (4 connections)"
)
url() { # SERVER QUESTION: the URL, or nothing when the server cannot answer it
  local server=$1 question=$2 base auth
  case $server in
    musicat) base=$base_musicat auth=$auth_musicat ;;
    supysonic) base=$base_supysonic auth=$auth_supysonic ;;
    bare) if [ "$question" = ping ]; then echo "http://127.0.0.1:$port_bare/rest/ping.view"; fi
      return 0 ;;
  esac
  case $question in
    ping) echo "$base/ping.view?$auth" ;;
    search-love) echo "$base/search3.view?$auth&query=love" ;;
    search-ai) echo "$base/search3.view?$auth&query=%E7%88%B1" ;;
    playlist) [ $server = musicat ] && echo "$base/getPlaylist.view?$auth&id=$group" \
      || echo "$base/getPlaylist.view?$auth&id=$playlist_supysonic" ;;
    lyrics) if [ $server = musicat ]; then echo "$base/getLyricsBySongId.view?$auth&id=$lyrics_song"; fi ;;
    stream) [ $server = musicat ] && echo "$base/stream.view?$auth&id=$stream_musicat" \
      || echo "$base/stream.view?$auth&id=$stream_supysonic" ;;
  esac
}
# settle PID: waits (at most 120 s) until the process used under 2% of a core for a second:
# a slow server still answers the requests wrk left queued after it stopped.
settle() {
  local before after
  for _ in $(seq 1 120); do
    before=$(awk '{print $14 + $15}' "/proc/$1/stat")
    sleep 1
    after=$(awk '{print $14 + $15}' "/proc/$1/stat")
    [ $((after - before)) -le 2 ] && return 0
  done
}
out="$serve/wrk"
mkdir -p "$out"
for round in $(seq 1 "$rounds"); do
  for question in "${questions[@]}"; do
    for server in musicat supysonic bare; do
      target=$(url "$server" "$question")
      [ -n "$target" ] || continue
      connections=32
      if [ "$question" = stream ]; then connections=4; fi
      echo "round $round: $server $question" >&2
      wrk -t2 -c"$connections" -d"${seconds}s" --latency --timeout 10s "$target" \
        > "$out/$server-$question-$round.txt" 2>&1 || true
      settle "$supysonic_pid"
      settle "$musicat_pid"
    done
  done
done
rss() { awk '/VmHWM/ {printf "%.1f MB", $2 / 1024}' "/proc/$1/status"; }
rss_musicat=$(rss "$musicat_pid") rss_supysonic=$(rss "$supysonic_pid") rss_bare=$(rss "$bare_pid")
curl -sf "$base_musicat/ping.view?$auth_musicat" > /dev/null || echo "musicat serve stopped answering" >&2

python3 - "$out" "$rounds" "$size" "$songs_supysonic" "$rss_musicat" "$rss_supysonic" "$rss_bare" \
  "$(tail -n 1 "$serve/musicat-import.time" 2> /dev/null || echo ?)" \
  "$(tail -n 1 "$supysonic/scan.time" 2> /dev/null || echo ?)" <<'PYTHON'
import os, re, statistics, sys
out, rounds, size, songs, rss_m, rss_s, rss_b, import_time, scan_time = sys.argv[1:]
rounds = int(rounds)
def seconds(text):
    value, unit = re.match(r"([\d.]+)(us|ms|s)", text).groups()
    return float(value) * {"us": 1e-3, "ms": 1, "s": 1000}[unit]
def read(server, question):
    runs = []
    for round in range(1, rounds + 1):
        path = os.path.join(out, f"{server}-{question}-{round}.txt")
        if not os.path.exists(path):
            return None
        text = open(path).read()
        rate = re.search(r"Requests/sec:\s+([\d.]+)", text)
        if not rate:
            return None
        p50 = re.search(r"^\s+50%\s+(\S+)", text, re.M)
        p99 = re.search(r"^\s+99%\s+(\S+)", text, re.M)
        transfer = re.search(r"Transfer/sec:\s+([\d.]+)(\w+)", text)
        errors = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
        megabytes = float(transfer.group(1)) * {"B": 1e-6, "KB": 1e-3, "MB": 1, "GB": 1e3}[transfer.group(2)] if transfer else 0
        runs.append((float(rate.group(1)), seconds(p50.group(1)), seconds(p99.group(1)), megabytes, int(errors.group(1)) if errors else 0))
    runs.sort()
    return runs[len(runs) // 2]
questions = [("ping", "ping"), ("search-love", "search3 `love`"), ("search-ai", "search3 `爱`"),
             ("playlist", "getPlaylist (50 songs)"), ("lyrics", "getLyricsBySongId"),
             ("stream", "stream, 10 MB file (`-c4`)")]
def cell(result, stream):
    if result is None:
        return "—"
    rate, p50, p99, megabytes, errors = result
    text = f"{rate:,.0f} req/s, p50 {p50:.2f} ms, p99 {p99:.2f} ms"
    if stream:
        text = f"{megabytes / 1000:.2f} GB/s ({rate:,.0f} req/s)"
    if errors:
        text += f", **{errors} errors**"
    return text
print(f"Service benchmark, `{size}` corpus, wrk `-t2 -c32` on loopback (median of {rounds} rounds), 2 cores shared with wrk.\n")
print("| question | musicat serve | Supysonic 0.7.9 | ratio | bare libmicrohttpd |")
print("|---|---|---|---|---|")
for key, name in questions:
    m, s, b = read("musicat", key), read("supysonic", key), read("bare", key)
    ratio = "—"
    if m and s:
        ratio = f"{(m[3] / s[3] if key == 'stream' else m[0] / s[0]):,.0f}×"
    note = ""
    if key == "lyrics" and s is None:
        note = " (Supysonic: no getLyricsBySongId, reads no .lrc)"
    if key.startswith("search") and s is not None:
        note = " (Supysonic: tag names only, no lyrics)"
    if key == "playlist":
        note = f" (Supysonic's: {songs} songs)"
    bare = cell(b, False) if b else "—"
    if key == "ping" and m and b:
        bare += f"; musicat is {100 * m[0] / b[0]:.0f}% of it"
    print(f"| {name}{note} | {cell(m, key == 'stream')} | {cell(s, key == 'stream')} | {ratio} | {bare} |")
print(f"\nPeak RSS after the load (VmHWM): musicat {rss_m}, Supysonic {rss_s}, bare handler {rss_b}.")
print(f"Building the catalog: musicat import {import_time} s, Supysonic scan {scan_time} s.")
PYTHON
