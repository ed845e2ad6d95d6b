#!/usr/bin/env bash
# Makes Seeds/sample-library: a small music folder that shows what musicat does. Tiny real
# audio files (FFmpeg: apt-get install ffmpeg) in several formats and qualities, and lyrics
# written for this project in Chinese (GBK), Japanese (UTF-16), and English (UTF-8, with
# and without a byte order mark). Run from Seeds/; the outputs are committed.
set -euo pipefail
command -v ffmpeg >/dev/null || { echo "needs ffmpeg" >&2; exit 1; }
out=sample-library
rm -rf "$out"
mkdir -p "$out/夜空 Night Sky" "$out/Tokyo Rain" "$out/Singles"
tone() { echo "aevalsrc=exprs=0.05*sin(2*PI*$1*t):s=$2:d=0.4"; }
noisy() { echo "aevalsrc=exprs=0.2*sin(2*PI*$1*t)+0.05*(2*random(0)-1)|0.2*sin(2*PI*$1*1.5*t)+0.05*(2*random(1)-1):s=$2:d=0.4"; }
# audio OUT TITLE ARTIST ALBUM TRACK SOURCE ENCODER-ARGS...
audio() {
  local target=$1 title=$2 artist=$3 album=$4 track=$5 source=$6; shift 6
  ffmpeg -hide_banner -loglevel error -nostdin -y -f lavfi -i "$source" "$@" -metadata "title=$title" \
    -metadata "artist=$artist" -metadata "album=$album" -metadata "track=$track" \
    -fflags +bitexact -flags:a +bitexact "$out/$target"
}
audio "夜空 Night Sky/01 月光.flac" "月光" "林晓" "夜空" 1 "$(tone 440 96000)" -ac 2 -c:a flac -sample_fmt s32 -bits_per_raw_sample 24
audio "夜空 Night Sky/02 风.flac" "风" "林晓" "夜空" 2 "$(tone 494 44100)" -ac 2 -c:a flac -sample_fmt s16
audio "夜空 Night Sky/03 回家.mp3" "回家" "林晓" "夜空" 3 "$(noisy 523 44100)" -c:a libmp3lame -b:a 320k
audio "Tokyo Rain/1 雨の駅.m4a" "雨の駅" "Aoi" "Tokyo Rain" 1 "$(noisy 587 44100)" -c:a aac -b:a 192k
audio "Tokyo Rain/2 傘.opus" "傘" "Aoi" "Tokyo Rain" 2 "$(noisy 659 48000)" -c:a libopus -b:a 96k
audio "Singles/Paper Boats - Harbor Lights.mp3" "Harbor Lights" "Paper Boats" "" "" "$(noisy 698 44100)" -c:a libmp3lame -b:a 128k
audio "Singles/Paper Boats - Slow Train.wav" "Slow Train" "Paper Boats" "" "" "$(tone 784 44100)" -ac 1 -c:a pcm_s16le

# Lyrics, written for this sample. GBK, with two timestamps on the chorus line.
printf '%s\n' '[ti:月光]' '[ar:林晓]' '[al:夜空]' '[00:00.50]月光洒在安静的河面' '[00:04.00][00:12.00]我在等风把你带回来' \
  '[00:08.00]城市的灯一盏一盏亮起' '[00:16.00]' | iconv -f UTF-8 -t GBK > "$out/夜空 Night Sky/01 月光.lrc"
# UTF-8 with an offset: the lyrics show 300 ms sooner than written.
printf '%s\n' '[ti:风]' '[offset:+300]' '[00:01.00]风吹过旧街道' '[00:05.00]带走了夏天的味道' > "$out/夜空 Night Sky/02 风.lrc"
# Lyrics without audio: not downloaded.
printf '%s\n' '[ti:星星]' '[ar:林晓]' '[00:02.00]星星不说话' '[00:06.00]却照亮了我' > "$out/夜空 Night Sky/04 星星.lrc"
# UTF-16 with a byte order mark, Japanese with a translation line at the same time.
{ printf '\xff\xfe'; printf '%s\n' '[ti:雨の駅]' '[ar:Aoi]' '[00:01.00]雨の駅で君を待つ' '[00:01.00]Waiting for you at the rainy station' \
  '[00:06.00]傘をさして歩こう' | iconv -f UTF-8 -t UTF-16LE; } > "$out/Tokyo Rain/1 雨の駅.lrc"
# UTF-8 with a byte order mark and word timing (enhanced LRC).
{ printf '\xef\xbb\xbf'; printf '%s\n' '[ti:Harbor Lights]' '[ar:Paper Boats]' \
  '[00:01.00]<00:01.00>Harbor <00:01.60>lights <00:02.10>are <00:02.40>calling<00:03.20>' \
  '[00:04.00]<00:04.00>Every <00:04.50>boat <00:05.00>comes <00:05.40>home<00:06.00>'; } > "$out/Singles/Paper Boats - Harbor Lights.lrc"
