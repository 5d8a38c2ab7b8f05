import Animator
import AnimatorScene
import Foundation
import Testing

@testable import AnimatorDemoKit

/// A scene file's graph in the demo: `FileScene` builds it over the scene's layers and makes it the
/// player, and it shows what the same graph built by hand in Swift shows.
@Suite("File scenes: graphs")
struct FileSceneGraphTests {
  static let heroPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Documentation/Examples/hero.json")

  static func hero() throws -> SceneDocument {
    try SceneDocument.load(try String(contentsOf: heroPath, encoding: .utf8))
  }

  /// A rotation by `degrees` as hero.json writes it (four decimals).
  static func rotation(_ degrees: Double) -> AffineTransform2D {
    let radians = degrees * .pi / 180
    let (c, s) = ((cos(radians) * 10_000).rounded() / 10_000, (sin(radians) * 10_000).rounded() / 10_000)
    return AffineTransform2D(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  static func scale(_ x: Double, _ y: Double, ty: Double = 0) -> AffineTransform2D {
    AffineTransform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: ty)
  }

  /// Adds keyframes of `property` at time 0 of `timeline`, as a tween over them.
  static func keyframes<Value: Animatable & Sendable>(
    _ timeline: Timeline, _ property: AnimatedProperty<Value>, _ values: [Value], duration: Double,
    keyTimes: [Double]? = nil, curves: [TimingCurve]? = nil
  ) throws {
    let frames = try Keyframes(values: values, keyTimes: keyTimes, timingCurves: curves)
    try timeline.addTween(duration: duration, curve: .linear, at: .at(0)) { property.animate(through: frames) }
  }

  /// hero.json's graph, written in Swift over `scene`'s layers.
  static func handBuiltGraph(over scene: FileScene) throws -> AnimationGraph {
    let layer = { (name: String) in scene.layers[name] ?? Layer(name: name) }
    let (body, head, left, right, shadow) = (
      layer("body"), layer("head"), layer("leftLeg"), layer("rightLeg"), layer("shadow")
    )
    let engine = scene.engine
    let twice: [TimingCurve] = [.easeInOut, .easeInOut]
    let idle = Timeline(engine: engine)
    try keyframes(
      idle, body.$transform, [scale(1, 1), scale(1.03, 1.03, ty: -1), scale(1, 1)], duration: 1.6, curves: twice)
    try keyframes(
      idle, head.$position, [Point2D(x: 30, y: -26), Point2D(x: 30, y: -28), Point2D(x: 30, y: -26)], duration: 1.6,
      curves: twice)
    try idle.setTiming(EffectTiming(iterations: .infinity))
    let walk = Timeline(engine: engine)
    try keyframes(walk, left.$transform, [rotation(20), rotation(-20), rotation(20)], duration: 1, curves: twice)
    try keyframes(walk, right.$transform, [rotation(-20), rotation(20), rotation(-20)], duration: 1, curves: twice)
    let bob = [560.0, 555, 560, 555, 560].map { Point2D(x: 195, y: $0) }
    try keyframes(walk, body.$position, bob, duration: 1)
    try walk.setTiming(EffectTiming(iterations: .infinity))
    let run = Timeline(engine: engine)
    try keyframes(run, left.$transform, [rotation(35), rotation(-35), rotation(35)], duration: 0.6)
    try keyframes(run, right.$transform, [rotation(-35), rotation(35), rotation(-35)], duration: 0.6)
    try keyframes(run, body.$position, [560.0, 550, 560, 550, 560].map { Point2D(x: 195, y: $0) }, duration: 0.6)
    try run.addTween(of: body.$transform, from: rotation(8), to: rotation(8), duration: 0.6, curve: .linear, at: .at(0))
    try run.setTiming(EffectTiming(iterations: .infinity))
    let jump = Timeline(engine: engine)
    let times = [0, 0.2, 0.6, 1.0]
    let landing: [TimingCurve] = [.easeOut, .easeOut, .easeIn]
    try keyframes(
      jump, body.$position, [560.0, 572, 470, 560].map { Point2D(x: 195, y: $0) }, duration: 0.7, keyTimes: times,
      curves: landing)
    try keyframes(
      jump, shadow.$transform, [scale(1, 1), scale(1.1, 1), scale(0.6, 0.6), scale(1, 1)], duration: 0.7,
      keyTimes: times, curves: landing)

    let graph = AnimationGraph(engine: engine)
    try graph.addInput("speed", .number(0))
    try graph.addInput("jump", .trigger)
    let locomotion = try BlendSpace1D(
      input: "speed", points: [(0, .timeline(idle)), (1, .timeline(walk)), (3, .timeline(run))], sync: true)
    try graph.addNode("locomotion", .blendSpace(locomotion))
    try graph.addNode("jump", .timeline(jump))
    try graph.addNode(
      "wave",
      .pose {
        head.transform = rotation(-12)
        body.transform = rotation(-8)
      })
    try graph.setEntryNode("locomotion")
    try graph.addTransition(
      from: "locomotion", to: "jump", when: [.triggered("jump")], blend: .crossFade(0.1, curve: .easeOut))
    try graph.addTransition(from: "jump", to: "locomotion", exitTime: 1, blend: .inertialize(0.25))
    try graph.addTransition(from: "locomotion", to: "wave", blend: .crossFade(0.3), automatic: false)
    try graph.addTransition(from: "wave", to: "locomotion", blend: .crossFade(0.3), automatic: false)
    return graph
  }

  /// Every number the figure shows.
  static func shown(_ scene: FileScene) -> [Double] {
    var numbers: [Double] = []
    for name in ["stage", "floor", "shadow", "body", "head", "leftLeg", "rightLeg"] {
      guard let layer = scene.layers[name] else { continue }
      let position = layer.$position.presentationValue
      let transform = layer.$transform.presentationValue
      numbers += [
        position.x, position.y, transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
      ]
      numbers.append(layer.$opacity.presentationValue)
    }
    return numbers
  }

  @Test("hero.json's graph is the scene's player, endless, and shows what the graph written in Swift shows")
  func heroMatchesSwift() throws {
    let document = try Self.hero()
    let fromFile = try FileScene(document: document)
    var plain = document
    plain.graph = nil
    let byHand = try FileScene(document: plain)
    #expect(byHand.graph == nil)
    let handGraph = try Self.handBuiltGraph(over: byHand)
    let fileGraph = try #require(fromFile.graph)
    #expect(fromFile.player as? AnimationGraph === fileGraph)
    #expect(fromFile.length == .endless(window: 10))
    #expect(fileGraph.nodes == ["locomotion", "jump", "wave"])
    try fileGraph.startAnimation()
    try handGraph.startAnimation()
    var checked = 0
    func step(_ milliseconds: Int, _ expectedNode: String) {
      fromFile.advance(by: .milliseconds(milliseconds))
      byHand.advance(by: .milliseconds(milliseconds))
      #expect(fileGraph.currentNode == expectedNode)
      #expect(handGraph.currentNode == expectedNode)
      let (a, b) = (Self.shown(fromFile), Self.shown(byHand))
      #expect(a.count == b.count)
      for (x, y) in zip(a, b) {
        #expect(x.isApproximatelyEqual(to: y, tolerance: 1e-9), "at \(fromFile.engineSeconds) s: \(a) against \(b)")
      }
      checked += 1
    }
    step(300, "locomotion")
    step(1_000, "locomotion")
    try fileGraph.set("speed", to: 2)
    try handGraph.set("speed", to: 2)
    step(450, "locomotion")
    try fileGraph.fire("jump")
    try handGraph.fire("jump")
    step(50, "jump")
    step(300, "jump")
    // Not a still figure: half way through the jump, the body is up in the air.
    #expect((fromFile.layers["body"]?.$position.presentationValue.y ?? 560) < 520)
    step(500, "locomotion")
    try fileGraph.travel(to: "wave")
    try handGraph.travel(to: "wave")
    step(150, "wave")
    step(600, "wave")
    #expect(checked == 8)
    fromFile.scope.cancel()
    byHand.scope.cancel()
    try? handGraph.stopAnimation(true)
  }

  @Test("a graph scene refuses reverse and scrub in a line, and a file without a graph keeps its timeline")
  func refusals() throws {
    let scene = try FileScene(document: try Self.hero())
    #expect(scene.refusal(for: .reverse)?.contains("forwards only") == true)
    #expect(scene.refusal(for: .scrub) != nil)
    #expect(scene.refusal(for: .play) == nil)
    #expect(scene.labels.isEmpty)
    #expect(scene.watched.map(\.label).contains("leftLeg.transform"))
    var plain = try Self.hero()
    plain.graph = nil
    let timelineScene = try FileScene(document: plain)
    #expect(timelineScene.player as? Timeline === timelineScene.timeline)
    #expect(timelineScene.refusal(for: .reverse) == nil)
  }

  @Test("a scene file's graph answers the REPL's graph commands, its leaves named by their positions")
  func replCommands() throws {
    var configuration = SessionConfiguration()
    let text = try String(contentsOf: Self.heroPath, encoding: .utf8)
    configuration.readFile = { path throws(FileError) in
      guard path == "hero.json" else { throw FileError(message: "No such file or directory") }
      return text
    }
    let session = Session(configuration: configuration)
    _ = session.handle("load hero.json")
    let scene = try #require(session.scene as? FileScene)
    #expect(scene.graphMonitor?.leaves == ["locomotion/@0", "locomotion/@1", "locomotion/@3", "jump", "wave"])
    _ = session.handle("play")
    _ = session.handle("step 1250ms")
    #expect(
      session.handle("input speed 2").lines == ["speed = 2 at 1.25 s: locomotion @0 0.00 @1 0.50 @3 0.50"])
    #expect(session.handle("fire jump").lines.first?.contains("locomotion → jump starts") == true)
    #expect(scene.graph?.currentNode == "jump")
    #expect(session.handle("input jump 1").lines.count == 1, "a trigger is fired, not set: one line says so")
    let listing = session.handle("graph").lines.joined(separator: "\n")
    #expect(listing.contains("locomotion → jump on jump, cross-fade 0.1 s easeOut"))
    #expect(listing.contains("jump → locomotion at exit time 1, inertialize 0.25 s"))
    #expect(listing.contains("locomotion → wave by travel, cross-fade 0.3 s easeInOut"))
    let entered = session.handle("enter wave inertialize 0.2").lines
    #expect(entered.first?.hasPrefix("entered wave, inertialize 0.2 s") == true)
    #expect(scene.graph?.currentNode == "wave")
    #expect(session.handle("enter nowhere").lines.first?.hasPrefix("enter: no node \"nowhere\" in") == true)
    #expect(scene.graph?.currentNode == "wave")
    scene.scope.cancel()
  }
}
