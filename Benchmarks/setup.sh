# Shared by the benchmark scripts (sourced, not run): checks for the yardstick, generates the
# bench corpus of size $size into .build/bench/data when missing, builds the C program and a
# release musicat. Sets: bench, work, corpus, musicat, python.
bench=../shared/bench
work=.build/bench
case "$size" in
  small) shape=(--groups 20 --tracks-per-group 50) ;;
  medium) shape=(--groups 200 --tracks-per-group 50) ;;
  large) shape=(--groups 2000 --tracks-per-group 50) ;;
  *) echo "unknown size: $size" >&2; exit 64 ;;
esac
[ -d "$bench" ] || { echo "needs $bench (the yardstick) beside the repository" >&2; exit 1; }
mkdir -p "$work/db"
corpus="$work/data/$size"
[ -f "$corpus/manifest.json" ] || python3 "$bench/gen_corpus.py" "${shape[@]}" --seed 42 --out "$corpus" > /dev/null
gcc -O2 -o "$work/limit_c" "$bench/limit_c.c" -lsqlite3
# The release build of the README's install steps, with the flags `make release` uses (on
# Linux the Swift runtime linked in, and the relocations packed where glibc reads them).
read -ra release <<< "-c release $(make -s --no-print-directory release-flags)"
swift build "${release[@]}" --product musicat > /dev/null
musicat="$(swift build "${release[@]}" --show-bin-path)/musicat"
python=$(python3 -c 'import sys; print(sys.executable)')
