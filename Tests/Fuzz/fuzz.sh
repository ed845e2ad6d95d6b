#!/usr/bin/env bash
# Builds a fuzz target for libFuzzer with AddressSanitizer and runs it.
#
#   Tests/Fuzz/fuzz.sh TARGET [SECONDS]     (default 60)
#
# TARGET: lrc (the LRC engine), audio (the audio prober, any format), audio-flac, audio-mp3,
# audio-mp4, audio-wav, audio-ogg (the prober aimed at one format: inputs get its signature),
# query (the query language and search terms).
#
# The target's sources and the module it tests are compiled together with swiftc, because
# SwiftPM would apply -sanitize=fuzzer to its build tools too. The corpus grows in
# .build/fuzz/<target>-corpus, seeded from Tests/Fuzz/seeds/<target> and the test fixtures;
# the full log is .build/fuzz/<target>-fuzz.log; a crash leaves its input in .build/fuzz/
# and makes this script fail.
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${1:?usage: fuzz.sh lrc|audio|audio-flac|audio-mp3|audio-mp4|audio-wav|audio-ogg|query [SECONDS]}
seconds=${2:-60}
out=.build/fuzz
mkdir -p "$out"
case "$target" in
  lrc)
    sources=(Sources/LRC/*.swift Sources/LRC/*/*.swift Sources/FuzzLRC/FuzzLRC.swift)
    seeds=(Tests/Fuzz/seeds/lrc Tests/LRCTests/Fixtures)
    ;;
  audio | audio-flac | audio-mp3 | audio-mp4 | audio-wav | audio-ogg)
    sources=(Sources/AudioProbe/*.swift Sources/AudioProbe/*/*.swift Sources/FuzzAudioProbe/FuzzAudioProbe.swift
      Sources/FuzzAudioProbe/FuzzedAudioFormat.swift)
    format=${target#audio}
    format=${format#-}
    export MUSICAT_FUZZ_FORMAT=${format:-any}
    case "$format" in
      "") patterns=('*') ;;
      mp4) patterns=('*.m4a') ;;
      ogg) patterns=('*.ogg' '*.opus') ;;
      *) patterns=("*.$format") ;;
    esac
    seeds=(Tests/AudioProbeTests/Fixtures)
    ;;
  query)
    sources=(Sources/AudioProbe/*.swift Sources/AudioProbe/*/*.swift Sources/Catalog/Query/TrackQuery.swift
      Sources/Catalog/Query/TrackQueryError.swift Sources/Catalog/Model/PlaybackTime.swift
      Sources/Catalog/Search/LyricSearchTerms.swift Sources/FuzzTrackQuery/FuzzTrackQuery.swift)
    seeds=(Tests/Fuzz/seeds/query)
    ;;
  *) echo "unknown fuzz target: $target" >&2; exit 64 ;;
esac
# The audio targets share one binary (the format comes from MUSICAT_FUZZ_FORMAT), built
# again only when a source is newer than it.
program=${target%%-*}
binary="$out/fuzz-$program"
# Utilities, which every fuzzed module imports, is a module of its own (a static library
# and its interface in $out/utilities), built with the same sanitizers.
utilities=(Sources/Utilities/*/*.swift)
modules="$out/utilities"
if [ ! -f "$modules/libUtilities.a" ] \
  || [ -n "$(find "${utilities[@]}" Tests/Fuzz/fuzz.sh -newer "$modules/libUtilities.a")" ]; then
  mkdir -p "$modules"
  swiftc -O -parse-as-library -sanitize=fuzzer,address -package-name musicat \
    -module-name Utilities -emit-module -emit-module-path "$modules/Utilities.swiftmodule" \
    -emit-library -static -o "$modules/libUtilities.a" "${utilities[@]}" \
    > "$out/utilities-build.log" 2>&1 || {
    cat "$out/utilities-build.log"
    exit 1
  }
fi
if [ ! -x "$binary" ] || [ -n "$(find "${sources[@]}" "$modules/libUtilities.a" Tests/Fuzz/fuzz.sh -newer "$binary")" ]; then
  # (The linker's warnings about ASan's local symbols are noise: the build log is shown only
  # when the build fails.)
  swiftc -O -parse-as-library -D FUZZING -sanitize=fuzzer,address -package-name musicat \
    -module-name "Fuzz$program" -I "$modules" -L "$modules" -lUtilities \
    "${sources[@]}" -o "$binary" > "$out/$program-build.log" 2>&1 || {
    cat "$out/$program-build.log"
    exit 1
  }
fi
corpus="$out/$target-corpus"
mkdir -p "$corpus"
for seed in "${seeds[@]}"; do
  for pattern in "${patterns[@]:-*}"; do
    [ -d "$seed" ] && find "$seed" -type f -name "$pattern" -exec cp {} "$corpus/" \;
  done
done
log="$out/$target-fuzz.log"
status=0
"$binary" "$corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
  -artifact_prefix="$out/$target-" -print_final_stats=1 > "$log" 2>&1 || status=$?
grep -E '^(#[0-9]+ +DONE|Done|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY)' "$log" || true
if [ "$status" -ne 0 ]; then
  tail -n 40 "$log"
  echo "fuzz-$target failed (exit $status); the input is in $out/$target-crash-*" >&2
fi
exit "$status"
