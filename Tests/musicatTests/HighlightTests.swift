import Testing

@testable import musicat

/// `search` on a terminal marks each word of the query in the lines it prints, whole
/// characters only, case and accents aside as the catalog folds them.
@Suite struct HighlightTests {
  static func bold(_ text: String) -> String { Highlight.bold + text + Highlight.normal }

  @Test(arguments: [
    ("love", "I LOVE you", "I \(bold("LOVE")) you"),
    ("elan", "Élan vital, élan", "\(bold("Élan")) vital, \(bold("élan"))"),
    ("回忆", "回忆里的回忆", "\(bold("回忆"))里的\(bold("回忆"))"),
    ("爱 rain", "爱 in the rain", "\(bold("爱")) in the \(bold("rain"))"),
    ("strasse", "Die Straße", "Die \(bold("Straße"))"),
    ("s", "Straße", "\(bold("S"))tra\(bold("ß"))e"),
    ("кино", "Группа КИНО", "Группа \(bold("КИНО"))"),
    ("e", "e\u{301}", bold("e\u{301}")),
    ("ab ba", "aba", bold("aba")),
    ("!!", "no words", "no words"),
    ("zzz", "no match", "no match"),
  ])
  func marksEachWordOfTheQuery(query: String, line: String, marked: String) {
    #expect(Highlight.marking(query, in: line) == marked)
  }

  @Test func wordsAreRunsOfLettersMarksAndDigits() {
    #expect(
      Highlight.words(of: "  回忆, love—2nd e\u{301}lan!") == ["回忆", "love", "2nd", "e\u{301}lan"])
  }
}
