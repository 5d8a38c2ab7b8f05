/// Where an animator is in its duration: its unit time `u` in `0...1`, frozen or moving.
///
/// While moving, `u = anchorUnitTime + (t - anchor) × rate` for engine time `t` after the anchor,
/// clamped to `0...1`; before the anchor (a start delay) `u` stays at `anchorUnitTime`. The anchor is
/// kept exactly as a `Duration` and, for the per-frame arithmetic, in seconds. The rate is unit time
/// per second: `1 / duration` running forwards, negative running backwards, and larger after
/// `continueAnimation` shortens the rest of the run.
///
/// Time is exact: the instant a moving playhead reaches its target is a `Duration`, worked out when
/// it starts moving from exact times (the run's duration, the time left when it was paused), never
/// through `1 / (1 / duration)`. So a tick that lands on that instant ends the run there, however
/// the time before it was split into ticks and however often the run was paused and resumed.
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
  /// How long the whole of unit time (0 to 1) takes at the current pace, exactly, when the pace is
  /// the run's own; `nil` once `continueAnimation` has given the rest of the run another pace.
  var length: Duration?
  /// While frozen: exactly how long the playhead needs from here to unit time 1 and to 0 at the
  /// current pace, when known (after a pause, or at either end); `nil` after a scrub elsewhere.
  private var frozenToOne: Duration?
  private var frozenToZero: Duration?

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

  /// Freezes the playhead at unit time `unitTime` (a scrub, or an end): the time left to either end
  /// is exact only at the ends themselves.
  mutating func freeze(at unitTime: Double) {
    let clamped = min(max(unitTime, 0), 1)
    anchorUnitTime = clamped
    isMoving = false
    endInstant = nil
    endSeconds = .infinity
    frozenToOne = clamped == 1 ? .zero : clamped == 0 ? length : nil
    frozenToZero = clamped == 0 ? .zero : clamped == 1 ? length : nil
  }

  /// Freezes a moving playhead where it is at engine time `time` (a pause), remembering exactly how
  /// long it still needs to its target and, at the run's own pace, back to where it came from.
  mutating func pause(at time: Duration) {
    guard isMoving else { return }
    let toTarget = exactTimeToTarget(at: time)
    let backToOrigin = toTarget.flatMap { toTarget in length.map { max($0 - toTarget, .zero) } }
    let forwards = rate >= 0
    anchorUnitTime = unitTime(atSeconds: time.inSeconds)
    isMoving = false
    endInstant = nil
    endSeconds = .infinity
    frozenToOne = forwards ? toTarget : backToOrigin
    frozenToZero = forwards ? backToOrigin : toTarget
  }

  /// Starts a frozen playhead moving at engine time `time` (later than now for a start delay) with
  /// `rate`, reaching its target after `remaining` exactly; `nil` takes the exact time left at the
  /// run's own pace, or works it out from the unit time left.
  mutating func resume(at time: Duration, rate: Double, remaining: Duration? = nil) {
    let toTarget = remaining ?? (rate < 0 ? frozenToZero : frozenToOne)
    move(from: anchorUnitTime, at: time, rate: rate, remaining: toTarget)
  }

  /// Turns a moving playhead around at engine time `time` (its anchor if that is later): it goes
  /// back at the same pace and, at the run's own pace, takes exactly as long to get back as it took
  /// to get there.
  mutating func turnAround(at time: Duration) {
    let anchor = max(time, self.anchor)
    let toTarget = exactTimeToTarget(at: anchor)
    let back = toTarget.flatMap { toTarget in length.map { max($0 - toTarget, .zero) } }
    move(from: unitTime(atSeconds: anchor.inSeconds), at: anchor, rate: -rate, remaining: back)
  }

  /// Starts moving from unit time `unitTime`, 0 or 1, at engine time `time` with `rate` (the next
  /// pass of a repeating run).
  mutating func move(fromEnd unitTime: Double, at time: Duration, rate: Double) {
    let heading = rate < 0 ? 0.0 : 1.0
    move(from: unitTime, at: time, rate: rate, remaining: heading == unitTime ? .zero : length)
  }

  /// Exactly how long a moving playhead still needs to its target at engine time `time`.
  private func exactTimeToTarget(at time: Duration) -> Duration? {
    endInstant.map { max($0 - max(time, anchor), .zero) }
  }

  /// Starts moving from `unitTime` at engine time `time` with `rate`, reaching the target after
  /// `remaining` exactly, or (`nil`) after the unit time left divided by the rate, unless `length`
  /// gives it exactly.
  private mutating func move(from unitTime: Double, at time: Duration, rate: Double, remaining: Duration?) {
    anchorUnitTime = min(max(unitTime, 0), 1)
    anchor = time
    anchorSeconds = time.inSeconds
    self.rate = rate
    isMoving = true
    frozenToOne = nil
    frozenToZero = nil
    let left = rate < 0 ? anchorUnitTime : 1 - anchorUnitTime
    if rate == 0 || rate.isNaN {
      endInstant = nil
    } else if rate.isInfinite {
      endInstant = time
    } else if let exact = remaining ?? length.map({ Self.duration(left, of: $0) }) {
      endInstant = exact <= AnimationEngine.maximumTime ? time + exact : nil
    } else {
      let seconds = max(left / abs(rate), 0)
      // Any end the engine can reach gets an instant; only one past the engine's latest time (which
      // it never reaches) has none, and the sum cannot overflow.
      endInstant = seconds <= AnimationEngine.maximumTime / .seconds(1) ? time + .seconds(seconds) : nil
    }
    endSeconds = endInstant.map(\.inSeconds) ?? .infinity
  }

  /// `units` of a whole `length`: the length itself for 1, zero for 0, otherwise rounded to the
  /// nearest attosecond from seconds.
  static func duration(_ units: Double, of length: Duration) -> Duration {
    if !(units > 0) { return .zero }
    if units >= 1 { return length }
    let seconds = units * length.inSeconds
    return seconds <= AnimationEngine.maximumSeconds ? .seconds(seconds) : AnimationEngine.maximumTime
  }

  /// Whether a moving playhead has reached its target by engine time `seconds`.
  @inline(__always)
  func hasReachedTarget(atSeconds seconds: Double) -> Bool {
    isMoving && seconds >= endSeconds
  }
}
