/// One field of a listed record: its snake_case name in JSON and CSV, and, when it appears
/// in the table, its heading and how its cell reads there.
package struct ListingField<Record>: Sendable {
  package let name: String
  package let json: @Sendable (Record) -> JSONValue
  /// The table heading; nil when the field is left out of the table.
  package let heading: String?
  package let alignRight: Bool
  package let cell: @Sendable (Record) -> String

  package init(
    _ name: String, heading: String? = nil, alignRight: Bool = false,
    json: @escaping @Sendable (Record) -> JSONValue, cell: (@Sendable (Record) -> String)? = nil
  ) {
    self.name = name
    self.json = json
    self.heading = heading
    self.alignRight = alignRight
    self.cell = cell ?? { json($0).plainText }
  }

  /// The same field for records that hold a `Record`, reached through `part`.
  package func contramap<Whole>(_ part: @escaping @Sendable (Whole) -> Record) -> ListingField<
    Whole
  > {
    let (json, cell) = (self.json, self.cell)
    return ListingField<Whole>(
      name, heading: heading, alignRight: alignRight, json: { json(part($0)) },
      cell: { cell(part($0)) })
  }
}

extension JSONValue {
  /// The value as one CSV or table field: text as is, a path in its readable form (bytes
  /// that are not UTF-8 as `\xB0`), numbers in decimal, booleans as true/false, null as
  /// empty.
  package var plainText: String {
    switch self {
    case .null: ""
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .string(let value): value
    case .path(let path): path.description
    case .array, .object: serialized
    }
  }
}
