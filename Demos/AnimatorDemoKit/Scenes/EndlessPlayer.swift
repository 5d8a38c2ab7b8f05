import Animator

/// The player of the endless bars scene: the animating interface over a chain of animations that
/// never ends.
///
/// - Start and pause run and pause the scene's engine (the chain starts on the first start).
/// - ``fractionComplete`` is the time since the chain started over the scene's scrub window
///   (``BarsScene/window``); setting it replays the chain from its seed up to that time, paused.
/// - Reversing is refused: there is no end to run back from.
/// - Stopping ends the chain where the bars are (their animations stop without completions);
///   `finishAnimation(at: .start)` puts the bars back to their first heights, `.current` leaves them,
///   and `.end` is refused.
final class EndlessPlayer: Animating {
  private unowned let scene: BarsScene
  private(set) var state = AnimatingState.inactive
  private var completions: [(AnimatingPosition) -> Void] = []

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
      state = .active
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
      state = .active
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
      state = .inactive
      completions.removeAll()
    } else {
      state = .stopped
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
    state = .inactive
    let toRun = completions
    completions.removeAll()
    for completion in toRun { completion(position) }
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
    state = .active
  }

  func setReversed(_ reversed: Bool) throws(AnimationError) {
    guard reversed else { return }
    throw .invalidArgument(
      parameter: "isReversed", value: "true", requirement: .other("false: an endless chain has no end to run back from")
    )
  }

  func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    completions.append(completion)
  }
}
