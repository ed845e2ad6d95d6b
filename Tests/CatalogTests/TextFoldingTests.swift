import Testing

@testable import Catalog

/// The fold that names compare by, made from the standard library's Unicode data: its
/// examples, and its quick paths checked against its definition (``TextFolding/foldedByUnicode``).
@Suite struct TextFoldingTests {
  @Test(arguments: [
    ("Élan", "elan"), ("ÖDÖN PÁRTOS", "odon partos"), ("Straße", "strasse"), ("КИНО", "кино"),
    ("Йога Ёлка", "иога елка"), ("Ἀθῆναι", "αθηναι"), ("ΣΊΣΥΦΟΣ", "σισυφοσ"), ("ﬁn", "fin"),
    ("Việt Nam", "viet nam"), ("E\u{301}lan", "elan"), ("ǅemal", "ǆemal"),
    ("回忆的沙漏 (Live)", "回忆的沙漏 (live)"), ("さくらんぼ", "さくらんぼ"), ("が", "が"),
    ("か\u{3099}", "が"), ("사랑해요", "사랑해요"), ("\u{1109}\u{1161}", "사"),
    ("ＡＢＣ", "ａｂｃ"), ("हिन्दी", "हिन्दी"), ("שָׁלוֹם", "שָׁלוֹם"), ("", ""),
  ])
  func foldsCaseAndTheDiacriticsOfLatinGreekAndCyrillic(text: String, folded: String) {
    #expect(TextFolding.fold(text) == folded)
    #expect(TextFolding.fold(folded) == folded)
  }

  /// Every assigned scalar, alone, after a Latin letter, after kana and before marks, folds
  /// on the quick paths as by the definition, and folding twice changes nothing.
  @Test func theQuickPathsFoldAsTheDefinitionDoes() {
    var differing: [String] = []
    for value in UInt32(0x80)...0x2FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      switch scalar.properties.generalCategory {
      case .unassigned, .surrogate, .privateUse: continue
      default: break
      }
      let alone = String(scalar)
      for text in ["a" + alone, "か" + alone, alone + "\u{301}", alone + "\u{3099}"] {
        let folded = TextFolding.fold(text)
        if folded != TextFolding.foldedByUnicode(text) || TextFolding.fold(folded) != folded {
          differing.append(String(value, radix: 16))
        }
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(20))")
  }
}
