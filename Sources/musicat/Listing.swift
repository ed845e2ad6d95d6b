/// Prints records as a table, JSON or CSV from one list of fields, so the three formats
/// always agree.
struct Listing<Record>: Sendable {
  let fields: [ListingField<Record>]

  func render(_ records: [Record], as format: OutputFormat) -> String {
    switch format {
    case .json:
      return JSONValue.lines(
        records.map { record in .object(fields.map { ($0.name, $0.json(record)) }) })
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
}
