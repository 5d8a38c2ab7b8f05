import Animator
import Testing

@testable import AnimatorDemoKit

/// The interactive sheet: a scripted pan through today's public API.
@Suite("Sheet scene")
struct SheetSceneTests {
  /// UIScrollView's band for a finger `x` past the edge of a view `d` tall: `(1 − 1/(x·c/d + 1))·d`,
  /// c = 0.55.
  func band(_ x: Double, _ d: Double = 844) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }

  @Test("between the snap points the sheet follows the finger; past them the rubber band holds it")
  func dragAndBand() throws {
    let scene = SheetScene()
    #expect(scene.shownTop == 724)
    _ = try scene.drag(dy: -300)
    #expect(abs(scene.shownTop - 424) < 1e-9)
    _ = try scene.drag(dy: -450)  // the finger is 106 past open (80)
    #expect(abs(scene.shownTop - (80 - band(106))) < 1e-9)
    _ = try scene.drag(dy: 1_000)  // the finger at 974: 250 past closed (724)
    #expect(abs(scene.shownTop - (724 + band(250))) < 1e-9)
  }

  @Test("a new drag catches a sheet past its edge where the band put it, with the finger further out")
  func catchInTheBand() throws {
    let scene = SheetScene()
    _ = try scene.drag(dy: -800)  // 156 past open
    let shown = scene.shownTop
    _ = try scene.release(vy: 0)
    _ = try scene.drag(dy: 0)
    #expect(abs(scene.shownTop - shown) < 1e-9, "caught where it was shown: nothing jumps")
    #expect(abs(try #require(scene.fingerTop) - -76) < 1e-6, "the finger is 156 past open again")
  }

  @Test("release picks the snap point nearest the projection and starts at the finger's velocity")
  func release() throws {
    let scene = SheetScene()
    _ = try scene.drag(dy: -444)  // top 280
    _ = try scene.release(vy: 1500)  // coasts to 280 + 749.25: nearest closed
    #expect(scene.phase == .release("closed"))
    // The velocity just after the hand-off, from a step of 1 µs: 1500 pt/s, not UIKit's single
    // number computed for another axis. The step's error is about a·h/2 (a few hundredths).
    let before = scene.shownTop
    scene.advance(by: .microseconds(1))
    let velocity = (scene.shownTop - before) / 1e-6
    #expect(abs(velocity - 1500) < 0.5, "\(velocity)")
    scene.advance(by: .seconds(2))
    #expect(scene.shownTop == 724 && scene.player.state == .inactive)
  }

  @Test("a gentle release goes to the nearest snap point; a flick goes on to the next")
  func choice() throws {
    for (velocity, phase) in [(0.0, SheetScene.Phase.release("half")), (-900, .release("open"))] {
      let scene = SheetScene()
      _ = try scene.drag(dy: -330)  // top 394, nearest half
      _ = try scene.release(vy: velocity)
      #expect(scene.phase == phase)
    }
  }

  @Test("release without a drag changes nothing")
  func releaseWithoutDrag() throws {
    let scene = SheetScene()
    let player = scene.animator
    let lines = try scene.release(vy: 500)
    #expect(lines == ["nothing to release: drag the sheet first, like \"drag 0 -200\""])
    #expect(scene.animator === player && scene.phase == .intro && scene.shownTop == 724)
  }

  @Test("in the live scrub view ↑ and ↓ drag the sheet and space lets go at a held key's speed")
  func keys() throws {
    var configuration = SessionConfiguration()
    configuration.interactive = true
    let session = Session(configuration: configuration, scene: .sheet)
    let sheet = try #require(session.scene as? SheetScene)
    for _ in 1...8 { _ = session.liveKey(.up, mode: .scrub) }
    #expect(abs(sheet.shownTop - (724 - 320)) < 1e-9)
    // Released moving up at 40 × 30 = 1,200 pt/s from 404: it would coast to 404 − 599.4, so open.
    #expect(session.liveKey(.space, mode: .scrub) != .stay(nil))
    #expect(sheet.fingerTop == nil && sheet.phase == .release("open"))
    // With nothing held, space plays and pauses as in every scene.
    #expect(session.liveKey(.space, mode: .scrub) == .stay("paused at 0.00 s"))
  }

  @Test("after a release the sheet is where it is at a time, whatever the ticks that led there")
  func independentOfTicks() throws {
    func released() throws -> SheetScene {
      let scene = SheetScene()
      _ = try scene.drag(dy: -444)
      _ = try scene.release(vy: 1500)
      return scene
    }
    let coarse = try released()
    coarse.advance(by: .milliseconds(250))
    let fine = try released()
    for _ in 1...15 { fine.advance(by: .seconds(1) / 60) }  // 250 ms in 60 Hz frames
    #expect(abs(coarse.shownTop - fine.shownTop) < 1e-9 * 724, "\(coarse.shownTop) vs \(fine.shownTop)")
    #expect(coarse.shownTop > 600 && coarse.shownTop != 724, "on its way to closed")
  }
}
