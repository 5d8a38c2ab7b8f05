import Foundation
import Testing

@testable import AnimatorScene

/// Nested graphs and animators in a scene file's graph: a `graph` node holds nodes, an entry and
/// transitions of its own and reads the top-level graph's inputs; an `animator` node is a run of a
/// duration along a curve or a spring timing, its values each from a delay factor on. Both load to
/// what they spell and save back equal; every malformed one is refused with its field's path and
/// line, the same by the direct reader and the tree-based one.
@Suite("Scene file: nested graphs and animators")
struct SceneNestedGraphFileTests {
  /// A graph with a nested graph (holding animators and a graph of its own) and a graph in a mix
  /// (lines matter: the error tests count on them).
  static let sample = """
    {"format": "animator-scene", "version": 3, "name": "n", "size": [390, 844],
     "layers": [{"name": "root"}, {"name": "box", "parent": "root"}],
     "graph": {
      "inputs": [{"name": "go", "type": "bool"}, {"name": "speed", "type": "number"}],
      "nodes": [
       {"name": "idle", "type": "pose", "values": []},
       {"name": "moving", "type": "graph", "entry": "walk", "nodes": [
         {"name": "walk", "type": "animator", "duration": 0.5, "curve": "easeIn", "values": [
           {"layer": "box", "property": "opacity", "value": 0.2},
           {"layer": "box", "property": "position", "value": [10, 20], "delayFactor": 0.5}]},
         {"name": "run", "type": "animator", "duration": 1, "springTiming": {"dampingRatio": 0.8}, "values": []},
         {"name": "deep", "type": "graph", "nodes": [{"name": "a", "type": "pose", "values": []}]}],
        "transitions": [{"from": "walk", "to": "run", "when": [{"above": "speed", "value": 1}], "blend": {"crossFade": 0.2}}]},
       {"name": "both", "type": "mix", "parts": [{"node": {"type": "graph", "nodes": [{"name": "x", "type": "pose", "values": []}]}, "weight": 1}]}
      ],
      "transitions": [{"from": "idle", "to": "moving", "when": [{"isTrue": "go"}]}]}}
    """

  static func sample(replacing old: String, with new: String) -> String {
    precondition(sample.contains(old), "the sample has no \(old)")
    return sample.replacingOccurrences(of: old, with: new)
  }

  static let toggle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Documentation/Examples/toggle.json")

  @Test("the sample loads to what it spells")
  func loads() throws {
    let graph = try #require(try SceneDocument.load(Self.sample).graph)
    #expect(graph.nodes.map(\.type) == [.pose, .graph, .mix])
    let moving = graph.nodes[1]
    #expect(moving.entry == "walk")
    #expect(moving.nodes?.map(\.name) == ["walk", "run", "deep"])
    #expect(moving.nodes?.map(\.type) == [.animator, .animator, .graph])
    #expect(moving.transitions?.map(\.to) == ["run"])
    #expect(moving.transitions?.first?.when?.first?.above == "speed")
    let walk = try #require(moving.nodes?.first)
    #expect(walk.duration == 0.5 && walk.curve == "easeIn" && walk.springTiming == nil)
    #expect(walk.values?.map(\.delayFactor) == [nil, 0.5])
    #expect(walk.values?[1].value == .numbers([10, 20]))
    let run = try #require(moving.nodes?[1])
    #expect(run.springTiming?.dampingRatio == 0.8 && run.curve == nil && run.values == [])
    #expect(moving.nodes?[2].nodes?.map(\.name) == ["a"])
    #expect(graph.nodes[2].parts?.first?.node.type == .graph)
    #expect(graph.nodes[2].parts?.first?.node.nodes?.map(\.name) == ["x"])
  }

  @Test("the direct reader reads nested graphs to the tree-based reader's document, and they save back equal")
  func readersAgreeAndRoundTrip() throws {
    for text in [Self.sample, try String(contentsOf: Self.toggle, encoding: .utf8)] {
      let bytes = Array(text.utf8)
      guard case .document(let direct) = SceneDirectReader.load(bytes, checkEncoding: true) else {
        Issue.record("the direct reader gave the file up")
        continue
      }
      let document = try SceneDocument.loadNamingProblem(utf8: bytes)
      #expect(direct == document)
      let saved = document.jsonText()
      let again = try SceneDocument.load(saved)
      #expect(again == document)
      #expect(again.jsonText() == saved)
    }
  }

  @Test("toggle.json: an off pose, and an on graph of an animator, a cycle and a pose")
  func toggle() throws {
    let graph = try #require(try SceneDocument.load(try String(contentsOf: Self.toggle, encoding: .utf8)).graph)
    #expect(graph.nodes.map(\.name) == ["off", "on"])
    #expect(graph.nodes[1].nodes?.map(\.name) == ["slide", "glow", "rest"])
    #expect(graph.nodes[1].nodes?.map(\.type) == [.animator, .timeline, .pose])
  }

  @Test(
    "every malformed nested graph or animator is refused with its field's path, its line and the problem",
    arguments: [
      // Names resolve among the nested graph's own nodes: not the top-level graph's, not itself.
      (#""to": "run""#, #""to": "sprint""#, "graph.nodes[1].transitions[0].to", 13, #"no node "sprint""#),
      (#""from": "walk""#, #""from": "idle""#, "graph.nodes[1].transitions[0].from", 13, #"no node "idle""#),
      (#""to": "run""#, #""to": "moving""#, "graph.nodes[1].transitions[0].to", 13, #"no node "moving""#),
      (#""entry": "walk""#, #""entry": "idle""#, "graph.nodes[1].entry", 7, #"no node "idle""#),
      (
        #"{"name": "run", "type""#, #"{"name": "walk", "type""#, "graph.nodes[1].nodes[1].name", 11,
        #"names a node declared before: "walk""#
      ),
      // Its nodes and inputs.
      (
        #""nodes": [{"name": "a", "type": "pose", "values": []}]"#, #""nodes": []"#, "graph.nodes[1].nodes[2].nodes",
        12, "must hold at least one node"
      ),
      (
        #", "nodes": [{"name": "a", "type": "pose", "values": []}]"#, "", "graph.nodes[1].nodes[2]", 12,
        #"a graph node needs the field "nodes""#
      ),
      (
        #""entry": "walk", "#, #""inputs": [], "entry": "walk", "#, "graph.nodes[1].inputs", 7,
        "it reads the top-level graph's inputs"
      ),
      (
        #"{"above": "speed""#, #"{"above": "pace""#, "graph.nodes[1].transitions[0].when[0].above", 13,
        #"no input "pace""#
      ),
      (
        #"{"above": "speed""#, #"{"above": "go""#, "graph.nodes[1].transitions[0].when[0].above", 13,
        #"names the bool input "go", not a number input"#
      ),
      (
        #""entry": "walk", "#, #""entry": "walk", "items": [], "#, "graph.nodes[1].items", 7,
        "is not a field of a graph node"
      ),
      (
        #"{"name": "x", "type""#, #"{"type""#, "graph.nodes[2].parts[0].node.nodes[0]", 14, #"needs the field "name""#
      ),
      // A blend space's points play at a phase of their own, which a nested graph has not.
      (
        #"{"name": "idle", "type": "pose", "values": []}"#,
        #"{"name": "idle", "type": "blendSpace", "input": "speed", "points": [{"at": 0, "node": {"type": "graph", "nodes": []}}]}"#,
        "graph.nodes[0].points[0].node.type", 6, #"in a blend space's point, not "graph""#
      ),
      (
        #"{"name": "idle", "type": "pose", "values": []}"#,
        #"{"name": "idle", "type": "blendSpace", "input": "speed", "points": [{"at": 0, "node": {"type": "mix", "parts": [{"node": {"type": "graph", "nodes": []}, "weight": 1}]}}]}"#,
        "graph.nodes[0].points[0].node.parts[0].node.type", 6, #"not "graph""#
      ),
      // An animator's duration, curve and values.
      (
        #""duration": 0.5"#, #""duration": -1"#, "graph.nodes[1].nodes[0].duration", 8,
        "must be a number in 0...9200000000, not -1"
      ),
      (#""duration": 0.5"#, #""duration": "0.5s""#, "graph.nodes[1].nodes[0].duration", 8, "must be a number"),
      (
        #""duration": 0.5, "#, "", "graph.nodes[1].nodes[0]", 8, #"an animator node needs the field "duration""#
      ),
      (
        #""duration": 1, "springTiming""#, #""duration": 0, "springTiming""#, "graph.nodes[1].nodes[1].duration", 11,
        "for a spring timing of damping ratio 0.8"
      ),
      (
        #""springTiming": {"dampingRatio": 0.8}"#, #""curve": "linear", "springTiming": {"dampingRatio": 0.8}"#,
        "graph.nodes[1].nodes[1].springTiming", 11, "an animator has a curve or a spring timing, not both"
      ),
      (#""curve": "easeIn""#, #""curve": "wobbly""#, "graph.nodes[1].nodes[0].curve", 8, "must be a curve's name"),
      (
        #""delayFactor": 0.5"#, #""delayFactor": 1.5"#, "graph.nodes[1].nodes[0].values[1].delayFactor", 10,
        "must be a number in 0...1, not 1.5"
      ),
      (
        #"{"layer": "box", "property": "opacity", "value": 0.2}"#,
        #"{"layer": "crate", "property": "opacity", "value": 0.2}"#, "graph.nodes[1].nodes[0].values[0].layer", 9,
        #"names no layer of the scene: "crate""#
      ),
      (
        #""run", "type": "animator", "duration": 1, "springTiming": {"dampingRatio": 0.8}, "values": []"#,
        #""run", "type": "animator", "duration": 1, "springTiming": {"dampingRatio": 0.8}"#, "graph.nodes[1].nodes[1]",
        11, #"an animator node needs the field "values""#
      ),
      // A delay factor is an animator's: a pose holds its values.
      (
        #"{"name": "idle", "type": "pose", "values": []}"#,
        #"{"name": "idle", "type": "pose", "values": [{"layer": "box", "property": "opacity", "value": 1, "delayFactor": 0}]}"#,
        "graph.nodes[0].values[0].delayFactor", 6, "is not a field here"
      ),
      (
        #""type": "graph", "entry""#, #""type": "subgraph", "entry""#, "graph.nodes[1].type", 7,
        "must be one of timeline, pose, blendSpace, mix, animator, graph"
      ),
    ])
  func refusals(old: String, new: String, path: String, line: Int, problem: String) throws {
    let error = try #require(SceneGraphFileTests.failure(Self.sample(replacing: old, with: new)), "\(new) loads")
    #expect(error.path == path, "\(error)")
    #expect(error.line == line, "\(error)")
    #expect(problem.isEmpty || error.problem.contains(problem), "\(error)")
  }

  @Test("graphs nest only by containment, as deep as the file's nesting allows, and no deeper")
  func deepNesting() throws {
    func nested(_ depth: Int) -> String {
      depth == 0
        ? #"{"name": "leaf", "type": "pose", "values": []}"#
        : #"{"name": "g\#(depth)", "type": "graph", "nodes": [\#(nested(depth - 1))]}"#
    }
    func file(_ depth: Int) -> String {
      """
      {"format": "animator-scene", "version": 3, "name": "n", "size": [390, 844],
       "graph": {"nodes": [\(nested(depth))]}}
      """
    }
    #expect(SceneGraphFileTests.failure(file(20)) == nil)
    let error = try #require(SceneGraphFileTests.failure(file(40)))
    #expect(error.problem.contains("nest"), "\(error)")
  }
}
