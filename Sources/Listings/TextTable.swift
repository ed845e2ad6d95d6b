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
  /// trailing spaces. Written as bytes into one buffer: a table of a few hundred cells is
  /// printed by every listing command, and a string per padded cell was most of its cost.
  package func render() -> String {
    let headings = columns.map(\.heading)
    let headingWidths = headings.map(\.displayWidth)
    var widths = headingWidths
    var cellWidths: [Int] = []
    cellWidths.reserveCapacity(rows.count * columns.count)
    for row in rows {
      for index in columns.indices {
        let width = index < row.count ? row[index].displayWidth : 0
        cellWidths.append(width)
        widths[index] = max(widths[index], width)
      }
    }
    var bytes: [UInt8] = []
    func appendLine(_ cells: [String], widthOf width: (Int) -> Int) {
      let lineStart = bytes.count
      for (index, column) in columns.enumerated() {
        let cell = index < cells.count ? cells[index] : ""
        let padding = widths[index] - width(index)
        if index > 0 { bytes.append(contentsOf: [0x20, 0x20]) }
        if column.alignRight { bytes.append(contentsOf: repeatElement(0x20, count: padding)) }
        bytes.append(contentsOf: cell.utf8)
        if !column.alignRight { bytes.append(contentsOf: repeatElement(0x20, count: padding)) }
      }
      while bytes.count > lineStart, bytes[bytes.count - 1] == 0x20 { bytes.removeLast() }
      bytes.append(0x0A)
    }
    appendLine(headings) { headingWidths[$0] }
    for (rowIndex, row) in rows.enumerated() {
      appendLine(row) { cellWidths[rowIndex * columns.count + $0] }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
