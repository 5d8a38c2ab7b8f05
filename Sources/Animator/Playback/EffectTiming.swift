/// How a child of a timeline (or a timeline itself) spends its time: the W3C Web Animations
/// timing model (`EffectTiming`), with delay, end delay, iterations, iteration start, direction,
/// fill and playback rate.
///
/// ```swift
/// var timing = EffectTiming(duration: 0.5, iterations: 3, direction: .alternate)
/// timing.delay = 0.2
/// try timeline.addTween(duration: 0.5, timing: timing) { card.opacity = 1 }
/// ```
///
/// A child's *local time* runs from 0 to its ``endTime(intrinsicDuration:)``: first the
/// ``delay``, then the *active interval* (``iterations`` repetitions of the iteration duration),
/// then the ``endDelay``. ``EffectTiming/sample(atLocalTime:intrinsicDuration:)`` turns a local
/// time into the phase, active time, current iteration and progress exactly as Web Animations
/// Level 1 (§4.8–4.11) does, boundary rules included.
///
/// Two fields go beyond the W3C model so that Core Animation's and GSAP's timing can be spelled
/// on top of it: ``timeOffset`` (Core Animation's, added to ``iterationStart`` as a fraction of the
/// duration) and ``repeatDelay`` (GSAP's gap between iterations). With both at zero, every
/// calculation is the specification's.
public struct EffectTiming: Hashable, Sendable {
  /// Seconds of local time before the active interval begins; may be negative, which starts the
  /// child part-way through.
  public var delay: Double
  /// Seconds of local time after the active interval ends; may be negative.
  public var endDelay: Double
  /// The iteration duration in seconds, or `nil` for the child's intrinsic duration (a tween's
  /// duration, a timeline's content).
  public var duration: Double?
  /// How many times the content plays: fractional values stop part-way, `.infinity` repeats
  /// forever. Zero or more.
  public var iterations: Double
  /// Where in the iterations the active interval starts, as a number of iterations (`0.5` starts
  /// half-way through the first). Zero or more.
  public var iterationStart: Double
  /// Which way each iteration plays.
  public var direction: PlaybackDirection
  /// Whether the child shows its values before and after its active interval.
  ///
  /// The default is ``FillMode/both``, as GSAP's tweens behave, so that one property's tweens in
  /// sequence show the right value at every time. A child that is not filled adds nothing to its
  /// properties, which then show their model values.
  public var fill: FillMode
  /// How fast local time runs against the parent's time; negative plays the child's content
  /// backwards within its slot. Finite and not zero.
  public var playbackRate: Double
  /// The curve applied to each iteration's progress. A tween's progress follows it; a timeline's
  /// must be linear so that every event inside it maps to one instant.
  public var easing: TimingCurve
  /// Core Animation's `timeOffset`, in seconds of the iteration duration: added to
  /// ``iterationStart`` as `timeOffset / duration`, so the content starts that far in and wraps
  /// around. Zero or more.
  public var timeOffset: Double
  /// GSAP's `repeatDelay`: seconds between one iteration and the next, during which the child
  /// holds the value its iteration ended on. Zero or more.
  public var repeatDelay: Double
  /// Whether ``autoreverses`` doubled the iterations, so that clearing it halves them again.
  var repeatsInPairs = false

  /// Makes a timing; every argument has the W3C default except ``fill``, which is
  /// ``FillMode/both``.
  ///
  /// - Parameters:
  ///   - delay: Seconds before the active interval.
  ///   - endDelay: Seconds after the active interval.
  ///   - duration: The iteration duration, or `nil` for the intrinsic one.
  ///   - iterations: The iteration count, `.infinity` to repeat forever.
  ///   - iterationStart: Iterations to skip at the start.
  ///   - direction: Which way iterations play.
  ///   - fill: What shows outside the active interval.
  ///   - playbackRate: Local time per second of the parent's time.
  ///   - easing: The curve of each iteration.
  public init(
    delay: Double = 0, endDelay: Double = 0, duration: Double? = nil, iterations: Double = 1,
    iterationStart: Double = 0, direction: PlaybackDirection = .normal, fill: FillMode = .both,
    playbackRate: Double = 1, easing: TimingCurve = .linear
  ) {
    self.delay = delay
    self.endDelay = endDelay
    self.duration = duration
    self.iterations = iterations
    self.iterationStart = iterationStart
    self.direction = direction
    self.fill = fill
    self.playbackRate = playbackRate
    self.easing = easing
    timeOffset = 0
    repeatDelay = 0
  }

  /// Checks every field, naming the first that has no meaning.
  ///
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming the field:
  ///   a NaN or infinite delay, end delay or time offset; a duration, iteration start or repeat
  ///   delay that is negative or not finite; iterations that are negative or NaN; a playback rate
  ///   that is zero, NaN or infinite.
  public func validate() throws(AnimationError) {
    try AnimationError.requireFinite(delay, "delay")
    try AnimationError.requireFinite(endDelay, "endDelay")
    if let duration { try AnimationError.requireNonNegative(duration, "duration") }
    guard !iterations.isNaN, iterations >= 0 else {
      throw .invalidArgument(
        parameter: "iterations", value: "\(iterations)", requirement: .other("a number >= 0, or infinity"))
    }
    try AnimationError.requireNonNegative(iterationStart, "iterationStart")
    guard playbackRate.isFinite, playbackRate != 0 else {
      throw .invalidArgument(
        parameter: "playbackRate", value: "\(playbackRate)", requirement: .other("a finite number other than 0"))
    }
    try AnimationError.requireNonNegative(timeOffset, "timeOffset")
    try AnimationError.requireNonNegative(repeatDelay, "repeatDelay")
    // The common case without the array of the three, which is an allocation on every child added.
    let limit = AnimationEngine.maximumSeconds
    guard abs(delay) > limit || abs(endDelay) > limit || abs(duration ?? 0) > limit else { return }
    for (name, value) in [("delay", delay), ("endDelay", endDelay), ("duration", duration ?? 0)]
    where abs(value) > AnimationEngine.maximumSeconds {
      throw .invalidArgument(
        parameter: name, value: "\(value)",
        requirement: .range(-AnimationEngine.maximumSeconds...AnimationEngine.maximumSeconds))
    }
  }
}

/// Which way the iterations of a timed child play, as the W3C `PlaybackDirection`.
public enum PlaybackDirection: Hashable, Sendable, CaseIterable {
  /// Every iteration plays forwards.
  case normal
  /// Every iteration plays backwards.
  case reverse
  /// Even iterations (counting from 0) play forwards, odd ones backwards.
  case alternate
  /// Even iterations play backwards, odd ones forwards.
  case alternateReverse
}

/// What a timed child shows outside its active interval, as the W3C `FillMode`.
public enum FillMode: Hashable, Sendable, CaseIterable {
  /// Nothing: before and after the active interval the child adds nothing to its properties.
  case none
  /// After the active interval it holds the value it ended on.
  case forwards
  /// Before the active interval (during the delay) it holds the value it starts on.
  case backwards
  /// Both ``backwards`` and ``forwards``.
  case both
}

/// Where a local time falls in a timed child's life, as the W3C phases.
public enum TimingPhase: Hashable, Sendable {
  /// Before the active interval (during the delay).
  case before
  /// Inside the active interval.
  case active
  /// After the active interval (during the end delay and beyond).
  case after
}
