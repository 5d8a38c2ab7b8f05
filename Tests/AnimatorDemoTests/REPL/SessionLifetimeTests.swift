import Animator
import Testing

@testable import AnimatorDemoKit

/// A scene the session lets go of (load, reset, quit) is ended and released, even if it was
/// running: an engine and its running animations keep each other alive, so a scene left running
/// would keep its engine, animators and layers in memory for good.
@Suite("Session lifetimes")
struct SessionLifetimeTests {
  @Test("a scene replaced or quit while running is ended and its engine released", arguments: SceneKind.allCases)
  func replacedSceneIsReleased(kind: SceneKind) {
    let session = Session(configuration: SessionConfiguration(), scene: kind)
    weak let first = session.scene.engine
    _ = session.handle("play")
    _ = session.handle("tap")
    _ = session.handle("step 300ms")
    _ = session.handle("load \(kind.name)")
    #expect(first == nil, "\(kind.name) replaced while running")
    weak let second = session.scene.engine
    _ = session.handle("play")
    _ = session.handle("step 200ms")
    _ = session.handle("reset")
    #expect(second == nil, "\(kind.name) reset while running")
    _ = session.handle("play")
    _ = session.handle("step 100ms")
    _ = session.handle("quit")
    #expect(!session.scene.engine.hasRunningAnimations, "\(kind.name) ended at quit")
  }
}
