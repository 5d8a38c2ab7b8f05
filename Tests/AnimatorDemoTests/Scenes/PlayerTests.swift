import Animator
import Testing

@testable import AnimatorDemoKit

/// The two players the demo adds to the library's animators: the group (login, launch) and the
/// endless chain (bars).
@Suite("Players")
struct PlayerTests {
  @Test("a group's cues run once each way however the playhead crosses them")
  func groupCues() throws {
    let engine = AnimationEngine(clock: ManualClock())
    let group = AnimatorGroup(duration: 2, engine: engine)
    var log: [String] = []
    group.cue(at: 1, forward: { log.append("in") }, backward: { log.append("out") })
    try group.setFractionComplete(0.25)
    try group.setFractionComplete(0.75)
    try group.setFractionComplete(1)
    try group.setFractionComplete(0.5)
    try group.setFractionComplete(0.49)
    try group.setFractionComplete(0.6)
    #expect(log == ["in", "out", "in"])
  }

  @Test("a group's children follow its time from their own starts, and it finishes where asked")
  func groupChildren() throws {
    let engine = AnimationEngine(clock: ManualClock())
    let layer = Layer(name: "layer")
    let child = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try child.addAnimations { layer.opacity = 0 }
    let group = AnimatorGroup(duration: 3, engine: engine)
    group.add(child, at: 1)
    try group.setFractionComplete(0.5)
    #expect(layer.$opacity.presentationValue.isApproximatelyEqual(to: 0.5, tolerance: 1e-9))
    try group.stopAnimation(false)
    var ended: AnimatingPosition?
    group.addCompletion { ended = $0 }
    try group.finishAnimation(at: .start)
    #expect(ended == .start)
    #expect(layer.$opacity.presentationValue == 1)
    #expect(group.state == .inactive)
  }

  @Test("the endless player refuses to reverse or finish at the end, and changes nothing then")
  func endlessRefusals() throws {
    let scene = BarsScene()
    let player = scene.endless
    #expect(throws: AnimationError.self) { try player.setReversed(true) }
    try player.startAnimation()
    scene.advance(by: .seconds(1))
    try player.stopAnimation(false)
    #expect(throws: AnimationError.self) { try player.finishAnimation(at: .end) }
    #expect(player.state == .stopped)
    #expect(throws: AnimationError.self) { try player.startAnimation() }
    try player.finishAnimation(at: .current)
    #expect(player.state == .inactive)
    #expect(throws: AnimationError.self) { try player.stopAnimation(true) }
  }

  @Test("the endless player's fraction is its time over the scrub window; pausing stops the engine")
  func endlessTime() throws {
    let scene = BarsScene()
    let player = scene.endless
    try player.setFractionComplete(0.25)
    #expect(player.state == .active && !player.isRunning)
    #expect(player.fractionComplete.isApproximatelyEqual(to: 0.25))
    scene.advance(by: .seconds(1))
    #expect(scene.chainSeconds.isApproximatelyEqual(to: 2.5), "paused: time does not move")
    try player.startAnimation()
    scene.advance(by: .seconds(1))
    #expect(scene.chainSeconds.isApproximatelyEqual(to: 3.5))
    #expect(throws: AnimationError.self) { try player.seek(toSeconds: 601) }
  }
}
