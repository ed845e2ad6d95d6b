"""Writes a library of the nastiest inputs for the fault scripts, beside a few good tracks,
and prints the files an import must name as not read (one path a line).

    python3 make_bad_library.py DIR FIXTURES
"""
import os
import random
import socket
import struct
import sys

root, fixtures = sys.argv[1], sys.argv[2]
random.seed(7)
bad = []


def write(path, data, named=True):
    path = os.path.join(root, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as out:
        out.write(data)
    if named:
        bad.append(path)
    return path


def fixture(name):
    return open(os.path.join(fixtures, name), "rb").read()


# Good tracks the import must keep, whatever stands beside them.
write("good/01 fine.mp3", fixture("mp3-128-cbr.mp3"), named=False)
write("good/01 fine.lrc", "[ti:Fine]\n[00:01.00]still here\n".encode(), named=False)
write("good/02 好.flac", fixture("flac-16-44.flac"), named=False)
# Binary garbage with music names, and empty files.
noise = bytes(random.getrandbits(8) for _ in range(4096))
write("garbage/noise.lrc", b"\x00" + noise)
write("garbage/noise.mp3", noise)
write("garbage/noise.flac", noise)
write("garbage/empty.mp3", b"")
write("garbage/empty.lrc", b"", named=False)  # no lyrics at all: a track without lines
# A 50 MB lyrics file of one line: refused before it is read.
write("huge/one line.lrc", b"[00:01.00]" + b"la " * (50 * 1024 * 1024 // 3))
# Invalid UTF-8 in contents that no legacy encoding reads cleanly either (refused, named),
# and in names (kept byte for byte), names with a line break.
write("names/bad bytes.lrc", b"[00:01.00]\xff\xfe\x80 broken \xc3\x28 text\n")
write(os.fsdecode(b"names/caf\xe9 latin1.lrc"), b"[00:01.00]a name that is not UTF-8\n", named=False)
write("names/two\nlines.lrc", b"[00:01.00]a name with a line break\n", named=False)
# 200 folders deep.
write("/".join(["deep"] + ["d"] * 200 + ["bottom.lrc"]), b"[00:01.00]far down\n", named=False)
# Audio headers that lie about their sizes.
flac = bytearray(fixture("flac-16-44.flac"))
flac[5:8] = b"\xff\xff\xff"  # STREAMINFO says it is 16 MB long
write("lying/streaminfo.flac", bytes(flac))
wav = bytearray(fixture("wav-16-48-mono.wav"))
wav[4:8] = struct.pack("<I", 0xFFFFFFF0)  # RIFF size past the end
fmt = wav.find(b"fmt ")
wav[fmt + 4:fmt + 8] = struct.pack("<I", 0x7FFFFFFF)  # fmt chunk past the end
write("lying/chunks.wav", bytes(wav))
m4a = bytearray(fixture("aac-256.m4a"))
moov = m4a.find(b"moov")
m4a[moov - 4:moov] = struct.pack(">I", 0xFFFFFFFF)  # moov box larger than the file
write("lying/moov.m4a", bytes(m4a))
write("lying/id3.mp3", b"ID3\x04\x00\x00\x7f\x7f\x7f\x7f" + noise[:100])  # a tag of 256 MB
write("lying/truncated.flac", fixture("flac-24-96.flac")[:30])
# Things that are not files: a FIFO, a socket, a loop of links, a link to nothing.
os.makedirs(os.path.join(root, "special"), exist_ok=True)
os.mkfifo(os.path.join(root, "special/pipe.lrc"))
bad.append(os.path.join(root, "special/pipe.lrc"))
listener = socket.socket(socket.AF_UNIX)
listener.bind(os.path.join(root, "special/socket.mp3"))
bad.append(os.path.join(root, "special/socket.mp3"))
os.symlink("loop.lrc", os.path.join(root, "special/loop.lrc"))
bad.append(os.path.join(root, "special/loop.lrc"))
os.symlink("nowhere.flac", os.path.join(root, "special/dangling.flac"))
bad.append(os.path.join(root, "special/dangling.flac"))
os.symlink("..", os.path.join(root, "special/up"))  # a link to a folder: not followed
# Unreadable to the importer (the script runs it as a user other than the owner).
write("locked/secret.lrc", b"[00:01.00]you cannot read me\n")
os.chmod(os.path.join(root, "locked/secret.lrc"), 0)
write("locked/folder/hidden.lrc", b"[00:01.00]nor me\n", named=False)
os.chmod(os.path.join(root, "locked/folder"), 0)
bad.append(os.path.join(root, "locked/folder"))
print("\n".join(sorted(bad)))
