/// The part of a ``Playhead`` that a tick reads: its position and velocity at an engine time, and
/// whether it has arrived, from five numbers and a flag.
///
/// While moving, `position = anchorPosition + (t - anchorSeconds) × rate` for engine time `t` after
/// the anchor, never past `target`, which it reaches at `endSeconds`; before the anchor (a start
/// delay) it stays at `anchorPosition`.
struct PlayheadCourse: Equatable {
  var anchorPosition: Double = 0
  var anchorSeconds: Double = 0
  /// Position per engine second; infinite for a run of zero length.
  var rate: Double = 0
  /// The engine time at which a moving playhead reaches its target, in seconds.
  var endSeconds: Double = .infinity
  /// The position a moving playhead stops at.
  var target: Double = 0
  var isMoving = false

  /// The position and its rate of change at engine time `seconds`: the rate is 0 while frozen,
  /// waiting, or at the target.
  ///
  /// - Complexity: O(1); runs once per player per frame.
  @inline(__always)
  func motion(atSeconds seconds: Double) -> (position: Double, velocity: Double) {
    guard isMoving else { return (anchorPosition, 0) }
    let elapsed = seconds - anchorSeconds
    if elapsed <= 0 {
      // Waiting, or setting off: it moves from the anchor once time has passed.
      let setsOff = elapsed == 0 && seconds < endSeconds && rate.isFinite && anchorPosition != target
      return (anchorPosition, setsOff ? rate : 0)
    }
    if seconds >= endSeconds { return (target, 0) }
    let position = anchorPosition + elapsed * rate
    if rate > 0 { return position < target ? (position, rate) : (target, 0) }
    if rate < 0 { return position > target ? (position, rate) : (target, 0) }
    return (anchorPosition, 0)
  }

  /// Whether a moving playhead has reached its target by engine time `seconds`.
  @inline(__always)
  func hasReachedTarget(atSeconds seconds: Double) -> Bool {
    isMoving && seconds >= endSeconds
  }
}
