import Testing

@testable import Animator

/// The events a graph reports: nodes entered and exited, transitions started and ended, and its
/// completion, each at its exact instant and in order, however time is cut into ticks.
@Suite("Animation graphs: events")
struct AnimationGraphEventTests {
  /// The graph's events once observed, state changes included.
  final class Log {
    var events: [AnimationGraphEvent] = []
    var observation: AnimationObservation?

    init(_ graph: AnimationGraph) {
      observation = graph.observe { [unowned self] in self.events.append($0) }
    }
  }

  @Test("a transition with no blend: started, the source exited, the target entered, ended, at one instant")
  func noBlend() throws {
    let r = try PoseRig(poses: [10, 20], inputs: [("go", .bool(false))])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.isTrue("go")])
    try r.graph.addTransition(from: "20", to: "10", when: [.isFalse("go")])
    let log = Log(r.graph)
    try r.graph.startAnimation()
    r.rig.advance(milliseconds: 250)
    try r.graph.set("go", to: true)
    r.rig.advance(milliseconds: 250)
    #expect(
      log.events == [
        .state(.active), .isRunning(true), .nodeEntered("10", time: 0),
        .transitionStarted(from: "10", to: "20", time: 0.25), .nodeExited("10", time: 0.25),
        .nodeEntered("20", time: 0.25), .transitionEnded(from: "10", to: "20", time: 0.25),
      ])
  }

  @Test("an inertialization exits its source at once; a cross-fade when its blend ends")
  func blends() throws {
    for (blend, exits) in [(AnimationGraph.Blend.inertialize(0.5), 0.25), (.crossFade(0.5, curve: .linear), 0.75)] {
      let r = try PoseRig(poses: [10, 20], inputs: [("go", .bool(false))])
      defer { r.rig.endRunningPlayers() }
      try r.graph.addTransition(from: "10", to: "20", when: [.isTrue("go")], blend: blend)
      // A way back, so that the graph does not complete when the blend ends.
      try r.graph.addTransition(from: "20", to: "10", when: [.isFalse("go")])
      let log = Log(r.graph)
      try r.graph.startAnimation()
      r.rig.advance(milliseconds: 250)
      try r.graph.set("go", to: true)
      // Ticks that straddle every instant: the events keep their own instants.
      r.rig.advance(milliseconds: 333)
      r.rig.advance(milliseconds: 333)
      let started = AnimationGraphEvent.transitionStarted(from: "10", to: "20", time: 0.25)
      let ended = AnimationGraphEvent.transitionEnded(from: "10", to: "20", time: 0.75)
      #expect(
        log.events.dropFirst(3)
          == (exits == 0.25
            ? [started, .nodeExited("10", time: 0.25), .nodeEntered("20", time: 0.25), ended]
            : [started, .nodeEntered("20", time: 0.25), .nodeExited("10", time: 0.75), ended]))
    }
  }

  @Test("a cross-fade interrupted by another keeps its source shown; each node exits once its weight is 0")
  func nestedCrossFades() throws {
    let r = try PoseRig(poses: [10, 20, 40], inputs: [("to", .number(0))])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.above("to", 0)], blend: .crossFade(1, curve: .linear))
    try r.graph.addTransition(from: "20", to: "40", when: [.above("to", 1)], blend: .crossFade(1, curve: .linear))
    try r.graph.addTransition(from: "40", to: "10", when: [.below("to", 0)])
    let log = Log(r.graph)
    try r.graph.startAnimation()
    try r.graph.set("to", to: 1)
    r.rig.advance(milliseconds: 500)
    try r.graph.set("to", to: 2)
    r.rig.advance(milliseconds: 2000)
    #expect(
      log.events.dropFirst(3) == [
        .transitionStarted(from: "10", to: "20", time: 0), .nodeEntered("20", time: 0),
        .transitionEnded(from: "10", to: "20", time: 0.5), .transitionStarted(from: "20", to: "40", time: 0.5),
        .nodeEntered("40", time: 0.5), .nodeExited("10", time: 1.5), .nodeExited("20", time: 1.5),
        .transitionEnded(from: "20", to: "40", time: 1.5),
      ])
  }

  @Test("completion: the last node exits, then completed, then the state, at the node's exact end")
  func completion() throws {
    let rig = TestRig()
    let card = Card()
    let a = Timeline(engine: rig.engine)
    try a.addTween(duration: 1, curve: .linear) { card.opacity = 10 }
    let b = Timeline(engine: rig.engine)
    try b.addTween(duration: 0.6, curve: .linear) { card.opacity = 20 }
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addNode("a", .timeline(a))
    try graph.addNode("b", .timeline(b))
    try graph.addTransition(from: "a", to: "b", exitTime: 1)
    let log = Log(graph)
    var completions: [AnimatingPosition] = []
    graph.addCompletion { completions.append($0) }
    try graph.startAnimation()
    rig.advance(milliseconds: 700)
    rig.advance(milliseconds: 700)
    #expect(completions.isEmpty && graph.isRunning)
    rig.advance(milliseconds: 700)
    #expect(completions == [.end])
    #expect(
      log.events == [
        .state(.active), .isRunning(true), .nodeEntered("a", time: 0),
        .transitionStarted(from: "a", to: "b", time: 1), .nodeExited("a", time: 1), .nodeEntered("b", time: 1),
        .transitionEnded(from: "a", to: "b", time: 1), .nodeExited("b", time: 1.6), .completed(time: 1.6),
        .state(.inactive), .isRunning(false),
      ])
    #expect(card.opacity == 20)
  }

  @Test("a scrub that ends a cross-fade exits its source at the paused instant")
  func scrubEndsCrossFade() throws {
    let r = try PoseRig(poses: [10, 20], inputs: [("go", .bool(false))])
    defer { r.rig.endRunningPlayers() }
    try r.graph.addTransition(from: "10", to: "20", when: [.isTrue("go")], blend: .crossFade(1))
    let log = Log(r.graph)
    try r.graph.startAnimation()
    try r.graph.set("go", to: true)
    r.rig.advance(milliseconds: 400)
    try r.graph.pauseAnimation()
    log.events = []
    r.graph.fractionComplete = 0.5
    #expect(log.events == [.nodeExited("10", time: 0.4)])
    #expect(r.opacity == 20)
  }
}
