#!/usr/bin/env python3
"""The everyday questions asked of a catalog made by the peers of ../shared/bench (the C
program and the Python baseline share one schema: tracks with a relative `path`, lyric
lines with an `id`, the trigram index `lyric_fts`), the way those peers can answer them.

    peer_query.py DB QUESTION ARG...       answers with Python's sqlite3, prints the rows
    peer_query.py --sql QUESTION ARG...    prints the SQL, for the sqlite3 shell (C)

QUESTION, and what musicat answers it with:
    hd                    downloaded HD tracks, first 50      (tracks downloaded:yes hd:yes)
    search PHRASE LIMIT   lines with the phrase, and a count  (search PHRASE --limit LIMIT)
                          through the trigram index, which finds 3 characters or more
    scan TEXT LIMIT       the same by reading every line      (search TEXT, 1-2 CJK chars;
                          the trigram index cannot find them)
    at PATH MS            the line sung at MS in the track whose lyrics are PATH (relative)
    m3u GROUP             a group's downloaded tracks as M3U  (export GROUP)
"""
import sqlite3
import sys

COUNT_CAP = 10_001  # musicat counts matches up to 10,000 too


def quoted(text):
    return "'" + text.replace("'", "''") + "'"


def sql(question, *args):
    if question == "hd":
        return ("SELECT id, artist, title, audio_path FROM tracks WHERE downloaded = 1 AND hd = 1"
                " ORDER BY artist, title LIMIT 50;")
    if question == "search":
        text, limit = args
        match = quoted('"' + text.replace('"', '""') + '"')
        return ("SELECT count(*) FROM (SELECT 1 FROM lyric_fts WHERE lyric_fts MATCH %s LIMIT %d);"
                " SELECT l.track_id, t.title, t.artist, l.time_ms, l.text FROM lyric_fts AS f"
                " JOIN lyric_lines AS l ON l.id = f.rowid JOIN tracks AS t ON t.id = l.track_id"
                " WHERE lyric_fts MATCH %s ORDER BY f.rowid LIMIT %d;"
                % (match, COUNT_CAP, match, int(limit)))
    if question == "scan":
        text, limit = args
        like = quoted("%" + text + "%")
        return ("SELECT count(*) FROM (SELECT 1 FROM lyric_lines WHERE text LIKE %s LIMIT %d);"
                " SELECT l.track_id, t.title, t.artist, l.time_ms, l.text FROM lyric_lines AS l"
                " JOIN tracks AS t ON t.id = l.track_id WHERE l.text LIKE %s ORDER BY l.id LIMIT %d;"
                % (like, COUNT_CAP, like, int(limit)))
    if question == "at":
        path, ms = args
        return ("SELECT l.text FROM lyric_lines AS l JOIN tracks AS t ON t.id = l.track_id"
                " WHERE t.path = %s AND l.time_ms <= %d ORDER BY l.time_ms DESC LIMIT 1;"
                % (quoted(path), int(ms)))
    if question == "m3u":
        (group,) = args
        return ("SELECT '#EXTM3U' UNION ALL SELECT * FROM (SELECT '#EXTINF:' ||"
                " coalesce(t.duration_ms / 1000, -1) || ',' || coalesce(t.artist || ' - ', '') ||"
                " t.title || char(10) || t.audio_path FROM tracks AS t JOIN groups AS g"
                " ON g.id = t.group_id WHERE g.name = %s AND t.downloaded = 1 ORDER BY t.path);"
                % quoted(group))
    raise SystemExit("unknown question: " + question)


def main():
    if sys.argv[1] == "--sql":
        print(sql(*sys.argv[2:]))
        return
    db = sqlite3.connect(sys.argv[1])
    out = []
    for statement in sql(*sys.argv[2:]).split(";"):
        if statement.strip():
            for row in db.execute(statement):
                out.append("|".join("" if value is None else str(value) for value in row))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
