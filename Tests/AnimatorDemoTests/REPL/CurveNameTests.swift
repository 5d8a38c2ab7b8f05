import Animator
import AnimatorScene
import Testing

@testable import AnimatorDemoKit

/// The demo's curve names are one list, the scene format's (`SceneCurve.names`): every name the
/// `curve` command plots, `add tween … curve NAME` and `set NAME curve NAME` take, a scene file
/// reads, and `help curve` and `curve` list.
@Suite("Curve names are one list")
struct CurveNameTests {
  /// A user's scene with one layer, `box`, and one tween on it, `fade`.
  func session() -> Session {
    let session = Session(configuration: SessionConfiguration())
    _ = session.handle("new card")
    _ = session.handle("add tween fade box.opacity to 0 for 0.5s")
    return session
  }

  @Test("the curve command plots exactly the format's names, in its order")
  func commandReadsTheFormatsList() {
    #expect(CurveCatalog.named.map(\.name) == SceneCurve.names)
    #expect(SceneCurve.names.count == 35)
    #expect(SceneCurve.names.contains("easeOutBack"))
  }

  @Test("every name the curve command plots is taken by add tween and set curve", arguments: SceneCurve.names)
  func editorTakesEveryName(name: String) throws {
    let session = session()
    let plot = session.handle("curve \(name)")
    #expect(plot.lines.first?.hasPrefix("curve \(name):") == true, "\(plot.lines)")
    let added = session.handle("add tween t box.cornerRadius to 12 for 1s curve \(name)")
    #expect(!added.failed && added.lines.first?.hasPrefix("added tween t") == true, "\(added.lines)")
    let set = session.handle("set fade curve \(name)")
    #expect(set.lines.first?.hasPrefix("fade now eases \(name)") == true, "\(set.lines)")
    let file = try #require(session.scene as? FileScene)
    #expect(file.document.timeline.map(\.curve) == [name, name])
    // The scene saves and loads back with its curves, as a file of the version it says.
    let saved = try SceneDocument.load(file.documentForSaving().jsonText())
    #expect(saved.timeline.map(\.curve) == [name, name])
  }

  @Test("names are taken in any case and stored as the list spells them")
  func anyCase() throws {
    let session = session()
    #expect(!session.handle("add tween t box.cornerRadius to 12 for 1s curve EASEOUTBACK").failed)
    #expect(!session.handle("add keyframes k box.opacity values 1;0;1 for 1s curves easeinquad,EaseOutBounce").failed)
    let file = try #require(session.scene as? FileScene)
    #expect(file.document.timeline.last?.curves == ["easeInQuad", "easeOutBounce"])
    #expect(file.document.timeline[1].curve == "easeOutBack")
  }

  @Test("a scene file reads every name, each curve the named one", arguments: SceneCurve.names)
  func fileReadsEveryName(name: String) throws {
    let text = """
      {"format": "animator-scene", "version": 2, "name": "n", "size": [100, 100],
       "layers": [{"name": "box"}],
       "timeline": [{"type": "tween", "layer": "box", "property": "opacity", "to": 0, "duration": 1, "curve": "\(name)"},
                    {"type": "keyframes", "layer": "box", "property": "opacity", "values": [0, 1], "duration": 1,
                     "curves": ["\(name)"]}]}
      """
    let document = try SceneDocument.load(text)
    #expect(document.timeline[0].curve == name && document.timeline[1].curves == [name])
    #expect(try SceneDocument.load(utf8: Array(text.utf8)) == document)
    let scene = try FileScene(document: document)
    let curve = try #require(SceneCurve.curve(named: name))
    #expect(try FileScene.curve(of: document.timeline[0]).value(at: 0.3) == curve.value(at: 0.3))
    #expect(scene.timeline.children.count == 2)
  }

  @Test("help curve and curve alone list every name")
  func helpListsEveryName() {
    let session = Session(configuration: SessionConfiguration())
    let help = session.handle("help curve").lines.joined(separator: "\n")
    let listing = session.handle("curve").lines.joined(separator: "\n")
    for name in SceneCurve.names {
      #expect(help.contains(" \(name),") || help.contains(" \(name)\n"), "help curve lacks \(name)")
      #expect(listing.contains(" \(name),") || listing.contains(" \(name)\n"), "curve lacks \(name)")
    }
    #expect(session.handle("help add").lines.joined().contains("a name \"curve\" lists"))
  }

  @Test("a curve the format does not have is refused with the nearest name, and changes nothing")
  func unknownCurve() throws {
    let session = session()
    let answer = session.handle("add tween t box.cornerRadius to 12 for 1s curve easeOutBak")
    #expect(answer.failed)
    #expect(answer.lines.first?.hasPrefix("no curve \"easeOutBak\": try easeOutBack") == true, "\(answer.lines)")
    #expect(session.handle("set fade curve smooth").lines.first?.hasPrefix("no curve \"smooth\"") == true)
    let file = try #require(session.scene as? FileScene)
    #expect(file.document.timeline.count == 1 && file.document.timeline[0].curve == nil)
  }

  @Test("a curve that version 2 added moves a version 1 scene to version 2, which saves and loads back")
  func upgradesTheVersion() throws {
    let session = Session(configuration: SessionConfiguration())
    let version1 = """
      {"format": "animator-scene", "version": 1, "name": "old", "size": [100, 100], "layers": [{"name": "box"}],
       "timeline": [{"type": "tween", "name": "fade", "layer": "box", "property": "opacity", "to": 0, "duration": 1}]}
      """
    session.configuration.readFile = { _ throws(FileError) in version1 }
    _ = session.handle("load old.json")
    let file = try #require(session.scene as? FileScene)
    #expect(file.document.version == 1)
    #expect(session.handle("set fade curve easeInOut").lines.first == "fade now eases easeInOut")
    #expect(file.document.version == 1, "a curve of version 1 keeps the version")
    let answer = session.handle("set fade curve easeOutElastic")
    #expect(
      answer.lines.first
        == "fade now eases easeOutElastic (the scene is now version 2 of the format, which added that curve)")
    #expect(file.document.version == 2)
    #expect(try SceneDocument.load(file.documentForSaving().jsonText()).version == 2)
  }

  @Test("the curve command's springs are the format's spring presets")
  func springs() {
    #expect(Set(CurveCatalog.springs.map(\.name)) == Set(SceneSpringPresets.named.keys))
  }
}
