/// The text encodings a lyrics file is read in, named as `musicat lrc show` reports them.
public enum TextEncoding: String, CaseIterable, Sendable, Codable {
  case utf8 = "utf-8"
  /// UTF-8 that starts with a byte order mark.
  case utf8BOM = "utf-8-bom"
  case utf16LittleEndian = "utf-16le"
  case utf16BigEndian = "utf-16be"
  case utf32LittleEndian = "utf-32le"
  case utf32BigEndian = "utf-32be"
  /// GB18030, which covers GBK and GB2312 (simplified Chinese).
  case gb18030 = "gb18030"
  /// Big5 (traditional Chinese), read as Windows code page 950.
  case big5 = "big5"
  /// Shift-JIS (Japanese), read as Windows-31J, which covers it.
  case shiftJIS = "shift_jis"
  /// EUC-JP (Japanese, older Unix systems).
  case eucJP = "euc-jp"
  /// EUC-KR (Korean), read as Windows code page 949 (Unified Hangul Code), which covers it.
  case eucKR = "euc-kr"
}
