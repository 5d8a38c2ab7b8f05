import Animator
import Testing

@Suite("AnimationEngine.needsFrames")
struct NeedsFramesTests {
  @Test("follows starts, pauses, resumes, the engine's pause and the end, told once per change")
  func followsActivity() throws {
    let rig = TestRig()
    let card = Card()
    var told: [Bool] = []
    let observation = rig.engine.observeNeedsFrames { told.append($0) }
    #expect(!rig.engine.needsFrames)
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    #expect(rig.engine.needsFrames)
    rig.advance(milliseconds: 100)
    // A paused animator is not running: hasRunningAnimations and needsFrames turn false.
    try animator.pauseAnimation()
    #expect(!rig.engine.hasRunningAnimations)
    #expect(!rig.engine.needsFrames)
    try animator.startAnimation()
    #expect(rig.engine.needsFrames)
    rig.engine.isPaused = true
    #expect(rig.engine.hasRunningAnimations)
    #expect(!rig.engine.needsFrames)
    rig.engine.isPaused = true  // no change, nothing told
    rig.engine.isPaused = false
    rig.advance(milliseconds: 900)  // the end
    #expect(!rig.engine.needsFrames)
    #expect(told == [true, false, true, false, true, false])
    withExtendedLifetime(observation) {}
  }

  @Test("an animation that ends and another that its completion starts make no change in the tick")
  func chainWithinATickIsOneStretch() throws {
    let rig = TestRig()
    let card = Card()
    var told: [Bool] = []
    let observation = rig.engine.observeNeedsFrames { told.append($0) }
    let first = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: rig.engine)
    let second = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: rig.engine)
    try first.addAnimations { card.opacity = 1 }
    try second.addAnimations { card.opacity = 0 }
    first.addCompletion { _ in try? second.startAnimation() }
    try first.startAnimation()
    rig.advance(milliseconds: 150)  // first ends, second starts from its completion
    #expect(rig.engine.needsFrames)
    rig.advance(milliseconds: 100)
    #expect(told == [true, false])
    withExtendedLifetime(observation) {}
  }

  @Test("time the engine spends paused or idle, with no ticks, is not played afterwards")
  func untickedTimeIsNotPlayed() throws {
    let rig = TestRig()
    let card = Card()
    // Idle for 5 s with no tick, then a start: the animation starts now.
    rig.clock.advance(by: .seconds(5))
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue == 0.25)
    // Paused for 10 s with no tick (a loop that stops while paused), then resumed.
    rig.engine.isPaused = true
    rig.clock.advance(by: .seconds(10))
    rig.engine.isPaused = false
    rig.advance(milliseconds: 250)
    #expect(card.$opacity.presentationValue == 0.5)
  }

  @Test("waitUntilNeedsFrames returns at once when frames are needed, and throws when cancelled")
  func waitReturnsOrThrows() async throws {
    let rig = TestRig()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    let card = Card()
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    try await rig.engine.waitUntilNeedsFrames()
    try animator.pauseAnimation()
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await AnimationEngine.fixedStep().waitUntilNeedsFrames()
    }
    await #expect(throws: CancellationError.self) { try await cancelled.value }
  }
}
