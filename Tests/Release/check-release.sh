#!/usr/bin/env bash
# Builds the release of the README's install steps (`make release`) and checks what it is
# made of: none of the Swift libraries that cost every command's start (Foundation in any
# part, Dispatch, the concurrency runtime, the string algorithms and regex modules) is
# linked in, the binary stays under 20 MB, and it runs. Asks the linker which archives it
# took and why (lld's --why-extract); run by CI, on Linux with glibc 2.36 or newer.
set -euo pipefail
cd "$(dirname "$0")/../.."
why=$(mktemp)
trap 'rm -f "$why"' EXIT
flags=$(make -s --no-print-directory release-flags)
case "$flags" in
  *use-ld=lld*) ;;
  *) echo "check-release: needs lld (glibc 2.36 or newer); skipped on this system" >&2; exit 0 ;;
esac
# The link runs again whatever is built, so that the linker reports every archive.
rm -f "$(swift build -c release $flags --show-bin-path)/musicat"
swift build -c release $flags -Xlinker --why-extract="$why" --product musicat > /dev/null
binary="$(swift build -c release $flags --show-bin-path)/musicat"
status=0
forbidden='lib(Foundation[A-Za-z]*|_Foundation[A-Za-z]*|swift_Concurrency|dispatch|swiftDispatch|BlocksRuntime|swift_StringProcessing|swift_RegexParser)\.a'
if grep -E "$forbidden" "$why" > /dev/null; then
  echo "check-release: the release links libraries it should not; what pulled them in:" >&2
  grep -E "^[^/]*/[^	]*\.o	[^	]*$forbidden" "$why" >&2 || grep -E "$forbidden" "$why" | head -n 5 >&2
  status=1
fi
size=$(stat -c %s "$binary")
if [ "$size" -gt $((20 * 1024 * 1024)) ]; then
  echo "check-release: the binary is $size bytes, over 20 MB" >&2
  status=1
fi
"$binary" --version > /dev/null
echo "check-release: $binary, $size bytes; linked: $(cut -f2 "$why" | sed -n 's|.*/\(lib[^/(]*\.a\).*|\1|p' | sort -u | tr '\n' ' ')"
exit $status
