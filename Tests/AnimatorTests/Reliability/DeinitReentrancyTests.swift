import Animator
import Testing

/// A value that runs code when its last copy goes (a user type's class member's deinitialiser),
/// held last by an animation's block: the code runs where the block is let go of, inside the
/// engine's tick or an action, and may start, stop or finish other animations. No crash, and every
/// other animation runs on as it would.
@Suite("Deinitialisers run by an animation's end")
struct DeinitReentrancyTests {
  /// Three values that the other animations move.
  final class Sprite {
    @Animated var opacity = 0.0
    @Animated var offset = 0.0
    @Animated var scale = 0.0
  }

  /// The actions a deinitialiser takes on the engine's other animations. Its animations capture
  /// the card they move, not the meddling that stores them: a timeline keeps its tweens for as long
  /// as it lives, so a tween that captured its owner would be a cycle that never goes.
  final class Meddling {
    let engine: AnimationEngine
    var animators: [PropertyAnimator] = []
    var timelines: [Timeline] = []
    var quick: [QuickAnimation] = []
    var ran = 0
    let card = Sprite()

    init(engine: AnimationEngine) throws {
      self.engine = engine
      let card = self.card
      for index in 0..<3 {
        let animator = PropertyAnimator(duration: .seconds(3), curve: .linear, engine: engine)
        try animator.addAnimations { card.opacity = Double(index) }
        try animator.startAnimation()
        animators.append(animator)
        let timeline = Timeline(engine: engine)
        try timeline.addTween(duration: 3, curve: .linear) { card.offset = Double(index) }
        try timeline.startAnimation()
        timelines.append(timeline)
        quick.append(try engine.animate(duration: .seconds(3)) { card.scale = Double(index) })
      }
    }

    func meddle() {
      ran += 1
      try? animators[0].stopAnimation(true)
      try? animators[1].stopAnimation(false)
      try? animators[1].finishAnimation(at: .end)
      try? animators[2].pauseAnimation()
      try? timelines[0].stopAnimation(true)
      try? timelines[1].seek(to: 2)
      quick[0].cancel()
      quick[1].finish()
      let next = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
      try? next.addAnimations { [card] in card.opacity = 9 }
      try? next.startAnimation()
      animators.append(next)
      if let started = try? engine.animate(duration: .seconds(1), animations: { [card] in card.scale = 9 }) {
        quick.append(started)
      }
    }
  }

  enum Player: String, CaseIterable, CustomTestStringConvertible {
    case animatorAtItsEnd, animatorStopped, animatorReleased, timelineAtItsEnd, timelineStopped, quickAtItsEnd
    var testDescription: String { rawValue }
  }

  @Test("a value let go of with its animation's block may start, stop and finish others", arguments: Player.allCases)
  func valueEndMeddles(player: Player) throws {
    let rig = TestRig()
    let meddling = try Meddling(engine: rig.engine)
    var animator: PropertyAnimator?
    var timeline: Timeline?
    // Held by the test (a value whose owner lets it go ends its animation at the next tick); the
    // value each block replaces, with the action, is held by the block's layer alone.
    let property = AnimatedProperty(Tagged(value: 0, action: DeinitAction { meddling.meddle() }))
    do {
      switch player {
      case .animatorAtItsEnd, .animatorStopped, .animatorReleased:
        let made = PropertyAnimator(duration: .milliseconds(500), curve: .easeInOut, engine: rig.engine)
        try made.addAnimations { property.modelValue = Tagged(value: 1, action: nil) }
        try made.startAnimation()
        animator = made
      case .timelineAtItsEnd, .timelineStopped:
        let made = Timeline(engine: rig.engine)
        try made.addTween(duration: 0.5, curve: .linear) { property.modelValue = Tagged(value: 1, action: nil) }
        try made.startAnimation()
        timeline = made
      case .quickAtItsEnd:
        try rig.engine.animate(duration: .milliseconds(500)) {
          property.modelValue = Tagged(value: 1, action: nil)
        }
      }
    }
    rig.advance(milliseconds: 250)
    switch player {
    case .animatorStopped:
      try animator?.stopAnimation(true)
      animator = nil
    case .animatorReleased:
      try animator?.pauseAnimation()
      animator = nil
    case .timelineStopped:
      try timeline?.stopAnimation(true)
      timeline = nil
    default:
      animator = nil
      timeline = nil
    }
    for _ in 0..<40 { rig.advance(milliseconds: 100) }
    #expect(meddling.ran == 1)
    #expect(meddling.animators[2].state == .active && !meddling.animators[2].isRunning)
    #expect(meddling.quick.count == 4 && !meddling.quick[0].isRunning && !meddling.quick[1].isRunning)
    // The paused one resumes; then everything ends at the values set last.
    try meddling.animators[2].startAnimation()
    for _ in 0..<40 { rig.advance(milliseconds: 100) }
    #expect(!rig.engine.hasRunningAnimations)
    #expect(meddling.card.opacity == 9 && meddling.card.$opacity.presentationValue == 9)
    #expect(meddling.card.scale == 9 && meddling.card.$scale.presentationValue == 9)
    #expect(meddling.card.offset == 2 && meddling.card.$offset.presentationValue == 2)
    withExtendedLifetime(property) {}
  }
}
