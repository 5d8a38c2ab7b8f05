/// Where a player is: a position between bounds, frozen, or moving at a rate towards a target.
///
/// Every player keeps one, in its ``Playback``. An animator's position is its unit time, between 0
/// and 1, heading for 1 running forwards and 0 running backwards; a timeline's is its local time in
/// seconds, unbounded here (the timeline keeps it within its total duration), heading for its end,
/// its start or the time a run started by `play(to:)` pauses at; a spring's and a decay's is the
/// local time in seconds of their motion, heading for the instant it settles.
///
/// While moving, `position = anchorPosition + (t - anchor) × rate` for engine time `t` after the
/// anchor, never past the target; before the anchor (a start delay) it stays at `anchorPosition`.
/// The anchor is kept exactly as a `Duration` and, for the per-frame arithmetic, in seconds. The
/// rate is position per engine second: negative running backwards.
///
/// Time is exact: the instant a moving playhead reaches its target is a `Duration`, worked out when
/// it starts moving from exact times where they are known (an animator's run length, the time left
/// when it was paused), never through `1 / (1 / duration)`. So a tick that lands on that instant
/// ends the run there, however the time before it was split into ticks and however often the run
/// was paused and resumed. At that instant the position is the target itself.
///
/// Every end the engine can reach gets an instant: one more than ``latestEndSeconds`` away, past
/// the engine's latest time, has none (the engine never gets there), and the sum cannot overflow.
struct Playhead<Kind: PlaybackKind>: Equatable {
  // The fields a tick reads first; the exact instants after them.
  /// Where the playhead is and how it moves, in seconds: all that a tick reads, in one value that
  /// the sampling layer's store keeps a copy of.
  private(set) var course = PlayheadCourse()
  var anchorPosition: Double { course.anchorPosition }
  var anchorSeconds: Double { course.anchorSeconds }
  /// Position per engine second; infinite for a run of zero length.
  var rate: Double { course.rate }
  /// The engine time at which a moving playhead reaches its target, in seconds and exactly.
  var endSeconds: Double { course.endSeconds }
  /// The position a moving playhead stops at.
  var target: Double { course.target }
  var isMoving: Bool { course.isMoving }
  /// Which of the four optional exact times below are there, one bit each: one byte beside
  /// `isMoving`, where four `Duration?` would each take 24 bytes instead of 16.
  private var present: UInt8 = 0
  private(set) var anchor: Duration = .zero
  private var storedEndInstant: Duration = .zero
  private var storedLength: Duration = .zero
  private var storedToUpper: Duration = .zero
  private var storedToLower: Duration = .zero
  /// The engine time at which a moving playhead reaches its target, exactly; `nil` when it never
  /// does (``endSeconds`` is then infinite).
  private(set) var endInstant: Duration? {
    get { Self.read(storedEndInstant, present, bit: 1) }
    set { Self.write(newValue, to: &storedEndInstant, &present, bit: 1) }
  }
  /// The positions the playhead stays within: the player kind's, so that they take no storage.
  var lower: Double { Kind.lower }
  var upper: Double { Kind.upper }
  /// How long the whole span from ``lower`` to ``upper`` takes at the current pace, exactly: the
  /// run's own pace or one its player set for the rest of the run; `nil` while the playhead only
  /// waits out a time at no pace, and always for an unbounded playhead.
  var length: Duration? {
    get { Self.read(storedLength, present, bit: 2) }
    set { Self.write(newValue, to: &storedLength, &present, bit: 2) }
  }
  /// While frozen: exactly how long the playhead needs from here to ``upper`` and to ``lower`` at
  /// the current pace, when known (after a pause, or at either bound); `nil` after a scrub.
  private var frozenToUpper: Duration? {
    get { Self.read(storedToUpper, present, bit: 4) }
    set { Self.write(newValue, to: &storedToUpper, &present, bit: 4) }
  }
  private var frozenToLower: Duration? {
    get { Self.read(storedToLower, present, bit: 8) }
    set { Self.write(newValue, to: &storedToLower, &present, bit: 8) }
  }

  /// `value` if `bit` of `present` is set, `nil` otherwise.
  @inline(__always)
  private static func read(_ value: Duration, _ present: UInt8, bit: UInt8) -> Duration? {
    present & bit != 0 ? value : nil
  }

  /// Stores `newValue` in `value` and whether it is there in `bit` of `present`; an absent value
  /// is stored as zero, so that equal playheads have equal stored fields (``Equatable``).
  @inline(__always)
  private static func write(_ newValue: Duration?, to value: inout Duration, _ present: inout UInt8, bit: UInt8) {
    value = newValue ?? .zero
    present = newValue == nil ? present & ~bit : present | bit
  }

  /// The longest time, in seconds, from now to an end the playhead gives an instant: the engine's
  /// latest time (``AnimationEngine/maximumTime``), which no engine time is later than.
  /// A constant (`Int64.max` seconds, ``AnimationEngine/maximumTime``), not worked out from the
  /// `Duration` on each move: dividing one `Duration` by another is a 128-bit division.
  static var latestEndSeconds: Double { Double(Int64.max) }

  /// A playhead frozen at the least position (0 when there is none).
  init() {
    course.anchorPosition = Kind.lower.isFinite ? Kind.lower : 0
  }

  /// The position and its rate of change at engine time `seconds`: the rate is 0 while frozen,
  /// waiting, or at the target.
  ///
  /// - Complexity: O(1); runs once per player per frame.
  @inline(__always)
  func motion(atSeconds seconds: Double) -> (position: Double, velocity: Double) {
    course.motion(atSeconds: seconds)
  }

  /// The position at engine time `seconds`.
  @inline(__always)
  func position(atSeconds seconds: Double) -> Double {
    motion(atSeconds: seconds).position
  }

  /// The rate of change of the position at engine time `seconds`: 0 while frozen, waiting or
  /// arrived.
  func velocity(atSeconds seconds: Double) -> Double {
    motion(atSeconds: seconds).velocity
  }

  /// Whether a moving playhead has reached its target by engine time `seconds`.
  @inline(__always)
  func hasReachedTarget(atSeconds seconds: Double) -> Bool {
    course.hasReachedTarget(atSeconds: seconds)
  }

  /// Freezes the playhead at `position`, kept within the bounds (a scrub, a seek, an end): the time
  /// left to either bound is exact only at the bounds themselves.
  mutating func freeze(at position: Double) {
    let clamped = min(max(position, lower), upper)
    course.anchorPosition = clamped
    course.isMoving = false
    endInstant = nil
    course.endSeconds = .infinity
    frozenToUpper = clamped == upper ? .zero : clamped == lower ? length : nil
    frozenToLower = clamped == lower ? .zero : clamped == upper ? length : nil
  }

  /// Freezes a moving playhead where it is at engine time `time` (a pause), remembering exactly how
  /// long it still needs to its target and, at the run's own pace, back to where it came from.
  mutating func pause(at time: Duration) {
    guard isMoving else { return }
    let toTarget = exactTimeToTarget(at: time)
    let backToOrigin = toTarget.flatMap { toTarget in length.map { max($0 - toTarget, .zero) } }
    let forwards = rate >= 0
    course.anchorPosition = position(atSeconds: time.inSeconds)
    course.isMoving = false
    endInstant = nil
    course.endSeconds = .infinity
    frozenToUpper = forwards ? toTarget : backToOrigin
    frozenToLower = forwards ? backToOrigin : toTarget
  }

  /// Starts a frozen playhead moving at engine time `time` (later than now for a start delay) with
  /// `rate` towards the bound it heads for, reaching it after `remaining` exactly; `nil` takes the
  /// exact time left at the run's own pace, or works it out from the distance left.
  mutating func resume(at time: Duration, rate: Double, remaining: Duration? = nil) {
    let toTarget = remaining ?? (rate < 0 ? frozenToLower : frozenToUpper)
    move(from: anchorPosition, at: time, rate: rate, target: rate < 0 ? lower : upper, remaining: toTarget)
  }

  /// Turns a moving playhead around at engine time `time` (its anchor if that is later) towards the
  /// other bound: it goes back at the same pace and, at the run's own pace, takes exactly as long to
  /// get back as it took to get there.
  mutating func turnAround(at time: Duration) {
    let anchor = max(time, self.anchor)
    let toTarget = exactTimeToTarget(at: anchor)
    let back = toTarget.flatMap { toTarget in length.map { max($0 - toTarget, .zero) } }
    move(
      from: position(atSeconds: anchor.inSeconds), at: anchor, rate: -rate, target: -rate < 0 ? lower : upper,
      remaining: back)
  }

  /// Starts moving from `bound`, ``lower`` or ``upper``, at engine time `time` with `rate` towards
  /// the bound it heads for (the next pass of a repeating run).
  mutating func move(fromBound bound: Double, at time: Duration, rate: Double) {
    let heading = rate < 0 ? lower : upper
    move(from: bound, at: time, rate: rate, target: heading, remaining: heading == bound ? .zero : length)
  }

  /// Starts moving from `position` at engine time `time` with `rate` towards `target`, reaching it
  /// after `remaining` exactly, or (`nil`) after the distance divided by the rate, unless
  /// ``length`` gives it exactly.
  ///
  /// A target behind the playhead, or a playhead already there, is reached at once; a rate of 0
  /// never reaches a target elsewhere.
  mutating func move(from position: Double, at time: Duration, rate: Double, target: Double, remaining: Duration? = nil)
  {
    course.anchorPosition = min(max(position, lower), upper)
    anchor = time
    course.anchorSeconds = time.inSeconds
    course.rate = rate
    course.target = target
    course.isMoving = true
    frozenToUpper = nil
    frozenToLower = nil
    let distance = target - anchorPosition
    if rate.isInfinite {
      endInstant = time
    } else if rate != 0, !rate.isNaN,
      let exact = remaining ?? length.map({ Self.duration(abs(distance) / (upper - lower), of: $0) })
    {
      endInstant = exact <= AnimationEngine.maximumTime ? time + exact : nil
    } else {
      let seconds = distance / rate
      if !seconds.isFinite || seconds < 0 {
        endInstant = seconds < 0 || (seconds.isNaN && distance == 0) ? time : nil
      } else {
        endInstant = seconds <= Self.latestEndSeconds ? time + .seconds(seconds) : nil
      }
    }
    course.endSeconds = endInstant.map(\.inSeconds) ?? .infinity
  }

  /// Exactly how long a moving playhead still needs to its target at engine time `time`.
  private func exactTimeToTarget(at time: Duration) -> Duration? {
    endInstant.map { max($0 - max(time, anchor), .zero) }
  }

  /// `units` of a whole `length`: the length itself for 1, zero for 0, otherwise rounded to the
  /// nearest attosecond from seconds.
  static func duration(_ units: Double, of length: Duration) -> Duration {
    if !(units > 0) { return .zero }
    if units >= 1 { return length }
    let seconds = units * length.inSeconds
    return seconds <= AnimationEngine.maximumSeconds ? .seconds(seconds) : AnimationEngine.maximumTime
  }
}

/// What a player's playback is measured in: the bounds of its playhead's position and the events
/// its observers receive.
protocol PlaybackKind {
  /// What the player's observers receive.
  associatedtype Event
  /// The least position of the playhead; `-infinity` for none.
  static var lower: Double { get }
  /// The greatest position of the playhead; `infinity` for none.
  static var upper: Double { get }
}
