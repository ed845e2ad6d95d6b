"""Prints a catalog canonically: every row of every table (columns named *_at, which hold
when a row was written, left out; the search indexes' own storage, whose layout depends on
when their segments were merged, left out; the ids of the artist and album names, which
depend on the order imports met them, left out) and then every word of the lyric search
index with the line and position it stands at. Two catalogs with the same content print the
same.

    python3 dump.py DB
"""
import sqlite3
import sys

db = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
virtual = [name for (name,) in db.execute(
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")]
# The contentless lyric index cannot be read; the artist and album indexes read their names'
# tables, printed below.
unread = {"lyric_index", "artist_index", "album_index"}
surrogate_ids = {"artist_names", "album_names"}
tables = [name for (name,) in db.execute(
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    if name not in unread and not any(name.startswith(v + "_") for v in virtual)]
for table in tables:
    columns = [row[1] for row in db.execute(f'PRAGMA table_info("{table}")')
               if not row[1].endswith("_at") and not (table in surrogate_ids and row[1] == "id")]
    listed = ", ".join(f'"{column}"' for column in columns)
    print(f"== {table} ({listed})")
    for row in db.execute(f'SELECT {listed} FROM "{table}" ORDER BY {listed}'):
        print(row)
db.execute("CREATE VIRTUAL TABLE temp.words USING fts5vocab(main, lyric_index, instance)")
print("== lyric_index words")
for row in db.execute("SELECT term, doc, offset FROM temp.words ORDER BY term, doc, offset"):
    print(row)
