import Foundation
import Testing

@testable import AnimatorScene

/// Version 3 of the scene format: a scene's animation graph as data. A graph file loads to the
/// document it spells and saves back equal; every malformed graph is refused with the field's
/// path and line, and the direct reader gives what the tree-based reader gives.
@Suite("Scene file: graphs")
struct SceneGraphFileTests {
  /// A graph of every kind of node, input, condition and blend (lines matter: the error tests
  /// count on them).
  static let sample = """
    {"format": "animator-scene", "version": 3, "name": "g", "size": [390, 844],
     "layers": [{"name": "root"}, {"name": "box", "parent": "root"}],
     "graph": {
      "inputs": [{"name": "speed", "type": "number", "value": 0}, {"name": "jump", "type": "trigger"}, {"name": "on", "type": "bool", "value": true}],
      "entry": "idle",
      "nodes": [
       {"name": "idle", "type": "pose", "values": [{"layer": "box", "property": "opacity", "value": 0.5}]},
       {"name": "move", "type": "blendSpace", "input": "speed", "sync": true, "points": [
         {"at": 0, "node": {"type": "pose", "values": []}},
         {"at": 1, "node": {"type": "timeline", "items": [{"type": "tween", "layer": "box", "property": "opacity", "to": 1, "duration": 1}]}}]},
       {"name": "jump", "type": "timeline", "timing": {"iterations": 2}, "items": [{"type": "tween", "layer": "box", "property": "position", "to": [1, 2], "duration": 0.5}]},
       {"name": "both", "type": "mix", "parts": [{"node": {"type": "pose", "values": []}, "weight": 0.5}, {"node": {"type": "pose", "values": []}, "input": "speed"}]}
      ],
      "transitions": [
       {"from": "idle", "to": "jump", "when": [{"triggered": "jump"}], "blend": {"crossFade": 0.1, "curve": "easeOut"}},
       {"from": "jump", "to": "idle", "exitTime": 1, "blend": {"inertialize": 0.25}, "switch": "atEnd", "priority": 2},
       {"any": true, "to": "move", "when": [{"above": "speed", "value": 0.5}, {"isTrue": "on"}], "automatic": false}
      ]}}
    """

  static func sample(replacing old: String, with new: String) -> String {
    precondition(sample.contains(old), "the sample has no \(old)")
    return sample.replacingOccurrences(of: old, with: new)
  }

  /// The file's error from the loader, checked to be the tree-based reader's.
  static func failure(_ text: String) -> SceneFileError? {
    func outcome(_ load: () throws(SceneFileError) -> SceneDocument) -> SceneFileError? {
      do {
        _ = try load()
        return nil
      } catch {
        return error
      }
    }
    let bytes = Array(text.utf8)
    let error = outcome { () throws(SceneFileError) in try SceneDocument.load(utf8: bytes) }
    let reference = outcome { () throws(SceneFileError) in try SceneDocument.loadNamingProblem(utf8: bytes) }
    #expect(error == reference, "the direct reader and the tree-based one differ")
    return error
  }

  static let hero = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Documentation/Examples/hero.json")

  @Test("the sample loads to what it spells")
  func loads() throws {
    let document = try SceneDocument.load(Self.sample)
    let graph = try #require(document.graph)
    #expect(document.version == 3)
    #expect(graph.inputs?.map(\.name) == ["speed", "jump", "on"])
    #expect(graph.inputs?.map(\.type) == [.number, .trigger, .bool])
    #expect(graph.inputs?[2].value == .bool(true))
    #expect(graph.entry == "idle")
    #expect(graph.nodes.map(\.name) == ["idle", "move", "jump", "both"])
    #expect(graph.nodes.map(\.type) == [.pose, .blendSpace, .timeline, .mix])
    #expect(graph.nodes[1].points?.map(\.at) == [0, 1])
    #expect(graph.nodes[1].points?[1].node.items?.first?.to == .number(1))
    #expect(graph.nodes[2].timing?.iterations == 2)
    #expect(graph.nodes[3].parts?.map(\.weight) == [0.5, nil])
    #expect(graph.nodes[3].parts?.map(\.input) == [nil, "speed"])
    let transitions = try #require(graph.transitions)
    #expect(transitions.map(\.from) == ["idle", "jump", nil])
    #expect(transitions[2].any == true)
    #expect(transitions[0].blend?.crossFade == 0.1 && transitions[0].blend?.curve == "easeOut")
    #expect(transitions[1].blend?.inertialize == 0.25 && transitions[1].switch == "atEnd")
    #expect(transitions[1].exitTime == 1 && transitions[1].priority == 2)
    #expect(transitions[2].when?.map(\.above) == ["speed", nil] && transitions[2].when?[0].value == 0.5)
    #expect(transitions[2].automatic == false)
  }

  @Test("the direct reader reads a graph file itself, to the tree-based reader's document")
  func readersAgree() throws {
    for text in [Self.sample, try String(contentsOf: Self.hero, encoding: .utf8)] {
      let bytes = Array(text.utf8)
      guard case .document(let direct) = SceneDirectReader.load(bytes, checkEncoding: true) else {
        Issue.record("the direct reader gave the file up")
        continue
      }
      #expect(direct == (try SceneDocument.loadNamingProblem(utf8: bytes)))
    }
  }

  @Test("hero.json and the sample save to text that loads back equal, and save the same again")
  func roundTrip() throws {
    for text in [Self.sample, try String(contentsOf: Self.hero, encoding: .utf8)] {
      let document = try SceneDocument.load(text)
      #expect(document.graph != nil)
      let saved = document.jsonText()
      let again = try SceneDocument.load(saved)
      #expect(again == document)
      #expect(again.jsonText() == saved)
    }
  }

  @Test("hero.json: the figure's graph of locomotion, jump and wave")
  func hero() throws {
    let document = try SceneDocument.load(try String(contentsOf: Self.hero, encoding: .utf8))
    let graph = try #require(document.graph)
    #expect(document.layers.map(\.name) == ["stage", "floor", "shadow", "body", "head", "leftLeg", "rightLeg"])
    #expect(graph.nodes.map(\.name) == ["locomotion", "jump", "wave"])
    #expect(graph.nodes[0].points?.map(\.at) == [0, 1, 3])
    #expect(graph.nodes[0].sync == true)
    #expect(
      graph.transitions?.map { "\($0.from ?? "any")→\($0.to)" } == [
        "locomotion→jump", "jump→locomotion", "locomotion→wave", "wave→locomotion",
      ])
  }

  @Test("names resolve once the section is read: transitions and entry may come before the nodes")
  func namesResolveLate() throws {
    let text = """
      {"format": "animator-scene", "version": 3, "name": "g", "size": [390, 844],
       "graph": {"transitions": [{"from": "b", "to": "a"}], "entry": "b",
        "nodes": [{"name": "a", "type": "pose", "values": []}, {"name": "b", "type": "pose", "values": []}]},
       "layers": [{"name": "root"}]}
      """
    #expect(Self.failure(text) == nil)
    let graph = try #require(try SceneDocument.load(text).graph)
    #expect(graph.entry == "b" && graph.transitions?.first?.to == "a")
  }

  @Test("a file without a graph loads at every version, and a new document is of version 3")
  func versions() throws {
    #expect(SceneDocument.currentVersion == 3)
    #expect(SceneDocument(name: "new").version == 3)
    let plain = Self.sample.replacingOccurrences(of: "\"version\": 3", with: "\"version\": 1")
    let cut = plain.range(of: ",\n \"graph\"").map { String(plain[..<$0.lowerBound]) + "}" } ?? ""
    let document = try SceneDocument.load(cut)
    #expect(document.version == 1 && document.graph == nil)
  }

  @Test(
    "every malformed graph is refused with its field's path, its line and the problem",
    arguments: [
      // The version rule: the field that version 3 added.
      (#""version": 3"#, #""version": 2"#, "graph", 3, #"is new in version 3 of the format: set "version" to 3"#),
      // Names.
      (#""to": "jump", "when""#, #""to": "jumpp", "when""#, "graph.transitions[0].to", 15, #"no node "jumpp""#),
      (#""from": "jump""#, #""from": "fall""#, "graph.transitions[1].from", 16, #"no node "fall""#),
      (#""entry": "idle""#, #""entry": "rest""#, "graph.entry", 5, #"no node "rest""#),
      (#"{"name": "both""#, #"{"name": "jump""#, "graph.nodes[3].name", 12, #"names a node declared before: "jump""#),
      (#"{"name": "on""#, #"{"name": "jump""#, "graph.inputs[2].name", 4, #"names an input declared before: "jump""#),
      (
        #"{"triggered": "jump"}"#, #"{"triggered": "jumpp"}"#, "graph.transitions[0].when[0].triggered", 15,
        #"no input "jumpp""#
      ),
      // Types of inputs.
      (
        #"{"isTrue": "on"}"#, #"{"isTrue": "speed"}"#, "graph.transitions[2].when[1].isTrue", 17,
        #"names the number input "speed", not a bool input"#
      ),
      (
        #""input": "speed", "sync""#, #""input": "jump", "sync""#, "graph.nodes[1].input", 8,
        #"names the trigger input "jump", not a number input"#
      ),
      (
        #""type": "trigger"}"#, #""type": "trigger", "value": 1}"#, "graph.inputs[1].value", 4, "a trigger has no value"
      ),
      (
        #""type": "bool", "value": true"#, #""type": "bool", "value": 1"#, "graph.inputs[2].value", 4,
        "must be true or false, not a number"
      ),
      (#""type": "number""#, #""type": "float""#, "graph.inputs[0].type", 4, "must be one of bool, number, trigger"),
      // Blends and times.
      (
        #"{"inertialize": 0.25}"#, #"{"inertialize": 0.25, "crossFade": 1}"#, "graph.transitions[1].blend.inertialize",
        16, "a blend is a cross-fade or an inertialization, not both"
      ),
      (#"{"inertialize": 0.25}"#, #"{"fade": 0.25}"#, "graph.transitions[1].blend.fade", 16, "is not a field here"),
      (#"{"inertialize": 0.25}"#, #"{}"#, "graph.transitions[1].blend", 16, #"needs the field "crossFade" or"#),
      (
        #"{"inertialize": 0.25}"#, #"{"inertialize": 0.25, "curve": "easeIn"}"#, "graph.transitions[1].blend.curve",
        16, "an inertialization has no curve"
      ),
      (#""curve": "easeOut""#, #""curve": "wobbly""#, "graph.transitions[0].blend.curve", 15, "must be a curve's name"),
      (
        #""crossFade": 0.1"#, #""crossFade": -0.1"#, "graph.transitions[0].blend.crossFade", 15,
        "must be a number in 0...9200000000, not -0.1"
      ),
      (#""inertialize": 0.25"#, #""inertialize": 1e400"#, "", 16, "a number within ±1.8e308"),
      (
        #""exitTime": 1"#, #""exitTime": -1"#, "graph.transitions[1].exitTime", 16, "must be a number in 0...9200000000"
      ),
      (#""crossFade": 0.1"#, #""crossFade": NaN"#, "", 15, "not JSON"),
      (#""priority": 2"#, #""priority": 2.5"#, "graph.transitions[1].priority", 16, "must be a whole number"),
      (
        #""switch": "atEnd""#, #""switch": "later""#, "graph.transitions[1].switch", 16,
        "must be one of immediate, sync, atEnd"
      ),
      // Transitions' sources and conditions.
      (#"{"any": true"#, #"{"any": false"#, "graph.transitions[2].any", 17, "must be true"),
      (#"{"any": true"#, #"{"from": "idle", "any": true"#, "graph.transitions[2].any", 17, "not both"),
      (
        #"{"above": "speed", "value": 0.5}"#, #"{"above": "speed"}"#, "graph.transitions[2].when[0]", 17,
        #"above needs the field "value""#
      ),
      (
        #"{"isTrue": "on"}"#, #"{"isTrue": "on", "value": 1}"#, "graph.transitions[2].when[1].value", 17,
        "only above and below compare with a value"
      ),
      (
        #"{"isTrue": "on"}"#, #"{"isTrue": "on", "isFalse": "on"}"#, "graph.transitions[2].when[1].isFalse", 17,
        "a condition tests one input"
      ),
      // Nodes.
      (
        #"{"at": 1, "node""#, #"{"at": 0, "node""#, "graph.nodes[1].points[1].at", 10,
        "is the position of points[0]"
      ),
      (
        #""duration": 0.5}]"#, #""duration": -1}]"#, "graph.nodes[2].items[0].duration", 11,
        "must be a number in 0...9200000000, not -1"
      ),
      (
        #"{"type": "tween", "layer": "box", "property": "position""#,
        #"{"type": "spring", "layer": "box", "property": "position""#, "graph.nodes[2].items[0].type", 11,
        #"must be tween or keyframes in a graph's timeline, not "spring""#
      ),
      (
        #"{"layer": "box", "property": "opacity", "value": 0.5}"#,
        #"{"layer": "crate", "property": "opacity", "value": 0.5}"#, "graph.nodes[0].values[0].layer", 7,
        #"names no layer of the scene: "crate""#
      ),
      (
        #""property": "opacity", "value": 0.5"#, #""property": "opacity", "value": [1, 2]"#,
        "graph.nodes[0].values[0].value", 7, ""
      ),
      (#""weight": 0.5"#, #""weight": 2"#, "graph.nodes[3].parts[0].weight", 12, "must be a number in 0...1, not 2"),
      (#""weight": 0.5"#, #""weight": 0.5, "input": "speed""#, "graph.nodes[3].parts[0].input", 12, "not both"),
      (
        #"{"node": {"type": "pose", "values": []}, "input""#,
        #"{"node": {"name": "x", "type": "pose", "values": []}, "input""#,
        "graph.nodes[3].parts[1].node.name", 12, "has no name"
      ),
      (
        #""type": "mix""#, #""type": "blend""#, "graph.nodes[3].type", 12,
        "must be one of timeline, pose, blendSpace, mix"
      ),
      (
        #""timing": {"iterations": 2}, "items""#, #""timing": {"iterations": 2}, "values": [], "items""#,
        "graph.nodes[2].values", 11, "is not a field of a timeline node"
      ),
      (
        #"{"name": "idle", "type": "pose", "values""#, #"{"type": "pose", "values""#, "graph.nodes[0]", 7,
        #"needs the field "name""#
      ),
      (#""timing": {"iterations": 2}"#, #""timing": {"iterations": -2}"#, "graph.nodes[2].timing.iterations", 11, ""),
    ])
  func refusals(old: String, new: String, path: String, line: Int, problem: String) throws {
    let error = try #require(Self.failure(Self.sample(replacing: old, with: new)), "\(new) loads")
    #expect(error.path == path, "\(error)")
    #expect(error.line == line, "\(error)")
    #expect(problem.isEmpty || error.problem.contains(problem), "\(error)")
  }

  @Test("a graph needs nodes, and a blend space and a mix need points and parts")
  func emptyCollections() throws {
    let noNodes = """
      {"format": "animator-scene", "version": 3, "name": "g", "size": [390, 844],
       "graph": {"nodes": []}}
      """
    let error = try #require(Self.failure(noNodes))
    #expect(error.path == "graph.nodes" && error.line == 2 && error.problem == "must hold at least one node")
    let noGraphNodes = noNodes.replacingOccurrences(of: #"{"nodes": []}"#, with: "{}")
    #expect(Self.failure(noGraphNodes)?.problem == #"needs the field "nodes""#)
    for (node, path, problem) in [
      (
        #"{"name": "s", "type": "blendSpace", "input": "x", "points": []}"#, "graph.nodes[0].points",
        "must hold at least one point"
      ),
      (#"{"name": "m", "type": "mix", "parts": []}"#, "graph.nodes[0].parts", "must hold at least one part"),
    ] {
      let text = noNodes.replacingOccurrences(
        of: #"{"nodes": []}"#, with: #"{"inputs": [{"name": "x", "type": "number"}], "nodes": [\#(node)]}"#)
      let error = try #require(Self.failure(text))
      #expect(error.path == path && error.problem == problem, "\(error)")
    }
  }

  @Test("a blend space's points may come in any order")
  func unsortedPoints() throws {
    let text = Self.sample(replacing: #"{"at": 0, "node""#, with: #"{"at": 2, "node""#)
    #expect(Self.failure(text) == nil)
    #expect(try SceneDocument.load(text).graph?.nodes[1].points?.map(\.at) == [2, 1])
  }

  @Test("a graph's problem and an earlier item's: the file's first problem is named, by both readers")
  func order() throws {
    let text = Self.sample(
      replacing: #""layers": [{"name": "root"}, {"name": "box", "parent": "root"}],"#,
      with: """
        "layers": [{"name": "root"}, {"name": "box", "parent": "root"}],
         "timeline": [{"type": "tween", "layer": "box", "property": "opacity", "to": 1, "duration": -1}],
        """)
    let error = try #require(Self.failure(text.replacingOccurrences(of: #""version": 3"#, with: #""version": 2"#)))
    #expect(error.path == "timeline[0].duration", "\(error)")
  }
}
