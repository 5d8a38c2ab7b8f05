import Animator
import Testing

/// The engine's completion order when many animations end in one tick (CompletionQueue).
@Suite("Completions of many animations in one tick")
struct CompletionQueueTests {
  @Test("animations that all ended by a tick complete in it, beyond maximumCompletionsPerTick")
  func allEndedComplete() throws {
    let rig = TestRig()
    rig.engine.maximumCompletionsPerTick = 10
    let cards = (0..<50).map { _ in Card() }
    var completed = 0
    for card in cards {
      let animator = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.opacity = 1 }
      animator.addCompletion { _ in completed += 1 }
      try animator.startAnimation()
    }
    rig.advance(milliseconds: 200)
    #expect(completed == 50)
    #expect(rig.engine.runningAnimationCount == 0)
    #expect(cards.allSatisfy { $0.$opacity.presentationValue == 1 })
  }

  @Test("completions run in the order the animations ended, ties in the order they started")
  func order() throws {
    let rig = TestRig()
    var generator = SeededGenerator(seed: 6)
    var ended: [Int] = []
    var expected: [(milliseconds: Int, index: Int)] = []
    for index in 0..<300 {
      let milliseconds = Int.random(in: 1...40, using: &generator) * 10
      expected.append((milliseconds, index))
      let animator = PropertyAnimator(duration: .milliseconds(milliseconds), curve: .linear, engine: rig.engine)
      animator.addCompletion { _ in ended.append(index) }
      try animator.startAnimation()
    }
    rig.advance(milliseconds: 1000)
    let order = expected.sorted { ($0.milliseconds, $0.index) < ($1.milliseconds, $1.index) }.map(\.index)
    #expect(ended == order)
  }

  @Test("an animation a completion restarts, ending within the same tick, completes again in it")
  func restartedWithinTick() throws {
    let rig = TestRig()
    let card = Card()
    var runs = 0
    let first = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: rig.engine)
    let second = PropertyAnimator(duration: .milliseconds(300), curve: .linear, engine: rig.engine)
    try first.addAnimations { card.opacity = 1 }
    first.addCompletion { _ in
      runs += 1
      // Restarting `second` from here moves its end from 300 ms to 100 + 200 ms.
      try? second.stopAnimation(true)
      let again = PropertyAnimator(duration: .milliseconds(200), curve: .linear, engine: rig.engine)
      again.addCompletion { _ in runs += 10 }
      try? again.startAnimation()
    }
    second.addCompletion { _ in runs += 100 }
    try first.startAnimation()
    try second.startAnimation()
    rig.advance(milliseconds: 1000)
    #expect(runs == 11)  // first, then the animator it started; second was stopped without finishing
    #expect(rig.engine.runningAnimationCount == 0)
  }
}
