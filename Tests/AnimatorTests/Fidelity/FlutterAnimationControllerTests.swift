import Animator
import Testing

/// Flutter's `packages/flutter/test/animation/animation_controller_test.dart` (flutter/flutter,
/// read at 000a6d6). An `AnimationController` of duration `d` is, in the package, a timeline of
/// one linear tween of a card's opacity from 0 to 1 over `d`, paused at its ends instead of
/// completing: its value is the opacity, `forward()` and `reverse()` are ``Timeline/startAnimation()``
/// in either direction, `animateTo(x)` is ``Timeline/play(to:)-(Double)``, setting the value is a
/// seek, and `repeat` is the timeline's own ``EffectTiming``. Flutter's ticker starts a run at its
/// first frame; the package's at the action, so where the suite ticks twice (the first tick
/// starting the run) the port advances the clock once by the difference.
///
/// Not ported, with the reason (listed in `Documentation/Fidelity.md`): the tests of disposal,
/// memory events, `resync`, `toString`, `lastElapsedDuration` and the `TickerProvider` (no
/// equivalent); the tests of `AnimationStatus` callbacks ("Can set value during status callback",
/// "Receives status callbacks for forward and reverse", "setting value directly sets correct
/// status"), whose status vocabulary the package does not have; the six error tests for a missing
/// duration or period and a second `dispose()` (the package's players cannot be made without a
/// duration and are not disposed); `reverseDuration` ("toggle() with
/// different durations", "AnimateBack can runs successfully with just reverseDuration") and the
/// reverse half of "Forward and reverse with different durations"; `animateTo` with a duration of
/// its own ("animateTo can deal with duration == Duration.zero"); `repeat(min:max:)` (two tests);
/// `AnimationBehavior.preserve` (two tests, no per-player opt-out of reduced motion) and its
/// default values; `animateWith` a custom `Simulation` (two tests).
@Suite("Flutter: animation_controller_test.dart")
struct FlutterAnimationControllerTests {
  /// A controller of `duration` seconds on a manual clock.
  final class Controller {
    let rig = TestRig()
    let card = Card()
    let timeline: Timeline

    init(duration: Double, timing: EffectTiming = EffectTiming()) throws {
      timeline = try Timeline(engine: rig.engine, timing: timing)
      try timeline.addTween(of: card.$opacity, to: 1, duration: duration, curve: .linear)
      timeline.pausesOnCompletion = true
    }

    var value: Double { card.$opacity.presentationValue }

    /// Advances the clock by `seconds` and ticks.
    func advance(_ seconds: Double) {
      rig.advance(by: .seconds(seconds))
    }
  }

  @Test("animation_controller_test.dart: 'Forward and reverse from values'")
  func forwardAndReverseFromValues() throws {
    let controller = try Controller(duration: 0.1)
    // reverse(from: 0.2)
    try controller.timeline.seek(to: 0.02)
    controller.timeline.isReversed = true
    try controller.timeline.startAnimation()
    #expect(controller.value.isApproximatelyEqual(to: 0.2))
    // forward(from: 0.0)
    controller.timeline.isReversed = false
    try controller.timeline.seek(to: 0)
    #expect(controller.value == 0)
  }

  @Test("animation_controller_test.dart: 'Forward and reverse with different durations' (forward half)")
  func forwardWithDuration() throws {
    let controller = try Controller(duration: 0.1)
    try controller.timeline.startAnimation()
    for (elapsed, expected) in [(0.02, 0.2), (0.05, 0.5), (0.08, 0.8), (0.11, 1)] {
      controller.rig.advance(toSeconds: elapsed)
      #expect(controller.value.isApproximatelyEqual(to: expected), "after \(elapsed) s")
    }
  }

  @Test("animation_controller_test.dart: 'toggle() acts correctly based on the animation state'")
  func toggle() throws {
    let controller = try Controller(duration: 0.1)
    try controller.timeline.startAnimation()
    controller.advance(0.05)
    #expect(controller.value.isApproximatelyEqual(to: 0.5))
    controller.timeline.isReversed = true
    #expect(controller.timeline.isRunning)
    controller.advance(0.1)
    #expect(controller.value == 0)
    #expect(!controller.timeline.isRunning)
  }

  @Test("animation_controller_test.dart: 'Forward only from value'")
  func forwardFromValue() throws {
    let controller = try Controller(duration: 0.1)
    try controller.timeline.seek(to: 0.02)
    try controller.timeline.startAnimation()
    #expect(controller.value.isApproximatelyEqual(to: 0.2))
    #expect(controller.timeline.isRunning)
  }

  /// A paused animator of `duration` seconds moving `card.opacity` from `from` to `to`.
  static func flingable(_ card: Card, from: Double, to: Double, rig: TestRig) throws -> PropertyAnimator {
    card.opacity = from
    let animator = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: rig.engine) {
      card.opacity = to
    }
    try animator.pauseAnimation()
    return animator
  }

  @Test("animation_controller_test.dart: 'Can fling to upper and lower bounds'")
  func flingToBounds() throws {
    let rig = TestRig()
    let card = Card()
    let unit = try Self.flingable(card, from: 0, to: 1, rig: rig)
    // Flutter's fling heads for the bound its velocity points at; the package's chooses the
    // nearer end of where the playhead would coast unless told, so the port tells it.
    #expect(try unit.fling(velocity: 1, to: .end) == .end)
    rig.advance(toSeconds: 1)
    rig.advance(toSeconds: 2)
    #expect(unit.state == .inactive)
    #expect(card.$opacity.presentationValue == 1)

    let wide = Card()
    let upwards = try Self.flingable(wide, from: -30, to: 45, rig: rig)
    try upwards.fling(velocity: 1, to: .end)
    rig.advance(toSeconds: 4)
    #expect(wide.$opacity.presentationValue == 45)
    let downwards = try Self.flingable(wide, from: -30, to: 45, rig: rig)
    downwards.fractionComplete = 1
    #expect(try downwards.fling(velocity: -1, to: .start) == .start)
    rig.advance(toSeconds: 6)
    #expect(wide.$opacity.presentationValue == -30)
  }

  @Test("animation_controller_test.dart: 'Custom springDescription can be applied'")
  func customSpring() throws {
    let rig = TestRig()
    let plain = Card()
    let custom = Card()
    let plainAnimator = try Self.flingable(plain, from: 0, to: 1, rig: rig)
    let customAnimator = try Self.flingable(custom, from: 0, to: 1, rig: rig)
    // Flutter's default fling spring: mass 1, stiffness 500, critically damped.
    try plainAnimator.fling(
      velocity: 1, to: .end, spring: try Spring(mass: 1, stiffness: 500, damping: 2 * 500.0.squareRoot()))
    // SpringDescription.withDampingRatio(mass: 0.01, stiffness: 10, ratio: 2): c = 2ζ√(km).
    let spring = try Spring(mass: 0.01, stiffness: 10, damping: 2 * 2 * (10 * 0.01).squareRoot())
    try customAnimator.fling(velocity: 1, to: .end, spring: spring)
    rig.advance(milliseconds: 50)
    #expect(custom.$opacity.presentationValue < plain.$opacity.presentationValue)
  }

  @Test("animation_controller_test.dart: 'velocity test - linear'")
  func velocity() throws {
    let controller = try Controller(duration: 1)
    try controller.timeline.startAnimation()
    // At the very start the package gives the slope of the run, 1 per second; Flutter estimates
    // the velocity at an end by a difference across it and reads 0.4...0.6 there
    // (Documentation/Fidelity.md).
    #expect(controller.card.$opacity.velocity.isApproximatelyEqual(to: 1))
    controller.advance(0.5)
    #expect((0.9...1.1).contains(controller.card.$opacity.velocity))
    // Stopped: forward(from: 1.0).
    try controller.timeline.seek(to: 1)
    controller.advance(0.5)
    #expect(controller.card.$opacity.velocity == 0)
  }

  static let targets: [(name: String, start: Double)] = [
    ("Do not animate if already at target", 0.5), ("Do not animate to upperBound if already at upperBound", 1),
    ("Do not animate to lowerBound if already at lowerBound", 0),
  ]

  @Test("animation_controller_test.dart: already at the target", arguments: targets.map(\.name))
  func alreadyAtTarget(name: String) throws {
    let start = Self.targets.first { $0.name == name }!.start
    let controller = try Controller(duration: 0.1)
    try controller.timeline.seek(to: start * 0.1)
    try controller.timeline.play(to: start * 0.1)
    controller.advance(0)
    #expect(!controller.timeline.isRunning, "\(name)")
    #expect(controller.value.isApproximatelyEqual(to: start), "\(name)")
  }

  @Test(
    "animation_controller_test.dart: 'Do not animate if already at target mid-flight' (forward, reverse)",
    arguments: [false, true])
  func alreadyAtTargetMidFlight(reversed: Bool) throws {
    let controller = try Controller(duration: 1)
    if reversed {
      try controller.timeline.seek(to: 1)
      controller.timeline.isReversed = true
    }
    try controller.timeline.startAnimation()
    controller.advance(0.5)
    #expect((0.4...0.6).contains(controller.value))
    let current = controller.value
    try controller.timeline.play(to: controller.timeline.time)
    controller.advance(0.1)
    #expect(!controller.timeline.isRunning)
    #expect(controller.value == current)
  }

  @Test("animation_controller_test.dart: 'resetting animation works at all phases'")
  func reset() throws {
    // reset() stops the controller and sets it to its lower bound: the package stops the run and
    // finishes it at its start.
    for (reversed, elapsed) in [(false, 0.05), (true, 0.05), (false, 0.15)] {
      let controller = try Controller(duration: 0.1)
      if reversed {
        try controller.timeline.seek(to: 0.1)
        controller.timeline.isReversed = true
      }
      try controller.timeline.startAnimation()
      controller.advance(elapsed)
      try controller.timeline.stopAnimation(false)
      try controller.timeline.finishAnimation(at: .start)
      #expect(controller.value == 0, "reversed \(reversed), after \(elapsed) s")
      #expect(controller.timeline.state == .inactive)
    }
  }

  @Test("animation_controller_test.dart: 'animateTo sets correct status'")
  func animateTo() throws {
    let controller = try Controller(duration: 0.1)
    for target in [0.5, 1, 0.5, 0] {
      try controller.timeline.play(to: target * 0.1)
      controller.advance(0.15)
      #expect(controller.value.isApproximatelyEqual(to: target), "animateTo(\(target))")
      #expect(!controller.timeline.isRunning)
    }
  }

  @Test(
    "animation_controller_test.dart: 'after a reverse call animateTo sets correct status' and 'after a forward call'",
    arguments: [true, false])
  func animateToAfterARun(reversed: Bool) throws {
    let controller = try Controller(duration: 0.1)
    if reversed {
      try controller.timeline.seek(to: 0.1)
      controller.timeline.isReversed = true
    }
    try controller.timeline.startAnimation()
    controller.advance(0.15)
    #expect(controller.value == (reversed ? 0 : 1))
    try controller.timeline.play(to: 0.05)
    controller.advance(0.15)
    #expect(controller.value.isApproximatelyEqual(to: 0.5))
  }

  @Test(
    "animation_controller_test.dart: 'calling repeat with reverse set to true makes the animation alternate between lowerBound and upperBound values on each repeat'"
  )
  func repeatReversing() throws {
    let alternating = EffectTiming(iterations: .infinity, direction: .alternate)
    for (start, first, second) in [
      (0.0, (0.025, 0.25), (0.125, 0.75)), (0.1, (0.025, 0.75), (0.125, 0.25)),
      (0.05, (0.05, 1.0), (0.15, 0.0)),
    ] {
      let controller = try Controller(duration: 0.1, timing: alternating)
      try controller.timeline.seek(to: start)
      try controller.timeline.startAnimation()
      controller.advance(first.0)
      #expect(controller.value.isApproximatelyEqual(to: first.1), "from \(start), after \(first.0) s")
      controller.advance(second.0 - first.0)
      #expect(controller.value.isApproximatelyEqual(to: second.1), "from \(start), after \(second.0) s")
    }
  }

  @Test("animation_controller_test.dart: 'AnimationBehavior.normal runs at 20x speed when animatingTo'")
  func reducedMotion() throws {
    // Flutter runs an animation 20 times faster while the platform asks for reduced motion; the
    // package substitutes a cross-fade of a length the engine chooses, here 5 ms, which is what
    // 100 ms at 20 times the speed takes (Documentation/Fidelity.md).
    let controller = try Controller(duration: 0.1)
    controller.rig.engine.reducedMotion = .always
    controller.rig.engine.reducedMotionSubstitution = .crossFade(duration: .milliseconds(5))
    try controller.timeline.startAnimation()
    controller.rig.advance(by: .microseconds(2500))
    #expect(controller.value.isApproximatelyEqual(to: 0.5))
    #expect(controller.timeline.isRunning)
    controller.rig.advance(by: .microseconds(3500))
    #expect(controller.value == 1)
    #expect(!controller.timeline.isRunning)
  }

  @Test("animation_controller_test.dart: 'Repeating animation with reverse: true report as forward and reverse'")
  func repeatEvents() throws {
    let controller = try Controller(duration: 1, timing: EffectTiming(iterations: .infinity, direction: .alternate))
    var kinds: [TimelineEvent.Kind] = []
    let observation = controller.timeline.observe { event in
      if event.sourceName == "timeline" && event.kind != .update { kinds.append(event.kind) }
    }
    defer { observation.cancel() }
    try controller.timeline.startAnimation()
    controller.rig.advance(toSeconds: 0.999)
    #expect(!kinds.contains(.repeat(iteration: 1)))
    controller.rig.advance(toSeconds: 1)
    #expect(kinds.last == .repeat(iteration: 1))
  }

  @Test("animation_controller_test.dart: 'calling repeat by setting count as zero shall throw Assertion'")
  func zeroCount() throws {
    // Flutter asserts on a count of 0. Web Animations allows zero iterations, and so does the
    // package: the run has no length (Documentation/Fidelity.md).
    let controller = try Controller(duration: 0.1, timing: EffectTiming(iterations: 0))
    #expect(controller.timeline.totalDuration == 0)
  }

  @Test("animation_controller_test.dart: 'calling repeat by setting count as negative shall throw Assertion'")
  func negativeCount() {
    #expect(throws: AnimationError.self) { try EffectTiming(iterations: -1).validate() }
  }

  @Test(
    "animation_controller_test.dart: 'calling repeat by setting count as valid with reverse as false, shall run animation accordingly'"
  )
  func countRestarting() throws {
    for count in [1.0, 2] {
      let controller = try Controller(duration: 0.1, timing: EffectTiming(iterations: count))
      try controller.timeline.startAnimation()
      for (elapsed, expected) in [(0.025, 0.25), (0.05, 0.5)] {
        controller.rig.advance(toSeconds: elapsed)
        #expect(controller.value.isApproximatelyEqual(to: expected), "count \(count), after \(elapsed) s")
      }
      if count == 1 {
        controller.rig.advance(toSeconds: 0.099)
        #expect(controller.value.isApproximatelyEqual(to: 0.99))
      }
      // Flutter's value wraps to the lower bound when the last repetition ends; the package ends
      // on the end of the last iteration, as Web Animations and Core Animation do
      // (Documentation/Fidelity.md).
      controller.rig.advance(toSeconds: 0.1 * count)
      #expect(controller.value == 1, "count \(count), at the end")
    }
  }

  @Test(
    "animation_controller_test.dart: 'calling repeat by setting count as valid with reverse as true, shall run animation accordingly'"
  )
  func countReversing() throws {
    let controller = try Controller(duration: 0.1, timing: EffectTiming(iterations: 4, direction: .alternate))
    try controller.timeline.startAnimation()
    for (elapsed, expected) in [(0.025, 0.25), (0.05, 0.5), (0.099, 0.99), (0.1, 1)] {
      controller.rig.advance(toSeconds: elapsed)
      #expect(controller.value.isApproximatelyEqual(to: expected), "after \(elapsed) s")
    }
  }
}
