import Animator
import Testing

/// anime.js's `tests/suites/timelines.test.js` (juliangarnier/anime, read at 308c093). An anime.js
/// timeline is the package's ``Timeline``; `.add(target, params, position)` a tween of a card's
/// property at a ``TimelinePosition`` (anime.js's `'+=x'` and `'-=x'` are `.end(offset:)`, its
/// `'<'` the previous child's end, `.afterPrevious()`, and its `'<<'` the previous child's start,
/// `.withPrevious()`), `.set()` a tween of no length, `.call()` a callback, `.label()` a label,
/// `.sync()` a child player, `loop: n` `n + 1` iterations of the timeline's own timing and
/// `alternate` its direction. An unset style (`''`) is the property's value before any tween
/// touched it. The suite's milliseconds are read as seconds, which keeps its sums exact.
///
/// Not ported, with the reason (listed in `Documentation/Fidelity.md`): "Timeline duration should
/// be equal to the sum of all the animation absoluteEndTime multiply by the iterations count"
/// (it depends on how many elements of the test page match its selectors), "Relative timeline
/// time positions" (anime.js's `'*='` position), "Correct tween overiding when adding an animation
/// before multiple keyframe start time on the same property", "Correct tween composition with
/// multiple timelines" and "Correct tween playback with multiple timelines" (anime.js's
/// composition modes), "Previous tween before last shouln't render on loop" (it pauses from a
/// callback at whatever frame the loop lands on), and "Add animation and timers as targets"
/// (tweening another player's `currentTime`).
@Suite("anime.js: tests/suites/timelines.test.js")
struct AnimeTimelinesTests {
  @Test("timelines.test.js: 'Timeline children position should be added to their delay'")
  func positionPlusDelay() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    let children = [
      try timeline.addTween(of: card.$opacity, to: 100, duration: 50, curve: .linear, timing: EffectTiming(delay: 200)),
      try timeline.addTween(
        of: card.$opacity, to: -100, duration: 50, curve: .linear, timing: EffectTiming(delay: 300)),
      try timeline.addTween(
        of: card.$opacity, to: 0, duration: 50, curve: .linear, timing: EffectTiming(delay: 50), at: .end(offset: 150)),
      try timeline.addTween(of: card.$opacity, to: 100, duration: 50, curve: .linear, at: .end(offset: 50)),
    ]
    #expect(children.map(\.activeInterval.lowerBound) == [200, 550, 800, 900])
  }

  @Test("timelines.test.js: 'Timeline default parameters' (the duration)")
  func defaultParameters() throws {
    // Children that loop 3 times, alternating (4 iterations), of 15 and 10; the timeline loops
    // once (2 iterations): ((15 × 4) + (10 × 4)) × 2 = 200.
    let rig = TestRig()
    let card = Card()
    let timeline = try Timeline(engine: rig.engine, timing: EffectTiming(iterations: 2))
    let looping = EffectTiming(iterations: 4, direction: .alternate)
    try timeline.addTween(of: card.$opacity, to: 100, duration: 15, curve: .linear, timing: looping)
    try timeline.addTween(of: card.$opacity, to: 200, duration: 10, curve: .linear, timing: looping)
    #expect(timeline.totalDuration == 200)
  }

  /// Adds three tweens of 10 at `positions` and returns their start times.
  static func starts(_ positions: [TimelinePosition]) throws -> (starts: [Double], duration: Double) {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    var starts: [Double] = []
    for (index, position) in positions.enumerated() {
      starts.append(
        try timeline.addTween(
          of: card.$opacity, to: Double(index + 1) * 100, duration: 10, curve: .linear, at: position
        ).startTime)
    }
    return (starts, timeline.totalDuration)
  }

  @Test("timelines.test.js: 'Basic timeline time positions'")
  func basicPositions() throws {
    let (starts, duration) = try Self.starts([.end(), .end(), .end()])
    #expect(starts == [0, 10, 20])
    #expect(duration == 30)
  }

  @Test(
    "timelines.test.js: 'Abslolute timeline time positions', and 'Abslolute timeline time positions with shared child params object'"
  )
  func absolutePositions() throws {
    let (starts, duration) = try Self.starts([.at(50), .at(25), .at(100)])
    #expect(starts == [50, 25, 100])
    #expect(duration == 110)
  }

  @Test("timelines.test.js: 'Previous operator with relative values should be properly parsed'")
  func previousStartPlus() throws {
    let (starts, _) = try Self.starts([.end(), .withPrevious(offset: 100)])
    #expect(starts[1] == 100)
  }

  @Test("timelines.test.js: 'Previous animation end position'")
  func previousEnd() throws {
    let (starts, duration) = try Self.starts([.end(offset: 40), .end(offset: -30), .afterPrevious()])
    #expect(starts == [40, 20, 30])
    #expect(duration == 50)
  }

  @Test("timelines.test.js: 'Previous animation end position with relative value'")
  func previousEndPlus() throws {
    let (starts, _) = try Self.starts([.end(offset: 40), .end(offset: -30), .afterPrevious(offset: 5)])
    #expect(starts[2] == 35)
  }

  @Test("timelines.test.js: 'Previous animation start position'")
  func previousStart() throws {
    let (starts, duration) = try Self.starts([.end(offset: 40), .end(offset: -30), .withPrevious()])
    #expect(starts == [40, 20, 20])
    #expect(duration == 50)
  }

  @Test("timelines.test.js: 'Previous animation start position with relative values'")
  func previousStartPlusFive() throws {
    let (starts, duration) = try Self.starts([.end(offset: 40), .end(offset: -30), .withPrevious(offset: 5)])
    #expect(starts == [40, 20, 25])
    #expect(duration == 50)
  }

  @Test("timelines.test.js: 'Mixed timeline time positions types'")
  func mixedPositions() throws {
    let (starts, duration) = try Self.starts([.at(50), .end(offset: -20), .at(0)])
    #expect(starts == [50, 40, 0])
    #expect(duration == 60)
  }

  @Test("timelines.test.js: 'Timeline labels positions'")
  func labels() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addLabel("A starts", at: .at(50))
    try timeline.addLabel("B starts", at: .at(100))
    try timeline.addLabel("C")
    let a = try timeline.addTween(of: card.$opacity, to: 50, duration: 10, curve: .linear, at: .label("A starts"))
    try timeline.addLabel("A ends", at: .afterPrevious())
    try timeline.addLabel("D")
    let b = try timeline.addTween(of: card.$opacity, to: -50, duration: 10, curve: .linear, at: .label("B starts"))
    let c = try timeline.addTween(of: card.$opacity, to: 0, duration: 10, curve: .linear, at: .label("A ends"))
    let d = try timeline.addTween(of: card.$opacity, to: 100, duration: 10, curve: .linear, at: .label("C"))
    let e = try timeline.addTween(of: card.$opacity, to: 150, duration: 10, curve: .linear, at: .label("D"))
    let times = Dictionary(uniqueKeysWithValues: timeline.labels.map { ($0.name, $0.time) })
    #expect(times == ["A starts": 50, "B starts": 100, "A ends": 60, "C": 0, "D": 60])
    #expect([a, b, c, d, e].map(\.startTime) == [50, 100, 60, 0, 60])
    #expect(timeline.totalDuration == 110)
  }

  @Test("timelines.test.js: 'Correct initial tween value on loop'")
  func initialValueOnLoop() throws {
    let rig = TestRig()
    let first = Card(opacity: 1)
    let second = Card(opacity: 1)
    let firstX = Card()
    let secondX = Card()
    let timeline = try Timeline(engine: rig.engine, timing: EffectTiming(iterations: 3))
    try timeline.addTween(of: firstX.$opacity, to: 100, duration: 100, curve: .linear)
    try timeline.addTween(of: first.$opacity, to: 0, duration: 100, curve: .linear)
    try timeline.addTween(of: secondX.$opacity, to: 100, duration: 100, curve: .linear)
    try timeline.addTween(of: second.$opacity, to: 0, duration: 100, curve: .linear)
    let rows: [(Double, [Double])] = [
      (50, [50, 1, 0, 1]), (100, [100, 1, 0, 1]), (150, [100, 0.5, 0, 1]), (200, [100, 0, 0, 1]),
      (250, [100, 0, 50, 1]), (300, [100, 0, 100, 1]), (350, [100, 0, 100, 0.5]), (400, [0, 1, 0, 1]),
      (550, [100, 0.5, 0, 1]),
    ]
    for (time, expected) in rows {
      try timeline.seek(to: time)
      let shown = [firstX, first, secondX, second].map(\.$opacity.presentationValue)
      #expect(zip(shown, expected).allSatisfy { $0.isApproximatelyEqual(to: $1) }, "at \(time): \(shown)")
    }
  }

  @Test("timelines.test.js: 'Timeline values'")
  func values() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: 100, duration: 100, curve: .linear)
    try timeline.addTween(of: card.$opacity, to: 200, duration: 100, curve: .linear, at: .end(offset: -50))
    try timeline.addTween(of: card.$opacity, to: 300, duration: 100, curve: .linear, at: .end(offset: -50))
    try timeline.addTween(of: card.$opacity, to: 250, duration: 50, curve: .linear, timing: EffectTiming(delay: 50))
    try timeline.addTween(of: card.$opacity, to: 350, duration: 100, curve: .linear)
    try timeline.addTween(of: card.$opacity, to: 150, duration: 150, curve: .linear)
    // anime.js starts a tween that overlaps an earlier one of the same property from the value
    // the earlier one shows at its start (125 at 100, 212.5 at 150). The package records every
    // tween when the timeline first becomes active, in start order, so that values are a function
    // of time alone: a tween starts from the end value of the ones that start before it, here 100
    // and 200 (Documentation/Fidelity.md).
    for (time, expected) in [(25.0, 25.0), (100, 150), (150, 250), (timeline.totalDuration, 150)] {
      try timeline.seek(to: time)
      #expect(card.$opacity.presentationValue == expected, "at \(time)")
    }
  }

  @Test(
    "timelines.test.js: 'Alternate direction timeline children should correctly render on seek after the animation end'"
  )
  func alternateAfterTheEnd() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = try Timeline(engine: rig.engine, timing: EffectTiming(iterations: 3, direction: .alternate))
    let looping = EffectTiming(iterations: 3, direction: .alternate)
    try timeline.addTween(of: card.$opacity, to: -100, duration: 10, curve: .linear, timing: looping)
    try timeline.addTween(
      of: card.$opacity, to: 400, duration: 10, curve: .linear, timing: looping, at: .end(offset: -5))
    try timeline.startAnimation()
    for _ in 0..<20 { rig.advance(milliseconds: 16_000) }
    #expect(timeline.state == .inactive)
    try timeline.seek(to: 40)
    // anime.js: 175, from −50, where the first child is when the second starts; the package's
    // second child starts from the first one's end, −100 (see "Timeline values").
    #expect(card.$opacity.presentationValue == 150)
  }

  @Test("timelines.test.js: 'Alternate direction timeline children should correctly render on seek midway'")
  func alternateMidway() throws {
    let rig = TestRig()
    let x = Card()
    let y = Card()
    let timeline = try Timeline(engine: rig.engine, timing: EffectTiming(iterations: 2, direction: .alternate))
    try timeline.addTween(
      of: x.$opacity, to: 100, duration: 10, curve: .linear, timing: EffectTiming(direction: .alternate))
    try timeline.addTween(
      duration: 10, curve: .linear, timing: EffectTiming(direction: .alternate), at: .end(offset: -5)
    ) {
      x.opacity = 200
      y.opacity = 100
    }
    // anime.js: x 185 at 14 and 16, from 50, where the first child is when the second starts; the
    // package's second child starts from the first one's end, 100 (see "Timeline values").
    for (time, expected) in [(15.0, (200.0, 100.0)), (16, (190, 90)), (15, (200, 100)), (14, (190, 90))] {
      try timeline.seek(to: time)
      #expect(x.$opacity.presentationValue == expected.0, "x at \(time)")
      #expect(y.$opacity.presentationValue == expected.1, "y at \(time)")
    }
  }

  @Test("timelines.test.js: 'Nested timelines', and 'Remove nested animations'")
  func nested() throws {
    let rig = TestRig()
    let card = Card()
    var timerUpdated = false
    let timer = Timeline(engine: rig.engine)
    try timer.addTween(duration: 30, curve: .linear) {}
    let observation = timer.observe { if $0.kind == .update { timerUpdated = true } }
    defer { observation.cancel() }
    let animator = PropertyAnimator(duration: .seconds(30), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 100 }
    let timeline = Timeline(engine: rig.engine)
    try timeline.add(timer)
    let synced = try timeline.add(animator, at: .at(20))
    #expect(timeline.totalDuration == 50)
    #expect(!timerUpdated)
    #expect(card.$opacity.presentationValue == 0)
    try timeline.startAnimation()
    for _ in 0..<4 { rig.advance(milliseconds: 16_000) }
    #expect(timeline.state == .inactive)
    #expect(timerUpdated)
    #expect(card.$opacity.presentationValue == 100)

    // 'Remove nested animations': anime.js keeps the timeline's duration (50) when a child is
    // removed; the package's duration follows the children it holds (Documentation/Fidelity.md).
    let second = Timeline(engine: rig.engine)
    let other = PropertyAnimator(duration: .seconds(30), curve: .linear, engine: rig.engine)
    let removed = Card()
    try other.addAnimations { removed.opacity = 100 }
    try second.addTween(duration: 30, curve: .linear) {}
    let child = try second.add(other, at: .at(20))
    try second.remove(child)
    #expect(second.totalDuration == 30)
    try second.startAnimation()
    for _ in 0..<4 { rig.advance(milliseconds: 16_000) }
    #expect(removed.$opacity.presentationValue == 0)
    _ = synced
  }

  @Test("timelines.test.js: 'Add timers'")
  func timers() throws {
    let rig = TestRig()
    var updated: Set<String> = []
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 30, curve: .linear, name: "timer1") {}
    try timeline.addTween(duration: 30, curve: .linear, at: .at(20), name: "timer2") {}
    let observation = timeline.observe { event in
      if event.kind == .update && event.sourceName != "timeline" { updated.insert(event.sourceName) }
    }
    defer { observation.cancel() }
    var completed = false
    timeline.addCompletion { _ in completed = true }
    try timeline.startAnimation()
    for _ in 0..<4 { rig.advance(milliseconds: 16_000) }
    #expect(completed)
    #expect(updated == ["timer1", "timer2"])
  }

  @Test("timelines.test.js: 'Timeline .add() 0 duration animation', and 'Timeline .set()'", arguments: [-100.0, -300])
  func zeroLength(value: Double) throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: value, duration: 0, curve: .linear, at: .at(2000))
    try timeline.seek(to: 2000)
    #expect(card.$opacity.presentationValue == value)
  }

  @Test("timelines.test.js: 'Timeline mix .set() and .add()'")
  func setAndAdd() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: 50, duration: 0, curve: .linear)
    try timeline.addTween(of: card.$opacity, to: 100, duration: 200, curve: .linear)
    try timeline.addTween(of: card.$opacity, to: 200, duration: 0, curve: .linear)
    try timeline.addTween(of: card.$opacity, to: 400, duration: 200, curve: .linear)
    try timeline.addTween(of: card.$opacity, to: -100, duration: 0, curve: .linear, at: .at(800))
    for (time, expected) in [(0.0, 50.0), (100, 75), (200, 200), (300, 300), (800, -100)] {
      try timeline.seek(to: time)
      #expect(card.$opacity.presentationValue.rounded() == expected, "at \(time)")
    }
  }

  /// A timeline with a counting callback at each of `times`, and the counts.
  final class Callbacks {
    let rig = TestRig()
    let timeline: Timeline
    var counts: [Int]

    init(at times: [Double], timing: EffectTiming = EffectTiming()) throws {
      timeline = try Timeline(engine: rig.engine, timing: timing)
      counts = times.map { _ in 0 }
      for (index, time) in times.enumerated() {
        try timeline.addCallback(at: .at(time)) { [unowned self] _ in self.counts[index] += 1 }
      }
    }

    func play() throws {
      try timeline.startAnimation()
      for _ in 0..<1000 where timeline.state != .inactive { rig.advance(milliseconds: 16_000) }
    }
  }

  @Test("timelines.test.js: 'Call callbacks'")
  func callCallbacks() throws {
    let callbacks = try Callbacks(at: [0, 20, 40])
    #expect(callbacks.timeline.totalDuration == 40)
    try callbacks.play()
    #expect(callbacks.counts == [1, 1, 1])
  }

  @Test("timelines.test.js: 'Call callbacks on a 0 duration timeline'")
  func callCallbacksAtZero() throws {
    let callbacks = try Callbacks(at: [0, 0, 0])
    // anime.js gives a timeline of no length its smallest duration (`minValue`); the package's
    // is 0 (Documentation/Fidelity.md).
    #expect(callbacks.timeline.totalDuration == 0)
    try callbacks.play()
    #expect(callbacks.counts == [1, 1, 1])
  }

  @Test("timelines.test.js: 'Call callbaks multiple time via seek'")
  func callbacksViaSeek() throws {
    let callbacks = try Callbacks(at: [0, 1000, 2000])
    #expect(callbacks.counts == [0, 0, 0])
    for (time, counts) in [
      (500.0, [1, 0, 0]), (1000, [1, 1, 0]), (2000, [1, 1, 1]), (1000, [1, 2, 2]), (0, [2, 2, 2]),
    ] {
      try callbacks.timeline.seek(to: time)
      #expect(callbacks.counts == counts, "at \(time)")
    }
  }

  @Test("timelines.test.js: 'Call callbaks with alternate loops'")
  func callbacksAlternating() throws {
    // A callback at an iteration boundary of an alternating timeline belongs to both iterations:
    // the package fires it at the end of one and again, backwards, at the start of the next (its
    // events are per iteration); anime.js fires it once there (Documentation/Fidelity.md). So the
    // callback at 2000 counts 2 at 2000 where anime.js counts 1, and the one at 0 counts 3 at 4000.
    let callbacks = try Callbacks(at: [0, 1000, 2000], timing: EffectTiming(iterations: 4, direction: .alternate))
    for (time, counts) in [
      (500.0, [1, 0, 0]), (1500, [1, 1, 0]), (2000, [1, 1, 2]), (3000, [1, 2, 2]), (4000, [3, 2, 2]),
    ] {
      try callbacks.timeline.seek(to: time)
      #expect(callbacks.counts == counts, "at \(time)")
    }
  }

  /// The suite's staggered page: `.set` opacity 0.5 on three targets at 0, then each target's
  /// opacity from 1 to 0.5 over 500 with a delay of 500 × its index and a one-step easing.
  static func staggered(_ timeline: Timeline, _ cards: [Card]) throws {
    for card in cards { try timeline.addTween(of: card.$opacity, to: 0.5, duration: 0, curve: .linear, at: .at(0)) }
    let step = try TimingCurve.steps(1)
    for (index, card) in cards.enumerated() {
      try timeline.addTween(
        of: card.$opacity, from: 1, to: 0.5, duration: 500, curve: step, at: .at(500 * Double(index)))
    }
  }

  @Test("timelines.test.js: 'Mixed .call and .add'")
  func callAndAdd() throws {
    let callbacks = try Callbacks(at: [0, 500, 1000], timing: EffectTiming(iterations: 3))
    let cards = [Card(), Card(), Card()]
    try Self.staggered(callbacks.timeline, cards)
    #expect(callbacks.counts == [0, 0, 0])
    for (time, counts, opacity) in [(50.0, [1, 0, 0], 0.5), (600, [1, 1, 0], 0.5), (1000, [1, 1, 1], 1)] {
      try callbacks.timeline.seek(to: time)
      #expect(callbacks.counts == counts, "at \(time)")
      #expect(cards[2].$opacity.presentationValue == opacity, "at \(time)")
    }
  }

  @Test(
    "timelines.test.js: '.call with odd floating points values A', and 'B'",
    arguments: [(8650.0, 8700.0, 8650.0), (8000, 8450, 8400)])
  func oddTimes(third: Double, fourth: Double, seek: Double) throws {
    let callbacks = try Callbacks(at: [0, 800, third, fourth])
    try callbacks.timeline.seek(to: seek)
    try callbacks.play()
    #expect(callbacks.counts == [1, 1, 1, 1])
  }

  @Test("timelines.test.js: 'Set values should properly update on loop'")
  func setOnLoop() throws {
    let rig = TestRig()
    let cards = [Card(), Card(), Card()]
    let timeline = try Timeline(engine: rig.engine, timing: EffectTiming(iterations: 3))
    try Self.staggered(timeline, cards)
    try timeline.seek(to: 1250)
    #expect(cards[2].$opacity.presentationValue == 1)
    try timeline.seek(to: 1750)
    #expect(cards[2].$opacity.presentationValue == 0.5)
  }

  @Test(
    "timelines.test.js: 'Animating a child timeline progress should not corrupt parent render state via nested tick'")
  func nestedProgress() throws {
    let rig = TestRig()
    let x = Card()
    let y = Card()
    let inner = Timeline(engine: rig.engine)
    try inner.addTween(of: x.$opacity, to: 200, duration: 100, curve: .linear)
    let parent = Timeline(engine: rig.engine)
    var calls = [0, 0]
    try parent.addCallback(at: .at(0)) { _ in calls[0] += 1 }
    // Its progress from 0 to 1 over 200: the inner timeline at half speed.
    try parent.add(inner, timing: EffectTiming(playbackRate: 0.5))
    try parent.addTween(of: y.$opacity, to: 200, duration: 200, curve: .linear, at: .at(0))
    try parent.addCallback(at: .at(200)) { _ in calls[1] += 1 }
    try parent.seek(to: 100)
    #expect(calls[0] == 1)
    #expect(x.$opacity.presentationValue == 100 && y.$opacity.presentationValue == 100)
    try parent.seek(to: 200)
    #expect(calls[1] == 1)
    #expect(x.$opacity.presentationValue == 200 && y.$opacity.presentationValue == 200)
    try parent.seek(to: 100)
    #expect(x.$opacity.presentationValue == 100 && y.$opacity.presentationValue == 100)
    #expect(calls[1] == 2)
    try parent.seek(to: 0)
    #expect(calls[0] == 2)
  }
}
