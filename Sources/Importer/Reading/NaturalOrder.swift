import Catalog

/// Orders names the way people expect: runs of digits compare as numbers (`2 x` before
/// `10 x`), letters without regard to case.
enum NaturalOrder {
  static func areInIncreasingOrder(_ left: String, _ right: String) -> Bool {
    var leftScalars = Array(left.lowercased().unicodeScalars)[...]
    var rightScalars = Array(right.lowercased().unicodeScalars)[...]
    while let leftFirst = leftScalars.first, let rightFirst = rightScalars.first {
      if isDigit(leftFirst), isDigit(rightFirst) {
        let leftRun = leftScalars.prefix(while: isDigit)
        let rightRun = rightScalars.prefix(while: isDigit)
        let leftNumber = String(String.UnicodeScalarView(leftRun.drop { $0 == "0" }))
        let rightNumber = String(String.UnicodeScalarView(rightRun.drop { $0 == "0" }))
        if leftNumber.count != rightNumber.count { return leftNumber.count < rightNumber.count }
        if leftNumber != rightNumber { return leftNumber < rightNumber }
        leftScalars = leftScalars.dropFirst(leftRun.count)
        rightScalars = rightScalars.dropFirst(rightRun.count)
        continue
      }
      if leftFirst != rightFirst { return leftFirst.value < rightFirst.value }
      leftScalars = leftScalars.dropFirst()
      rightScalars = rightScalars.dropFirst()
    }
    return leftScalars.count < rightScalars.count
      || (leftScalars.isEmpty && rightScalars.isEmpty && left < right)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }
}
