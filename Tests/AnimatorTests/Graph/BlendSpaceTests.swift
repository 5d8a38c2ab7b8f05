import Testing

@testable import Animator

@Suite("Animation graphs: blend spaces and mixes")
struct BlendSpaceTests {
  /// A graph whose one node is a blend space of poses 0, 10 and 50 at 0, 1 and 3 on `x`.
  static func poses(at x: Double) throws -> (TestRig, Card, AnimationGraph) {
    let rig = TestRig()
    let card = Card()
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("x", .number(x))
    let points: [(Double, AnimationGraph.Node)] = [
      (3, .pose { card.opacity = 50 }), (0, .pose { card.opacity = 0 }), (1, .pose { card.opacity = 10 }),
    ]
    try graph.addNode("space", .blendSpace(try BlendSpace1D(input: "x", points: points)))
    try graph.startAnimation()
    return (rig, card, graph)
  }

  @Test("between points the two neighbours blend by where the input lies; at a point it shows alone")
  func weights() throws {
    for (x, expected) in [(0.5, 5.0), (2, 30), (1, 10), (0, 0), (3, 50), (-1, 0), (5, 50)] {
      let (rig, card, _) = try Self.poses(at: x)
      defer { rig.endRunningPlayers() }
      #expect(card.$opacity.presentationValue == expected, "at \(x)")
    }
  }

  @Test("an input change moves the blend at the next tick")
  func inputChange() throws {
    let (rig, card, graph) = try Self.poses(at: 0)
    defer { rig.endRunningPlayers() }
    try graph.set("x", to: 2)
    #expect(card.$opacity.presentationValue == 0)
    rig.advance(milliseconds: 10)
    #expect(card.$opacity.presentationValue == 30)
  }

  @Test("sync: the points play in step, each at the shared phase times its own length")
  func sync() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let walk = Timeline(engine: rig.engine)
    try walk.addTween(duration: 1, curve: .linear) { card.opacity = 100 }
    try walk.setTiming(EffectTiming(iterations: .infinity))
    let run = Timeline(engine: rig.engine)
    try run.addTween(duration: 0.5, curve: .linear) { card.opacity = 1000 }
    try run.setTiming(EffectTiming(iterations: .infinity))
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("speed", .number(2))
    let space = try BlendSpace1D(input: "speed", points: [(1, .timeline(walk)), (3, .timeline(run))], sync: true)
    try graph.addNode("locomotion", .blendSpace(space))
    try graph.startAnimation()
    // Half and half: one cycle takes 0.75 s, so the phase is 0.5 at 0.375 s: walk at 0.5 s (50),
    // run at 0.25 s (500).
    rig.advance(toSeconds: 0.375)
    #expect(graph.fractionComplete == 0.5)
    #expect(card.$opacity.presentationValue == 0.5 * 50 + 0.5 * 500)
    #expect(card.$opacity.velocity == 0.5 * 100 / 0.75 + 0.5 * 2000 * 0.5 / 0.75)
  }

  @Test("a mix part at weight 0 is not evaluated at all")
  func weightZeroCostsNothing() throws {
    let rig = TestRig()
    defer { rig.endRunningPlayers() }
    let card = Card()
    let a = Timeline(engine: rig.engine)
    try a.addTween(duration: 1, curve: .linear) { card.opacity = 10 }
    let b = Timeline(engine: rig.engine)
    try b.addTween(duration: 1, curve: .linear) { card.position = Point2D(x: 5, y: 5) }
    let graph = AnimationGraph(engine: rig.engine)
    try graph.addInput("b", .number(0))
    try graph.addNode(
      "mix", .mix([.init(.timeline(a), weight: .constant(1)), .init(.timeline(b), weight: .input("b"))]))
    try graph.startAnimation()
    for _ in 0..<100 { rig.advance(milliseconds: 5) }
    let mix = try #require(graph.structure.motions[0] as? GraphMix)
    let clips = mix.parts.compactMap { $0.motion as? GraphClip }
    #expect(clips.map(\.evaluationCount) == [101, 0])
    #expect(card.$opacity.presentationValue == 5)
    try graph.set("b", to: 2)
    rig.advance(milliseconds: 0)
    #expect(clips[1].evaluationCount == 1, "an input weight is clamped to 1")
    #expect(card.$position.presentationValue == Point2D(x: 2.5, y: 2.5))
  }

  /// A blend space of empty poses at 0, 1 and 3 on `x`, given out of order.
  static func space() throws -> BlendSpace1D {
    try BlendSpace1D(input: "x", points: [(3, .pose {}), (0, .pose {}), (1, .pose {})])
  }

  @Test(
    "weights(at:): the two neighbours by where the value lies, a point alone at its position, the ends outside",
    arguments: [
      (0.5, [0.5, 0.5, 0]), (0.25, [0.75, 0.25, 0]), (2, [0, 0.5, 0.5]), (2.5, [0, 0.25, 0.75]),
      (0, [1, 0, 0]), (1, [0, 1, 0]), (3, [0, 0, 1]), (-1, [1, 0, 0]), (-1e300, [1, 0, 0]), (5, [0, 0, 1]),
    ] as [(Double, [Double])])
  func weightsAt(value: Double, expected: [Double]) throws {
    #expect(try Self.space().weights(at: value) == expected)
  }

  @Test("weights(at:) refuses NaN and infinity naming the input, as the graph's number inputs do")
  func weightsRefuseNonFinite() throws {
    let space = try Self.space()
    for value in [Double.nan, .infinity, -.infinity] {
      #expect(throws: AnimationError.invalidArgument(parameter: "x", value: "\(value)", requirement: .finite)) {
        try space.weights(at: value)
      }
    }
  }

  @Test("weights(at:) of a single point gives it all the weight, wherever the value is")
  func weightsOfOnePoint() throws {
    let one = try BlendSpace1D(input: "x", points: [(2, .pose {})])
    for value in [-5.0, 2, 7] { #expect(try one.weights(at: value) == [1]) }
  }

  @Test("the graph shows the points at the weights weights(at:) answers")
  func graphBlendsByWeights() throws {
    let values = [0.0, 10, 50]
    for x in [-1, 0, 0.3, 1, 1.7, 3, 4] {
      let (rig, card, _) = try Self.poses(at: x)
      defer { rig.endRunningPlayers() }
      let weights = try Self.space().weights(at: x)
      let expected = zip(weights, values).map { $0 * $1 }.reduce(0, +)
      #expect(abs(card.$opacity.presentationValue - expected) <= 1e-12, "at \(x)")
    }
  }
}
