import Animator
import AnimatorScene
import Testing

@testable import AnimatorDemoKit

/// The seed scenes written in the scene format: seed → file → scene draws the seed's frames.
@Suite("Seed documents")
struct SeedDocumentTests {
  /// The frame a scene shows at `seconds`, and its window colour.
  static func frame(_ scene: any DemoScene, at seconds: Double) throws -> LayerSnapshot {
    try scene.seek(toSeconds: seconds)
    return LayerSnapshot(scene.root)
  }

  @Test("each seed, saved and loaded, draws the seed's frames at 50 times, forwards and back")
  func roundTrip() throws {
    for (kind, document) in SeedDocuments.all {
      let text = document.jsonText()
      let loaded = try SceneDocument.load(text)
      #expect(loaded == document)
      let seed = kind.make()
      let file = try FileScene(document: loaded, kind: kind)
      #expect(file.windowColor == seed.windowColor)
      #expect(file.length == seed.length)
      let total = seed.length.seconds
      let times = (0..<50).map { total * Double($0) / 49 }
      for time in times + times.reversed() {
        let expected = try Self.frame(seed, at: time)
        let shown = try Self.frame(file, at: time)
        #expect(shown == expected, "\(kind) at \(time)")
        if shown != expected { return }
      }
    }
  }
}
