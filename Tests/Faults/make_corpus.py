"""Writes a music library for the fault scripts: FOLDERS folders of TRACKS tracks, three of
four with audio (a copy of AUDIO), each with a lyrics file of a few lines in two scripts.

    python3 make_corpus.py DIR FOLDERS TRACKS AUDIO
"""
import os
import sys

root, folders, tracks, audio = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
sound = open(audio, "rb").read()
for group in range(1, folders + 1):
    folder = os.path.join(root, f"group {group}")
    os.makedirs(folder, exist_ok=True)
    for track in range(1, tracks + 1):
        stem = os.path.join(folder, f"{track} song")
        if track % 4:
            with open(stem + ".mp3", "wb") as out:
                out.write(sound)
        lines = "".join(f"[00:{second:02d}.50]line {second} of song {group}-{track} 第{second}行\n"
                        for second in range(1, 13))
        with open(stem + ".lrc", "w", encoding="utf-8") as out:
            out.write(f"[ti:Song {group}-{track}]\n[ar:Artist {group % 7}]\n[00:00.10]first line\n{lines}")
