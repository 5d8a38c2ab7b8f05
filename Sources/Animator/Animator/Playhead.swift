/// Where an animator is in its duration: its unit time `u` in `0...1`, frozen or moving.
///
/// While moving, `u = anchorUnitTime + (t - anchor) × rate` for engine time `t` after the anchor,
/// clamped to `0...1`; before the anchor (a start delay) `u` stays at `anchorUnitTime`. The anchor is
/// kept exactly as a `Duration` and, for the per-frame arithmetic, in seconds. The rate is unit time
/// per second: `1 / duration` running forwards, negative running backwards, and larger after
/// `continueAnimation` shortens the rest of the run.
struct Playhead: Equatable {
  // The fields a tick reads first; the exact instants after them.
  private(set) var anchorUnitTime: Double = 0
  private(set) var anchorSeconds: Double = 0
  /// Unit time per second; infinite for a run of zero length.
  private(set) var rate: Double = 0
  /// The engine time at which a moving playhead reaches its target, in seconds and exactly.
  private(set) var endSeconds: Double = .infinity
  private(set) var isMoving = false
  private(set) var anchor: Duration = .zero
  private(set) var endInstant: Duration?

  /// The unit time at engine time `seconds`.
  @inline(__always)
  func unitTime(atSeconds seconds: Double) -> Double {
    guard isMoving else { return anchorUnitTime }
    let elapsed = seconds - anchorSeconds
    if elapsed <= 0 { return anchorUnitTime }
    if rate.isInfinite { return rate > 0 ? 1 : 0 }
    return min(max(anchorUnitTime + elapsed * rate, 0), 1)
  }

  /// The rate of change of unit time at engine time `seconds`: 0 while frozen or waiting.
  func unitVelocity(atSeconds seconds: Double) -> Double {
    guard isMoving, seconds >= anchorSeconds, rate.isFinite else { return 0 }
    let u = unitTime(atSeconds: seconds)
    if (rate > 0 && u >= 1) || (rate < 0 && u <= 0) { return 0 }
    return rate
  }

  /// ``unitTime(atSeconds:)`` and ``unitVelocity(atSeconds:)`` together, computing the unit time
  /// once.
  @inline(__always)
  func motion(atSeconds seconds: Double) -> (unitTime: Double, unitVelocity: Double) {
    let u = unitTime(atSeconds: seconds)
    guard isMoving, seconds >= anchorSeconds, rate.isFinite else { return (u, 0) }
    if (rate > 0 && u >= 1) || (rate < 0 && u <= 0) { return (u, 0) }
    return (u, rate)
  }

  /// The unit time the playhead is heading for: 1 forwards, 0 backwards.
  var target: Double { rate < 0 ? 0 : 1 }

  /// Freezes the playhead at unit time `unitTime`.
  mutating func freeze(at unitTime: Double) {
    anchorUnitTime = min(max(unitTime, 0), 1)
    isMoving = false
    endInstant = nil
    endSeconds = .infinity
  }

  /// Starts moving from unit time `unitTime` at engine time `time` with `rate`.
  mutating func move(from unitTime: Double, at time: Duration, rate: Double) {
    anchorUnitTime = min(max(unitTime, 0), 1)
    anchor = time
    anchorSeconds = time.inSeconds
    self.rate = rate
    isMoving = true
    if rate == 0 || rate.isNaN {
      endInstant = nil
    } else if rate.isInfinite {
      endInstant = time
    } else {
      let seconds = max((target - anchorUnitTime) / rate, 0)
      // Any end the engine can reach gets an instant; only one past the engine's latest time (which
      // it never reaches) has none, and the sum cannot overflow.
      endInstant = seconds <= AnimationEngine.maximumTime / .seconds(1) ? time + .seconds(seconds) : nil
    }
    endSeconds = endInstant.map(\.inSeconds) ?? .infinity
  }

  /// Whether a moving playhead has reached its target by engine time `seconds`.
  @inline(__always)
  func hasReachedTarget(atSeconds seconds: Double) -> Bool {
    isMoving && seconds >= endSeconds
  }
}
