#!/usr/bin/env bash
# Makes Tests/Library/real-shaped, a tiny library shaped like real ones, with FFmpeg
# (apt-get install ffmpeg), run from this folder. The output is committed: the tests read
# real files, not generated ones. Audio carries no tags (what musicat knows of it comes from
# the names); each file is a tone of its own, so no two have the same bytes.
set -euo pipefail
command -v ffmpeg >/dev/null || { echo "needs ffmpeg" >&2; exit 1; }
cd "$(dirname "$0")"
rm -rf real-shaped
root=real-shaped
# audio OUT HZ ENCODER-ARGS...: 0.2 s of a tone, no metadata.
audio() {
  local out=$1 hz=$2; shift 2
  mkdir -p "$(dirname "$out")"
  ffmpeg -hide_banner -loglevel error -nostdin -y -f lavfi \
    -i "aevalsrc=exprs=0.05*sin(2*PI*$hz*t):s=44100:d=0.2" -ac 2 -map_metadata -1 \
    -fflags +bitexact -flags:a +bitexact "$@" "$out"
}
lyrics() { mkdir -p "$(dirname "$1")"; printf '%s' "$2" > "$1"; }

album="$root/赵雷 - 无法长大 (2016) [FLAC 16-44]"
audio "$album/01 - 成都.flac" 440 -c:a flac -sample_fmt s16
lyrics "$album/01 - 成都.lrc" $'[00:00.10]让我掉下眼泪的\n[00:00.15]不止昨夜的酒\n'
audio "$album/02 - 理想.flac" 466 -c:a flac -sample_fmt s16
lyrics "$album/02 - 理想.lrc" $'[00:00.10]理想今年你几岁\n'
lyrics "$album/02 - 理想.jp.lrc" $'[00:00.10]理想よ、今年いくつ\n'
lyrics "$album/02 - 理想.rom.lrc" $'[00:00.10]lixiang jinnian ni jisui\n'

audio "$root/有理想/CD1/01 白桦林.mp3" 494 -c:a libmp3lame -b:a 128k
audio "$root/有理想/CD1/02 平凡之路.mp3" 523 -c:a libmp3lame -b:a 128k
audio "$root/有理想/CD2/01 那些花儿.mp3" 554 -c:a libmp3lame -b:a 128k

audio "$root/Singles/周深 - 大鱼.mp3" 587 -c:a libmp3lame -b:a 320k
lyrics "$root/Singles/周深 - 大鱼.lrc" $'[ti:大鱼]\n[ar:周深]\n[00:00.10]看海天一色\n'
lyrics "$root/Singles/周深 - 大鱼.eslrc" $'[00:00.10]看[00:00.12]海[00:00.14]天一色\n'
lyrics "$root/Singles/03 理想.lrc" $'[00:00.10]只有理想\n'
