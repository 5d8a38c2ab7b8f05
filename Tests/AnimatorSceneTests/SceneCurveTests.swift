import Animator
import Testing

@testable import AnimatorScene

/// The scene format's curve names (`SceneCurve.names`): Core Animation's five and Penner's easings,
/// the latter new in version 2; both readers read every name, and a version 1 file that names one
/// of version 2 is refused on that curve.
@Suite("Scene curves")
struct SceneCurveTests {
  /// A file of `version` with a tween of `curve` and keyframes of `curves`.
  static func file(version: Int, curve: String, curves: [String]) -> String {
    let list = curves.map { "\"\($0)\"" }.joined(separator: ", ")
    return """
      {"format": "animator-scene", "version": \(version), "name": "n", "size": [100, 100],
       "layers": [{"name": "box"}],
       "timeline": [
        {"type": "tween", "layer": "box", "property": "opacity", "to": 0, "duration": 1, "curve": "\(curve)"},
        {"type": "keyframes", "layer": "box", "property": "opacity", "values": [\(curves.indices.map { _ in "0, " }.joined())1],
         "duration": 1, "curves": [\(list)]}
       ]}
      """
  }

  @Test("every name is its curve, and the list has one table behind it")
  func names() throws {
    #expect(SceneCurve.names.count == 35)
    #expect(Set(SceneCurve.names).count == SceneCurve.names.count)
    #expect(SceneCurve.named.count == SceneCurve.names.count)
    for (index, name) in SceneCurve.names.enumerated() {
      let curve = try #require(SceneCurve.curve(named: name))
      #expect(SceneCurve.parse(name).map { $0.value(at: 0.3) } == curve.value(at: 0.3))
      #expect(SceneCurve.version(of: name) == (index < 5 ? 1 : 2), "\(name)")
    }
    #expect(SceneCurve.curve(named: "easeOutBack")?.value(at: 0.5) == TimingCurve.easeOutBack.value(at: 0.5))
    #expect(SceneCurve.version(of: "cubic-bezier(0, 0, 1, 1)") == 1)
  }

  @Test("the direct reader reads every name itself, to the tree-based reader's document")
  func directReaderReadsEveryName() throws {
    let text = Self.file(version: 2, curve: "easeInOutElastic", curves: SceneCurve.names)
    let bytes = Array(text.utf8)
    let direct = try #require(SceneDirectReader.document(bytes, checkEncoding: true), "the direct reader gave up")
    #expect(direct == (try SceneDocument.loadNamingProblem(text)))
    #expect(direct.timeline[1].curves == SceneCurve.names)
    for name in SceneCurve.names {
      let one = Array(Self.file(version: 2, curve: name, curves: [name]).utf8)
      let document = try #require(SceneDirectReader.document(one, checkEncoding: true), "\(name)")
      #expect(document.timeline[0].curve == name && document.timeline[1].curves == [name])
    }
  }

  @Test(
    "a version 1 file that names a curve of version 2 is refused on that curve, by both readers",
    arguments: [
      ("easeOutBack", ["easeIn"], "timeline[0].curve", 4, "\"easeOutBack\""),
      ("easeOut", ["easeInQuad"], "timeline[1].curves[0]", 6, "\"easeInQuad\""),
    ])
  func version1Refuses(curve: String, curves: [String], path: String, line: Int, quoted: String) throws {
    let text = Self.file(version: 1, curve: curve, curves: curves)
    let expected = SceneFileError(
      path: path, line: line, problem: "\(quoted) is new in version 2 of the format: set \"version\" to 2")
    #expect(throws: expected) { try SceneDocument.load(text) }
    #expect(throws: expected) { try SceneDocument.load(utf8: Array(text.utf8)) }
    #expect(throws: expected) { try SceneDocument.loadNamingProblem(text) }
    #expect(SceneDirectReader.document(Array(text.utf8), checkEncoding: true) == nil)
    let version2 = Self.file(version: 2, curve: curve, curves: curves)
    #expect(try SceneDocument.load(version2).timeline[0].curve == curve)
  }

  @Test("a name that is not one is refused, naming what a curve may be")
  func unknown() {
    let text = Self.file(version: 2, curve: "easeOutBak", curves: ["easeIn"])
    #expect(throws: SceneFileError.self) { try SceneDocument.load(text) }
    do {
      _ = try SceneDocument.load(text)
    } catch {
      #expect(error.path == "timeline[0].curve")
      #expect(error.problem.contains("Penner's easings such as easeOutBack"))
    }
  }
}
