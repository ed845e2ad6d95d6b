/// An aligned plain-text table whose columns line up in a terminal, CJK text included.
package struct TextTable {
  /// A column's heading and which side its cells align to.
  package struct Column {
    package let heading: String
    package let alignRight: Bool

    package init(_ heading: String, alignRight: Bool = false) {
      self.heading = heading
      self.alignRight = alignRight
    }
  }

  package let columns: [Column]
  private var rows: [[String]] = []

  package init(columns: [Column]) { self.columns = columns }

  /// Adds a row; control characters in cells are shown as escapes.
  package mutating func append(_ cells: [String]) {
    rows.append(cells.map(\.escapingControlCharacters))
  }

  /// The table: a heading line, then one line per row, columns two spaces apart, no
  /// trailing spaces.
  package func render() -> String {
    var widths = columns.map(\.heading.displayWidth)
    for row in rows {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], cell.displayWidth)
      }
    }
    var text = ""
    for cells in [columns.map(\.heading)] + rows {
      var line = ""
      for (index, column) in columns.enumerated() {
        let cell = index < cells.count ? cells[index] : ""
        let padding = String(repeating: " ", count: widths[index] - cell.displayWidth)
        if index > 0 { line += "  " }
        line += column.alignRight ? padding + cell : cell + padding
      }
      while line.last == " " { line.removeLast() }
      text += line + "\n"
    }
    return text
  }
}
