import Foundation

extension JSONEncoder {
  /// An encoder whose output depends only on its input: keys sorted, so the JSON stored in
  /// the catalog is the same bytes in every process (dictionary order is not).
  static var deterministic: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
