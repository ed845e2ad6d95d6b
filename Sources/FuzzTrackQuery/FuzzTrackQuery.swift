#if canImport(Catalog)
  // Built by SwiftPM the query language is part of Catalog; the fuzz script compiles its
  // sources in.
  import Catalog
#endif

/// The query language's fuzz target: any arguments (the input split at NUL bytes) must
/// parse to a query or to an error naming one of them, never crash, and what parses must
/// hold together; the search terms of any text keep its characters.
///
/// `Tests/Fuzz/fuzz.sh query` builds it for libFuzzer; built by SwiftPM, it runs the inputs
/// named on the command line once each.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrackQuery(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: count)
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  do {
    let query = try TrackQuery.parse(arguments)
    guard query.terms.count == arguments.count else { fatalError("a term was lost") }
    for (argument, term) in zip(arguments, query.terms) {
      switch term.condition {
      case .duration(let from?, let through?) where from > through:
        fatalError("\(argument): a range that ends before it starts")
      case .contains(_, let value) where value.isEmpty, .equals(_, let value) where value.isEmpty,
        .word(let value) where value.isEmpty:
        fatalError("\(argument): an empty value")
      case .word where TrackQuery.isFieldTerm(argument):
        fatalError("\(argument): a field term parsed as a word")
      default: break
      }
    }
  } catch {
    guard arguments.contains(error.term) else { fatalError("the error names no argument") }
  }
  let text = String(decoding: bytes, as: UTF8.self)
  let terms = LyricSearchTerms.terms(of: text)
  guard
    terms.unicodeScalars.filter({ $0 != " " }).elementsEqual(
      text.unicodeScalars.filter({ $0 != " " }))
  else { fatalError("the search terms changed the text") }
  return 0
}
