/// How one block's progress (or the animator's own progress) follows local time `x` in the
/// reference model: pieces of curve, each shown over a stretch of `x`.
///
/// A block starts as one piece: over its window `start...1` progress goes from 0 to 1 along the
/// animator's curve (a window that starts at or after 1 jumps to 1 at the end). `continueAnimation`
/// replaces what lies ahead in the direction of travel with a new piece along the new curve, from
/// the progress shown now to the end of the window, and keeps what lies behind (SEMANTICS §1.8,
/// §1.10 and the doc comment of `continueAnimation`).
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

  /// From local time `x` on, in the direction of travel, progress goes from what it is at `x` to
  /// the end of the travel (1 going forwards, 0 going backwards) along `curve`.
  mutating func continueAlong(_ curve: ModelCurve, from x: Double, forwards: Bool) {
    let current = progress(x)
    if forwards {
      let begin = max(x, windowStart)
      // Nothing of the window lies ahead: nothing changes.
      guard begin < 1 else { return }
      pieces = pieces.compactMap { piece in
        guard piece.low < begin else { return nil }
        var kept = piece
        kept.high = min(piece.high, begin)
        return kept
      }
      pieces.append(
        Piece(
          start: begin, end: max(1, begin), from: x < windowStart ? 0 : current, to: 1, curve: curve,
          backward: false, low: begin, high: max(1, begin)))
    } else {
      guard x > windowStart else { return }
      pieces = pieces.compactMap { piece in
        guard piece.high > x else { return nil }
        var kept = piece
        kept.low = max(piece.low, x)
        return kept
      }
      pieces.insert(
        Piece(
          start: windowStart, end: x, from: 0, to: current, curve: curve, backward: true, low: windowStart, high: x),
        at: 0)
    }
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
