import Foundation
import Testing

@testable import AnimatorScene

/// A file whose one problem is a timeline item is refused by the direct reader with the tree-based
/// reader's very error, from that item read alone, so that a long file with its last item wrong is
/// not read a second time, by the slower tree-based reader. When a problem may come
/// before it in the tree-based reader's order (a syntax error later in the file, a member after the
/// timeline, a version an earlier item needs), the file is still left to that reader.
@Suite("Direct reader: naming a timeline item's problem")
struct DirectReaderRefusalTests {
  static func item(_ index: Int) -> String {
    ##"{"type": "tween", "name": "t\##(index)", "layer": "box", "property": "opacity", "to": 0.5, "duration": 1, "start": \##(index)}"##
  }

  static func file(_ items: [String], version: Int = 2, after: String = "", end: String = "") -> [UInt8] {
    Array(
      """
      {"format": "animator-scene", "version": \(version), "name": "s", "size": [390, 844],
       "layers": [{"name": "root", "bounds": [0, 0, 390, 844]}, {"name": "box", "parent": "root"}],
       "timeline": [
        \(items.joined(separator: ",\n  "))
       ]\(after)}\(end)
      """.utf8)
  }

  static func reference(_ bytes: [UInt8]) -> SceneFileError? {
    do {
      _ = try SceneDocument.loadNamingProblem(utf8: bytes)
      return nil
    } catch {
      return error
    }
  }

  static func loaded(_ bytes: [UInt8]) -> SceneFileError? {
    do {
      _ = try SceneDocument.load(utf8: bytes)
      return nil
    } catch {
      return error
    }
  }

  /// Items the tree-based reader refuses, each for a reason of its own.
  static let badItems = [
    #"{"type": "tween", "name": "bad", "layer": "box", "property": "opacity", "to": 0.5, "duration": -1}"#,
    #"{"type": "tween", "name": "bad", "layer": "nobody", "property": "opacity", "to": 0.5, "duration": 1}"#,
    #"{"type": "tween", "name": "bad", "layer": "box", "property": "colour", "to": 0.5, "duration": 1}"#,
    #"{"type": "tween", "name": "bad", "layer": "box", "property": "opacity", "duration": 1}"#,
    #"{"type": "twin", "name": "bad"}"#,
    #"{"type": "tween", "name": "bad", "layer": "box", "property": "opacity", "to": 0.5, "duration": 1, "speed": 2}"#,
    #"{"type": "tween", "name": "b\u00e4d", "layer": "box", "property": "position", "to": 0.5, "duration": 1}"#,
    #"{"type": "label", "name": ""}"#,
    #"{"type": "tween", "name": "bad", "layer": "box", "property": "opacity", "to": 0.5, "duration": 1, "duration": 2}"#,
    #"{"type": "tween", "name": "bad", "layer": "box" "property": "opacity"}"#,
    #"{"type": "keyframes", "name": "bad", "layer": "box", "property": "opacity", "values": [0, 1], "keyTimes": [0], "duration": 1}"#,
    #"{"type": "tween", "name": "bad", "layer": "box", "property": "opacity", "to": 1e999, "duration": 1}"#,
  ]

  @Test("a bad item is refused with the tree-based reader's error, read alone", arguments: badItems.indices)
  func namedAlone(bad: Int) throws {
    for place in [0, 6, 11] {
      var items = (0..<12).map(Self.item)
      items[place] = Self.badItems[bad]
      let bytes = Self.file(items)
      let reference = try #require(Self.reference(bytes), "the tree-based reader takes the file")
      let outcome = SceneDirectReader.load(bytes, checkEncoding: true)
      #expect(outcome == .refused(reference), "item \(place)")
      #expect(Self.loaded(bytes) == reference)
    }
  }

  @Test(
    "when another problem may come first, the file is left to the tree-based reader, and its error stands",
    arguments: [
      // A syntax error after the bad item: the whole file's parse fails there first.
      (items: [badItems[0], item(1) + " " + item(2)], version: 2, after: "", end: ""),
      (items: [badItems[0], item(1)], version: 2, after: "", end: " trailing"),
      // A member after the timeline, which the tree-based reader checks first.
      (items: [badItems[0], item(1)], version: 2, after: #", "background": "red""#, end: ""),
      // A later item with a member twice, an escape, deep nesting.
      (items: [badItems[1], #"{"type": "label", "name": "x", "name": "y"}"#], version: 2, after: "", end: ""),
      (items: [badItems[1], #"{"type": "label", "name": "\u0078"}"#], version: 2, after: "", end: ""),
      (
        items: [badItems[1], #"{"type": "label", "name": "x", "start": [[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]}"#],
        version: 2, after: "", end: ""
      ),
      // An earlier item that needs version 2, in a version-1 file.
      (
        items: [
          #"{"type": "tween", "layer": "box", "property": "opacity", "to": 1, "duration": 1, "springTiming": {"dampingRatio": 0.5}}"#,
          badItems[0],
        ],
        version: 1, after: "", end: ""
      ),
    ])
  func leftToTheTreeReader(items: [String], version: Int, after: String, end: String) throws {
    let bytes = Self.file(items, version: version, after: after, end: end)
    let reference = try #require(Self.reference(bytes), "the tree-based reader takes the file")
    #expect(Self.loaded(bytes) == reference)
  }

  @Test("the item's line is counted as the tree-based reader counts it, past escapes and many lines")
  func lines() throws {
    var items = (0..<300).map(Self.item)
    items[100] = #"{"type": "label", "name": "line\nbreak\u000A"}"#
    items[299] = Self.badItems[0]
    let bytes = Self.file(items)
    let reference = try #require(Self.reference(bytes))
    #expect(reference.line == 303)
    #expect(SceneDirectReader.load(bytes, checkEncoding: true) == .refused(reference))
  }

  // MARK: Layers

  static func layer(_ index: Int) -> String {
    ##"{"name": "l\##(index)", "parent": "root", "bounds": [0, 0, 10, 10], "position": [\##(index), 5], "opacity": 0.5}"##
  }

  static func layerFile(
    _ layers: [String], timeline: String? = #"[{"type": "label", "name": "x"}]"#, after: String = ""
  )
    -> [UInt8]
  {
    Array(
      """
      {"format": "animator-scene", "version": 2, "name": "s", "size": [390, 844],
       "layers": [
        {"name": "root", "bounds": [0, 0, 390, 844]},
        \(layers.joined(separator: ",\n  "))
       ]\(timeline.map { ",\n \"timeline\": \($0)" } ?? "")\(after)}
      """.utf8)
  }

  /// Layers the tree-based reader refuses, each for a reason of its own.
  static let badLayers = [
    #"{"name": "", "parent": "root"}"#,
    #"{"name": "l1", "parent": "root"}"#,
    #"{"name": "bad", "parent": "nobody"}"#,
    #"{"name": "bad", "parent": "root", "maskOf": "l1"}"#,
    #"{"name": "bad", "parent": "root", "bounds": [0, 0, 10]}"#,
    #"{"name": "bad", "parent": "root", "opacity": 2}"#,
    #"{"name": "bad", "parent": "root", "shadow": 1}"#,
    #"{"name": "bad", "parent": "root" "opacity": 1}"#,
    #"{"name": "bad"}"#,
  ]

  @Test("a bad layer is refused with the tree-based reader's error, read alone", arguments: badLayers.indices)
  func layerNamedAlone(bad: Int) throws {
    for (place, timeline) in [(2, nil), (6, #"[{"type": "label", "name": "x"}]"#), (11, "[]")] {
      var layers = (0..<12).map(Self.layer)
      layers[place] = Self.badLayers[bad]
      let bytes = Self.layerFile(layers, timeline: timeline)
      let reference = try #require(Self.reference(bytes), "the tree-based reader takes the file")
      let outcome = SceneDirectReader.load(bytes, checkEncoding: true)
      #expect(outcome == .refused(reference), "layer \(place)")
      #expect(Self.loaded(bytes) == reference)
    }
  }

  @Test("a layer past the depth limit is refused with the tree-based reader's error, read alone")
  func layerTooDeep() throws {
    let chain = (1...SceneDocument.maximumLayerDepth).map { depth in
      let parent = depth == 1 ? "root" : "d\(depth - 1)"
      return #"{"name": "d"# + String(depth) + #"", "parent": ""# + parent + #""}"#
    }
    let bytes = Self.layerFile(chain)
    let reference = try #require(Self.reference(bytes))
    #expect(reference.problem.contains("deeper than"))
    #expect(SceneDirectReader.load(bytes, checkEncoding: true) == .refused(reference))
  }

  @Test(
    "when another problem may come first, a bad layer's file is left to the tree-based reader, and its error stands",
    arguments: [
      // A syntax error in the timeline, or a member after it.
      (timeline: #"[{"type": "label" "name": "x"}]"#, after: ""),
      (timeline: #"[{"type": "label", "name": "x"}]"#, after: ##", "background": "#FFFFFF""##),
      // The timeline before the layers is not looked at: the file goes to the tree-based reader.
      (timeline: nil, after: ""),
    ] as [(timeline: String?, after: String)])
  func layerLeftToTheTreeReader(timeline: String?, after: String) throws {
    var layers = (0..<6).map(Self.layer)
    layers[3] = Self.badLayers[2]
    var bytes = Self.layerFile(layers, timeline: timeline, after: after)
    if timeline == nil {
      // The timeline first: a label, then the layers.
      let text = String(decoding: bytes, as: UTF8.self).replacingFirst(
        #""layers": ["#, with: #""timeline": [{"type": "label", "name": "x"}], "layers": ["#)
      bytes = Array(text.utf8)
    }
    let reference = try #require(Self.reference(bytes), "the tree-based reader takes the file")
    #expect(Self.loaded(bytes) == reference)
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
