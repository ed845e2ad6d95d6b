/// Prints records as a table, JSON or CSV from one list of fields, so the three formats
/// always agree (the command line prints all three; the service answers with the JSON).
package struct Listing<Record>: Sendable {
  package let fields: [ListingField<Record>]

  package init(fields: [ListingField<Record>]) { self.fields = fields }

  package func render(_ records: [Record], as format: ListingFormat) -> String {
    switch format {
    case .json:
      return JSONValue.lines(objects(records))
    case .csv:
      var writer = CSVWriter()
      writer.appendRow(fields.map(\.name))
      for record in records {
        writer.appendRow(fields.map { $0.json(record).plainText })
      }
      return writer.text
    case .table:
      let shown = fields.filter { $0.heading != nil }
      var table = TextTable(
        columns: shown.map { TextTable.Column($0.heading ?? "", alignRight: $0.alignRight) })
      for record in records {
        table.append(shown.map { $0.cell(record) })
      }
      return table.render()
    }
  }

  /// Each record as a JSON object of its fields, for a command that prints them inside an
  /// object of its own.
  package func objects(_ records: [Record]) -> [JSONValue] {
    records.map { record in .object(fields.map { ($0.name, $0.json(record)) }) }
  }
}
