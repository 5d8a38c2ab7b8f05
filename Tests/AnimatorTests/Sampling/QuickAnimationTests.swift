import CAllocCounter
import Testing

@testable import Animator

/// Quick animations (`AnimationEngine.animate(duration:curve:animations:completion:)`): the light
/// fire-and-forget path shows what an animator of the same duration and curve shows, to the last
/// bit, composes with every other animation of its properties, follows the engine's policies, and
/// refuses bad input.
@Suite("Quick animations")
struct QuickAnimationTests {
  /// Four values of one object, read bit for bit.
  final class Quad {
    @Animated var a = 0.0
    @Animated var b = 10.0
    @Animated var c = -3.0
    @Animated var d = 0.25

    var bits: [UInt64] {
      [$a, $b, $c, $d].flatMap { [$0.presentationValue.bitPattern, $0.velocity.bitPattern, $0.modelValue.bitPattern] }
    }
  }

  static let curves: [TimingCurve] = [
    .linear, .easeInOut, .easeOut, try! .cubicBezier(0.3, 1.4, 0.6, -0.2), .easeOutBack,
    try! .steps(4, position: .jumpEnd),
  ]

  /// Ticks of uneven lengths, some landing on the end exactly.
  static let steps: [Duration] = [
    .milliseconds(16), .milliseconds(17), .zero, .milliseconds(100), .microseconds(16_667), .milliseconds(250),
    .milliseconds(1), .milliseconds(300), .milliseconds(400), .milliseconds(16),
  ]

  @Test("shows what an animator of the same duration and curve shows, to the last bit", arguments: curves)
  func sameBitsAsAnimator(curve: TimingCurve) throws {
    for storeOn in [true, false] {
      let quickRig = TestRig()
      let animatorRig = TestRig()
      animatorRig.engine.samplesInBatches = storeOn
      let (quick, reference) = (Quad(), Quad())
      // Start a little after the engines' zero, so that the anchor is not 0.
      quickRig.advance(milliseconds: 7)
      animatorRig.advance(milliseconds: 7)
      var quickEnds: [AnimatingPosition] = []
      var animatorEnds: [AnimatingPosition] = []
      let handle = try quickRig.engine.animate(
        duration: .milliseconds(900), curve: curve,
        animations: {
          quick.a = 1
          quick.b = -2
          quick.c = 7.5
          quick.d = 0.25
        },
        completion: { quickEnds.append($0) })
      let animator = PropertyAnimator(duration: .milliseconds(900), curve: curve, engine: animatorRig.engine)
      try animator.addAnimations {
        reference.a = 1
        reference.b = -2
        reference.c = 7.5
        reference.d = 0.25
      }
      animator.addCompletion { animatorEnds.append($0) }
      try animator.startAnimation()
      #expect(quick.bits == reference.bits, "at the start")
      for step in Self.steps {
        quickRig.advance(by: step)
        animatorRig.advance(by: step)
        #expect(quick.bits == reference.bits, "after \(step)")
        #expect(handle.isRunning == animator.isRunning)
        #expect(quickEnds == animatorEnds)
        #expect(quick.$a.animationCount == reference.$a.animationCount)
        #expect(quickRig.engine.runningAnimationCount == animatorRig.engine.runningAnimationCount)
      }
      #expect(quickEnds == [.end])
      #expect(!quickRig.engine.hasRunningAnimations)
    }
  }

  @Test("a second quick animation of a moving property starts from what is shown and adds, as an animator's does")
  func interruptionAdds() throws {
    let quickRig = TestRig()
    let animatorRig = TestRig()
    let (quick, reference) = (Card(), Card())
    try quickRig.engine.animate(duration: .seconds(1), curve: .linear) { quick.opacity = 1 }
    try animatorRig.engine.animate(withDuration: 1, options: .curveLinear) { reference.opacity = 1 }
    quickRig.advance(milliseconds: 500)
    animatorRig.advance(milliseconds: 500)
    try quickRig.engine.animate(duration: .seconds(1)) { quick.opacity = 0 }
    let second = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: animatorRig.engine)
    try second.addAnimations { reference.opacity = 0 }
    try second.startAnimation()
    #expect(quick.opacity == 0, "the model is the target at once")
    #expect(quick.$opacity.presentationValue == 0.5, "no jump")
    #expect(quick.$opacity.velocity == 1, "the first one's velocity carries on")
    #expect(quick.$opacity.animationCount == 2)
    for _ in 0..<70 {
      quickRig.advance(milliseconds: 16)
      animatorRig.advance(milliseconds: 16)
      #expect(quick.$opacity.presentationValue.bitPattern == reference.$opacity.presentationValue.bitPattern)
      #expect(quick.$opacity.velocity.bitPattern == reference.$opacity.velocity.bitPattern)
    }
    #expect(!quick.$opacity.isAnimating)
    #expect(quick.$opacity.presentationValue == 0)
  }

  @Test(
    "a quick animation of a property an animator moves from the sampling store adds to it, as a second animator does")
  func addsToAStoreRow() throws {
    for storeOn in [true, false] {
      let mixedRig = TestRig()
      let referenceRig = TestRig()
      mixedRig.engine.samplesInBatches = storeOn
      referenceRig.engine.samplesInBatches = storeOn
      let (mixed, reference) = (Quad(), Quad())
      for (rig, quad) in [(mixedRig, mixed), (referenceRig, reference)] {
        let animator = PropertyAnimator(duration: .seconds(2), curve: .easeInOut, engine: rig.engine)
        try animator.addAnimations {
          quad.a = 4
          quad.b = 4
        }
        try animator.startAnimation()
        rig.advance(milliseconds: 16)
        rig.advance(milliseconds: 300)
      }
      try mixedRig.engine.animate(duration: .milliseconds(500), curve: .easeOut) {
        mixed.a = -1
        mixed.c = 2
      }
      let second = PropertyAnimator(duration: .milliseconds(500), curve: .easeOut, engine: referenceRig.engine)
      try second.addAnimations {
        reference.a = -1
        reference.c = 2
      }
      try second.startAnimation()
      #expect(mixed.bits == reference.bits)
      for step in Self.steps + Self.steps {
        mixedRig.advance(by: step)
        referenceRig.advance(by: step)
        #expect(mixed.bits == reference.bits, "after \(step), store \(storeOn)")
        #expect(mixed.$a.animationCount == reference.$a.animationCount)
      }
      #expect(!mixedRig.engine.hasRunningAnimations)
      #expect(mixed.$a.presentationValue == -1)
    }
  }

  @Test("an animator started on a property a quick animation moves takes over smoothly, and both end")
  func animatorTakesOver() throws {
    let rig = TestRig()
    let card = Card()
    var ends: [String] = []
    try rig.engine.animate(
      duration: .seconds(1), curve: .linear, animations: { card.opacity = 1 },
      completion: { ends.append("quick \($0)") })
    rig.advance(milliseconds: 250)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 2 }
    animator.addCompletion { ends.append("animator \($0)") }
    try animator.startAnimation()
    #expect(card.$opacity.presentationValue == 0.25)
    #expect(rig.engine.runningAnimationCount == 2)
    rig.advance(milliseconds: 750)
    #expect(ends == ["quick end"])
    #expect(card.$opacity.animationCount == 1)
    rig.advance(milliseconds: 250)
    #expect(ends == ["quick end", "animator end"])
    #expect(card.$opacity.presentationValue == 2)
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("beginFromCurrentState in a later animation takes the property from a quick animation")
  func takenOver() throws {
    let rig = TestRig()
    let card = Card()
    let quick = try rig.engine.animate(duration: .seconds(1), curve: .linear) { card.opacity = 1 }
    rig.advance(milliseconds: 500)
    try rig.engine.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) { card.opacity = 0 }
    #expect(card.$opacity.animationCount == 1)
    #expect(card.$opacity.presentationValue == 0.5)
    rig.advance(milliseconds: 500)
    #expect(!quick.isRunning)
    #expect(card.$opacity.presentationValue == 0.25)
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 0)
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("cancel stops where it is shown, finish jumps to the end; each runs the completion once")
  func cancelAndFinish() throws {
    let rig = TestRig()
    let card = Card()
    var ends: [AnimatingPosition] = []
    let cancelled = try rig.engine.animate(
      duration: .seconds(1), curve: .linear, animations: { card.opacity = 1 }, completion: { ends.append($0) })
    rig.advance(milliseconds: 300)
    cancelled.cancel()
    #expect(!cancelled.isRunning)
    #expect(ends == [.current])
    #expect(card.opacity == card.$opacity.presentationValue)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.3))
    #expect(!card.$opacity.isAnimating)
    cancelled.cancel()
    cancelled.finish()
    #expect(ends == [.current], "an ended animation ignores its handle")
    let finished = try rig.engine.animate(
      duration: .seconds(1), animations: { card.opacity = 5 }, completion: { ends.append($0) })
    rig.advance(milliseconds: 100)
    finished.finish()
    #expect(ends == [.current, .end])
    #expect(card.$opacity.presentationValue == 5)
    #expect(!rig.engine.hasRunningAnimations)
    #expect(rig.engine.runningAnimationCount == 0)
    rig.advance(milliseconds: 2000)
    #expect(ends == [.current, .end], "no second completion")
  }

  @Test("many quick animations: the engine counts each, ends each at its own instant, in order")
  func manyRuns() throws {
    let rig = TestRig()
    let cards = (0..<20).map { _ in Card() }
    var ends: [Int] = []
    var handles: [QuickAnimation] = []
    for (index, card) in cards.enumerated() {
      handles.append(
        try rig.engine.animate(
          duration: .milliseconds(100 * (20 - index)), animations: { card.opacity = 1 },
          completion: { _ in ends.append(index) }))
    }
    #expect(rig.engine.runningAnimationCount == 20)
    handles[3].cancel()
    handles[7].finish()
    #expect(rig.engine.runningAnimationCount == 18)
    #expect(rig.engine.runningAnimations.isEmpty, "quick animations are not Animating players")
    rig.advance(milliseconds: 5000)
    #expect(ends == [3, 7] + (0..<20).reversed().filter { $0 != 3 && $0 != 7 })
    for (index, card) in cards.enumerated() {
      // The cancelled one stayed where it was shown when cancelled: at its start.
      #expect(card.$opacity.presentationValue == (index == 3 ? 0 : 1))
      #expect(card.opacity == card.$opacity.presentationValue && !card.$opacity.isAnimating)
    }
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("a completion that starts another quick animation starts it at the instant the first ended")
  func chainsDoNotDrift() throws {
    let rig = TestRig()
    let card = Card()
    var count = 0
    func next() throws {
      count += 1
      let target = Double(count)
      try rig.engine.animate(
        duration: .milliseconds(100), curve: .linear, animations: { card.opacity = target },
        completion: { _ in if count < 5 { try? next() } })
    }
    try next()
    rig.advance(milliseconds: 250)
    #expect(count == 3)
    // The third started at 200 ms, so 50 ms in: half way from 2 to 3.
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 2.5))
    rig.advance(milliseconds: 1000)
    #expect(count == 5)
    #expect(card.$opacity.presentationValue == 5)
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("reduced motion: instant ends at the next tick at the end values; a cross-fade is linear and short")
  func reducedMotion() throws {
    let rig = TestRig()
    rig.engine.reducedMotion = .always
    let card = Card()
    var ends: [AnimatingPosition] = []
    try rig.engine.animate(
      duration: .seconds(1), curve: .easeInOut, animations: { card.opacity = 1 }, completion: { ends.append($0) })
    #expect(card.opacity == 1)
    rig.advance(milliseconds: 0)
    #expect(ends == [.end])
    #expect(card.$opacity.presentationValue == 1)
    #expect(!rig.engine.hasRunningAnimations)

    rig.engine.reducedMotionSubstitution = .crossFade(duration: .milliseconds(200))
    let quickRig = TestRig()
    quickRig.engine.reducedMotion = .always
    quickRig.engine.reducedMotionSubstitution = .crossFade(duration: .milliseconds(200))
    let animatorRig = TestRig()
    animatorRig.engine.reducedMotion = .always
    animatorRig.engine.reducedMotionSubstitution = .crossFade(duration: .milliseconds(200))
    let (quick, reference) = (Card(), Card())
    try quickRig.engine.animate(duration: .seconds(1), curve: .easeInOut) { quick.opacity = 1 }
    let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: animatorRig.engine)
    try animator.addAnimations { reference.opacity = 1 }
    try animator.startAnimation()
    for _ in 0..<15 {
      quickRig.advance(milliseconds: 16)
      animatorRig.advance(milliseconds: 16)
      #expect(quick.$opacity.presentationValue.bitPattern == reference.$opacity.presentationValue.bitPattern)
    }
    #expect(quick.$opacity.presentationValue == 1)
    #expect(!quickRig.engine.hasRunningAnimations)
  }

  @Test("a negative duration throws, naming it, and nothing changes; zero ends at the next tick")
  func badDuration() throws {
    let rig = TestRig()
    let card = Card()
    var ran = false
    #expect(
      throws: AnimationError.invalidArgument(parameter: "duration", value: "-1.0 seconds", requirement: .nonNegative)
    ) {
      try rig.engine.animate(duration: .seconds(-1)) {
        ran = true
        card.opacity = 1
      }
    }
    #expect(!ran)
    #expect(card.opacity == 0)
    #expect(!rig.engine.hasRunningAnimations)
    let zero = try rig.engine.animate(duration: .zero) { card.opacity = 1 }
    #expect(zero.isRunning)
    #expect(card.$opacity.presentationValue == 0)
    rig.advance(milliseconds: 0)
    #expect(!zero.isRunning)
    #expect(card.$opacity.presentationValue == 1)
  }

  @Test("hostile callers: handles used inside blocks, completions and custom curves, huge durations, a dead engine")
  func hostileCallers() throws {
    var rig: TestRig? = TestRig()
    let card = Card()
    let meddler = Meddler()
    // A custom curve that cancels every quick animation, its own included, while it is sampled.
    let meddling = TimingCurve.custom { t in
      for handle in meddler.handles { handle.cancel() }
      return t
    }
    var handles: [QuickAnimation] = []
    handles.append(try rig!.engine.animate(duration: .seconds(1)) { card.position = Point2D(x: 3, y: 4) })
    handles.append(try rig!.engine.animate(duration: .seconds(1)) { card.transform = .init(rotationAngle: 1) })
    let own = try rig!.engine.animate(duration: .seconds(1), curve: meddling) { card.opacity = 1 }
    handles.append(own)
    meddler.handles = handles
    // A huge duration never ends, and nothing overflows.
    let forever = try rig!.engine.animate(duration: .seconds(Int64.max) * 4) { card.color = .black }
    // A block that starts a quick animation of the same property inside itself.
    try rig!.engine.animate(duration: .milliseconds(10)) {
      card.opacity = 2
      _ = try? rig!.engine.animate(duration: .milliseconds(20)) { card.opacity = 3 }
    }
    rig!.advance(milliseconds: 16)
    #expect(!own.isRunning && !handles[0].isRunning && !handles[1].isRunning)
    #expect(forever.isRunning)
    rig!.advance(by: .seconds(Int64.max))
    rig!.advance(by: .seconds(Int64.max))
    #expect(card.$opacity.presentationValue.isFinite)
    forever.finish()
    #expect(card.$color.presentationValue == .black)
    #expect(!rig!.engine.hasRunningAnimations)
    // The engine goes while an animation runs: its handle still answers, and ending it is harmless.
    let late = try rig!.engine.animate(duration: .seconds(1)) { card.opacity = 9 }
    rig = nil
    late.cancel()
    #expect(!late.isRunning)
  }

  @Test("a quick animation allocates only its block to start, and nothing at its end without a completion")
  func startAndEndAllocations() throws {
    let rig = TestRig()
    let quads = (0..<50).map { _ in Quad() }
    try rig.engine.animate(duration: .seconds(1)) { quads[0].a = 1 }
    rig.advance(milliseconds: 1000)
    rig.advance(milliseconds: 1)
    let started = try allocations {
      for quad in quads {
        try rig.engine.animate(duration: .seconds(1)) {
          quad.a = 1
          quad.b = 2
        }
      }
    }
    let ticked = allocations { rig.advance(milliseconds: 500) }
    let ended = allocations { rig.advance(milliseconds: 500) }
    #expect(ticked == 0)
    #expect(ended <= 1, "at most the engine's list of clients let go during a tick")
    // One block each in a release build (the lifecycle bench gates it); a debug build, unoptimised,
    // allocates a little more (about 2.3 a start).
    #expect(started <= 3 * 50, "a block each, and the growth of the array of runs")
  }
}

extension QuickAnimationTests {
  /// A property whose value holds a ``DeinitAction``, made and animated in a quick animation and
  /// then let go of by its caller: the run's block holds it last, so the block's end ends the value.
  /// Properties held for the test: a value whose owner lets it go ends its animation at the next
  /// tick. The value the block replaces, with `action`, is then held by the block's layer alone,
  /// and goes with it at the run's end.
  private final class Held {
    var properties: [AnyObject] = []
  }

  @discardableResult
  private func animateLastHeld(
    on engine: AnimationEngine, duration: Duration, holding held: Held, action: @escaping () -> Void
  ) throws -> QuickAnimation {
    let property = AnimatedProperty(Tagged(value: 0, action: DeinitAction(action)))
    held.properties.append(property)
    return try engine.animate(duration: duration) {
      property.modelValue = Tagged(value: 1, action: nil)
    }
  }

  @Test("a block let go at its run's end may run code that ends, finishes and starts quick animations")
  func codeRunByABlocksEnd() throws {
    let rig = TestRig()
    let others = (0..<4).map { _ in Quad() }
    var handles: [QuickAnimation] = []
    for quad in others {
      handles.append(try rig.engine.animate(duration: .seconds(3), curve: .linear) { quad.a = 8 })
    }
    var started: [QuickAnimation] = []
    var ran = 0
    let held = Held()
    // Ends at a tick: the block goes during the engine's pass over the runs.
    try animateLastHeld(on: rig.engine, duration: .milliseconds(500), holding: held) {
      ran += 1
      handles[1].cancel()
      handles[2].finish()
      if let next = try? rig.engine.animate(duration: .seconds(1), animations: { others[3].b = 5 }) {
        started.append(next)
      }
    }
    // Cancelled by its handle outside a tick: the block goes at once.
    let cancelled = try animateLastHeld(on: rig.engine, duration: .seconds(2), holding: held) {
      ran += 1
      handles[0].cancel()
    }
    rig.advance(milliseconds: 250)
    cancelled.cancel()
    #expect(ran == 1)
    #expect(!handles[0].isRunning)
    rig.advance(milliseconds: 250)
    #expect(ran == 2)
    #expect(!handles[1].isRunning && !handles[2].isRunning)
    #expect(handles[3].isRunning)
    #expect(started.count == 1 && started[0].isRunning)
    // What the ends showed stays, and the survivors run on to their ends.
    #expect(others[2].$a.presentationValue == 8)
    rig.advance(milliseconds: 1_000)
    #expect(!started[0].isRunning)
    #expect(others[3].$b.presentationValue == 5)
    rig.advance(milliseconds: 2_000)
    #expect(!rig.engine.hasRunningAnimations)
    #expect(others[3].$a.presentationValue == 8)
  }
}

/// Holds handles for a custom curve to end while the engine samples it (a test of hostile code).
private final class Meddler: @unchecked Sendable {
  var handles: [QuickAnimation] = []
}

/// Heap allocations made by `body` on this thread.
private func allocations(_ body: () throws -> Void) rethrows -> UInt64 {
  let before = alloc_counter_thread()
  try body()
  return alloc_counter_thread() - before
}
