#!/usr/bin/env bash
# Makes the encoded fixtures from the UTF-8 sources with iconv (run from this folder).
# The outputs are committed, so the tests read real bytes of each encoding.
set -euo pipefail
iconv -f UTF-8 -t GBK zh-hans.txt > zh-hans.gbk.lrc
iconv -f UTF-8 -t GB18030 zh-hans.txt > zh-hans.gb18030.lrc
iconv -f UTF-8 -t BIG5 zh-hant.txt > zh-hant.big5.lrc
iconv -f UTF-8 -t SHIFT_JIS ja.txt > ja.shift_jis.lrc
iconv -f UTF-8 -t CP932 ja.txt > ja.cp932.lrc
iconv -f UTF-8 -t EUC-KR ko.txt > ko.euc-kr.lrc
{ printf '\xef\xbb\xbf'; cat zh-hans.txt; } > zh-hans.utf-8-bom.lrc
{ printf '\xff\xfe'; iconv -f UTF-8 -t UTF-16LE ja.txt; } > ja.utf-16le-bom.lrc
{ printf '\xfe\xff'; iconv -f UTF-8 -t UTF-16BE zh-hans.txt; } > zh-hans.utf-16be-bom.lrc
{ printf '\xff\xfe\x00\x00'; iconv -f UTF-8 -t UTF-32LE zh-hant.txt; } > zh-hant.utf-32le-bom.lrc
{ printf '\x00\x00\xfe\xff'; iconv -f UTF-8 -t UTF-32BE ja.txt; } > ja.utf-32be-bom.lrc
printf '[ti:Plain]\n[00:01.00]Hello world\n[00:02.00]Second line\n' | iconv -f UTF-8 -t UTF-16LE > latin.utf-16le.lrc
printf '[ti:Plain]\n[00:01.00]Hello world\n[00:02.00]Second line\n' | iconv -f UTF-8 -t UTF-16BE > latin.utf-16be.lrc
