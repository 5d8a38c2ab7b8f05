import Animator

/// Plots a timing function in braille characters: each character is a 2 × 4 grid of dots, so a
/// 60 × 12 plot has 120 × 48 dots.
///
/// ```
///  1.00 ┤        ⢀⣀⠤⠤⠒⠒⠊⠉⠉⠉⠉⠁
///       │    ⢀⠔⠊
///  0.00 ┼⣀⠔⠊⠁
///       └──────────────── time
/// ```
enum CurvePlot {
  /// The lines of a plot of `curve` over unit time.
  ///
  /// The vertical range is `0...1`, widened to include overshoot; the dotted lines at 0 and 1 show
  /// where the curve starts and ends.
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - width: The plot's width in characters (at least 8).
  ///   - height: The plot's height in characters (at least 3).
  ///   - timeLabel: What the horizontal axis ends with, for example `1` or `1.23 s`.
  /// - Returns: The lines.
  /// - Complexity: O(width × height).
  static func lines(_ curve: TimingCurve, width: Int, height: Int, timeLabel: String) -> [String] {
    let columns = max(width, 8)
    let rows = max(height, 3)
    let dotsX = columns * 2
    let dotsY = rows * 4
    var samples: [Double] = []
    for index in 0..<dotsX {
      let value = curve.value(at: Double(index) / Double(dotsX - 1))
      samples.append(value.isFinite ? value : 0)
    }
    let low = min(0, samples.min() ?? 0)
    let high = max(1, samples.max() ?? 1)
    let span = high - low
    func dotRow(_ value: Double) -> Int {
      let row = Int(((high - value) / span * Double(dotsY - 1)).rounded())
      return min(max(row, 0), dotsY - 1)
    }
    var dots = Array(repeating: Array(repeating: false, count: dotsX), count: dotsY)
    for level in [0.0, 1.0] {
      let row = dotRow(level)
      for x in stride(from: 0, to: dotsX, by: 4) { dots[row][x] = true }
    }
    var previous: Int?
    for (x, value) in samples.enumerated() {
      let row = dotRow(value)
      let from = min(row, previous ?? row)
      let to = max(row, previous ?? row)
      for y in from...to { dots[y][x] = true }
      previous = row
    }
    let labelWidth = 6
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      for column in 0..<columns {
        var bits: UInt32 = 0
        let pattern: [(Int, Int, UInt32)] = [
          (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20), (0, 3, 0x40),
          (1, 3, 0x80),
        ]
        for (dx, dy, bit) in pattern where dots[row * 4 + dy][column * 2 + dx] { bits |= bit }
        line.unicodeScalars.append(Unicode.Scalar(0x2800 + bits) ?? " ")
      }
      let label: String
      let axis: String
      if row == dotRow(1) / 4 {
        label = Format.fixed(1, 2)
        axis = "┤"
      } else if row == dotRow(0) / 4 {
        label = Format.fixed(0, 2)
        axis = "┼"
      } else if row == 0 {
        label = Format.fixed(high, 2)
        axis = "┤"
      } else if row == rows - 1 {
        label = Format.fixed(low, 2)
        axis = "┤"
      } else {
        label = ""
        axis = "│"
      }
      lines.append(String(repeating: " ", count: max(labelWidth - label.count, 0)) + label + " " + axis + line)
    }
    let rule = String(repeating: "─", count: columns)
    lines.append(String(repeating: " ", count: labelWidth + 1) + "└" + rule)
    let end = "time \(timeLabel)"
    lines.append(
      String(repeating: " ", count: labelWidth + 2) + "0"
        + String(repeating: " ", count: max(columns - 1 - end.count, 1))
        + end)
    return lines
  }
}
