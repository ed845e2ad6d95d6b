/// An option a command declares once, as a static property, and reads by that key: a
/// ``Flag`` or an ``Option``. A key cannot be misspelled at the place it is read, as a name
/// looked up by string could.
protocol OptionKey: Sendable {
  /// What the option is called and how its help reads.
  var spec: OptionSpec { get }
}
