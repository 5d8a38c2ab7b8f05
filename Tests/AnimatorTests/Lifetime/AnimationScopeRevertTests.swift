import Testing

@testable import Animator

/// `AnimationScope.revert()`: each kind of target gets back, bit for bit, the model value it had
/// just before the scope first changed it, however the scope's animations changed it.
@Suite("Reverting a scope")
struct AnimationScopeRevertTests {
  /// The bit patterns of every floating-point number in `value`, found through its mirror.
  static func floatBits(of value: Any) -> [UInt64] {
    if let double = value as? Double { return [double.bitPattern] }
    if let float = value as? Float { return [UInt64(float.bitPattern)] }
    return Mirror(reflecting: value).children.flatMap { floatBits(of: $0.value) }
  }

  /// Every value of a card, shown and model, as bits.
  static func cardBits(_ card: Card) -> [UInt64] {
    floatBits(
      of: [
        card.$opacity.presentationValue, card.$opacity.modelValue, card.$position.presentationValue,
        card.$position.modelValue, card.$transform.presentationValue, card.$transform.modelValue,
        card.$color.presentationValue, card.$color.modelValue,
      ] as [Any])
  }

  /// A card whose values have bit patterns that arithmetic rarely gives back.
  static func oddCard() -> Card {
    let card = Card(opacity: 0.1 + 0.2)
    card.position = Point2D(x: -0.0, y: .leastNonzeroMagnitude * 3)
    card.transform = AffineTransform2D(a: 0.7, b: 0.1 + 0.2, c: -0.3, d: 1.1, tx: 1.0 / 3, ty: -7.25)
    card.color = Color(red: 0.1, green: 0.2 + 0.1, blue: 1.0 / 3, alpha: 0.9)
    return card
  }

  @Test("every value type comes back bit for bit, mid-run and after the end", arguments: [200, 5_000])
  func bitForBit(milliseconds: Int) throws {
    let rig = TestRig()
    let card = Self.oddCard()
    let before = Self.cardBits(card)
    let scope = AnimationScope()
    try scope.add { () throws(AnimationError) in
      let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: rig.engine)
      try animator.addAnimations {
        card.opacity = 1
        card.position = Point2D(x: 10, y: 20)
        card.transform = AffineTransform2D(rotationAngle: 1).scaledBy(x: 2, y: 3)
        card.color = Color(white: 0)
      }
      try animator.startAnimation()
    }
    rig.advance(milliseconds: milliseconds)
    #expect(Self.cardBits(card) != before)
    scope.revert()
    #expect(Self.cardBits(card) == before)
  }

  @Test(
    "a key path set through the engine comes back: written by its property mid-run, into the object after the end",
    arguments: [200, 5_000])
  func keyPaths(milliseconds: Int) throws {
    let rig = TestRig()
    let node = ScopedNode()
    node.x = 0.1 + 0.2
    node.position = Point2D(x: -0.0, y: 3)
    let scope = AnimationScope()
    try scope.add { () throws(AnimationError) in
      try rig.engine.animate(duration: 1) {
        rig.engine.set(\.x, on: node, to: 5)
        rig.engine.set(\.position, on: node, to: Point2D(x: 4, y: 4))
      }
      let timeline = Timeline(engine: rig.engine)
      try timeline.addTween(of: \ScopedNode.x, on: node, to: 9, duration: 2)
      try timeline.startAnimation()
    }
    rig.advance(milliseconds: milliseconds)
    #expect(node.x != 0.1 + 0.2)
    scope.revert()
    #expect(node.x.bitPattern == (0.1 + 0.2).bitPattern)
    #expect(node.position.x.bitPattern == (-0.0).bitPattern && node.position.y == 3)
    rig.advance(milliseconds: 5_000)
    #expect(node.x.bitPattern == (0.1 + 0.2).bitPattern)
  }

  @Test(
    "a closure target is called with the value it had before, also after its animation ended", arguments: [200, 5_000])
  func closureTargets(milliseconds: Int) throws {
    let rig = TestRig()
    var received: [Double] = []
    let scope = AnimationScope()
    try scope.add { () throws(AnimationError) in
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimation(from: 0.1 + 0.2, to: 7) { received.append($0) }
      try animator.startAnimation()
    }
    rig.advance(milliseconds: milliseconds)
    #expect(received.last != 0.1 + 0.2)
    scope.revert()
    #expect(received.last?.bitPattern == (0.1 + 0.2).bitPattern)
  }

  @Test("a spring that took a running animation over reverts to the model beneath, not to what was shown")
  func springTakeover() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.5)
    let unscoped = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try unscoped.addAnimations { card.opacity = 1 }
    try unscoped.startAnimation()
    rig.advance(milliseconds: 300)
    #expect(card.$opacity.presentationValue != 1)
    let scope = AnimationScope()
    try scope.add { () throws(AnimationError) in
      let spring = try SpringAnimation(card.$opacity, to: 3, engine: rig.engine)
      try spring.startAnimation()
    }
    rig.advance(milliseconds: 100)
    scope.revert()
    #expect(card.opacity == 1 && card.$opacity.presentationValue == 1)
    #expect(card.$opacity.animationCount == 0)
    // The animator the spring took over still runs, out of the scope: an engine and its running
    // players keep each other alive, so the test ends it.
    #expect(unscoped.state == .active)
    try unscoped.stopAnimation(true)
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("a block that begins from the current state reverts to the model beneath the animation it took over")
  func beginFromCurrentStateTakeover() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.5)
    let unscoped = try rig.engine.animate(duration: 1) { card.opacity = 1 }
    rig.advance(milliseconds: 300)
    let scope = AnimationScope()
    try scope.add { () throws(AnimationError) in
      try rig.engine.runningPropertyAnimator(withDuration: 1, options: .beginFromCurrentState) { card.opacity = 0 }
    }
    rig.advance(milliseconds: 100)
    #expect(card.$opacity.animationCount == 1)
    scope.revert()
    #expect(card.opacity == 1 && card.$opacity.presentationValue == 1)
    // The quick animation taken over still runs, out of the scope: the test ends it, so that the
    // engine and what runs on it can go.
    #expect(unscoped.isRunning)
    unscoped.cancel()
    #expect(!rig.engine.hasRunningAnimations)
  }

  @Test("keyframes and a timeline's spring, which add path layers, revert too")
  func pathLayers() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.1 + 0.2)
    card.position = Point2D(x: 1.0 / 3, y: 0)
    let before = (bits(card.$opacity), bits(card.$position))
    let scope = AnimationScope()
    try scope.add { () throws(AnimationError) in
      let keyframes = try Keyframes(values: [0.0, 2, 1], keyTimes: [0, 0.5, 1])
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.$opacity.animate(through: keyframes) }
      try animator.startAnimation()
      let timeline = Timeline(engine: rig.engine)
      try timeline.addSpring(of: card.$position, to: Point2D(x: 5, y: 5), spring: .bouncy)
      try timeline.startAnimation()
    }
    rig.advance(milliseconds: 400)
    #expect((bits(card.$opacity), bits(card.$position)) != before)
    scope.revert()
    #expect(bits(card.$opacity) == before.0 && bits(card.$position) == before.1)
  }

  @Test("UIKit's keyframe animation reverts: what its closure set outside a keyframe, and in each")
  func keyframeAnimations() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.1 + 0.2)
    let before = (bits(card.$opacity), bits(card.$position))
    let scope = AnimationScope()
    try scope.add { () throws(AnimationError) in
      try rig.engine.animateKeyframes(withDuration: 1) { keyframes in
        card.position = Point2D(x: 3, y: 4)
        keyframes.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.opacity = 1 }
        keyframes.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.opacity = 0 }
      }
    }
    #expect(scope.players.count == 1 && scope.players[0] is Timeline)
    rig.advance(milliseconds: 600)
    #expect((bits(card.$opacity), bits(card.$position)) != before)
    scope.revert()
    #expect(bits(card.$opacity) == before.0 && bits(card.$position) == before.1)
  }

  @Test("a timeline added after its first run notes what its replay changes")
  func timelineReplay() throws {
    let rig = TestRig()
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 0.5) { card.opacity = 1 }
    try timeline.startAnimation()
    rig.advance(milliseconds: 1_000)
    card.opacity = 0.1 + 0.2
    let scope = AnimationScope()
    scope.add(timeline)
    try timeline.startAnimation()
    rig.advance(milliseconds: 200)
    #expect(scope.journal.count == 1)
    scope.revert()
    #expect(bits(card.$opacity) == [(0.1 + 0.2).bitPattern, (0.1 + 0.2).bitPattern])
  }

  @Test("only the first change of a property is noted: a revert goes past every later one")
  func firstChangeOnly() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.25)
    let scope = AnimationScope()
    for target in [1.0, 2, 3] {
      try scope.add { () throws(AnimationError) in try rig.engine.animate(duration: 0.1) { card.opacity = target } }
      rig.advance(milliseconds: 200)
    }
    #expect(scope.journal.count == 1 && card.opacity == 3)
    scope.revert()
    #expect(card.opacity == 0.25)
  }

  @Test("an animation outside the scope keeps moving, relative to the value put back; its changes stay")
  func unscopedAnimationsCarryOn() throws {
    let rig = TestRig()
    let card = Card(opacity: 0.25)
    let unscoped = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try unscoped.addAnimations {
      card.opacity = 0.5
      card.position = Point2D(x: 8, y: 0)
    }
    try unscoped.startAnimation()
    let scope = AnimationScope()
    try scope.add { () throws(AnimationError) in try rig.engine.animate(duration: 1) { card.opacity = 2 } }
    rig.advance(milliseconds: 250)
    scope.revert()
    // The model before the scope's change, the unscoped animator's; its layer (0.25 → 0.5, a
    // quarter done) stays on it.
    #expect(card.opacity == 0.5)
    #expect(card.$opacity.animationCount == 1)
    #expect(card.$opacity.presentationValue == 0.5 + (0.25 - 0.5) * (1 - 0.25))
    #expect(card.position == Point2D(x: 8, y: 0), "the scope never changed the position")
    rig.advance(milliseconds: 1_000)
    #expect(card.$opacity.presentationValue == 0.5)
  }

  @Test("a value whose owner went is skipped")
  func goneOwners() throws {
    let rig = TestRig()
    let kept = Card(opacity: 0.25)
    let scope = AnimationScope()
    weak var gone: Card?
    try {
      let card = Card(opacity: 0.5)
      gone = card
      try scope.add { () throws(AnimationError) in
        try rig.engine.animate(duration: 0.1) {
          card.opacity = 1
          kept.opacity = 1
        }
      }
    }()
    rig.advance(milliseconds: 200)
    #expect(gone == nil)
    #expect(scope.journal.count == 2)
    scope.revert()
    #expect(kept.opacity == 0.25)
  }
}
