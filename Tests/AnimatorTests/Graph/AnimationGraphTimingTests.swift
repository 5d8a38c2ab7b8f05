import Testing

@testable import Animator

/// Blend weights and the instants of transitions that wait for an end: an overshooting blend
/// curve, a looping source, and the Godot cases about at-end transitions, each ticked in 0.1 s
/// steps as Godot's tests are and in one tick.
@Suite("Animation graphs: blend curves and at-end instants")
struct AnimationGraphTimingTests {
  @Test("a cross-fade along an overshooting curve clamps its weight to 0…1: no value beyond either node")
  func overshootingCurveIsClamped() throws {
    let curve = TimingCurve.easeInOutBack
    #expect(curve.value(at: 0.1) < 0 && curve.value(at: 0.9) > 1, "the curve overshoots at both ends")
    let r = try PoseRig(poses: [10, 20], inputs: [("go", .bool(false))])
    defer { r.rig.endRunningPlayers() }
    try r.keepRunning()
    try r.graph.addTransition(from: "10", to: "20", when: [.isTrue("go")], blend: .crossFade(1, curve: curve))
    try r.graph.startAnimation()
    try r.graph.set("go", to: true)
    r.rig.advance(milliseconds: 100)
    #expect(r.opacity == 10 && r.velocity == 0, "w = 0, not below")
    #expect(r.graph.weights == ["10": 1, "20": 0])
    r.rig.advance(milliseconds: 400)
    let w = curve.value(at: 0.5)
    #expect(abs(r.opacity - ((1 - w) * 10 + w * 20)) < 1e-12)
    r.rig.advance(milliseconds: 400)
    #expect(r.opacity == 20 && r.velocity == 0, "w = 1, not above")
    #expect(r.graph.weights == ["10": 0, "20": 1])
  }

  @Test("an at-end transition from a looping node fires at the end of the iteration it becomes ready in")
  func loopingSourceAtEnd() throws {
    for (readyAt, firesAt) in [(0.0, 1.0), (1.3, 2.0)] {
      let rig = TestRig()
      defer { rig.endRunningPlayers() }
      let card = Card()
      let loop = Timeline(engine: rig.engine)
      try loop.addTween(duration: 1, curve: .linear) { card.opacity = 100 }
      try loop.setTiming(EffectTiming(iterations: .infinity))
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addInput("go", .bool(readyAt == 0))
      try graph.addNode("loop", .timeline(loop))
      try graph.addNode("rest", .pose { card.opacity = -1 })
      try graph.addTransition(from: "loop", to: "rest", when: [.isTrue("go")], switchMode: .atEnd)
      var entered: [AnimationGraphEvent] = []
      let observation = graph.observe { if case .nodeEntered = $0 { entered.append($0) } }
      try graph.startAnimation()
      if readyAt > 0 {
        rig.advance(toSeconds: readyAt)
        #expect(graph.currentNode == "loop" && abs(card.$opacity.presentationValue - 30) < 1e-9)
        try graph.set("go", to: true)
      }
      rig.advance(toSeconds: firesAt - 0.05)
      #expect(graph.currentNode == "loop")
      rig.advance(toSeconds: firesAt + 0.25)
      #expect(entered == [.nodeEntered("loop", time: 0), .nodeEntered("rest", time: firesAt)])
      #expect(card.$opacity.presentationValue == -1)
      observation.cancel()
    }
  }

  /// Godot's state machine of three 2 s nodes A, B and C, A the entry; the transitions are the
  /// test's. Ticked in steps of 0.1 s (`steps`) or in one tick per look.
  struct GodotMachine {
    let rig = TestRig()
    let graph: AnimationGraph
    let steps: Bool

    init(steps: Bool) throws {
      self.steps = steps
      graph = AnimationGraph(engine: rig.engine)
      let card = Card()
      try graph.addInput("go", .bool(false))
      for (name, value) in [("A", 1.0), ("B", 2.0), ("C", 3.0)] {
        let timeline = Timeline(engine: rig.engine)
        try timeline.addTween(duration: 2, curve: .linear) { card.opacity = value }
        try graph.addNode(name, .timeline(timeline))
      }
    }

    /// Advances by `seconds`, in 0.1 s ticks or in one.
    func advance(_ seconds: Double) {
      let end = graph.engine.currentTime.inSeconds + seconds
      if steps {
        for step in 1...Int((seconds * 10).rounded()) {
          rig.advance(toSeconds: min(end, end - seconds + Double(step) / 10))
        }
      } else {
        rig.advance(toSeconds: end)
      }
    }
  }

  @Test("At End still waits for the end of the state: A at 1.5 s, B at 2.5 s, entered at exactly 2 s (Godot)")
  func atEndWaitsForTheEnd() throws {
    // Godot, tests/scene/test_animation_state_machine.cpp, "\"At End\" transition still waits for
    // the end of the state".
    for steps in [true, false] {
      let m = try GodotMachine(steps: steps)
      defer { m.rig.endRunningPlayers() }
      try m.graph.addTransition(from: "A", to: "B", priority: 1, switchMode: .atEnd)
      try m.graph.addTransition(from: "A", to: "C", when: [.isTrue("go")], priority: 2)
      var entered: [AnimationGraphEvent] = []
      let observation = m.graph.observe { if case .nodeEntered = $0 { entered.append($0) } }
      defer { observation.cancel() }
      try m.graph.startAnimation()
      m.advance(1.5)
      #expect(m.graph.currentNode == "A")
      m.advance(1.0)
      #expect(m.graph.currentNode == "B")
      #expect(entered == [.nodeEntered("A", time: 0), .nodeEntered("B", time: 2)])
      #expect(abs(m.graph.fractionComplete - 0.25) < 1e-12, "B has played 0.5 s of its 2 s")
    }
  }
}
