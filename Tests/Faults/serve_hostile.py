"""Hostile clients of `musicat serve`, for serve-hostile.sh: requests that try SQL, FTS5
syntax, paths out of the catalog, NUL bytes, invalid UTF-8, huge URLs, headers and bodies,
every wrong method, malformed HTTP; slow clients (slowloris) and a thousand idle
connections; clients that hang up mid-stream; and searches from 32 clients while the
catalog is imported into and edited. After each, the server must still answer a ping at
once. Prints one "ok - ..." or "FAIL - ..." line per check and exits 1 when one failed.

    python3 serve_hostile.py PORT USER PASSWORD MUSICAT DB LIBRARY
"""
import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.parse

port, user, password, musicat, db, library = sys.argv[1:7]
port = int(port)
credentials = urllib.parse.urlencode({"u": user, "p": password, "f": "json"})
failures = 0


def check(description, condition, detail=""):
    global failures
    if condition:
        print(f"ok - {description}")
    else:
        failures += 1
        print(f"FAIL - {description}" + (f": {detail}" if detail else ""))


def connect(timeout=10):
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


def read_response(sock):
    """Status, headers (lower-case names) and body of one response (Content-Length or close)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    if not lines or not lines[0].startswith(b"HTTP/"):
        return None, {}, data
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        headers[name.strip().lower().decode("latin-1")] = value.strip().decode("latin-1")
    length = int(headers.get("content-length", "-1"))
    while length < 0 or len(body) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        body += chunk
    return status, headers, body


def raw(data, timeout=10):
    """Sends bytes as they are on a new connection; the response, or None when the server
    closed the connection without one."""
    try:
        with connect(timeout) as sock:
            sock.sendall(data)
            return read_response(sock)
    except (ConnectionResetError, BrokenPipeError):
        return None, {}, b""


def get(target, headers=b"", method=b"GET"):
    return raw(method + b" " + target + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n" + headers
               + b"Connection: close\r\n\r\n")


def alive():
    """The server answers a ping within 2 s."""
    started = time.time()
    try:
        status, _, body = get(f"/rest/ping.view?{credentials}".encode())
    except OSError:
        return False
    return status == 200 and b'"status":"ok"' in body and time.time() - started < 2


def clean(status, body, allowed):
    """A clean answer: a status among `allowed`, and no SQL or stack in the body."""
    leaks = [word for word in (b"SQLite", b"sqlite3", b"SELECT ", b"Fatal error", b"Stack")
             if word in body]
    return status in allowed and not leaks


def track_count():
    out = subprocess.run(["sqlite3", db, "SELECT count(*) FROM tracks"], capture_output=True,
                         text=True)
    return int(out.stdout.strip() or -1)


# Injection: SQL and FTS5 syntax in every parameter that reaches a query.
before = track_count()
hostile = ["1 OR 1=1", "' OR '1'='1", "\") ; DROP TABLE tracks; --", "NEAR(a b)", "\"*\"",
           "AND OR NOT", "^a", "a:b", "*", "tracks MATCH 'x'", "\\", "%", "_", "''''"]
answers = []
for text in hostile:
    for call in ("search3.view?query=", "search2.view?query=", "getSong.view?id=",
                 "getAlbum.view?id=", "getLyrics.view?title=",
                 "getAlbumList2.view?type=byGenre&genre=", "getSongsByGenre.view?genre=",
                 "getRandomSongs.view?genre=", "getSongsByGenre.view?genre=x&offset="):
        target = f"/rest/{call}{urllib.parse.quote(text)}&{credentials}"
        answers.append(get(target.encode()))
    for route in ("/api/tracks?q=", "/api/search?q="):
        answers.append(get((route + urllib.parse.quote(text)).encode(),
                           b"Authorization: Basic " + __import__("base64").b64encode(
                               f"{user}:{password}".encode()) + b"\r\n"))
check("SQL and FTS syntax get clean answers",
      all(clean(s, b, {200, 400, 404}) for s, _, b in answers),
      [(s, b[:120]) for s, _, b in answers if not clean(s, b, {200, 400, 404})][:3])
check("nothing was changed by them", track_count() == before)
check("the server answers after injections", alive())

# Paths: nothing outside the catalog's ids ever reaches a file.
paths = [b"/rest/../../../../etc/passwd", b"/rest/%2e%2e/%2e%2e/etc/passwd",
         b"/%2e%2e/%2e%2e/etc/passwd", b"/api/tracks/..%2f..%2fetc%2fpasswd",
         b"/rest/stream.view?id=../../../../etc/passwd&" + credentials.encode(),
         b"/rest/getCoverArt.view?id=/etc/passwd&" + credentials.encode(),
         b"/rest/stream.view?id=%2fetc%2fpasswd&" + credentials.encode(),
         b"/api/tracks/1/../../../../etc/passwd", b"//etc/passwd", b"/etc/passwd",
         b"/rest/ping.view/../../etc/passwd"]
basic = b"Authorization: Basic " + __import__("base64").b64encode(f"{user}:{password}".encode())
results = [get(path, basic + b"\r\n") for path in paths]
check("paths that climb out get a clean 4xx or a Subsonic error, never a file",
      all(clean(s, b, {200, 400, 404}) and b"root:" not in b for s, _, b in results),
      [(p, s) for p, (s, _, b) in zip(paths, results) if b"root:" in b or s not in (200, 400, 404)])
check("the server answers after path tricks", alive())

# NUL bytes and invalid UTF-8.
tricks = [get(b"/rest/ping.view?x=%00&" + credentials.encode()),
          get(b"/rest/search3.view?query=%ff%fe&" + credentials.encode()),
          get(b"/rest/%ff"), get(b"/api/search?q=%c0%af"),
          raw(b"GET /rest/pi\x00ng HTTP/1.1\r\nHost: x\r\n\r\n"),
          get(b"/rest/ping.view?" + credentials.encode(), b"X-Bad: \xff\xfe\r\n")]
check("NUL bytes and invalid UTF-8 get a clean 400 or 404 (or the connection closed)",
      all(s is None or clean(s, b, {400, 404}) for s, _, b in tricks),
      [(s, b[:80]) for s, _, b in tricks])
check("the server answers after NUL and bad UTF-8", alive())

# Sizes: a 200 KB query string, 100 KB of headers, a 5 MB body.
status, _, _ = get(b"/rest/search3.view?query=" + b"a" * 200_000)
check("a 200 KB query string gets 414 (or 431)", status in (414, 431), status)
status, _, _ = get(b"/rest/ping.view", b"X-Long: " + b"b" * 100_000 + b"\r\n")
check("100 KB of headers get 431", status in (431, 413), status)
status, _, _ = raw(b"POST /rest/ping.view HTTP/1.1\r\nHost: x\r\nContent-Type: "
                   b"application/x-www-form-urlencoded\r\nContent-Length: 5000000\r\n\r\n"
                   + b"a=" + b"x" * 100_000)
check("a 5 MB form body gets 413 before it is sent", status == 413, status)
outcome = None
with connect() as sock:
    try:
        sock.sendall(b"POST /rest/ping.view HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
                     b"Content-Type: application/x-www-form-urlencoded\r\n\r\n")
        sock.sendall(b"2\r\na=\r\n")
        for _ in range(40):
            sock.sendall(b"10000\r\n" + b"y" * 0x10000 + b"\r\n")
        sock.sendall(b"0\r\n\r\n")
    except (BrokenPipeError, ConnectionResetError):
        outcome = "closed"
    try:
        status, _, _ = read_response(sock)
        outcome = status or "closed"
    except (ConnectionResetError, OSError):
        outcome = outcome or "closed"
check("a chunked body past 1 MiB gets 413 or its connection closed", outcome in (413, "closed"),
      outcome)
check("the server answers after oversized requests", alive())

# Methods and malformed requests.
methods = [get(b"/rest/ping.view", method=m) for m in
           (b"DELETE", b"PUT", b"PATCH", b"OPTIONS", b"TRACE", b"CONNECT", b"BREW")]
check("other methods get 405 (or 400 for unknown ones)",
      all(s in (405, 400, 501) for s, _, _ in methods), [s for s, _, _ in methods])
malformed = [raw(b"HELLO\r\n\r\n"), raw(b"GET / HTTP/9.9\r\n\r\n"),
             raw(b"GET /rest/ping.view HTTP/1.1\r\n\r\n"),
             raw(b"POST /rest/ping.view HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n"),
             raw(b"POST /rest/ping.view HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n"
                 b"Content-Length: 5\r\n\r\nabc"),
             raw(b"POST /rest/ping.view HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n"
                 b"Transfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n"),
             raw(b"POST /rest/ping.view HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                 b"zz\r\n"),
             raw(b"GET /rest/ping.view HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"),
             raw(b"\r\n\r\n\r\n"), raw(b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03")]
check("malformed HTTP gets a 4xx or a closed connection, never a 2xx or 5xx",
      all(s is None or 400 <= s < 500 or s == 505 for s, _, _ in malformed),
      [s for s, _, _ in malformed])
check("the server answers after malformed HTTP", alive())

# Slowloris: 50 clients sending their headers a byte at a time never starve the others, and
# a client that stops sending is cut off after the idle timeout (the script starts the
# server with --timeout 3).
slow = []
for _ in range(50):
    sock = connect()
    sock.sendall(b"GET /rest/ping.view HTTP/1.1\r\nHost: x\r\nX-Slow: ")
    slow.append(sock)
answered = 0
for round in range(4):
    for sock in slow:
        try:
            sock.sendall(b"a")
        except OSError:
            pass
    answered += alive()
    time.sleep(0.5)
check("50 slow clients do not keep others from being answered", answered == 4, answered)
time.sleep(4.5)
closed = 0
for sock in slow:
    try:
        sock.settimeout(2)
        closed += sock.recv(1) == b""
    except (ConnectionResetError, socket.timeout, OSError):
        closed += 1
    sock.close()
check("a client idle past the timeout is disconnected", closed == 50, f"{closed} of 50")

# A thousand connections held open at once, and the server still answers: 500 idle ones
# first, then 500 that each send a ping as soon as they are connected (so the 3 s idle
# timeout cannot close them before their request, however slowly the machine connects).
# Each is answered while the idle ones are held.
held = []
try:
    started = time.time()
    for _ in range(500):
        held.append(connect())
    request = b"GET /rest/ping.view?" + credentials.encode() + b" HTTP/1.1\r\nHost: x\r\n\r\n"
    for _ in range(500):
        sock = connect()
        held.append(sock)
        sock.sendall(request)
    opened = time.time() - started
    statuses = {}
    for sock in held[500:]:
        try:
            status = read_response(sock)[0]
        except OSError as error:
            status = type(error).__name__
        statuses[status] = statuses.get(status, 0) + 1
    check("1,000 connections held open, 500 of them answered", statuses.get(200) == 500,
          f"statuses {statuses}, opened in {opened:.2f} s")
    check("the server answers while 1,000 connections are open", alive())
finally:
    for sock in held:
        sock.close()
check("the server answers after the 1,000 connections close", alive())

# Clients that hang up mid-stream.
long_id = json.loads(subprocess.run(
    [musicat, "--db", db, "tracks", "title:=Long Song", "--format", "json"],
    capture_output=True, text=True).stdout)[0]["id"]
for attempt in range(50):
    with connect() as sock:
        sock.sendall(f"GET /rest/stream.view?id={long_id}&{credentials} HTTP/1.1\r\nHost: x\r\n\r\n"
                     .encode())
        sock.recv(65536 if attempt % 2 else 10)
        if attempt % 3 == 0:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
check("the server answers after 50 clients hung up mid-stream", alive())
status, _, body = get(f"/rest/stream.view?id={long_id}&{credentials}".encode())
with open(os.path.join(library, "Long Play", "01 Long Song.wav"), "rb") as file:
    check("a whole stream after them is the file", status == 200 and body == file.read())

# 32 clients searching while the catalog is imported into and edited: no failed request.
stop = threading.Event()
errors = []
counts = [0] * 32


def searcher(number):
    queries = ["love", "爱", "回忆", "line 5", "第3行", "moon river"]
    while not stop.is_set():
        query = urllib.parse.quote(queries[(number + counts[number]) % len(queries)])
        try:
            status, _, body = get(f"/rest/search3.view?query={query}&{credentials}".encode())
            if status != 200 or b'"status":"ok"' not in body:
                errors.append((status, body[:200]))
        except OSError as error:
            errors.append(("socket", str(error)))
        counts[number] += 1


threads = [threading.Thread(target=searcher, args=(n,)) for n in range(32)]
for thread in threads:
    thread.start()
edits = []
started = time.time()
imported = subprocess.run([musicat, "--db", db, "import", os.path.join(library, "..", "more"),
                           "--quiet"], capture_output=True, text=True)
edits.append(("import", imported.returncode, imported.stderr))
for number in range(20):
    for arguments in (["group", "create", f"Mix {number}"], ["group", "add", f"Mix {number}", "love"],
                      ["group", "set-state", f"Mix {number}", "downloading"],
                      ["mark", "1", "--hd"]):
        done = subprocess.run([musicat, "--db", db, *arguments], capture_output=True, text=True)
        edits.append((" ".join(arguments), done.returncode, done.stderr))
while time.time() - started < 5:
    time.sleep(0.1)
stop.set()
for thread in threads:
    thread.join()
check("32 clients searched during the import and edits",
      sum(counts) > 200, f"{sum(counts)} requests")
check("no search failed during them", not errors, errors[:3])
check("every import and edit succeeded beside the server",
      all(code == 0 for _, code, _ in edits), [e for e in edits if e[1] != 0][:3])
status, _, body = get(f"/rest/getPlaylists.view?{credentials}".encode())
check("the edits are seen at once", b'"Mix 19"' in body)
check("the server answers after all of it", alive())
sys.exit(1 if failures else 0)
