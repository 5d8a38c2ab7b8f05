/// Where a timeline's playhead is in its local time: frozen, or moving at a rate towards a target.
///
/// While moving, `time = anchorTime + (t - anchor) × rate` for engine time `t` after the anchor,
/// never past the target; before the anchor (a start delay) it stays at `anchorTime`. The anchor is
/// kept exactly as a `Duration`, and in seconds for the per-frame arithmetic, as ``Playhead`` does.
struct TimelinePlayhead {
  private(set) var anchorTime = 0.0
  private(set) var anchor: Duration = .zero
  private(set) var anchorSeconds = 0.0
  /// Local seconds per engine second: negative when playing backwards.
  private(set) var rate = 0.0
  private(set) var isMoving = false
  /// The local time the playhead stops at.
  private(set) var target = 0.0
  /// The engine time at which a moving playhead reaches its target, exactly, and in seconds.
  private(set) var endInstant: Duration?
  private(set) var endSeconds = Double.infinity

  /// The local time at engine time `seconds`.
  @inline(__always)
  func time(atSeconds seconds: Double) -> Double {
    guard isMoving else { return anchorTime }
    let elapsed = seconds - anchorSeconds
    if elapsed <= 0 { return anchorTime }
    if seconds >= endSeconds { return target }
    let time = anchorTime + elapsed * rate
    return rate > 0 ? min(time, target) : max(time, target)
  }

  /// The rate of change of the local time at engine time `seconds`: 0 while frozen, waiting or
  /// arrived.
  func velocity(atSeconds seconds: Double) -> Double {
    guard isMoving, seconds >= anchorSeconds, seconds < endSeconds else { return 0 }
    return rate
  }

  /// Freezes the playhead at `time`.
  mutating func freeze(at time: Double) {
    anchorTime = time
    isMoving = false
    endInstant = nil
    endSeconds = .infinity
  }

  /// Starts moving from `time` at engine time `instant` with `rate`, towards `target`.
  mutating func move(from time: Double, at instant: Duration, rate: Double, target: Double) {
    anchorTime = time
    anchor = instant
    anchorSeconds = instant / .seconds(1)
    self.rate = rate
    self.target = target
    isMoving = true
    let seconds = (target - time) / rate
    if !seconds.isFinite || seconds < 0 {
      endInstant = seconds < 0 || (seconds.isNaN && target == time) ? instant : nil
    } else if seconds < AnimationEngine.maximumSeconds {
      endInstant = instant + .seconds(seconds)
    } else {
      endInstant = nil
    }
    endSeconds = endInstant.map { $0 / .seconds(1) } ?? .infinity
  }

  /// Whether a moving playhead has reached its target by engine time `seconds`.
  @inline(__always)
  func hasReachedTarget(atSeconds seconds: Double) -> Bool {
    isMoving && seconds >= endSeconds
  }
}
