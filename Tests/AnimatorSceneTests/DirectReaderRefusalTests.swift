import Testing

@testable import AnimatorScene

/// A file whose one problem is a timeline item is refused by the direct reader with the tree-based
/// reader's very error, from that item read alone: a 10^6-item file with its last item wrong was read
/// twice, the second time about four times slower (9.8 s in all, issue 30). When a problem may come
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
      let outcome = bytes.withUnsafeBufferPointer { SceneDirectReader.load($0, checkEncoding: true) }
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
    #expect(bytes.withUnsafeBufferPointer { SceneDirectReader.load($0, checkEncoding: true) } == .refused(reference))
  }
}
