/// Why an option's text is not a value of its kind, such as "expected a whole number 0 or
/// more.": the end of the usage error that names the option and the text.
struct InvalidValue: Error {
  let reason: String

  init(_ reason: String) { self.reason = reason }
}
