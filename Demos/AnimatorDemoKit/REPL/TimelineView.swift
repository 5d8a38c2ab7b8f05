import Animator

/// The `timeline` command's picture: an axis with the playhead, the timeline's labels (a `◆` at each
/// label's time, its name after it), then one lane per animated property whose animations are
/// drawn as sparklines of their progress (`▁▂▃▄▅▆▇█`), with what each is; a graph's leaf lanes
/// (``Lane/Drawing/weight``) are drawn in shades of their weight (` ░▒▓█`), and its property lanes
/// as sparklines of their values (``PropertyTrack``).
///
/// ```
/// labels           │      ◆shown             │ shown 0.50 s
/// logo.transform   │▂▄▅▆▆▇▇▇▇▇▇▇▇▇███████▁▅██│ easeOut → scale 0.75; → 1.5 (delayFactor 0.8)
/// logo.opacity     │                   ▁▅██│ → 0
///                  └────────────▲───────────┘ 0.35 s
/// ```
enum TimelineView {
  /// The sparkline characters, from no progress to full.
  static let levels = Array("▁▂▃▄▅▆▇█")
  /// The shades of a weight lane, from 0 (blank) to 1.
  static let shades = Array(" ░▒▓█")

  /// The lines of the timeline.
  ///
  /// - Parameters:
  ///   - lanes: The lanes.
  ///   - labels: The timeline's labels, drawn in a row above the lanes when there are any.
  ///   - start: The time at the left edge, in seconds.
  ///   - end: The time at the right edge (later than `start`).
  ///   - playhead: Where the playhead is, in seconds.
  ///   - width: The whole width in characters (at least 40).
  /// - Returns: The lines.
  static func lines(
    lanes: [Lane], labels: [TimelineLabel] = [], start: Double, end: Double, playhead: Double, width: Int
  ) -> [String] {
    let labelWidth = min(max(lanes.map(\.label.count).max() ?? 8, 8), 24) + 1
    let span = end > start ? end - start : 1
    let columns = max(min(width - labelWidth - 2 - 28, 60), 16)
    func column(_ time: Double) -> Int {
      Int(((time - start) / span * Double(columns)).rounded(.down))
    }
    let playheadColumn = min(max(column(playhead), 0), columns - 1)
    var lines: [String] = []
    lines.append(Format.pad("", labelWidth) + axisLabels(start: start, end: end, columns: columns))
    var ticks = Array(repeating: Character("─"), count: columns)
    for index in 0...4 {
      let position = min(index * columns / 4, columns - 1)
      ticks[position] = "┬"
    }
    ticks[playheadColumn] = "▼"
    lines.append(Format.pad("", labelWidth) + "┌" + String(ticks) + "┐")
    let shown = labels.filter { $0.time >= start && $0.time <= end }
    if !shown.isEmpty {
      lines.append(
        labelRow(
          shown, columns: columns, column: column, playheadColumn: playheadColumn, labelWidth: labelWidth,
          room: max(width - labelWidth - columns - 3, 0)))
    }
    for lane in lanes {
      var cells = Array(repeating: Character(" "), count: columns)
      for segment in lane.segments {
        for index in 0..<columns {
          let time = start + (Double(index) + 0.5) / Double(columns) * span
          guard time >= segment.start, time <= segment.end else { continue }
          let length = segment.end - segment.start
          let local = length > 0 ? (time - segment.start) / length : 1
          let value = segment.progress(min(max(local, 0), 1))
          let clamped = value.isFinite ? min(max(value, 0), 1) : 0
          let characters = lane.drawing == .weight ? shades : levels
          cells[index] = characters[Int((clamped * Double(characters.count - 1)).rounded())]
        }
      }
      if cells[playheadColumn] == " " { cells[playheadColumn] = "┊" }
      let labels = lane.segments.map(\.label)
      var seen: [String] = []
      for label in labels where !seen.contains(label) { seen.append(label) }
      let room = max(width - labelWidth - columns - 3, 0)
      let legend = String(seen.joined(separator: "; ").prefix(room))
      lines.append(Format.pad(lane.label, labelWidth) + "│" + String(cells) + "│ " + legend)
    }
    var bottom = Array(repeating: Character("─"), count: columns)
    bottom[playheadColumn] = "▲"
    lines.append(Format.pad("", labelWidth) + "└" + String(bottom) + "┘ playhead \(Format.seconds(playhead))")
    return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
  }

  /// The labels' row: a `◆` at each label's time, its name after it where the row has room, and
  /// each label with its time on the right.
  private static func labelRow(
    _ labels: [TimelineLabel], columns: Int, column: (Double) -> Int, playheadColumn: Int, labelWidth: Int, room: Int
  ) -> String {
    var cells = Array(repeating: Character(" "), count: columns)
    let placed = labels.map { (label: $0, column: min(max(column($0.time), 0), columns - 1)) }
    for (_, at) in placed { cells[at] = "◆" }
    for (label, at) in placed {
      var index = at + 1
      for character in label.name {
        guard index < columns, cells[index] == " ", index + 1 >= columns || cells[index + 1] != "◆" else { break }
        cells[index] = character
        index += 1
      }
    }
    if cells[playheadColumn] == " " { cells[playheadColumn] = "┊" }
    let legend = labels.map { "\($0.name) \(Format.seconds($0.time))" }.joined(separator: "; ")
    return Format.pad("labels", labelWidth) + "│" + String(cells) + "│ " + String(legend.prefix(room))
  }

  /// `0.0   0.5   1.0 s`: the times of the five ticks.
  private static func axisLabels(start: Double, end: Double, columns: Int) -> String {
    var cells = Array(repeating: Character(" "), count: columns + 12)
    for index in 0...4 {
      let time = start + (end - start) * Double(index) / 4
      let text = Array(Format.fixed(time, time >= 10 ? 0 : 2) + (index == 4 ? " s" : ""))
      let position = min(index * columns / 4, columns - 1) + 1
      let first = index == 0 ? position : max(position - text.count / 2, 0)
      for (offset, character) in text.enumerated() where first + offset < cells.count {
        cells[first + offset] = character
      }
    }
    return String(cells)
  }
}
