import Utilities

/// A value of a seed file's JSON and where it is in the file (`groups[1].tracks[0]`), so that
/// what is wrong with it is said with its place: each accessor throws
/// ``CatalogError/invalidSeed(file:reason:)`` naming the file, the place and the problem.
struct SeedField {
  let node: JSONNode
  let path: String
  let file: String

  func member(_ key: String) throws -> SeedField {
    guard case .object = node else { throw invalid("expected an object") }
    guard let value = node[key] else {
      throw CatalogError.invalidSeed(
        file: file, reason: "\(path.isEmpty ? "" : path + ": ")missing key '\(key)'")
    }
    return SeedField(node: value, path: path.isEmpty ? key : "\(path).\(key)", file: file)
  }

  func elements() throws -> [SeedField] {
    guard case .array(let items) = node else { throw invalid("expected an array") }
    return items.enumerated().map { SeedField(node: $1, path: "\(path)[\($0)]", file: file) }
  }

  func string() throws -> String {
    guard case .string(let text) = node else { throw invalid("expected a string") }
    return text
  }

  func integer() throws -> Int {
    guard case .integer(let value) = node, let integer = Int(exactly: value) else {
      throw invalid("expected an integer")
    }
    return integer
  }

  func bool() throws -> Bool {
    guard case .bool(let value) = node else { throw invalid("expected true or false") }
    return value
  }

  func invalid(_ reason: String) -> CatalogError {
    .invalidSeed(file: file, reason: "\(path.isEmpty ? "top level" : path): \(reason)")
  }
}
