#!/usr/bin/env bash
# Makes the audio fixtures of the AudioProbe tests with FFmpeg (apt-get install ffmpeg), run
# from this folder. The outputs are committed: tests read real files, not generated ones.
# Tiny signals (a quiet tone, some noise for the lossy encoders), tags in every file.
set -euo pipefail
command -v ffmpeg >/dev/null || { echo "needs ffmpeg" >&2; exit 1; }
tone() { echo "aevalsrc=exprs=0.05*sin(2*PI*440*t):s=$1:d=$2"; }
noisy() { echo "aevalsrc=exprs=0.2*sin(2*PI*440*t)+0.05*(2*random(0)-1)|0.2*sin(2*PI*660*t)+0.05*(2*random(1)-1):s=$1:d=$2"; }
# make OUT TITLE TRACK SOURCE ENCODER-ARGS...
make() {
  local out=$1 title=$2 track=$3 source=$4; shift 4
  ffmpeg -hide_banner -loglevel error -nostdin -y -f lavfi -i "$source" "$@" \
    -metadata "title=$title" -metadata "artist=musicat tests" -metadata "album=fixtures" -metadata "track=$track" \
    -fflags +bitexact -flags:a +bitexact "$out"
}
make flac-16-44.flac "FLAC 16/44.1" 1 "$(tone 44100 0.5)" -ac 2 -c:a flac -sample_fmt s16
make flac-24-96.flac "FLAC 24/96" 2 "$(tone 96000 0.25)" -ac 2 -c:a flac -sample_fmt s32 -bits_per_raw_sample 24
make wav-16-48-mono.wav "WAV mono" 3 "$(tone 48000 0.25)" -ac 1 -c:a pcm_s16le
make alac-16-44.m4a "ALAC" 4 "$(tone 44100 0.5)" -ac 2 -c:a alac -sample_fmt s16p -movflags +faststart
make mp3-128-cbr.mp3 "MP3 128" 5 "$(noisy 44100 0.5)" -c:a libmp3lame -b:a 128k -write_xing 0
make mp3-320-cbr.mp3 "MP3 320" 6 "$(noisy 44100 0.5)" -c:a libmp3lame -b:a 320k
make mp3-vbr.mp3 "MP3 VBR" 7 "$(noisy 44100 0.5)" -c:a libmp3lame -q:a 2
make aac-256.m4a "AAC" 8 "$(noisy 44100 0.5)" -c:a aac -b:a 256k
make vorbis.ogg "Vorbis" 9 "$(noisy 44100 0.5)" -c:a libvorbis -q:a 4
make opus.opus "Opus" 10 "$(noisy 48000 0.5)" -c:a libopus -b:a 96k
# Chinese tags written as UTF-16 by ID3v2.3, MPEG-2 audio at 22.05 kHz.
make mp3-id3v23-utf16.mp3 "月亮代表我的心" 3/12 "$(noisy 22050 0.5)" -c:a libmp3lame -b:a 64k -id3v2_version 3
# Disc, year and genre in each kind of tag: ID3v2.4 (TPOS, TDRC, TCON), Vorbis comments
# (DISCNUMBER, DATE, GENRE) in FLAC and Ogg, MP4 ilst (disk, ©day, ©gen), RIFF INFO (ICRD,
# IGNR; RIFF has no disc).
tagged() {
  local out=$1 source=$2; shift 2
  make "$out" "Tagged" 4 "$source" "$@" -metadata "disc=2/3" -metadata "date=2019-05-01" \
    -metadata "genre=Jazz"
}
tagged tagged.flac "$(tone 44100 0.25)" -ac 2 -c:a flac -sample_fmt s16
tagged tagged.mp3 "$(noisy 44100 0.25)" -c:a libmp3lame -b:a 128k
tagged tagged.m4a "$(noisy 44100 0.25)" -c:a aac -b:a 128k
tagged tagged.ogg "$(noisy 44100 0.25)" -c:a libvorbis -q:a 2
tagged tagged.wav "$(tone 8000 0.25)" -ac 1 -c:a pcm_s16le
