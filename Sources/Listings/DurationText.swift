/// Durations as people read them.
package enum DurationText {
  /// `3:51`, or `1:02:03` from an hour up. Milliseconds are rounded down to the second.
  package static func minutesSeconds(_ milliseconds: Int) -> String {
    let seconds = max(0, milliseconds) / 1000
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    let twoDigits = { (number: Int) in number < 10 ? "0\(number)" : "\(number)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }

  /// A time in a track as LRC writes it: `mm:ss.xx` (minutes past 59 keep counting).
  package static func lyricTime(_ milliseconds: Int) -> String {
    let centiseconds = max(0, milliseconds) / 10
    let (minutes, seconds, hundredths) = (
      centiseconds / 6000, centiseconds / 100 % 60, centiseconds % 100
    )
    let twoDigits = { (number: Int) in number < 10 ? "0\(number)" : "\(number)" }
    return "\(twoDigits(minutes)):\(twoDigits(seconds)).\(twoDigits(hundredths))"
  }
}
