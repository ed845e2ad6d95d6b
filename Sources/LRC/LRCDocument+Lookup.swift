extension LRCDocument {
  /// The index of the first timed line (untimed lines come first).
  private var firstTimedIndex: Int {
    lines.firstIndex { $0.timeMS != nil } ?? lines.count
  }

  /// The index just past the last timed line whose effective time is <= `timeMS`, found by
  /// binary search over the timed lines.
  private func upperBound(_ timeMS: Int) -> Int {
    var low = firstTimedIndex
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if let time = lines[middle].timeMS, time <= timeMS {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The line sung at `timeMS`: the last line whose effective time is <= it; nil before the
  /// first timed line (and for unsynced lyrics).
  public func line(at timeMS: Int) -> LRCLine? {
    let index = upperBound(timeMS)
    return index > firstTimedIndex ? lines[index - 1] : nil
  }

  /// Every line sung at `timeMS`: the current line and those sharing its time (translations,
  /// duet parts), in file order; empty before the first timed line.
  public func lines(at timeMS: Int) -> ArraySlice<LRCLine> {
    let end = upperBound(timeMS)
    let first = firstTimedIndex
    guard end > first, let time = lines[end - 1].timeMS else { return [] }
    var start = end - 1
    while start > first, lines[start - 1].timeMS == time { start -= 1 }
    return lines[start..<end]
  }

  /// The timed lines whose effective time lies in `range` (milliseconds), in order.
  public func lines(between range: ClosedRange<Int>) -> ArraySlice<LRCLine> {
    let first = firstTimedIndex
    var low = first
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if let time = lines[middle].timeMS, time < range.lowerBound {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return lines[low..<max(low, upperBound(range.upperBound))]
  }
}
