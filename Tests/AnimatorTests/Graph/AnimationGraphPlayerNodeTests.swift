import Testing

@testable import Animator

/// Nodes read from players: an animator's blocks, and a timeline's springs, played by the graph at
/// the node's time as the player would play them alone.
@Suite("Animation graphs: animator and spring nodes")
struct AnimationGraphPlayerNodeTests {
  /// An inactive animator of 2 s along `curve`: the card's opacity to 10, and from half-way its
  /// position to (8, −8).
  static func animator(_ rig: TestRig, _ card: Card, curve: TimingCurve = .easeInOut) throws -> PropertyAnimator {
    let animator = PropertyAnimator(duration: .seconds(2), curve: curve, engine: rig.engine)
    try animator.addAnimations { card.opacity = 10 }
    try animator.addAnimations({ card.position = Point2D(x: 8, y: -8) }, delayFactor: 0.5)
    return animator
  }

  /// The card's opacity, position and their velocities.
  static func reading(_ card: Card) -> [Double] {
    [
      card.$opacity.presentationValue, card.$opacity.velocity, card.$position.presentationValue.x,
      card.$position.presentationValue.y, card.$position.velocity.x,
    ]
  }

  @Test("an animator node shows what the same animator shows played alone, at the same instants")
  func animatorAsAlone() throws {
    for curve in [TimingCurve.easeInOut, .linear, try .spring(.bouncy)] {
      let rig = TestRig()
      defer { rig.endRunningPlayers() }
      let inGraph = Card()
      let alone = Card()
      let graph = AnimationGraph(engine: rig.engine)
      try graph.addNode("move", .animator(try Self.animator(rig, inGraph, curve: curve)))
      let twin = try Self.animator(rig, alone, curve: curve)
      try graph.startAnimation()
      try twin.startAnimation()
      // Not at 1 s, where the delayed block starts: there the animator reads the velocity before the
      // kink and the graph the one after.
      for step in [250, 250, 450, 350, 450, 250, 500] {
        rig.advance(milliseconds: step)
        let (a, b) = (Self.reading(inGraph), Self.reading(alone))
        for (x, y) in zip(a, b) {
          #expect(abs(x - y) <= 1e-12 * max(1, abs(y)), "\(curve) at \(rig.engine.currentTime): \(a) against \(b)")
        }
      }
      #expect(inGraph.$opacity.presentationValue == 10 && inGraph.$position.presentationValue == Point2D(x: 8, y: -8))
    }
  }

  @Test("an animator node's value at a known instant: the curve at the block's own fraction")
  func animatorValues() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let animator = try Self.animator(rig, card, curve: .linear)
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addNode("move", .animator(animator))
    try graph.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(card.$opacity.presentationValue == 2.5 && card.$position.presentationValue == .zero)
    rig.advance(milliseconds: 1000)
    // The position block runs from 1 s to 2 s: half-way at 1.5 s.
    #expect(card.$opacity.presentationValue == 7.5 && card.$position.presentationValue == Point2D(x: 4, y: -4))
    #expect(card.$position.velocity == Point2D(x: 8, y: -8))
    #expect(graph.fractionComplete == 0.75)
  }

  @Test("the animator a node was read from is left inactive, and plays its own blocks when started")
  func animatorLeftAlone() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let animator = try Self.animator(rig, card, curve: .linear)
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addNode("move", .animator(animator))
    #expect(animator.state == .inactive && card.$opacity.presentationValue == 0 && card.opacity == 0)
    try graph.startAnimation()
    try animator.startAnimation()
    rig.advance(milliseconds: 1000)
    // Both add their change from the base: the graph's half of 10, and the animator's.
    #expect(card.$opacity.presentationValue == 10)
    #expect(card.opacity == 10, "the animator set the model; the graph does not")
  }

  @Test("an animator that is not inactive, has completions, or begins from the current state is refused")
  func animatorsRefused() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let requirement = AnimationError.invalidArgument(
      parameter: "node", value: "animator",
      requirement: .other("an inactive animator with no completions that does not begin from the current state"))
    let graph = AnimationGraph(engine: rig.engine)
    let running = try Self.animator(rig, card)
    try running.startAnimation()
    rig.advance(milliseconds: 100)
    let shown = card.$opacity.presentationValue
    #expect(throws: requirement) { try graph.addNode("a", .animator(running)) }
    let completing = try Self.animator(rig, card)
    completing.addCompletion { _ in }
    #expect(throws: requirement) { try graph.addNode("a", .animator(completing)) }
    let takingOver = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    takingOver.beginsFromCurrentState = true
    try takingOver.addAnimations { card.opacity = 3 }
    #expect(throws: requirement) { try graph.addNode("a", .mix([.init(.animator(takingOver), weight: .constant(1))])) }
    #expect(graph.nodes.isEmpty && graph.channels.all.isEmpty)
    #expect(card.$opacity.presentationValue == shown && completing.state == .inactive)
  }

  @Test("a timeline's spring plays as a node: the closed-form spring at the node's time, as the timeline alone")
  func springTimeline() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let inGraph = Card()
    let alone = Card()
    func pull(_ card: Card) throws -> Timeline {
      let timeline = Timeline(engine: rig.engine)
      try timeline.addSpring(of: card.$opacity, to: 10, spring: .bouncy, initialVelocity: 4)
      return timeline
    }
    let graph = AnimationGraph(engine: rig.engine)
    let timeline = try pull(inGraph)
    try graph.addNode("pull", .timeline(timeline))
    let twin = try pull(alone)
    let duration = timeline.duration
    #expect(duration > 0.5 && duration.isFinite, "the spring's settling duration, from its closed form")
    try graph.startAnimation()
    try twin.startAnimation()
    for milliseconds in stride(from: 100, through: 1500, by: 100) {
      rig.advance(milliseconds: 100)
      let t = Double(milliseconds) / 1000
      // Settled (within 0.1 % of the distance) at its duration, where it shows the target.
      let expected =
        t >= duration ? 10 : Spring.bouncy.value(target: 10.0, initialValue: 0, initialVelocity: 4, time: t)
      #expect(abs(inGraph.$opacity.presentationValue - expected) < 1e-9, "at \(t) s")
      #expect(abs(inGraph.$opacity.presentationValue - alone.$opacity.presentationValue) < 1e-12)
      #expect(abs(inGraph.$opacity.velocity - alone.$opacity.velocity) < 1e-9)
    }
    #expect(timeline.state == .inactive && graph.state == .inactive, "the graph completed at the spring's end")
    #expect(inGraph.$opacity.presentationValue == 10 && inGraph.opacity == 10)
  }

  @Test("a spring animator is a spring node: cross-faded with a pose at a known weight")
  func springAnimatorCrossFade() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("rest", .bool(false))
    let pop = PropertyAnimator(spring: .bouncy, engine: rig.engine) { card.opacity = 10 }
    try graph.addNode("pop", .animator(pop))
    try graph.addNode("rest", .pose { card.opacity = 2 })
    try graph.addTransition(from: "pop", to: "rest", when: [.isTrue("rest")], blend: .crossFade(1, curve: .linear))
    try graph.startAnimation()
    rig.advance(milliseconds: 250)
    try graph.set("rest", to: true)
    rig.advance(milliseconds: 250)
    // The animator's progress half a second in, along its spring curve over its settling duration.
    let spring = 10 * (try TimingCurve.spring(.bouncy)).value(at: 0.5 / pop.duration)
    #expect(abs(card.$opacity.presentationValue - (0.75 * spring + 0.25 * 2)) < 1e-9)
  }
}
