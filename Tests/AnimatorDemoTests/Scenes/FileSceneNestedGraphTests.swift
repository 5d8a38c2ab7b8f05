import Animator
import AnimatorScene
import Foundation
import Testing

@testable import AnimatorDemoKit

/// A scene file's nested graph and animator nodes in the demo: `toggle.json`'s `on` node is a graph
/// of an animator, a cycle and a pose, driven by the top-level inputs; built by `FileScene`, it
/// shows what the same graph written in Swift shows, and the REPL lists and draws its nodes.
@Suite("File scenes: nested graphs and animators")
struct FileSceneNestedGraphTests {
  static let togglePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Documentation/Examples/toggle.json")

  static func toggle() throws -> SceneDocument {
    try SceneDocument.load(try String(contentsOf: togglePath, encoding: .utf8))
  }

  static func scale(_ factor: Double) -> AffineTransform2D {
    AffineTransform2D(a: factor, b: 0, c: 0, d: factor, tx: 0, ty: 0)
  }

  /// toggle.json's graph, written in Swift over `scene`'s layers.
  static func handBuiltGraph(over scene: FileScene) throws -> AnimationGraph {
    let knob = try #require(scene.layers["knob"])
    let track = try #require(scene.layers["track"])
    let grey = try #require(SceneColor.parse("#BDC3C7"))
    let green = try #require(SceneColor.parse("#2ECC71"))
    let (left, right) = (Point2D(x: 50, y: 50), Point2D(x: 150, y: 50))
    let engine = scene.engine

    let on = AnimationGraph(engine: engine, name: "on")
    try on.addInput("enabled", .bool(false))
    try on.addInput("pulse", .bool(true))
    let slide = PropertyAnimator(duration: .seconds(0.4), curve: .easeOut, engine: engine)
    try slide.addAnimations {
      knob.position = right
      track.backgroundColor = green
    }
    try slide.addAnimations({ knob.transform = scale(1.15) }, delayFactor: 0.5)
    try on.addNode("slide", .animator(slide))
    let glow = Timeline(engine: engine)
    try glow.addTween(of: knob.$position, from: right, to: right, duration: 1.2, curve: .linear, at: .at(0))
    try glow.addTween(of: track.$backgroundColor, from: green, to: green, duration: 1.2, curve: .linear, at: .at(0))
    try FileSceneGraphTests.keyframes(
      glow, knob.$transform, [scale(1.15), scale(1), scale(1.15)], duration: 1.2, curves: [.easeInOut, .easeInOut])
    try glow.setTiming(EffectTiming(iterations: .infinity))
    try on.addNode("glow", .timeline(glow))
    try on.addNode(
      "rest",
      .pose {
        knob.position = right
        track.backgroundColor = green
        knob.transform = scale(1.15)
      })
    try on.addTransition(from: "slide", to: "glow", when: [.isTrue("pulse")], exitTime: 1, blend: .crossFade(0.2))
    try on.addTransition(from: "slide", to: "rest", when: [.isFalse("pulse")], exitTime: 1)
    try on.addTransition(from: "glow", to: "rest", when: [.isFalse("pulse")], blend: .crossFade(0.3))
    try on.addTransition(from: "rest", to: "glow", when: [.isTrue("pulse")], blend: .crossFade(0.3))

    let graph = AnimationGraph(engine: engine)
    try graph.addInput("enabled", .bool(false))
    try graph.addInput("pulse", .bool(true))
    try graph.addNode(
      "off",
      .pose {
        knob.position = left
        track.backgroundColor = grey
      })
    try graph.addNode("on", .graph(on))
    try graph.addTransition(from: "off", to: "on", when: [.isTrue("enabled")])
    try graph.addTransition(from: "on", to: "off", when: [.isFalse("enabled")], blend: .inertialize(0.3))
    return graph
  }

  /// Every number the toggle shows.
  static func shown(_ scene: FileScene) -> [Double] {
    var numbers: [Double] = []
    for name in ["track", "knob"] {
      guard let layer = scene.layers[name] else { continue }
      let position = layer.$position.presentationValue
      let transform = layer.$transform.presentationValue
      let color = layer.$backgroundColor.presentationValue
      numbers += [position.x, position.y, transform.a, transform.d, color.red, color.green, color.blue, color.alpha]
    }
    return numbers
  }

  @Test("toggle.json's nested graph and animator show what the graph written in Swift shows, at the values expected")
  func toggleMatchesSwift() throws {
    let document = try Self.toggle()
    let fromFile = try FileScene(document: document)
    var plain = document
    plain.graph = nil
    let byHand = try FileScene(document: plain)
    let handGraph = try Self.handBuiltGraph(over: byHand)
    let fileGraph = try #require(fromFile.graph)
    #expect(fileGraph.nodes == ["off", "on"])
    try fileGraph.startAnimation()
    try handGraph.startAnimation()
    var entered: [String] = []
    let observation = fileGraph.observe { event in
      if case .nodeEntered(let name, _) = event { entered.append(name) }
    }
    let knob = try #require(fromFile.layers["knob"])
    func step(_ milliseconds: Int, _ expectedNode: String) {
      fromFile.advance(by: .milliseconds(milliseconds))
      byHand.advance(by: .milliseconds(milliseconds))
      #expect(fileGraph.currentNode == expectedNode)
      #expect(handGraph.currentNode == expectedNode)
      let (a, b) = (Self.shown(fromFile), Self.shown(byHand))
      #expect(a.count == b.count && !a.isEmpty)
      for (x, y) in zip(a, b) {
        #expect(x.isApproximatelyEqual(to: y, tolerance: 1e-9), "at \(fromFile.engineSeconds) s: \(a) against \(b)")
      }
    }
    func set(_ input: String, _ value: Bool) throws {
      try fileGraph.set(input, to: value)
      try handGraph.set(input, to: value)
    }
    step(100, "off")
    #expect(knob.$position.presentationValue.x == 50)
    try set("enabled", true)
    // The animator's run, 0.2 s of 0.4 along easeOut; its second block, from delay factor 0.5, not begun.
    step(200, "on")
    let half = TimingCurve.easeOut.value(at: 0.5)
    #expect(knob.$position.presentationValue.x.isApproximatelyEqual(to: 50 + 100 * half, tolerance: 1e-9))
    #expect(knob.$transform.presentationValue.a.isApproximatelyEqual(to: 1, tolerance: 1e-9))
    // 0.3 s: the second block half way through its 0.2 s, along the same curve.
    step(100, "on")
    #expect(knob.$transform.presentationValue.a.isApproximatelyEqual(to: 1 + 0.15 * half, tolerance: 1e-9))
    // The run ends at 0.4 s: the nested graph cross-fades to its cycle, reading the top-level pulse.
    step(150, "on")
    step(600, "on")
    #expect(entered == ["on", "on/slide", "on/glow"])
    #expect(knob.$position.presentationValue.x.isApproximatelyEqual(to: 150, tolerance: 1e-9))
    try set("pulse", false)
    step(500, "on")
    #expect(entered.last == "on/rest")
    #expect(knob.$transform.presentationValue.a.isApproximatelyEqual(to: 1.15, tolerance: 1e-9))
    try set("enabled", false)
    step(100, "off")
    step(400, "off")
    #expect(knob.$position.presentationValue.x.isApproximatelyEqual(to: 50, tolerance: 1e-9))
    #expect(knob.$transform.presentationValue.a.isApproximatelyEqual(to: 1, tolerance: 1e-9))
    observation.cancel()
    fromFile.scope.cancel()
    byHand.scope.cancel()
    try? handGraph.stopAnimation(true)
  }

  @Test("the REPL lists a nested graph's nodes and transitions, and draws its nodes as leaves of its node")
  func replOutline() throws {
    var configuration = SessionConfiguration()
    let text = try String(contentsOf: Self.togglePath, encoding: .utf8)
    configuration.readFile = { path throws(FileError) in
      guard path == "toggle.json" else { throw FileError(message: "No such file or directory") }
      return text
    }
    let session = Session(configuration: configuration)
    _ = session.handle("load toggle.json")
    let scene = try #require(session.scene as? FileScene)
    let monitor = try #require(scene.graphMonitor)
    #expect(monitor.leaves == ["off", "on/slide", "on/glow", "on/rest"])
    _ = session.handle("play")
    _ = session.handle("step 100ms")
    _ = session.handle("input enabled true")
    _ = session.handle("step 1s")
    let listing = session.handle("graph").lines.joined(separator: "\n")
    #expect(listing.contains("node on/glow"), "\(listing)")
    #expect(listing.contains("on (graph of slide, glow, rest)"), "\(listing)")
    #expect(listing.contains("on: slide → glow on pulse at exit time 1, cross-fade 0.2 s easeInOut"), "\(listing)")
    #expect(listing.contains("on: glow → rest on not pulse, cross-fade 0.3 s easeInOut"), "\(listing)")
    let graph = try #require(scene.graph)
    let weights = scene.graphMonitor?.outline.leafWeights(of: graph, nestedCurrent: monitor.nestedCurrent)
    #expect(weights?.map(\.weight) == [0, 0, 1, 0])
    #expect(session.handle("timeline").lines.contains { $0.contains("on/glow") })
    scene.scope.cancel()
  }

  @Test("an animator node's words: its duration and curve, or its spring")
  func animatorWords() throws {
    var document = try Self.toggle()
    document.graph?.nodes[1].nodes?[0].name = "slide"
    var spring = try #require(document.graph?.nodes[1].nodes?[0])
    spring.name = "bounce"
    spring.curve = nil
    spring.springTiming = SceneSpringTiming(dampingRatio: 0.8)
    document.graph?.nodes.append(spring)
    let outline = FileScene.outline(of: try #require(document.graph))
    #expect(outline.nodes["bounce"] == "animator 0.4 s spring 0.8")
    #expect(outline.nodes["off"] == "pose")
    let nested = try #require(outline.nestedGraphs.first)
    #expect(nested.node == "on" && nested.entry == "slide")
  }

  @Test("a graph nested two deep, a graph in a mix, and animators on a spring or with no values build and run")
  func everyShape() throws {
    let text = """
      {"format": "animator-scene", "version": 3, "name": "n", "size": [390, 844],
       "layers": [{"name": "root"}, {"name": "box", "parent": "root", "opacity": 0}],
       "graph": {
        "inputs": [{"name": "go", "type": "bool"}, {"name": "speed", "type": "number"}],
        "nodes": [
         {"name": "idle", "type": "animator", "duration": 0.5, "values": []},
         {"name": "moving", "type": "graph", "nodes": [
           {"name": "fade", "type": "animator", "duration": 1, "springTiming": {"dampingRatio": 1}, "values": [
             {"layer": "box", "property": "opacity", "value": 1}]},
           {"name": "deep", "type": "graph", "nodes": [{"name": "a", "type": "pose", "values": []}]}],
          "transitions": [{"from": "fade", "to": "deep", "when": [{"above": "speed", "value": 1}]}]},
         {"name": "both", "type": "mix", "parts": [
           {"node": {"type": "graph", "nodes": [{"name": "x", "type": "pose", "values": []}]}, "weight": 1}]}
        ],
        "transitions": [{"from": "idle", "to": "moving", "when": [{"isTrue": "go"}]},
         {"from": "moving", "to": "both", "when": [{"isFalse": "go"}]}]}}
      """
    let scene = try FileScene(document: try SceneDocument.load(text))
    let graph = try #require(scene.graph)
    var entered: [String] = []
    let observation = graph.observe { event in
      if case .nodeEntered(let name, _) = event { entered.append(name) }
    }
    let box = try #require(scene.layers["box"])
    try graph.startAnimation()
    scene.advance(by: .milliseconds(100))
    try graph.set("go", to: true)
    scene.advance(by: .seconds(1))
    // A critically damped spring fitted to 1 s: at its end, the box has faded in.
    #expect(box.$opacity.presentationValue.isApproximatelyEqual(to: 1, tolerance: 1e-6))
    try graph.set("speed", to: 2)
    scene.advance(by: .milliseconds(100))
    #expect(scene.graphMonitor?.nestedCurrent["moving"] == "deep")
    try graph.set("go", to: false)
    scene.advance(by: .milliseconds(100))
    #expect(entered == ["idle", "moving", "moving/fade", "moving/deep", "moving/deep/a", "both", "both/0/x"])
    observation.cancel()
    scene.scope.cancel()
  }
}
