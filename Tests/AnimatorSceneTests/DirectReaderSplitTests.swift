import Foundation
import Testing

@testable import AnimatorScene

/// A long timeline is read in two halves on two threads (`SceneDirectReader`'s `TimelineHalf`):
/// the second half starts at a spelling of an item's start found past the middle, which may be no
/// item at all. Whatever byte the search starts from, the document must be the one read in one
/// pass, and a file refused in one pass must be refused.
@Suite("Direct reader: a timeline in two halves")
struct DirectReaderSplitTests {
  /// Items that put the spelling of an item's start (`}, {`) where it is not one: in a name, in a
  /// nested object, in a curve list; and keyframes, labels, a spring and an escape after the middle.
  static let items = [
    #"{"type": "tween", "name": "a}, {b", "layer": "box", "property": "opacity", "to": 0.5, "duration": 1}"#,
    #"{"type": "tween", "name": "t1", "layer": "box", "property": "position", "to": [10, 20], "duration": 0.5, "start": 1, "curve": "easeIn", "timing": {"delay": 0.25}}"#,
    #"{"type": "label", "name": "mid}, {dle", "start": 2}"#,
    #"{"type": "keyframes", "name": "k", "layer": "box", "property": "bounds", "values": [[0, 0, 10, 10], [0, 0, 20, 20]], "keyTimes": [0, 1], "curves": ["easeOut"], "duration": 2}"#,
    #"{"type": "spring", "name": "s", "layer": "box", "property": "cornerRadius", "to": 12, "spring": {"mass": 1, "stiffness": 200, "damping": 20}, "start": 3}"#,
    #"{"type": "tween", "name": "t\u00e9", "layer": "box", "property": "opacity", "to": 1, "duration": 1}"#,
    #"{"type": "marker", "name": "end", "start": 5}"#,
    #"{"type": "tween", "name": "last", "layer": "box", "property": "bounds", "from": [0, 0, 1, 1], "to": [0, 0, 50, 60], "duration": 0.5}"#,
  ]

  static func file(_ items: [String]) -> [UInt8] {
    Array(
      """
      {"format": "animator-scene", "version": 2, "name": "s", "size": [390, 844],
       "layers": [{"name": "root", "bounds": [0, 0, 390, 844]}, {"name": "box", "parent": "root"}],
       "timeline": [
        \(items.joined(separator: ",\n  "))
       ]}
      """.utf8)
  }

  /// The document read in one pass, then from every byte as the search's start: each the same.
  /// - Returns: How many reads used a second half.
  static func readFromEveryByte(_ bytes: [UInt8]) -> (onePass: SceneDocument?, joined: Int, differing: [Int]) {
    let onePass = SceneDirectReader.document(bytes, checkEncoding: true, split: .init(minimumBytes: .max))
    var joined = 0
    var differing: [Int] = []
    for from in 0..<bytes.count {
      let outcome = SceneDirectReader.SplitOutcome()
      let split = SceneDirectReader.Split(minimumBytes: 0, searchFrom: from, outcome: outcome)
      if SceneDirectReader.document(bytes, checkEncoding: true, split: split) != onePass { differing.append(from) }
      if outcome.joined { joined += 1 }
    }
    return (onePass, joined, differing)
  }

  @Test("from every byte, the same document as one pass, and the second half used from each item's start")
  func everyStart() throws {
    let bytes = Self.file(Self.items)
    let (onePass, joined, differing) = Self.readFromEveryByte(bytes)
    let document = try #require(onePass, "the direct reader refused the file")
    #expect(document == (try SceneDocument.loadNamingProblem(String(decoding: bytes, as: UTF8.self))))
    #expect(differing.isEmpty, "another document when the search starts at bytes \(differing.prefix(10))")
    // The second half is used when it starts at an item after the escaped one (which it leaves to
    // the first half): searches from inside the items before `last` find `last` or `end`.
    #expect(joined > 0, "no read used a second half")
  }

  @Test(
    "a file refused in one pass is refused from every byte",
    arguments: [1, 4, 7])
  func refused(badIndex: Int) {
    var items = Self.items
    items[badIndex] = items[badIndex].replacingFirst(#""duration": "#, with: #""duration": -"#)
    items[badIndex] = items[badIndex].replacingFirst(#""start": 3"#, with: #""start": -3"#)
    let (onePass, _, differing) = Self.readFromEveryByte(Self.file(items))
    #expect(onePass == nil)
    #expect(differing.isEmpty, "accepted when the search starts at bytes \(differing.prefix(10))")
  }

  @Test("many loads at once from tasks, each with a second half on a thread of its own, give the one-pass document")
  func fromManyTasks() async {
    let bytes = Self.file(Self.items)
    let expected = SceneDirectReader.document(bytes, checkEncoding: true)
    let middle = bytes.count / 2
    let agreeing = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<32 {
        group.addTask {
          (0..<20).allSatisfy { _ in
            SceneDirectReader.document(
              bytes, checkEncoding: true, split: .init(minimumBytes: 0, searchFrom: middle)) == expected
          }
        }
      }
      var all = true
      for await agrees in group { all = all && agrees }
      return all
    }
    #expect(agreeing)
  }

  @Test("a second half that is no item is not used, and changes nothing")
  func notAnItem() throws {
    let bytes = Self.file(Self.items)
    // The search starts inside the first item's name, at its `}, {`, which is text.
    let text = Array("a}, {b".utf8)
    let at = try #require((0...(bytes.count - text.count)).first { Array(bytes[$0..<$0 + text.count]) == text })
    let outcome = SceneDirectReader.SplitOutcome()
    let document = SceneDirectReader.document(
      bytes, checkEncoding: true, split: .init(minimumBytes: 0, searchFrom: at, outcome: outcome))
    #expect(outcome.started)
    #expect(!outcome.joined)
    #expect(document == SceneDirectReader.document(bytes, checkEncoding: true))
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
