import Animator

/// The player of the endless bars scene: the animating interface over a chain of animations that
/// never ends.
///
/// - Start and pause run and pause the scene's engine (the chain starts on the first start).
/// - ``fractionComplete`` is the time since the chain started over the scene's scrub window
///   (``BarsScene/window``); setting it replays the chain from its seed up to that time, paused.
/// - Reversing is refused (``AnimationError/unsupported(_:)``): there is no end to run back from.
/// - Restarting replays the chain from its seed and runs it.
/// - Its events are its state changes (``Event``).
/// - Stopping ends the chain where the bars are (their animations stop without completions);
///   `finishAnimation(at: .start)` puts the bars back to their first heights, `.current` leaves them,
///   and `.end` is refused.
final class EndlessPlayer: Animating {
  private unowned let scene: BarsScene
  private(set) var state = AnimatingState.inactive
  private var completions: [(AnimatingPosition) -> Void] = []
  private var waiters: [CheckedContinuation<AnimatingPosition?, Never>] = []
  private var observers: [(id: Int, handler: (Event) -> Void)] = []
  private var nextObserver = 0

  /// What the player's observers receive: its new state.
  enum Event: Hashable, Sendable {
    /// ``state`` changed to the given state.
    case state(AnimatingState)
  }

  /// The scene's engine.
  var engine: AnimationEngine { scene.engine }

  /// Sets ``state`` and tells the observers.
  private func become(_ newState: AnimatingState) {
    guard newState != state else { return }
    state = newState
    for observer in observers { observer.handler(.state(newState)) }
  }

  /// Makes the player of `scene`.
  ///
  /// - Parameter scene: The scene; it owns the player.
  init(scene: BarsScene) {
    self.scene = scene
  }

  var isRunning: Bool { state == .active && !scene.engine.isPaused }

  var isReversed: Bool {
    get { false }
    set { try? setReversed(newValue) }
  }

  var fractionComplete: Double {
    get { state == .inactive ? 0 : min(max(scene.chainSeconds / BarsScene.window, 0), 1) }
    set { try? setFractionComplete(newValue) }
  }

  func startAnimation() throws(AnimationError) {
    try startAnimation(afterDelay: .zero)
  }

  func startAnimation(afterDelay delay: Duration) throws(AnimationError) {
    guard delay >= .zero else {
      throw .invalidArgument(parameter: "delay", value: "\(delay)", requirement: .nonNegative)
    }
    guard delay == .zero else {
      throw .invalidArgument(
        parameter: "delay", value: "\(delay)", requirement: .other("zero: the bars start at once"))
    }
    switch state {
    case .stopped:
      throw .invalidAction(.startAnimation, state: .stopped)
    case .inactive:
      scene.startChain()
      become(.active)
      scene.engine.isPaused = false
    case .active:
      scene.engine.isPaused = false
    }
  }

  func pauseAnimation() throws(AnimationError) {
    switch state {
    case .stopped:
      throw .invalidAction(.pauseAnimation, state: .stopped)
    case .inactive:
      scene.startChain()
      become(.active)
      scene.engine.isPaused = true
    case .active:
      scene.engine.isPaused = true
    }
  }

  func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError) {
    guard state == .active else { throw .invalidAction(.stopAnimation, state: state) }
    scene.stopChain()
    scene.engine.isPaused = false
    if withoutFinishing {
      become(.inactive)
      completions.removeAll()
      let toResume = waiters
      waiters.removeAll()
      for waiter in toResume { waiter.resume(returning: nil) }
    } else {
      become(.stopped)
    }
  }

  func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
    guard state == .stopped else { throw .invalidAction(.finishAnimation, state: state) }
    switch position {
    case .end:
      throw .invalidArgument(
        parameter: "position", value: "end", requirement: .other("start or current: an endless chain has no end"))
    case .start:
      scene.replay(toSeconds: 0)
      scene.stopChain()
      scene.engine.isPaused = false
    case .current:
      break
    }
    become(.inactive)
    let toRun = completions
    let toResume = waiters
    completions.removeAll()
    waiters.removeAll()
    for completion in toRun { completion(position) }
    for waiter in toResume { waiter.resume(returning: position) }
  }

  func setFractionComplete(_ fraction: Double) throws(AnimationError) {
    guard !fraction.isNaN else {
      throw .invalidArgument(parameter: "fractionComplete", value: "\(fraction)", requirement: .unitInterval)
    }
    try seek(toSeconds: min(max(fraction, 0), 1) * BarsScene.window)
  }

  /// Replays the chain up to `seconds` and pauses there (the player becomes active and paused).
  ///
  /// - Parameter seconds: Seconds since the chain's start, `0...BarsScene.longestSeek`.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped,
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` outside the range.
  func seek(toSeconds seconds: Double) throws(AnimationError) {
    guard state != .stopped else { throw .invalidAction(.seek, state: .stopped) }
    guard seconds.isFinite, seconds >= 0, seconds <= BarsScene.longestSeek else {
      throw .invalidArgument(
        parameter: "time", value: "\(seconds)", requirement: .range(0...BarsScene.longestSeek))
    }
    scene.replay(toSeconds: seconds)
    become(.active)
  }

  func setReversed(_ reversed: Bool) throws(AnimationError) {
    guard reversed else { return }
    throw .unsupported(.setReversed)
  }

  func restart(includeDelay: Bool) throws(AnimationError) {
    guard state != .stopped else { throw .invalidAction(.restart, state: .stopped) }
    try seek(toSeconds: 0)
    try startAnimation()
  }

  nonisolated(nonsending) func finished() async -> AnimatingPosition? {
    await withCheckedContinuation { continuation in
      waiters.append(continuation)
    }
  }

  func observe(_ handler: @escaping (Event) -> Void) -> AnimationObservation {
    let id = nextObserver
    nextObserver += 1
    observers.append((id, handler))
    return AnimationObservation { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  func events() -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(256))
    let id = nextObserver
    nextObserver += 1
    observers.append((id, { continuation.yield($0) }))
    return stream
  }

  func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    completions.append(completion)
  }
}
