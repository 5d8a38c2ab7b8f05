import Animator
import Testing

/// Building and playing timelines: sequences, placement, labels, values forwards and backwards.
@Suite("Timeline")
struct TimelineTests {
  @Test("tweens of one property in sequence chain from one target to the next")
  func chain() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
    try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 0.5 }
    #expect(timeline.duration == 2)
    try timeline.seek(to: 0)
    #expect(card.opacity == 0.5, "the model is the last value at once")
    #expect(card.$opacity.presentationValue == 0)
    for (time, expected) in [(0.5, 0.5), (1, 1), (1.5, 0.75), (2, 0.5), (1.25, 0.875), (0.25, 0.25), (0, 0)] {
      try timeline.seek(to: time)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected), "at \(time)")
    }
  }

  @Test("playing runs on engine time and completes with .end; children's values end at their models")
  func plays() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
    try timeline.addTween(
      of: card.$position, to: Point2D(x: 10, y: 0), duration: 1, curve: .linear, at: .withPrevious(offset: 0.5))
    var ended: [AnimatingPosition] = []
    timeline.addCompletion { ended.append($0) }
    try timeline.startAnimation()
    #expect(timeline.state == .active && timeline.isRunning)
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: 0.5))
    #expect(card.$position.presentationValue.x.isApproximatelyEqual(to: 0))
    rig.advance(milliseconds: 500)
    #expect(card.$position.presentationValue.x.isApproximatelyEqual(to: 5))
    #expect(timeline.fractionComplete.isApproximatelyEqual(to: 1 / 1.5))
    rig.advance(milliseconds: 600)
    #expect(ended == [.end])
    #expect(timeline.state == .inactive)
    #expect(card.$position.presentationValue == Point2D(x: 10, y: 0))
    #expect(!card.$opacity.isAnimating && !card.$position.isAnimating)
  }

  @Test("placement: absolute, relative to the end, with and after the previous child, at labels")
  func placement() throws {
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    let a = try timeline.addTween(duration: 1, curve: .linear, name: "a") {}
    let b = try timeline.addTween(duration: 1, curve: .linear, at: .end(offset: 0.5), name: "b") {}
    let c = try timeline.addTween(duration: 0.5, curve: .linear, at: .end(offset: -0.25), name: "c") {}
    let d = try timeline.addTween(duration: 1, curve: .linear, at: .withPrevious(offset: 0.1), name: "d") {}
    let e = try timeline.addTween(duration: 1, curve: .linear, at: .afterPrevious(offset: -0.2), name: "e") {}
    try timeline.addLabel("mark", at: .at(0.3))
    let f = try timeline.addTween(duration: 1, curve: .linear, at: .label("mark", offset: 0.2), name: "f") {}
    let g = try timeline.addTween(
      duration: 1, curve: .linear, at: try TimelinePosition(parsing: "mark-=0.3"), name: "g"
    ) {}
    let h = try timeline.addTween(duration: 1, curve: .linear, at: .at(-4), name: "h") {}
    #expect(a.startTime == 0)
    #expect(b.startTime == 1.5)
    #expect(c.startTime == 2.25)
    #expect(d.startTime.isApproximatelyEqual(to: 2.35))
    #expect(e.startTime.isApproximatelyEqual(to: 3.15))
    #expect(f.startTime.isApproximatelyEqual(to: 0.5))
    #expect(g.startTime.isApproximatelyEqual(to: 0))
    #expect(h.startTime == 0, "negative starts are clamped to 0")
    #expect(timeline.children.map(\.name) == ["a", "g", "h", "f", "b", "c", "d", "e"])
    #expect(timeline.labels == [TimelineLabel(name: "mark", time: 0.3)])
    #expect(try timeline.time(ofLabel: "mark") == 0.3)
  }

  @Test(
    "GSAP's position strings parse into cases",
    arguments: [
      ("1.5", TimelinePosition.at(1.5)), ("+=1", .end(offset: 1)), ("-=0.5", .end(offset: -0.5)),
      ("<", .withPrevious(offset: 0)), ("<0.2", .withPrevious(offset: 0.2)), (">", .afterPrevious(offset: 0)),
      (">-0.1", .afterPrevious(offset: -0.1)), ("intro", .label("intro", offset: 0)),
      ("intro+=1", .label("intro", offset: 1)), ("intro-=2", .label("intro", offset: -2)),
    ])
  func parsing(_ text: String, _ expected: TimelinePosition) throws {
    #expect(try TimelinePosition(parsing: text) == expected)
  }

  @Test("a stagger places children at a fixed or eased spacing")
  func stagger() throws {
    #expect(try Stagger.each(0.1).offsets(count: 4).map { ($0 * 1000).rounded() } == [0, 100, 200, 300])
    #expect(try Stagger.each(0.1, from: .end).offsets(count: 3).map { ($0 * 1000).rounded() } == [200, 100, 0])
    #expect(
      try Stagger.each(0.1, from: .center).offsets(count: 5).map { ($0 * 1000).rounded() } == [200, 100, 0, 100, 200])
    let eased = try Stagger.amount(1, ease: .easeIn).offsets(count: 3)
    #expect(eased[1].isApproximatelyEqual(to: TimingCurve.easeIn.value(at: 0.5)))
    let rig = TestRig()
    let timeline = Timeline(engine: rig.engine)
    let positions = try timeline.staggeredPositions(count: 3, at: .at(1), stagger: .each(0.25))
    for (index, position) in positions.enumerated() {
      try timeline.addTween(duration: 1, curve: .linear, at: position, name: "bar\(index)") {}
    }
    #expect(timeline.children.map(\.startTime) == [1, 1.25, 1.5])
  }

  @Test("a tween with from and to jumps to from at its start")
  func fromTo() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(of: card.$opacity, to: 0.2, duration: 1, curve: .linear)
    try timeline.addTween(of: card.$opacity, from: 0.6, to: 1, duration: 1, curve: .linear, at: .at(2))
    for (time, expected) in [(0.0, 0.0), (1, 0.2), (1.9, 0.2), (2, 0.6), (2.5, 0.8), (3, 1), (1.5, 0.2), (0.5, 0.1)] {
      try timeline.seek(to: time)
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: expected), "at \(time)")
    }
  }
}

@Suite("Timeline introspection")
struct TimelineIntrospectionTests {
  @Test("children describe their kind, name, times, timing and what they animate")
  func describe() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine, name: "scene")
    let inner = Timeline(engine: rig.engine, name: "inner")
    try inner.addTween(duration: 0.5, curve: .linear) { card.color = .red }
    try timeline.addTween(duration: 1, curve: .linear, name: "fade") {
      card.opacity = 1
      card.position = Point2D(x: 1, y: 1)
    }
    try timeline.addTween(
      of: \Card.opacity, on: card, to: 0.5, duration: 0.5, curve: .linear, at: .at(0.25), name: "dim")
    var timing = EffectTiming(delay: 0.5)
    timing.repeat = 1
    try timeline.add(inner, timing: timing, at: .at(1))
    try timeline.addCallback(at: .at(2), name: "done") { _ in }
    let children = timeline.children
    #expect(children.map(\.kind) == [.tween, .tween, .timeline, .callback])
    #expect(children.map(\.name) == ["fade", "dim", "inner", "done"])
    #expect(children[2].startTime == 1 && children[2].endTime == 2.5)
    #expect(children[2].activeInterval == 1.5...2.5)
    #expect(children[2].nestedTimeline === inner && inner.parentTimeline === timeline)
    #expect(children[1].animatedProperties == ["dim"], "the name given, or the key path")
    #expect(children[0].recordedPropertyCount == 0)
    try timeline.seek(to: 0)
    #expect(children[0].recordedPropertyCount == 2)
    #expect(timeline.duration == 2.5)
  }

  @Test("a paused timeline that is let go of leaves its properties where they are")
  func released() throws {
    let rig = TestRig()
    let card = Card()
    do {
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
      try timeline.seek(to: 0.25)
    }
    #expect(!card.$opacity.isAnimating)
    #expect(card.opacity.isApproximatelyEqual(to: 0.25))
  }
}

extension TimelineTests {
  @Test("a tween's curve is ease-in-out by default, in every spelling, as animate(duration:)'s and UIKit's")
  func defaultCurve() throws {
    final class Node {
      var x = 0.0
    }
    let rig = TestRig()
    let cards = (0..<5).map { _ in Card() }
    let node = Node()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, at: .at(0)) { cards[0].opacity = 1 }
    try timeline.addTween(duration: .seconds(1), at: .at(0)) { cards[1].opacity = 1 }
    try timeline.addTween(of: cards[2].$opacity, to: 1, duration: 1, at: .at(0))
    try timeline.addTween(of: \Node.x, on: node, to: 1, duration: 1, at: .at(0))
    let replaced = try timeline.addTween(duration: 1, curve: .linear, at: .at(0)) { cards[3].opacity = 1 }
    try timeline.replace(replaced, withTweenOfDuration: 1) { cards[4].opacity = 1 }
    try timeline.seek(to: 0.25)
    let eased = TimingCurve.easeInOut.value(at: 0.25)
    for (index, card) in cards.enumerated() where index != 3 {
      #expect(card.$opacity.presentationValue.isApproximatelyEqual(to: eased, absoluteTolerance: 1e-12), "\(index)")
    }
    #expect(node.x.isApproximatelyEqual(to: eased, absoluteTolerance: 1e-12))
    #expect(eased < 0.2, "not linear")
  }

  @Test("keyframes' segments are linear by default, as Core Animation's")
  func keyframesStayLinear() throws {
    let keyframes = try Keyframes(values: [0.0, 10, 30])
    #expect(keyframes.timingCurves == nil)
    #expect(keyframes.value(at: 0.25) == 5)
    #expect(keyframes.value(at: 0.75) == 20)
  }
}
