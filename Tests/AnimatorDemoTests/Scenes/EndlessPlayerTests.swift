import Animator
import Testing

@testable import AnimatorDemoKit

/// The player the demo adds to the library's animators and timelines: the endless chain (bars).
@Suite("Endless player")
struct PlayerTests {
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
