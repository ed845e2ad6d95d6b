#!/usr/bin/env python3
"""The Python baseline's decode + parse, without its database: walks ROOT, decodes and
parses every .lrc file with the functions of ../shared/bench/baseline_python.py, and prints
the number of lyric rows. The peer of `limit_c --mode parse` and `musicat lrc check`.

    parse_only.py ROOT BENCH_DIR
"""
import os
import sys

sys.path.insert(0, sys.argv[2])
import baseline_python as baseline  # noqa: E402

root = sys.argv[1]
rows = 0
for rel, files in baseline.walk(root):
    for name in files:
        if not name.lower().endswith(".lrc"):
            continue
        with open(os.path.join(root, rel, name), "rb") as handle:
            text = baseline.decode(handle.read())
        if text is not None:
            rows += len(baseline.parse_lrc(text)[1])
print(rows)
