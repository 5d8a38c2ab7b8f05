import Animator

/// The animator under test, driven by ``FuzzAction``s: a manual clock, an engine, a card whose
/// `opacity` the blocks set, and the log its completions write.
final class LiveAnimator {
  let clock = ManualClock()
  let engine: AnimationEngine
  let card: Card
  let animator: PropertyAnimator
  private(set) var log: [CompletionLogEntry] = []
  private(set) var diagnostics: [AnimationError] = []

  init(_ configuration: FuzzConfiguration) {
    engine = AnimationEngine(clock: clock)
    card = Card(opacity: configuration.initialValue)
    animator = PropertyAnimator(
      duration: .milliseconds(configuration.durationMilliseconds), curve: configuration.curve.timingCurve,
      engine: engine)
    animator.scrubsLinearly = configuration.scrubsLinearly
    animator.pausesOnCompletion = configuration.pausesOnCompletion
    engine.diagnosticsHandler = { [weak self] error in self?.diagnostics.append(error) }
  }

  /// Ends whatever still runs, so that the engine and its animator, which keep each other alive
  /// while an animation runs, can go: stops it, or (not interruptible) runs it to its end.
  func tearDown() {
    animator.pausesOnCompletion = false
    for _ in 0..<100 where animator.state != .inactive {
      if animator.state == .stopped {
        try? animator.finishAnimation(at: .current)
      } else if animator.isInterruptible {
        try? animator.stopAnimation(true)
      } else if !animator.isRunning {
        try? animator.startAnimation()
      } else {
        clock.advance(by: .seconds(1_000_000))
        engine.tick()
      }
    }
  }

  /// Performs `action`, returning the error it threw.
  func perform(_ action: FuzzAction) -> AnimationError? {
    do {
      switch action {
      case .start: try animator.startAnimation()
      case .startAfterDelay(let delay): try animator.startAnimation(afterDelay: delay)
      case .startAfterDelaySeconds(let delay): try animator.startAnimation(afterDelay: delay)
      case .pause: try animator.pauseAnimation()
      case .stop(let withoutFinishing): try animator.stopAnimation(withoutFinishing)
      case .finish(let position): try animator.finishAnimation(at: position)
      case .setFraction(let fraction): try animator.setFractionComplete(fraction)
      case .assignFraction(let fraction): animator.fractionComplete = fraction
      case .setReversed(let reversed): try animator.setReversed(reversed)
      case .setInterruptible(let interruptible): try animator.setInterruptible(interruptible)
      case .setScrubsLinearly(let linear): animator.scrubsLinearly = linear
      case .setPausesOnCompletion(let pauses): animator.pausesOnCompletion = pauses
      case .addAnimations(let value, nil): try addBlock(value)
      case .addAnimations(let value, let factor?):
        let card = card
        try animator.addAnimations({ card.opacity = value }, delayFactor: factor)
      case .addCompletion(let completion): install(completion)
      case .continueAnimation(let curve, let factor):
        try animator.continueAnimation(
          withTimingParameters: curve.map { .curve($0.timingCurve) }, durationFactor: factor)
      case .advance(let step):
        clock.advance(by: step)
        engine.tick()
      }
    } catch {
      return error
    }
    return nil
  }

  private func addBlock(_ value: Double) throws(AnimationError) {
    let card = card
    try animator.addAnimations { card.opacity = value }
  }

  private func install(_ completion: FuzzCompletion) {
    animator.addCompletion { [weak self] position in
      guard let self else { return }
      self.log.append(.called(id: completion.id, position: position))
      self.perform(completion)
    }
  }

  private func record(_ id: Int, _ body: () throws(AnimationError) -> Void) {
    do { try body() } catch { log.append(.threw(id: id, error: error)) }
  }

  private func perform(_ completion: FuzzCompletion) {
    switch completion {
    case .log:
      break
    case .chain(let id, let remaining):
      guard remaining > 0 else { return }
      let value = FuzzCompletion.chainValue(id: id, remaining: remaining)
      record(id) { () throws(AnimationError) in try addBlock(value) }
      install(.chain(id: id, remaining: remaining - 1))
      record(id) { () throws(AnimationError) in try animator.startAnimation() }
    case .reverseAndRestart(let id):
      record(id) { () throws(AnimationError) in try animator.setReversed(!animator.isReversed) }
      record(id) { () throws(AnimationError) in try animator.startAnimation() }
    case .misuse(let id):
      record(id) { () throws(AnimationError) in try animator.stopAnimation(false) }
      record(id) { () throws(AnimationError) in try animator.finishAnimation(at: .end) }
    }
  }
}
