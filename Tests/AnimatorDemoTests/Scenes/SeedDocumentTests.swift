import Animator
import AnimatorScene
import Testing

@testable import AnimatorDemoKit

/// The seed scenes written in the scene format: seed → file → scene draws the seed's frames.
@Suite("Seed documents")
struct SeedDocumentTests {
  /// The frame a scene draws at `seconds`: its SVG, numbers rounded as the renderer writes them.
  static func frame(_ scene: any DemoScene, at seconds: Double) throws -> String {
    try scene.seek(toSeconds: seconds)
    return SVGRenderer.document(
      frames: [SVGRenderer.Frame(label: "", root: LayerSnapshot(scene.root))], size: scene.size,
      window: scene.windowColor, title: "")
  }

  /// Whether two trees are the same, their numbers equal within 1e-9.
  static func close(_ a: LayerSnapshot, _ b: LayerSnapshot) -> Bool {
    func near(_ x: [Double], _ y: [Double]) -> Bool {
      zip(x, y).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0)) }
    }
    let t = a.transform
    let u = b.transform
    let c = a.backgroundColor
    let d = b.backgroundColor
    return a.name == b.name && a.contents == b.contents
      && near(
        [a.position.x, a.position.y, a.bounds.origin.x, a.bounds.origin.y, a.bounds.size.width, a.bounds.size.height],
        [b.position.x, b.position.y, b.bounds.origin.x, b.bounds.origin.y, b.bounds.size.width, b.bounds.size.height])
      && near(
        [a.anchorPoint.x, a.anchorPoint.y, a.opacity, a.cornerRadius],
        [b.anchorPoint.x, b.anchorPoint.y, b.opacity, b.cornerRadius])
      && near([t.a, t.b, t.c, t.d, t.tx, t.ty], [u.a, u.b, u.c, u.d, u.tx, u.ty])
      && near([c.red, c.green, c.blue, c.alpha], [d.red, d.green, d.blue, d.alpha])
      && a.maskStorage.count == b.maskStorage.count && zip(a.maskStorage, b.maskStorage).allSatisfy { close($0, $1) }
      && a.sublayers.count == b.sublayers.count && zip(a.sublayers, b.sublayers).allSatisfy { close($0, $1) }
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
        // And the values themselves, not only as drawn: equal to rounding (the splash's second
        // block computes (t / 0.7 − 0.8) / 0.2 where its tween computes (t − 0.56) / 0.14).
        let same = Self.close(LayerSnapshot(file.root), LayerSnapshot(seed.root))
        #expect(same, "\(kind) at \(time)")
        if shown != expected || !same { return }
      }
    }
  }

  @Test("bars: the exported rendition, saved and loaded, draws the seed's frames over its span")
  func barsRendition() throws {
    let document = SeedDocuments.bars
    let loaded = try SceneDocument.load(document.jsonText())
    #expect(loaded == document)
    // Each link of the first 10 s is two tweens (bounds and position), in start order.
    #expect(document.timeline.count >= 40 && document.timeline.count.isMultiple(of: 2))
    let seed = BarsScene()
    let file = try FileScene(document: loaded, kind: .bars)
    #expect(file.windowColor == seed.windowColor)
    let span = SeedDocuments.barsSpan
    let times = (0..<50).map { span * Double($0) / 49 }
    for time in times + times.reversed() {
      let expected = try Self.frame(seed, at: time)
      let shown = try Self.frame(file, at: time)
      #expect(shown == expected, "bars at \(time)")
      let same = Self.close(LayerSnapshot(file.root), LayerSnapshot(seed.root))
      #expect(same, "bars at \(time)")
      if shown != expected || !same { return }
    }
  }

  @Test(
    "editing a spring-timed tween: a new duration refits the spring, a curve replaces it, bad input changes nothing")
  func springTimingEdits() throws {
    let scene = try FileScene(document: SeedDocuments.login)
    let before = scene.document
    // A duration of 0 fits no spring: refused before anything changes.
    #expect(throws: AnimationError.self) { try scene.setDuration(at: 0, 0) }
    #expect(scene.document == before)
    // 5 s: the same as a file that says 5 s (the spring fitted to 5 s, not stretched from 2.5 s).
    try scene.setDuration(at: 0, 5)
    var expected = SeedDocuments.login
    expected.timeline[0].duration = 5
    let fresh = try FileScene(document: expected)
    for time in [0.3, 1.2, 2.5, 4] {
      #expect(try Self.frame(scene, at: time) == Self.frame(fresh, at: time), "at \(time)")
    }
    try scene.setCurve(at: 0, "easeIn")
    #expect(scene.document.timeline[0].springTiming == nil && scene.document.timeline[0].curve == "easeIn")
  }
}
