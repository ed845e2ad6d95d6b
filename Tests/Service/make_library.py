#!/usr/bin/env python3
"""Writes the music library the service tests serve: real (tiny) audio files whose bytes
differ, lyrics in Chinese, Japanese and English (with 爱, 回忆, an offset, a variant, an
untimed file), a folder cover, a FLAC with its cover inside, and one audio file of a few MB
for streaming and ranges. Usage: make_library.py FOLDER"""

import os
import random
import struct
import sys
import zlib


def wav(seconds, seed, rate=8000, genre=None):
    """A mono 16-bit PCM WAV of `seconds`, its samples drawn from `seed` (so no two files
    share their bytes), with an INFO chunk naming its `genre` when one is given."""
    generator = random.Random(seed)
    frames = int(seconds * rate)
    data = bytes(generator.getrandbits(8) for _ in range(frames * 2))
    fmt = struct.pack("<HHIIHH", 1, 1, rate, rate * 2, 2, 16)
    body = b"WAVE" + b"fmt " + struct.pack("<I", len(fmt)) + fmt
    if genre:
        value = genre.encode("utf-8") + b"\x00"
        value += b"\x00" * (len(value) & 1)
        info = b"INFO" + b"IGNR" + struct.pack("<I", len(value)) + value
        body += b"LIST" + struct.pack("<I", len(info)) + info
    body += b"data" + struct.pack("<I", len(data)) + data
    return b"RIFF" + struct.pack("<I", len(body)) + body


def png(width, height, rgb):
    """A valid PNG of one colour."""
    def chunk(kind, payload):
        return (struct.pack(">I", len(payload)) + kind + payload
                + struct.pack(">I", zlib.crc32(kind + payload) & 0xFFFFFFFF))
    raw = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw))
            + chunk(b"IEND", b""))


def flac_with_picture(seconds, picture):
    """A FLAC stream of metadata only (STREAMINFO: 44.1 kHz, 16 bits, stereo, `seconds`
    long; a PICTURE block holding `picture` as the front cover), which header readers take as
    a FLAC file."""
    rate, channels, bits, samples = 44100, 2, 16, int(44100 * seconds)
    info = struct.pack(">HH", 4096, 4096) + b"\x00\x00\x00" + b"\x00\x00\x00"
    packed = (rate << 44) | ((channels - 1) << 41) | ((bits - 1) << 36) | samples
    info += packed.to_bytes(8, "big") + b"\x00" * 16
    mime = b"image/png"
    block = (struct.pack(">I", 3) + struct.pack(">I", len(mime)) + mime + struct.pack(">I", 0)
             + struct.pack(">IIII", 1, 1, 24, 0) + struct.pack(">I", len(picture)) + picture)
    def header(kind, length, last):
        return bytes([(0x80 if last else 0) | kind]) + length.to_bytes(3, "big")
    # Padding keeps the average bitrate realistic for a file without audio frames.
    padding = b"\x00" * 4000
    return (b"fLaC" + header(0, len(info), False) + info + header(6, len(block), False) + block
            + header(1, len(padding), True) + padding)


def write(root, relative, data):
    path = os.path.join(root, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as file:
        file.write(data.encode("utf-8") if isinstance(data, str) else data)


def main(root):
    stars = "星空 Stars"
    write(root, f"{stars}/01 回忆.wav", wav(3, "memories", genre="Mandopop"))
    write(root, f"{stars}/01 回忆.lrc",
          "[ti:回忆]\n[ar:林晓]\n[al:星空]\n[la:zh]\n[offset:+200]\n"
          "[00:00.50]回忆像风一样\n[00:01.20]我爱你\n[00:02.00]\n[00:02.40]月亮代表我的心\n")
    write(root, f"{stars}/01 回忆.jp.lrc",
          "[00:00.50]思い出は風のように\n[00:01.20]愛してる\n")
    write(root, f"{stars}/02 Moon River.wav", wav(4, "moon river", genre="Jazz"))
    write(root, f"{stars}/02 Moon River.lrc",
          "[ti:Moon River]\n[ar:林晓]\n[al:星空]\n"
          "[00:00.00]Moon river, wider than a mile\n[00:01.50]I'm crossing you in style\n"
          "[00:03.00]Someday <00:03.00>my <00:03.40>love\n")
    write(root, f"{stars}/03 星星.wav", wav(2, "stars", genre="mandopop"))
    write(root, f"{stars}/03 星星.lrc",
          "[ti:星星]\n[ar:林晓]\n[al:星空]\n一闪一闪亮晶晶\n满天都是小星星\n")
    write(root, f"{stars}/cover.png", png(4, 4, (200, 30, 30)))
    write(root, "Singles/Paper Boats - Café Song.wav", wav(2, "cafe", genre="Jazz"))
    write(root, "Singles/Paper Boats - Café Song.lrc",
          "[ti:Café Song]\n[ar:Paper Boats]\n[00:00.30]Café au lait at noon\n"
          "[00:01.00]Love is a harbor\n")
    write(root, "Singles/Aoi - Blue Hour.flac", flac_with_picture(1, png(2, 2, (10, 60, 200))))
    write(root, "Singles/Aoi - Blue Hour.lrc", "[ti:Blue Hour]\n[ar:Aoi]\n[00:00.10]青い時間\n")
    # A few megabytes, for streams and ranges.
    write(root, "Long Play/01 Long Song.wav", wav(200, "long"))
    write(root, "Long Play/01 Long Song.lrc",
          "[ti:Long Song]\n[ar:Quiet Hours]\n[al:Long Play]\n[00:01.00]a long song\n")
    # Lyrics without their audio: a track that is not downloaded.
    write(root, "Long Play/02 Missing.lrc",
          "[ti:Missing]\n[ar:Quiet Hours]\n[al:Long Play]\n[00:01.00]this audio is not here\n"
          "[00:03.00]only the words came down\n[00:05.50]the record spins somewhere else\n"
          "[00:08.00]and still the song is sung\n")


if __name__ == "__main__":
    main(sys.argv[1])
