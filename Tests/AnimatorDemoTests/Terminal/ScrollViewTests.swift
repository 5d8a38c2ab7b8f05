import Animator
import Testing

@testable import AnimatorDemoKit

/// The scroll scene's live view: `play`, `scrub` and `scroll` alone open it in a terminal (a script
/// is told what works instead), and there the arrow keys scroll the page, through the same pure
/// key handling as the scrubber (``Session/liveKey(_:mode:)``).
@Suite("The scroll scene's live view")
struct ScrollViewTests {
  func session(interactive: Bool = true) -> Session {
    var configuration = SessionConfiguration()
    configuration.interactive = interactive
    return Session(configuration: configuration, scene: .scroll)
  }

  func offset(_ session: Session) -> Double {
    (session.scene as? ScrollScene)?.scrollOffset ?? .nan
  }

  @Test("in a terminal, play, scrub and scroll alone open the live view rather than a refusal")
  func opens() {
    for line in ["play", "scrub", "scroll"] {
      let response = session().handle(line)
      #expect(response.next == .scrub, "\(line)")
      #expect(response.lines.first?.contains("↑/↓ scroll") == true, "\(line): \(response.lines)")
    }
  }

  @Test("in a script, play, scrub and scroll alone name the commands that work")
  func script() {
    for line in ["play", "scrub", "scroll", "scrub 0.5", "pause"] {
      let response = session(interactive: false).handle(line)
      #expect(response.next == .prompt)
      #expect(response.lines == [ScrollScene.scrollInstead], "\(line)")
    }
    #expect(ScrollScene.scrollInstead.contains("\"scroll 300\""))
    #expect(ScrollScene.scrollInstead.contains("\"scroll\" alone opens the live view"))
  }

  @Test("↑ and ↓ scroll 40 points, shift 400, j/k and J/K too; the page stops at its ends")
  func arrows() {
    let session = session()
    #expect(session.liveKey(.down, mode: .scrub) != .leave(acted: false))
    #expect(offset(session) == 40)
    _ = session.liveKey(.character("j"), mode: .scrub)
    #expect(offset(session) == 80)
    _ = session.liveKey(.shiftDown, mode: .scrub)
    #expect(offset(session) == 480)
    _ = session.liveKey(.character("J"), mode: .scrub)
    #expect(offset(session) == 880)
    _ = session.liveKey(.up, mode: .scrub)
    _ = session.liveKey(.character("k"), mode: .scrub)
    #expect(offset(session) == 800)
    _ = session.liveKey(.shiftUp, mode: .scrub)
    _ = session.liveKey(.character("K"), mode: .scrub)
    #expect(offset(session) == 0)
    _ = session.liveKey(.shiftUp, mode: .scrub)
    #expect(offset(session) == 0, "the page stops at its top")
    for _ in 0..<10 { _ = session.liveKey(.shiftDown, mode: .scrub) }
    #expect(offset(session) == ScrollScene.maximumOffset, "and at its bottom")
    _ = session.liveKey(.home, mode: .scrub)
    #expect(offset(session) == 0)
    _ = session.liveKey(.end, mode: .scrub)
    #expect(offset(session) == ScrollScene.maximumOffset)
  }

  @Test("the scroll's crossings are the view's messages, and the status follows the page")
  func messages() {
    let session = session()
    guard case .stay(let message) = session.liveKey(.shiftDown, mode: .scrub) else {
      Issue.record("shift-↓ left the view")
      return
    }
    #expect(message?.hasPrefix("page at 400.0 of 1756") == true, "\(message ?? "nil")")
    #expect(session.statusLine().hasPrefix("scroll · 0.23 s of 1.00 s (23%)"))
  }

  @Test("space flings the page at a held key's speed, and it settles on a card as the clock runs")
  func fling() {
    let session = session()
    _ = session.liveKey(.down, mode: .scrub)
    _ = session.liveKey(.down, mode: .scrub)
    guard case .stay(let message) = session.liveKey(.space, mode: .scrub) else {
      Issue.record("space left the view")
      return
    }
    #expect(message?.hasPrefix("released at 80.0 moving 1200 pt/s: it settles at") == true, "\(message ?? "nil")")
    for _ in 0..<120 { session.liveAdvance(by: .seconds(1) / 60) }
    let scroll = session.scene as? ScrollScene
    #expect(scroll.map { $0.snapOffsets.contains($0.scrollOffset) } == true, "\(offset(session))")
    // A space with no key step before it lets go at rest: the page settles on the nearest card.
    guard case .stay(let still) = session.liveKey(.space, mode: .scrub) else {
      Issue.record("space left the view")
      return
    }
    #expect(still?.contains("moving 0 pt/s") == true, "\(still ?? "nil")")
  }

  @Test("r says what works here; q, escape and Ctrl-C leave")
  func otherKeys() {
    let session = session()
    #expect(
      session.liveKey(.character("r"), mode: .scrub)
        == .stay("the scroll drives this page: ↑/↓ scroll it, space flings it"))
    #expect(!session.scene.player.isReversed)
    for key in [Key.character("q"), .escape, .interrupt] {
      #expect(session.liveKey(key, mode: .scrub) == .leave(acted: false), "\(key)")
    }
  }

  @Test("the live screen shows the scroll keys and where the page is")
  func screen() {
    let session = session()
    _ = session.liveKey(.shiftDown, mode: .scrub)
    let lines = session.liveScreen(mode: .scrub, message: nil, columns: 100, rows: 30)
    #expect(lines.contains { $0.hasPrefix("↑/↓ scroll 40 pt  shift ↑/↓ 400 pt  space fling") })
    #expect(lines.contains { $0.hasPrefix("[") && $0.hasSuffix("page at 400 of 1756 pt") })
  }

  @Test("in a terminal, scroll opens the view, whose keys scroll the page, and a recording of it replays")
  func endToEnd() throws {
    let terminal = ScriptedTerminal(views: [
      ScriptedTerminal.View(keys: [
        ScriptedTerminal.key("\u{1B}[B", at: .milliseconds(100)),
        ScriptedTerminal.key("\u{1B}[B", at: .milliseconds(150)),
        ScriptedTerminal.key("\u{1B}[1;2B", at: .milliseconds(200)),
        ScriptedTerminal.key("q", at: .milliseconds(300)),
      ])
    ])
    let files = SceneGoldenTests.Files()
    let output = try LiveRecordingTests.interactive(
      ["record scroll.txt", "load scroll", "scroll", "record stop", "replay scroll.txt"], terminal: terminal,
      files: files)
    #expect(terminal.entered == 1)
    let recording = try #require(files.contents["scroll.txt"])
    let keys = recording.components(separatedBy: "\n").filter { $0.hasPrefix("live scroll") }
    #expect(keys == ["live scroll 40.0", "live scroll 40.0", "live scroll 400.0"], "\(recording)")
    // The view's last status, and the replay's, show the page at 480 points (27%).
    let ends = output.components(separatedBy: "\n").filter { $0.hasPrefix("scroll · 0.27 s of 1.00 s (27%)") }
    #expect(ends.count == 2, "\(output)")
  }
}
