import Animator
import Testing

@testable import AnimatorDemoKit

@Suite("Session")
struct SessionTests {
  static let commands = [
    "play", "step 100ms", "pause", "reverse", "scrub 0.5", "seek 0.1s", "step 16ms", "speed 0.5", "stop", "scrub 0.2",
    "reverse", "play", "finish start", "finish end", "finish current", "tap", "state", "show", "timeline", "watch 0.1",
    "reset", "curve easeIn", "help", "scenes", "play", "finish current", "pause", "stop", "stop", "finish end",
  ]

  @Test(
    "every command answers in every scene, in any order, and the scene still draws",
    arguments: SceneKind.allCases)
  func everyCommandAnswers(kind: SceneKind) {
    var generator = SplitMix64(seed: kind.seed.flatMap { UInt64($0) } ?? 0)
    for round in 0..<3 {
      let session = Session(configuration: SessionConfiguration(), scene: kind)
      var order = Self.commands
      if round > 0 { order.shuffle(using: &generator) }
      for command in order {
        let response = session.handle(command)
        #expect(!response.lines.isEmpty, "\(kind.name): no answer to \(command)")
        #expect(response.next == .prompt)
      }
      #expect(session.frameLines().count > 10)
      #expect(session.scene.kind == kind)
    }
  }

  @Test("a command that does not apply says so in one line")
  func refusals() {
    let bars = Session(configuration: SessionConfiguration(), scene: .bars)
    #expect(bars.handle("reverse").lines.count == 1)
    #expect(
      bars.handle("finish end").lines == [
        "bars is endless: it has no end to finish at (try \"finish start\" or \"finish current\")"
      ])
    #expect(bars.handle("tap").lines.count == 1)
    let splash = Session(configuration: SessionConfiguration(), scene: .splash)
    #expect(splash.handle("stop").lines == ["nothing to stop (splash: not started): type \"play\" first"])
  }

  @Test("in a terminal, play and tap hand over to the live view, and scrub alone to the scrubber")
  func interactiveNext() {
    var configuration = SessionConfiguration()
    configuration.interactive = true
    let session = Session(configuration: configuration, scene: .splash)
    #expect(session.handle("play").next == .watch(seconds: nil))
    #expect(session.handle("scrub").next == .scrub)
    #expect(session.handle("watch 2").next == .watch(seconds: 2))
    #expect(session.handle("tap").next == .watch(seconds: nil))
    #expect(session.handle("quit").next == .quit)
  }

  @Test("the speed scales the scene's time, across loads")
  func speed() {
    let session = Session(configuration: SessionConfiguration(), scene: .login)
    _ = session.handle("speed 0.5")
    _ = session.handle("load splash")
    _ = session.handle("play")
    _ = session.handle("step 200ms")
    #expect(session.scene.playheadSeconds.isApproximatelyEqual(to: 0.1, tolerance: 1e-9))
  }

  @Test("a scripted watch advances the manual clock in frames of 1/30 s to the end of the run")
  func scriptedWatch() {
    let session = Session(configuration: SessionConfiguration(), scene: .splash)
    _ = session.handle("play")
    let response = session.handle("watch")
    #expect(response.lines.first == "watched 0.73 s on the manual clock (22 frames)")
    #expect(session.stateWords() == "ended at the end")
  }

  @Test("timelines and curve plots fit the width they are given")
  func widths() {
    let session = Session(configuration: SessionConfiguration(), scene: .launch)
    for line in session.timelineLines() { #expect(line.count <= 80, "\(line)") }
    for line in session.curveLines("easeOutElastic") { #expect(line.count <= 80, "\(line)") }
    #expect(session.curveLines("spring(0.5,0.3)").first?.hasSuffix("settles in 0.82 s") == true)
  }
}
