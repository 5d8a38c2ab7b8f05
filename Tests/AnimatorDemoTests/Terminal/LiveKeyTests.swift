import Animator
import Testing

@testable import AnimatorDemoKit

/// The interactive scrubber's keys, without a terminal: the session does what each key says.
@Suite("Live view keys")
struct LiveKeyTests {
  func session(_ scene: SceneKind) -> Session {
    var configuration = SessionConfiguration()
    configuration.interactive = true
    return Session(configuration: configuration, scene: scene)
  }

  @Test("← and → move the playhead 1% of the run, shift 10%, home and end to the ends")
  func arrows() {
    let session = session(.login)
    #expect(session.liveKey(.right, mode: .scrub) == .stay(nil))
    #expect(session.scene.playheadSeconds.isApproximatelyEqual(to: 0.025))
    _ = session.liveKey(.shiftRight, mode: .scrub)
    #expect(session.scene.playheadSeconds.isApproximatelyEqual(to: 0.275))
    _ = session.liveKey(.left, mode: .scrub)
    #expect(session.scene.playheadSeconds.isApproximatelyEqual(to: 0.25))
    _ = session.liveKey(.end, mode: .scrub)
    #expect(session.scene.position.isApproximatelyEqual(to: 1))
    _ = session.liveKey(.shiftRight, mode: .scrub)
    #expect(session.scene.position.isApproximatelyEqual(to: 1), "the playhead stops at the end")
    _ = session.liveKey(.home, mode: .scrub)
    #expect(session.scene.position.isApproximatelyEqual(to: 0))
    #expect(session.scene.player.state == .active && !session.scene.player.isRunning, "scrubbing pauses")
  }

  @Test("space plays and pauses, r reverses, q, escape and Ctrl-C leave")
  func controls() {
    let session = session(.splash)
    _ = session.liveKey(.space, mode: .scrub)
    #expect(session.scene.player.isRunning)
    _ = session.liveKey(.space, mode: .scrub)
    #expect(!session.scene.player.isRunning)
    _ = session.liveKey(.character("r"), mode: .scrub)
    #expect(session.scene.player.isReversed)
    for key in [Key.character("q"), .escape, .interrupt, .endOfInput] {
      guard case .leave = session.liveKey(key, mode: .scrub) else {
        Issue.record("\(key) does not leave the scrubber")
        continue
      }
    }
    guard case .leave = session.liveKey(.character("x"), mode: .watch) else {
      Issue.record("any key leaves watch")
      return
    }
  }

  @Test("the live screen fits the terminal and shows the playhead as a bar")
  func screen() {
    let session = session(.launch)
    _ = session.moveTo(seconds: 1)
    let lines = session.liveScreen(mode: .scrub, message: "hello", columns: 60, rows: 20)
    #expect(lines.count <= 20)
    #expect(lines.contains { $0.hasPrefix("[") && $0.hasSuffix("1.00 s / 2.00 s") })
    #expect(lines.last == "hello")
    #expect(session.progressBar(width: 30) == "[██████░░░░░░] 1.00 s / 2.00 s")
  }
}
