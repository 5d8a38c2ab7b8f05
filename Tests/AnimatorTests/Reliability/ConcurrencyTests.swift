import Animator
import Testing

/// The Swift 6 concurrency story, checked: values, curves, springs and `ManualClock` are `Sendable`;
/// an engine, its animators and animated properties belong to one isolation domain, which may be a
/// background task. Run these under the thread sanitizer with
/// `swift test --sanitize=thread --filter ConcurrencyTests` (see `Documentation/Reliability.md`).
@Suite("Concurrency")
struct ConcurrencyTests {
  /// Compiles only for `Sendable` types: the list below fails to build if one stops being `Sendable`.
  static func requireSendable<T: Sendable>(_: T.Type) {}

  @Test("values, curves, springs, timing descriptions, errors and the manual clock are Sendable")
  func sendableTypes() {
    Self.requireSendable(Point2D.self)
    Self.requireSendable(Size2D.self)
    Self.requireSendable(Rect2D.self)
    Self.requireSendable(Color.self)
    Self.requireSendable(AffineTransform2D.self)
    Self.requireSendable(TimingCurve.self)
    Self.requireSendable(TimingCurve.StepPosition.self)
    Self.requireSendable(Keyframes<Double>.self)
    Self.requireSendable(Spring.self)
    Self.requireSendable(TimingParameters.self)
    Self.requireSendable(AnimationOptions.self)
    Self.requireSendable(AnimatingState.self)
    Self.requireSendable(AnimatingPosition.self)
    Self.requireSendable(AnimatorEvent.self)
    Self.requireSendable(AnimationError.self)
    Self.requireSendable(LongFramePolicy.self)
    Self.requireSendable(EffectTiming.self)
    Self.requireSendable(TimelinePosition.self)
    Self.requireSendable(TimelineLabel.self)
    Self.requireSendable(TimelineDirection.self)
    Self.requireSendable(Stagger.self)
    Self.requireSendable(ManualClock.self)
    Self.requireSendable(ManualClock.Instant.self)
  }

  @Test("an engine made in a detached task is ticked there, woken by a clock advanced from outside")
  func engineInADetachedTask() async throws {
    let clock = ManualClock()
    let task = Task.detached { () async throws -> [Double] in
      let engine = AnimationEngine(clock: clock)
      let card = Card()
      try engine.animate(withDuration: 1, options: .curveLinear) { card.opacity = 1 }
      var shown: [Double] = []
      var deadline = clock.now
      for _ in 0..<4 {
        deadline = deadline.advanced(by: .milliseconds(250))
        try await clock.sleep(until: deadline)
        engine.tick()
        shown.append(card.$opacity.presentationValue)
      }
      #expect(!engine.hasRunningAnimations)
      return shown
    }
    for _ in 0..<4 {
      while clock.sleeperCount == 0 { await Task.yield() }
      clock.advance(by: .milliseconds(250))
    }
    #expect(try await task.value == [0.25, 0.5, 0.75, 1])
  }

  @Test("engines in concurrent tasks share nothing: each runs its own animations to the same result")
  func enginesInParallel() async throws {
    let results = try await withThrowingTaskGroup(of: [Double].self) { group in
      for _ in 0..<4 {
        group.addTask {
          let engine = AnimationEngine.fixedStep()
          let cards = (0..<20).map { _ in Card() }
          for (index, card) in cards.enumerated() {
            let animator = PropertyAnimator(
              duration: .milliseconds(100 * (index + 1)), curve: .easeInOut, engine: engine)
            try animator.addAnimations { card.opacity = Double(index) }
            animator.addCompletion { _ in card.position = Point2D(x: 1, y: 1) }
            try animator.startAnimation()
          }
          for _ in 0..<200 { try engine.tick(by: .milliseconds(16)) }
          return cards.map { $0.$opacity.presentationValue + $0.position.x }
        }
      }
      var all: [[Double]] = []
      for try await result in group { all.append(result) }
      return all
    }
    let expected = (0..<20).map { Double($0) + 1 }
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0 == expected })
  }
}
