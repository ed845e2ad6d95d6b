/// `samples` at `rate` per second, in milliseconds rounded to the nearest; nil when a
/// lying header makes the product overflow.
func milliseconds(samples: Int, rate: Int) -> Int? {
  guard rate > 0, samples >= 0 else { return nil }
  let (product, overflow) = samples.multipliedReportingOverflow(by: 1000)
  guard !overflow, product <= Int.max - rate / 2 else { return nil }
  return (product + rate / 2) / rate
}

/// `value` rounded to an Int, or nil when it is not finite or does not fit (lying headers
/// can make any number; converting those would trap).
func roundedInt(_ value: Double) -> Int? {
  guard value.isFinite, abs(value) < 9.0e18 else { return nil }
  return Int(value.rounded())
}
