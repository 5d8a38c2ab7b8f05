/// How one block's progress (or the animator's own progress) follows local time `x` in the
/// reference model: pieces of curve, each shown over a stretch of `x`.
///
/// A block starts as one piece: over its window `start...1` progress goes from 0 to 1 along the
/// animator's curve (a window that starts at or after 1 jumps to 1 at the end). `continueAnimation`
/// replaces what lies ahead in the direction of travel with a new piece along the new curve, and
/// keeps what lies behind. The new piece maps time back onto the curve, as UIKit does after a
/// pause: it is the part of the curve from the point `v = curve⁻¹(p)` that shows the progress `p`
/// shown now, stretched so that it ends where the window ends (going forwards) or starts (going
/// backwards) (UIKit's time remapping on continue; the doc comment of `continueAnimation`).
struct ModelTrack {
  struct Piece {
    /// The stretch of `x` over which the piece goes from `from` to `to`.
    var start: Double
    var end: Double
    var from: Double
    var to: Double
    var curve: ModelCurve
    /// Whether the piece is travelled from `end` back to `start` (made while running backwards).
    var backward: Bool
    /// The stretch of `x` where this piece is the one shown.
    var low: Double
    var high: Double

    func progress(_ x: Double) -> Double {
      let span = end - start
      let weight: Double
      if span <= 0 {
        weight = x >= end ? 1 : 0
      } else if backward {
        weight = 1 - curve.value(at: (end - x) / span)
      } else {
        weight = curve.value(at: (x - start) / span)
      }
      return from + (to - from) * weight
    }
  }

  /// The window's start in local time.
  let windowStart: Double
  private(set) var pieces: [Piece]

  /// A window that would start after the end starts at the end: its values apply there.
  init(windowStart: Double, curve: ModelCurve) {
    let start = min(windowStart, 1)
    self.windowStart = start
    pieces = [Piece(start: start, end: 1, from: 0, to: 1, curve: curve, backward: false, low: start, high: 1)]
  }

  /// The progress at local time `x`.
  func progress(_ x: Double) -> Double {
    guard let first = pieces.first, let last = pieces.last else { return 0 }
    if x < first.low { return first.from }
    for piece in pieces where x >= piece.low && x <= piece.high {
      return piece.progress(x)
    }
    return last.progress(last.high)
  }

  /// From local time `x` on, in the direction of travel, progress follows `curve` from the point
  /// of it that shows the progress at `x`, to the end of the travel (1 going forwards, 0 going
  /// backwards).
  ///
  /// - Returns: The point `v` on the curve, or `nil` if nothing of the window lies ahead.
  @discardableResult
  mutating func continueAlong(_ curve: ModelCurve, from x: Double, forwards: Bool) -> Double? {
    if forwards {
      let begin = max(x, windowStart)
      // Nothing of the window lies ahead: nothing changes.
      guard begin < 1 else { return nil }
      let current = x < windowStart ? 0 : progress(x)
      let v = curve.time(forValue: current)
      pieces = pieces.compactMap { piece in
        guard piece.low < begin else { return nil }
        var kept = piece
        kept.high = min(piece.high, begin)
        return kept
      }
      // Over start...1 the curve goes from 0 to 1, and at `begin` it is at v.
      let piece =
        v < 1
        ? Piece(
          start: (begin - v) / (1 - v), end: 1, from: 0, to: 1, curve: curve, backward: false, low: begin, high: 1)
        : Piece(start: begin, end: 1, from: current, to: 1, curve: curve, backward: false, low: begin, high: 1)
      pieces.append(piece)
      return v
    }
    guard x > windowStart else { return nil }
    let current = progress(x)
    let v = curve.time(forValue: current)
    pieces = pieces.compactMap { piece in
      guard piece.high > x else { return nil }
      var kept = piece
      kept.low = max(piece.low, x)
      return kept
    }
    // Over windowStart...end the curve goes from 0 to 1, and at x it is at v.
    let piece =
      v > 0
      ? Piece(
        start: windowStart, end: windowStart + (x - windowStart) / v, from: 0, to: 1, curve: curve, backward: false,
        low: windowStart, high: x)
      : Piece(
        start: windowStart, end: x, from: 0, to: current, curve: curve, backward: false, low: windowStart, high: x)
    pieces.insert(piece, at: 0)
    return v
  }

  /// The first local time at which progress reaches `target`, for a track that never decreases.
  func time(forProgress target: Double) -> Double {
    if target <= progress(windowStart) { return windowStart }
    if target >= 1 { return 1 }
    var low = windowStart
    var high = 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if middle == low || middle == high { break }
      if progress(middle) < target { low = middle } else { high = middle }
    }
    return high
  }
}
