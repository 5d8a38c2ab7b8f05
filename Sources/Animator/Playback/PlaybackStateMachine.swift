/// The players' state table, as a value: every action in every state is a transition, a
/// documented no-op, or a typed error that changes nothing.
///
/// Each player (``PropertyAnimator``, ``Timeline``) keeps one in its ``Playback``, asks it what an
/// action means in the current state, then does the work the answer names (moving values,
/// registering with the engine, running completions) after the state has changed, so user code
/// never sees a half-made transition.
///
/// | action | inactive | running | paused | stopped |
/// | --- | --- | --- | --- | --- |
/// | `startAnimation()` | run from the start | no-op | resume | error |
/// | `startAnimation(afterDelay:)` | run after the delay | no-op | resume after the delay | error |
/// | `pauseAnimation()` | paused at the start | pause | no-op | error |
/// | `stopAnimation(_:)` | error | stop | stop | error |
/// | `finishAnimation(at:)` | error | error | error | finish |
/// | `fractionComplete = f` | paused at `f` | ignored | scrub | error |
/// | `isReversed = b` | stored | turn around | stored | ignored |
/// | `addAnimations` | kept for the start | runs now | runs now | error |
/// | `continueAnimation` | error | error | resume with new timing | error |
/// | `isInterruptible = b` | stored | error | error | error |
/// | `restart()` | run from the start | back to the start, running | back to the start, running | error |
/// | `seek(to:)` (timelines) | paused there | carry on from there | move, paused | error |
/// | `play(to:)` (timelines) | run to the target | run to the target | run to the target | error |
/// | `timeScale = s` (timelines) | stored | carry on at the new pace | stored | stored |
///
/// A timeline's `play(to:)` also sets `isReversed` to the way its run travels (``travel(reversed:)``).
///
/// With `isInterruptible == false`, pausing, stopping, reversing, restarting and continuing an
/// active animator, and scrubbing an inactive one, are errors too. (A timeline is always
/// interruptible.)
struct PlaybackStateMachine: Hashable {
  enum Phase: Hashable {
    case inactive
    case running
    case paused
    case stopped
  }

  private(set) var phase = Phase.inactive
  private(set) var isReversed = false
  private(set) var isInterruptible = true

  var state: AnimatingState {
    switch phase {
    case .inactive: .inactive
    case .running, .paused: .active
    case .stopped: .stopped
    }
  }

  var isRunning: Bool { phase == .running }

  private func refuse(_ action: AnimationAction) -> AnimationError {
    .invalidAction(action, state: state)
  }

  private func requireInterruptible(_ action: AnimationAction) throws(AnimationError) {
    if !isInterruptible { throw .notInterruptible(action) }
  }

  enum StartOutcome: Hashable {
    /// Make the animations and run them from the start (the end, when reversed).
    case activate
    /// Resume from where the animator is paused.
    case resume
    /// Already running: nothing to do.
    case none
  }

  mutating func start(_ action: AnimationAction = .startAnimation) throws(AnimationError) -> StartOutcome {
    switch phase {
    case .inactive:
      phase = .running
      return .activate
    case .running:
      return .none
    case .paused:
      phase = .running
      return .resume
    case .stopped:
      throw refuse(action)
    }
  }

  enum PauseOutcome: Hashable {
    /// Make the animations, frozen at the start.
    case activate
    /// Freeze where the animator is.
    case freeze
    /// Already paused.
    case none
  }

  mutating func pause() throws(AnimationError) -> PauseOutcome {
    switch phase {
    case .inactive:
      try requireInterruptible(.pauseAnimation)
      phase = .paused
      return .activate
    case .running:
      try requireInterruptible(.pauseAnimation)
      phase = .paused
      return .freeze
    case .paused:
      // Paused already, which a non-interruptible animator only is at the end `pausesOnCompletion`
      // stopped it at: pausing it is still an error, as it is in every other state.
      try requireInterruptible(.pauseAnimation)
      return .none
    case .stopped:
      throw refuse(.pauseAnimation)
    }
  }

  /// `stopAnimation(_:)`: true when the animator goes straight back to inactive.
  mutating func stop(withoutFinishing: Bool) throws(AnimationError) {
    switch phase {
    case .running, .paused:
      try requireInterruptible(.stopAnimation)
      phase = withoutFinishing ? .inactive : .stopped
    case .inactive, .stopped:
      throw refuse(.stopAnimation)
    }
  }

  mutating func finish() throws(AnimationError) {
    guard phase == .stopped else { throw refuse(.finishAnimation) }
    phase = .inactive
  }

  enum FractionOutcome: Hashable {
    /// Make the animations, paused at the fraction.
    case activate
    /// Move the paused animations to the fraction.
    case scrub
    /// Running: the setter is ignored, as UIKit's is.
    case ignored
  }

  mutating func setFractionComplete() throws(AnimationError) -> FractionOutcome {
    switch phase {
    case .inactive:
      try requireInterruptible(.setFractionComplete)
      phase = .paused
      return .activate
    case .paused:
      return .scrub
    case .running:
      return .ignored
    case .stopped:
      throw refuse(.setFractionComplete)
    }
  }

  enum ReverseOutcome: Hashable {
    /// Stored for the next start (inactive or paused).
    case stored
    /// Running: turn around at the current point.
    case turnAround
    /// No change, or stopped (where changes are ignored).
    case none
  }

  mutating func setReversed(_ reversed: Bool) throws(AnimationError) -> ReverseOutcome {
    guard reversed != isReversed, phase != .stopped else { return .none }
    switch phase {
    case .inactive:
      isReversed = reversed
      return .stored
    case .paused:
      try requireInterruptible(.setReversed)
      isReversed = reversed
      return .stored
    case .running:
      try requireInterruptible(.setReversed)
      isReversed = reversed
      return .turnAround
    case .stopped:
      return .none
    }
  }

  enum RestartOutcome: Hashable {
    /// Make the animations and run them from the start (the end, when reversed).
    case activate
    /// Go back to the start (the end, when reversed) and run from there.
    case rewind
  }

  /// `restart()`: GSAP's restart, back to the start and playing, in every state but stopped.
  mutating func restart() throws(AnimationError) -> RestartOutcome {
    switch phase {
    case .inactive:
      phase = .running
      return .activate
    case .running, .paused:
      try requireInterruptible(.restart)
      phase = .running
      return .rewind
    case .stopped:
      throw refuse(.restart)
    }
  }

  enum SeekOutcome: Hashable {
    /// Make the animations, paused at the time sought.
    case activate
    /// Move the paused playhead; it stays paused.
    case move
    /// Move the running playhead; it carries on from there.
    case moveRunning
  }

  /// A timeline's `seek(to:)`.
  mutating func seek() throws(AnimationError) -> SeekOutcome {
    switch phase {
    case .inactive:
      phase = .paused
      return .activate
    case .paused:
      return .move
    case .running:
      return .moveRunning
    case .stopped:
      throw refuse(.seek)
    }
  }

  enum PlayToOutcome: Hashable {
    /// Make the animations and run from the start of the run to the target.
    case activate
    /// Run from where the playhead is to the target.
    case run
  }

  /// The direction a timeline's `play(to:)` travels in, once its run is made: `isReversed` then
  /// tells the way the playhead moves, and a later start continues that way.
  ///
  /// - Parameter reversed: Whether the run goes towards the start.
  mutating func travel(reversed: Bool) {
    isReversed = reversed
  }

  /// A timeline's `play(to:)`: runs towards a target, then pauses there.
  mutating func playTo() throws(AnimationError) -> PlayToOutcome {
    switch phase {
    case .inactive:
      phase = .running
      return .activate
    case .running, .paused:
      phase = .running
      return .run
    case .stopped:
      throw refuse(.playTo)
    }
  }

  /// `addAnimations`: true when the block runs now, false when it waits for the start.
  func addAnimations() throws(AnimationError) -> Bool {
    switch phase {
    case .inactive: false
    case .running, .paused: true
    case .stopped: throw refuse(.addAnimations)
    }
  }

  mutating func continueAnimation() throws(AnimationError) {
    guard phase == .paused else { throw refuse(.continueAnimation) }
    try requireInterruptible(.continueAnimation)
    phase = .running
  }

  /// Setting `isInterruptible` while active or stopped is an error whatever the value, the current
  /// one included: UIKit raises for any assignment to an active animator.
  mutating func setInterruptible(_ interruptible: Bool) throws(AnimationError) {
    guard phase == .inactive else { throw refuse(.setInterruptible) }
    isInterruptible = interruptible
  }

  enum EndOutcome: Hashable {
    /// Back to inactive; run the completions.
    case complete
    /// `pausesOnCompletion`: stay active, paused at the end, with no completion.
    case pause
  }

  /// The running animator reached the end of its run.
  mutating func reachEnd(pausesOnCompletion: Bool) -> EndOutcome {
    if pausesOnCompletion {
      phase = .paused
      return .pause
    }
    phase = .inactive
    return .complete
  }

  /// `stopAnimation(_:)` as an ``AnimationScope`` ends a running or paused player: the same
  /// transition, whether the player is interruptible or not (a scope ends everything it holds).
  mutating func forceStop(withoutFinishing: Bool) {
    guard phase == .running || phase == .paused else { return }
    phase = withoutFinishing ? .inactive : .stopped
  }

  /// The animator was released or its owner gave up on it: back to inactive without completions.
  mutating func abandon() {
    phase = .inactive
  }

  /// A timeline takes the animator over: it is active and paused, and the timeline moves it.
  mutating func takeOver() {
    phase = .paused
  }
}
