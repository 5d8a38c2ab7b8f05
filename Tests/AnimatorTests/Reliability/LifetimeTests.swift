import Animator
import Testing

/// After an animation ends, however it ends, the animator lets go of what it was given: its
/// animation blocks, its completions, and the objects and closures it animated. Each is watched
/// through a weak reference to an object it captured.
@Suite("Lifetimes")
struct LifetimeTests {
  /// Something a closure captures, so that a weak reference shows whether the closure is still held.
  final class Token {}

  /// An object whose property is animated through a key path.
  final class Node {
    var x = 0.0
  }

  enum Ending: String, CaseIterable, Sendable {
    case natural, stopWithoutFinishing, stopAndFinish, released
  }

  /// Weak references to what an animator was given.
  struct Watched {
    weak var block: Token?
    weak var completion: Token?
    weak var node: Node?
    weak var update: Token?

    var anyHeld: Bool { block != nil || completion != nil || node != nil || update != nil }
    /// Whether the animator holds what it runs: its completion and closure target (its blocks run
    /// once and are let go of), and never the key path's object.
    var heldWhileRunning: Bool { completion != nil && update != nil && node == nil }
  }

  /// Gives `animator` a block, a completion, a key-path target and a closure target, each holding
  /// an object that only it refers to.
  static func load(_ animator: PropertyAnimator, _ card: Card) throws -> Watched {
    let tokens = (Token(), Token(), Token())
    let target = Node()
    try animator.addAnimations { withExtendedLifetime(tokens.0) { card.opacity = 1 } }
    animator.addCompletion { _ in withExtendedLifetime(tokens.1) {} }
    try animator.addAnimations { [engine = animator.engine] in engine.set(\Node.x, on: target, to: 1) }
    try animator.addAnimation(from: 0.0, to: 1.0) { _ in withExtendedLifetime(tokens.2) {} }
    return Watched(block: tokens.0, completion: tokens.1, node: target, update: tokens.2)
  }

  @Test("blocks, completions and targets are released when the run ends", arguments: Ending.allCases)
  func releasesWhatItHeld(_ ending: Ending) throws {
    let rig = TestRig()
    let card = Card()
    var animator: PropertyAnimator? = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    weak let weakAnimator = animator
    let watched = try Self.load(animator!, card)
    try animator?.startAnimation()
    rig.advance(milliseconds: 500)
    #expect(watched.heldWhileRunning, "the completion and the closure held while running; the key path's object never")
    switch ending {
    case .natural: rig.advance(milliseconds: 500)
    case .stopWithoutFinishing: try animator?.stopAnimation(true)
    case .stopAndFinish:
      try animator?.stopAnimation(false)
      try animator?.finishAnimation(at: .end)
    case .released:
      try animator?.pauseAnimation()
      animator = nil
    }
    #expect(
      !watched.anyHeld,
      "block \(watched.block != nil), completion \(watched.completion != nil), key-path target \(watched.node != nil), closure target \(watched.update != nil)"
    )
    animator = nil
    #expect(weakAnimator == nil, "nothing keeps an animator that is not running")
    #expect(card.$opacity.animationCount == 0)
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("a running animator is kept by its engine until it ends, then released")
  func runningAnimatorIsKeptUntilItEnds() throws {
    let rig = TestRig()
    let card = Card()
    weak var weakAnimator: PropertyAnimator?
    do {
      let animator = try rig.engine.runningPropertyAnimator(withDuration: 1) { card.opacity = 1 }
      weakAnimator = animator
    }
    rig.advance(milliseconds: 500)
    #expect(weakAnimator != nil, "you can start one and let go of it")
    rig.advance(milliseconds: 500)
    #expect(weakAnimator == nil)
    #expect(card.opacity == 1)
  }

  /// Stops `victim` and lets go of it from inside a tick, returning whether it was still alive
  /// right after.
  final class Dropper {
    var victim: PropertyAnimator?
    weak var watched: PropertyAnimator?
    var aliveRightAfter: Bool?

    func drop() {
      try? victim?.stopAnimation(true)
      victim = nil
      aliveRightAfter = watched != nil
    }
  }

  /// One value that the dropped animator moves.
  final class Dial {
    @Animated var value = 0.0
  }

  static func running(_ dial: Dial, on engine: AnimationEngine) throws -> PropertyAnimator {
    let animator = PropertyAnimator(duration: .seconds(3), curve: .linear, engine: engine)
    try animator.addAnimations { dial.value = 2 }
    try animator.startAnimation()
    return animator
  }

  @Test("an animator stopped and let go of by a completion is released at once")
  func releasedFromACompletion() throws {
    let rig = TestRig()
    let card = Card()
    let dial = Dial()
    let dropper = Dropper()
    dropper.victim = try Self.running(dial, on: rig.engine)
    dropper.watched = dropper.victim
    let ending = PropertyAnimator(duration: .milliseconds(500), curve: .linear, engine: rig.engine)
    try ending.addAnimations { card.opacity = 1 }
    ending.addCompletion { _ in dropper.drop() }
    try ending.startAnimation()
    rig.advance(milliseconds: 600)
    // Completions run after the tick's sampling pass, which is the only part of a tick that
    // refers to its clients without holding them: nothing needs the stopped one any more.
    #expect(dropper.aliveRightAfter == false)
    #expect(dial.value > 0 && dial.value < 2 && dial.$value.presentationValue == dial.value, "stopped where it was")
    #expect(card.opacity == 1)
  }

  @Test("an animator stopped and let go of by a closure target during the sampling pass lives until the pass ends")
  func keptThroughTheSamplingPass() throws {
    let rig = TestRig()
    let dial = Dial()
    let dropper = Dropper()
    let meddler = PropertyAnimator(duration: .seconds(2), curve: .linear, engine: rig.engine)
    try meddler.addAnimation(from: 0.0, to: 1.0) { value in
      if value >= 0.25, dropper.victim != nil { dropper.drop() }
    }
    try meddler.startAnimation()
    // Registered after the meddler, so the pass reaches it after the closure target has run.
    dropper.victim = try Self.running(dial, on: rig.engine)
    dropper.watched = dropper.victim
    rig.advance(milliseconds: 600)
    #expect(dropper.aliveRightAfter == true, "the pass still walks it, unretained")
    #expect(dropper.watched == nil, "released when the tick ends")
    #expect(dial.value > 0 && dial.value < 2 && dial.$value.presentationValue == dial.value, "stopped where it was")
    rig.advance(milliseconds: 2_000)
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("an engine whose animations have ended is released with its last reference")
  func engineIsReleased() throws {
    weak var weakEngine: AnimationEngine?
    let card = Card()
    do {
      let clock = ManualClock()
      let engine = AnimationEngine(clock: clock)
      weakEngine = engine
      try engine.animate(withDuration: 0.5) { card.opacity = 1 }
      clock.advance(by: .seconds(1))
      engine.tick()
    }
    #expect(weakEngine == nil)
  }

  @Test("an observation is released when cancelled, and its handler with it")
  func observationIsReleased() throws {
    let rig = TestRig()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    weak var handler: Token?
    var observation: AnimationObservation?
    do {
      let token = Token()
      handler = token
      observation = animator.observe { _ in withExtendedLifetime(token) {} }
    }
    try animator.startAnimation()
    #expect(handler != nil)
    observation?.cancel()
    observation = nil
    #expect(handler == nil)
    try animator.stopAnimation(true)
  }
}
