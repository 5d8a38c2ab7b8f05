import Animator
import Testing

/// The engine's shared evaluation (the shared progress in the tick's `TickRelay`): animators started together with the same
/// timing take their curve's value from the animator ticked before them, which is held unretained.
/// Each test runs user code inside the tick (a sink, an observer) that stops, releases, restarts,
/// re-times, reverses or finishes the animator that shared its evaluation or the next one, and
/// compares every value and completion with a run where nothing can be shared (every animator
/// drives a sink). Run under the address sanitizer too (Documentation/Reliability.md).
@Suite("Unretained fast paths: shared evaluations")
struct UnretainedSharingTests {
  enum Trigger: String, CaseIterable, CustomTestStringConvertible {
    case sink, observer
    var testDescription: String { rawValue }
  }

  enum Action: String, CaseIterable, CustomTestStringConvertible {
    case stopAndRelease, restartWithOtherCurve, continueWithOtherCurve, reverse, finish, startAlike
    var testDescription: String { rawValue }
  }

  /// Four animators of one second with the same curve, started in one tick. Animator 1 runs the
  /// action on animator `target` from its sink or its observer.
  final class Group {
    let rig = TestRig()
    let cards = (0..<5).map { _ in Card() }
    var sunk = [Double](repeating: 0, count: 5)
    var animators: [PropertyAnimator?] = []
    var completions = [Int](repeating: 0, count: 5)
    var pending: (() -> Void)?
    var observation: AnimationObservation?
    /// Whether the animators other than the one that runs the action animate `Card` properties
    /// (and so share evaluations), rather than sinks (which never share).
    let shares: Bool
    let trigger: Trigger

    init(shares: Bool, trigger: Trigger) {
      self.shares = shares
      self.trigger = trigger
    }

    func usesSink(_ index: Int) -> Bool { !shares || (index == 1 && trigger == .sink) }

    func value(_ index: Int) -> Double { usesSink(index) ? sunk[index] : cards[index].$opacity.presentationValue }

    func firePending() {
      guard let action = pending else { return }
      pending = nil
      action()
    }

    func make(_ index: Int, curve: TimingCurve = .easeInOut, to target: Double = 1) throws -> PropertyAnimator {
      let animator = PropertyAnimator(duration: .seconds(1), curve: curve, engine: rig.engine)
      if usesSink(index) {
        try animator.addAnimation(from: sunk[index], to: target) { [unowned self] value in
          sunk[index] = value
          if index == 1 && trigger == .sink { firePending() }
        }
      } else {
        let card = cards[index]
        try animator.addAnimations { card.opacity = target }
      }
      animator.addCompletion { [unowned self] _ in completions[index] += 1 }
      return animator
    }

    func apply(_ action: Action, to target: Int) throws {
      guard let animator = animators[target] else { return }
      switch action {
      case .stopAndRelease:
        try animator.stopAnimation(true)
        animators[target] = nil
      case .restartWithOtherCurve:
        try animator.stopAnimation(true)
        let again = try make(target, curve: .easeIn, to: 0.5)
        try again.startAnimation()
        animators[target] = again
      case .continueWithOtherCurve:
        try animator.pauseAnimation()
        try animator.continueAnimation(withTimingParameters: .curve(.linear), durationFactor: 1)
      case .reverse:
        try animator.pauseAnimation()
        try animator.setReversed(true)
        try animator.startAnimation()
      case .finish:
        try animator.stopAnimation(false)
        try animator.finishAnimation(at: .end)
      case .startAlike:
        let alike = try make(4)
        try alike.startAnimation()
        animators.append(alike)
      }
    }

    /// Runs the scene and returns every value after every tick.
    func run(_ action: Action, on target: Int) throws -> [[Double]] {
      animators = try (0..<4).map { try make($0) }
      if trigger == .observer, let host = animators[1] {
        observation = host.observe { [unowned self] event in
          if case .fractionComplete = event { firePending() }
        }
      }
      for animator in animators { try animator?.startAnimation() }
      var shown: [[Double]] = []
      for step in 1...14 {
        if step == 4 { pending = { try? self.apply(action, to: target) } }
        rig.advance(milliseconds: 100)
        shown.append((0..<5).map(value))
      }
      #expect(pending == nil)
      observation?.cancel()
      return shown
    }
  }

  @Test(
    "user code in a tick that changes an animator sharing an evaluation leaves the values of a run that shares none",
    arguments: Trigger.allCases, Action.allCases)
  func changeDuringTick(trigger: Trigger, action: Action) throws {
    for target in [0, 2] {
      let attacked = Group(shares: true, trigger: trigger)
      let reference = Group(shares: false, trigger: trigger)
      let shown = try attacked.run(action, on: target)
      let expected = try reference.run(action, on: target)
      for (tick, (row, expectedRow)) in zip(shown, expected).enumerated() {
        for (index, (value, wanted)) in zip(row, expectedRow).enumerated() {
          #expect(
            value.isApproximatelyEqual(to: wanted, absoluteTolerance: 1e-12),
            "target \(target), tick \(tick + 1), animator \(index): \(value) against \(wanted)")
        }
      }
      #expect(attacked.completions == reference.completions, "target \(target)")
      #expect(attacked.completions.allSatisfy { $0 <= 2 })
      #expect(attacked.completions[1] == 1 && attacked.completions[3] == 1)
    }
  }
}
