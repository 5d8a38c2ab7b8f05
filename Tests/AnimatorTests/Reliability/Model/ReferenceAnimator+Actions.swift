import Animator

/// The public actions, as UIKit's documentation and the state table define them: each returns the error the
/// animator must throw, or `nil`.
extension ReferenceAnimator {
  func startAnimation() -> AnimationError? {
    switch phase {
    case .stopped: return .invalidAction(.startAnimation, state: .stopped)
    case .running: return nil
    case .paused: move(from: instant)
    case .inactive:
      activate()
      move(from: instant)
    }
    return nil
  }

  func startAnimation(afterDelay delay: Duration, parameterValue: String? = nil) -> AnimationError? {
    if delay < .zero {
      return .invalidArgument(parameter: "delay", value: parameterValue ?? "\(delay)", requirement: .nonNegative)
    }
    switch phase {
    case .stopped: return .invalidAction(.startAnimationAfterDelay, state: .stopped)
    case .running: return nil
    case .paused: move(from: instant + delay)
    case .inactive:
      activate()
      move(from: instant + delay)
    }
    return nil
  }

  func startAnimation(afterDelay seconds: Double) -> AnimationError? {
    guard seconds.isFinite, seconds >= 0 else {
      return .invalidArgument(parameter: "delay", value: "\(seconds)", requirement: .nonNegative)
    }
    return startAnimation(afterDelay: .seconds(seconds))
  }

  func pauseAnimation() -> AnimationError? {
    switch phase {
    case .stopped: return .invalidAction(.pauseAnimation, state: .stopped)
    case .paused:
      // Pausing a non-interruptible animator is an error in every state (UIKit's isInterruptible docs), also when
      // `pausesOnCompletion` left it paused at its end.
      guard isInterruptible else { return .notInterruptible(.pauseAnimation) }
      return nil
    case .inactive:
      guard isInterruptible else { return .notInterruptible(.pauseAnimation) }
      activate()
      phase = .paused
    case .running:
      guard isInterruptible else { return .notInterruptible(.pauseAnimation) }
      freeze()
    }
    return nil
  }

  func stopAnimation(_ withoutFinishing: Bool) -> AnimationError? {
    guard phase == .running || phase == .paused else { return .invalidAction(.stopAnimation, state: state) }
    guard isInterruptible else { return .notInterruptible(.stopAnimation) }
    let u = unitTime
    modelBeforeStop = model
    model = presentation(at: u)
    u0 = u
    if withoutFinishing {
      blocks = []
      phase = .inactive
      completions = []
    } else {
      phase = .stopped
    }
    return nil
  }

  func finishAnimation(at position: AnimatingPosition) -> AnimationError? {
    guard phase == .stopped else { return .invalidAction(.finishAnimation, state: state) }
    // `.end` is every block's value and `.start` the value before it (Documentation/StateMachine.md): what the end and
    // the start of the unit time show, since every block is laid out towards the end.
    switch position {
    case .end: model = value(of: modelBeforeStop, at: 1)
    case .start: model = value(of: modelBeforeStop, at: 0)
    case .current: break
    }
    phase = .inactive
    runCompletions(at: position)
    return nil
  }

  func setFractionComplete(_ fraction: Double) -> AnimationError? {
    if fraction.isNaN {
      return .invalidArgument(parameter: "fractionComplete", value: "\(fraction)", requirement: .unitInterval)
    }
    switch phase {
    case .stopped: return .invalidAction(.setFractionComplete, state: .stopped)
    case .running: return nil
    case .inactive:
      guard isInterruptible else { return .notInterruptible(.setFractionComplete) }
      activate()
      phase = .paused
    case .paused:
      // Only `pausesOnCompletion` pauses an animator that is not interruptible; scrubbing it back
      // pauses nothing new, so it is allowed (the doc comment of `setFractionComplete(_:)`).
      break
    }
    let clamped = min(1, max(0, fraction))
    let progress = isReversed ? 1 - clamped : clamped
    u0 = scrubsLinearly ? own.time(forProgress: progress) : progress
    hold = nil
    return nil
  }

  func setReversed(_ reversed: Bool) -> AnimationError? {
    guard reversed != isReversed, phase != .stopped else { return nil }
    if phase != .inactive, !isInterruptible { return .notInterruptible(.setReversed) }
    if phase == .running, instant > anchor {
      u0 = unitTime
      anchor = instant
      anchorIsExact = instantIsExact
    }
    // Turning a running animator around ends a wait at the end: it goes back at its pace.
    if phase == .running { hold = nil }
    isReversed = reversed
    return nil
  }

  func setInterruptible(_ interruptible: Bool) -> AnimationError? {
    // An error while active or stopped whatever the value (UIKit's header: "Raises if set on an active animator").
    guard phase == .inactive else { return .invalidAction(.setInterruptible, state: state) }
    isInterruptible = interruptible
    return nil
  }

  /// A block that sets the property to `value`, after `delayFactor × duration` (none when `nil`).
  func addAnimations(value: Double, delayFactor: Double?) -> AnimationError? {
    if let delayFactor, !delayFactor.isFinite {
      return .invalidArgument(parameter: "delayFactor", value: "\(delayFactor)", requirement: .finite)
    }
    let factor = min(1, max(0, delayFactor ?? 0))
    switch phase {
    case .stopped: return .invalidAction(.addAnimations, state: .stopped)
    case .inactive: pending.append((value, factor))
    case .running, .paused:
      // Laid out towards the end of the unit time whichever way the animator travels (Documentation/StateMachine.md:
      // `.end` is the block's value, `.start` the value before it). The delay is `factor × duration`
      // seconds at the run's pace: none for a zero duration.
      addBlock(value: value, windowStart: unitTime + (seconds > 0 ? factor * speed : 0))
    }
    return nil
  }

  func addCompletion(_ completion: FuzzCompletion) {
    completions.append(completion)
  }

  func continueAnimation(curve newCurve: ModelCurve?, durationFactor: Double) -> AnimationError? {
    guard durationFactor.isFinite, durationFactor >= 0 else {
      return .invalidArgument(parameter: "durationFactor", value: "\(durationFactor)", requirement: .nonNegative)
    }
    guard phase == .paused else { return .invalidAction(.continueAnimation, state: state) }
    guard isInterruptible else { return .notInterruptible(.continueAnimation) }
    // `nil` keeps the animator's own timing. Time is mapped back onto the curve on every track
    // (WWDC 2017, "Advanced Animations with UIKit"): the animator's own track says where on the curve the run is (v).
    let newCurve = newCurve ?? curve
    for index in blocks.indices {
      blocks[index].track.continueAlong(newCurve, from: u0, forwards: !isReversed)
    }
    let v = own.continueAlong(newCurve, from: u0, forwards: !isReversed)
    currentCurve = newCurve
    let remainingUnits = isReversed ? u0 : 1 - u0
    hold = nil
    if durationFactor > 0 {
      // The rest takes `durationFactor × duration`, even with nothing left to move (as observed on UIKit).
      if remainingUnits > 0 { speed = remainingUnits / durationFactor } else { hold = durationFactor * seconds }
    } else if remainingUnits > 0, let v {
      // What is left of the curve at the run's current pace, as `startAnimation()` would take the
      // time left (Documentation/StateMachine.md, "Resuming"): (1 − v) × duration at the animator's
      // own pace (v × duration back), divided by the speed an earlier factor set.
      let left = isReversed ? v : 1 - v
      speed = left > 0 ? speed * remainingUnits / left : .infinity
    }
    // Otherwise (nothing left to move, or a curve that cannot be mapped back) the speed stays: the
    // time left at the current pace.
    if speed.isFinite { largestSpeed = max(largestSpeed, speed) }
    move(from: instant)
    return nil
  }
}
