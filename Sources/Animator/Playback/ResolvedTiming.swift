/// An ``EffectTiming`` with its iteration duration known: the numbers the per-frame calculations
/// need, worked out once. A class, so that the per-child evaluation shares it rather than copying
/// it; it never changes once made, so children of one timing and length share one
/// (``Timeline/resolvedTiming(_:intrinsicDuration:)``): a timeline of many tweens alike holds one,
/// not one each.
final class ResolvedTiming: UserCodeAware {
  /// The timing resolved, as given: what ``TimelineChild/timing`` reads.
  let timing: EffectTiming
  /// The intrinsic duration it was resolved over.
  let intrinsicDuration: Double
  let delay: Double
  let endDelay: Double
  /// The iteration duration: how long the content plays in one iteration.
  let duration: Double
  /// One iteration plus the repeat delay.
  let cycle: Double
  let repeatDelay: Double
  let iterations: Double
  /// W3C iteration start plus the time offset as a fraction of the duration.
  let iterationStart: Double
  let activeDuration: Double
  let endTime: Double
  let beforeActive: Double
  let activeAfter: Double
  let direction: PlaybackDirection
  let fill: FillMode
  let playbackRate: Double
  let easing: TimingCurve
  /// Whether the timing is one forward iteration of a finite, positive duration from its start,
  /// with no repeat delay: the common case, which ``plainDirectedProgress(_:)`` samples in a few
  /// instructions.
  let isPlain: Bool
  /// Whether ``easing`` is a custom curve, which may run any code (and so change the timeline
  /// whose child is being sampled); see ``UserCodeAware``.
  let mayRunUserCode: Bool
  /// Whether ``easing`` reads CSS Easing's before flag: only steps do.
  let easingReadsBeforeFlag: Bool

  init(_ timing: EffectTiming, intrinsicDuration: Double) {
    self.timing = timing
    self.intrinsicDuration = intrinsicDuration
    delay = timing.delay
    endDelay = timing.endDelay
    let duration = timing.iterationDuration(intrinsicDuration: intrinsicDuration)
    self.duration = duration
    repeatDelay = timing.repeatDelay
    cycle = duration + timing.repeatDelay
    iterations = timing.iterations
    iterationStart = timing.iterationStart + (duration > 0 ? timing.timeOffset / duration : 0)
    if duration == 0 || iterations == 0 {
      activeDuration = 0
    } else if iterations.isInfinite || duration.isInfinite {
      activeDuration = .infinity
    } else {
      activeDuration = max(iterations * cycle - repeatDelay, 0)
    }
    endTime = max(delay + activeDuration + endDelay, 0)
    beforeActive = max(min(delay, endTime), 0)
    activeAfter = max(min(delay + activeDuration, endTime), 0)
    direction = timing.direction
    fill = timing.fill
    playbackRate = timing.playbackRate
    easing = timing.easing
    isPlain =
      iterations == 1 && repeatDelay == 0 && iterationStart == 0 && direction == .normal && playbackRate > 0
      && duration > 0 && duration.isFinite
    if case .custom = timing.easing.shape { mayRunUserCode = true } else { mayRunUserCode = false }
    if case .steps = timing.easing.shape { easingReadsBeforeFlag = true } else { easingReadsBeforeFlag = false }
  }

  /// Whether resolving `timing` over `intrinsicDuration` gives this, to the last bit: the same
  /// numbers (compared by their bits, so `0` and `-0` differ) and an easing that evaluates alike
  /// (never a custom one, whose closure is not known to be pure).
  ///
  /// - Complexity: O(1): a few comparisons.
  func resolves(_ timing: EffectTiming, intrinsicDuration: Double) -> Bool {
    let own = self.timing
    return intrinsicDuration.bitPattern == self.intrinsicDuration.bitPattern
      && timing.delay.bitPattern == own.delay.bitPattern && timing.endDelay.bitPattern == own.endDelay.bitPattern
      && timing.duration?.bitPattern == own.duration?.bitPattern
      && timing.iterations.bitPattern == own.iterations.bitPattern
      && timing.iterationStart.bitPattern == own.iterationStart.bitPattern && timing.direction == own.direction
      && timing.fill == own.fill && timing.playbackRate.bitPattern == own.playbackRate.bitPattern
      && timing.timeOffset.bitPattern == own.timeOffset.bitPattern
      && timing.repeatDelay.bitPattern == own.repeatDelay.bitPattern && timing.repeatsInPairs == own.repeatsInPairs
      && timing.easing.evaluatesLike(own.easing)
  }

  /// The directed progress at `localTime` when the timing ``isPlain`` and `localTime` is in the
  /// active phase short of its end: bit for bit what ``sample(_:fillsBoth:)`` computes there, with
  /// none of the rest. `nil` otherwise (then sample in full).
  ///
  /// There, the W3C calculations reduce to: the overall progress is the active time over the
  /// duration, in `0..<1`, so its floor is 0 and the simple progress is the overall progress; the
  /// iteration is 0 and plays forwards, so the directed progress is the simple progress; and the
  /// slope (``directedSlope(_:)``) is `1 / duration`.
  @inline(__always) func plainDirectedProgress(_ localTime: Double) -> Double? {
    guard isPlain, localTime >= beforeActive, localTime < activeAfter else { return nil }
    var overall = (localTime - delay) / cycle
    overall += iterationStart
    guard overall >= 0, overall < 1 else { return nil }
    return overall
  }

  var isBackwards: Bool { playbackRate < 0 }

  func phase(_ localTime: Double) -> TimingPhase {
    if localTime < beforeActive || (isBackwards && localTime == beforeActive) { return .before }
    if localTime > activeAfter || (!isBackwards && localTime == activeAfter) { return .after }
    return .active
  }

  /// Whether iteration `iteration` plays backwards.
  func isReversed(iteration: Double) -> Bool {
    switch direction {
    case .normal: return false
    case .reverse: return true
    case .alternate, .alternateReverse:
      var d = iteration
      if direction == .alternateReverse { d += 1 }
      if d.isInfinite { return false }
      return d.truncatingRemainder(dividingBy: 2) != 0
    }
  }

  /// The W3C calculations at `localTime`; with `fillsBoth`, as if the fill were `both`.
  func sample(_ localTime: Double, fillsBoth: Bool = false) -> TimingSample {
    let phase = self.phase(localTime)
    let fill = fillsBoth ? FillMode.both : self.fill
    let activeTime: Double?
    switch phase {
    case .before:
      activeTime = fill == .backwards || fill == .both ? max(localTime - delay, 0) : nil
    case .active:
      activeTime = localTime - delay
    case .after:
      activeTime = fill == .forwards || fill == .both ? max(min(localTime - delay, activeDuration), 0) : nil
    }
    guard let activeTime else {
      return TimingSample(
        phase: phase, activeTime: nil, overallProgress: nil, simpleIterationProgress: nil, iterationTime: nil,
        currentIteration: nil, directedProgress: nil, transformedProgress: nil, isReversedIteration: false)
    }
    // Overall progress, in iterations (W3C §4.8.3.1), measured in cycles when there is a repeat delay.
    var overall: Double
    if duration == 0 {
      overall = phase == .before ? 0 : iterations
    } else {
      overall = activeTime / cycle
    }
    overall += iterationStart
    // Simple iteration progress (§4.8.3.2).
    var simple: Double
    if overall.isInfinite {
      simple = iterationStart.truncatingRemainder(dividingBy: 1)
    } else {
      simple = overall - overall.rounded(.down)
    }
    if repeatDelay > 0 && duration > 0 && !overall.isInfinite {
      simple = min(simple * cycle / duration, 1)
    }
    if simple == 0 && phase != .before && activeTime == activeDuration && iterations != 0 {
      simple = 1
    }
    // Current iteration (§4.8.4).
    let iteration: Double
    if phase == .after && iterations.isInfinite {
      iteration = .infinity
    } else if simple == 1 && (repeatDelay == 0 || overall == overall.rounded(.down)) {
      iteration = overall.rounded(.down) - 1
    } else {
      iteration = overall.rounded(.down)
    }
    let reversed = isReversed(iteration: iteration)
    let directed = reversed ? 1 - simple : simple
    // Transformed progress (web-animations-1, "Calculating the transformed progress"): the easing
    // at the directed progress with the before flag, set in the before phase going forwards and in
    // the after phase going backwards, "forwards" being the current iteration's direction. The
    // directed progress is always in 0...1, where only steps read the flag and every other curve's
    // unclamped value is its value(at:): those take the short way.
    let transformed: Double
    if easingReadsBeforeFlag && (reversed ? phase == .after : phase == .before) {
      transformed = valueWithBeforeFlag(directed)
    } else {
      transformed = easing.value(at: directed)
    }
    return TimingSample(
      phase: phase, activeTime: activeTime, overallProgress: overall, simpleIterationProgress: simple,
      iterationTime: nil, currentIteration: iteration,
      directedProgress: directed, transformedProgress: transformed, isReversedIteration: reversed)
  }

  /// The easing at `directed` with the before flag set: out of line, as only steps take it.
  @inline(never)
  func valueWithBeforeFlag(_ directed: Double) -> Double {
    easing.unclampedValue(at: directed, beforeFlag: true)
  }

  /// The time into the current iteration of `sample`, before the direction: the simple iteration
  /// progress times the duration, or the active time for an infinite duration. Filled in by
  /// ``EffectTiming/sample(atLocalTime:intrinsicDuration:)`` only: the timelines' per-frame
  /// samples do not need it, and leave it `nil`.
  func iterationTime(_ sample: TimingSample) -> Double? {
    guard let simple = sample.simpleIterationProgress else { return nil }
    return duration.isInfinite ? sample.activeTime : simple * duration
  }

  /// The child's local time at the parent's time `parentTime`, for a child placed at `start`.
  @inline(__always) func localTime(parentTime: Double, start: Double) -> Double {
    playbackRate > 0 ? (parentTime - start) * playbackRate : endTime + (parentTime - start) * playbackRate
  }

  /// The parent's time at the child's local time `localTime`, for a child placed at `start`.
  @inline(__always) func parentTime(localTime: Double, start: Double) -> Double {
    playbackRate > 0 ? start + localTime / playbackRate : start + (localTime - endTime) / playbackRate
  }

  /// How long the child occupies in its parent's time.
  var span: Double { endTime / abs(playbackRate) }

  /// The local time at which the content is at `contentTime` in iteration `iteration`.
  func localTime(contentTime: Double, iteration: Double) -> Double {
    if duration.isInfinite { return delay + contentTime }
    let within = isReversed(iteration: iteration) ? duration - contentTime : contentTime
    return delay + (iteration - iterationStart) * cycle + within
  }

  /// The index of the last iteration of the active interval (the first, when it is empty).
  var lastIteration: Double {
    let first = iterationStart.rounded(.down)
    guard activeDuration > 0, cycle > 0 else { return first }
    if activeDuration.isInfinite { return .infinity }
    return max((activeDuration / cycle + iterationStart).rounded(.up) - 1, first)
  }

  /// The local time of the boundary between iteration `iteration - 1` and `iteration`.
  func localTime(iterationBoundary iteration: Double) -> Double {
    delay + (iteration - iterationStart) * cycle
  }
}
