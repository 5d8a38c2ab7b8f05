import Testing

@testable import Animator

/// The sampling store (`SamplingStore`) against sampling through objects: the same random
/// sequences of actions on two engines, one of which never uses the store, agree to the last bit
/// after every step; and the store takes animators in, keeps their rows up to date and gives them
/// back at each change that the rows copy.
@Suite("The sampling store")
struct SamplingStoreTests {
  final class Sprite {
    @Animated var x = 0.0
    @Animated var y = 0.0
    @Animated var alpha = 1.0

    var properties: [AnimatedProperty<Double>] { [$x, $y, $alpha] }
  }

  /// One engine with its sprites and animators, driven by a script.
  final class World {
    let clock = ManualClock()
    let engine: AnimationEngine
    let sprites = (0..<4).map { _ in Sprite() }
    var animators: [PropertyAnimator] = []
    var observations: [AnimationObservation] = []
    var log: [String] = []
    /// Steps at which the store held animators (always 0 on the engine without it).
    var batchedSteps = 0

    init(batches: Bool) {
      engine = AnimationEngine(clock: clock)
      engine.samplesInBatches = batches
    }

    /// What the world shows: every value's presentation and velocity, bit for bit, and every
    /// animator's state and fraction.
    var observable: [UInt64] {
      var bits: [UInt64] = []
      for sprite in sprites {
        for property in sprite.properties {
          bits.append(property.presentationValue.bitPattern)
          bits.append(property.velocity.bitPattern)
          bits.append(property.modelValue.bitPattern)
          bits.append(UInt64(property.animationCount))
        }
      }
      for animator in animators {
        bits.append(UInt64(animator.state.hashValue & 0xffff))
        bits.append(animator.fractionComplete.bitPattern)
        bits.append(animator.isReversed ? 1 : 0)
      }
      return bits
    }

    func perform(_ action: Action) {
      do {
        try apply(action)
      } catch {
        log.append("\(action): \(error)")
      }
      // Every row agrees with the objects it copies (a debug build's assertions stop the run
      // otherwise).
      engine.checkSamplingInvariants()
      if (engine.batch?.batchedCount ?? 0) > 0 { batchedSteps += 1 }
    }

    private func animator(_ index: Int) -> PropertyAnimator? {
      animators.isEmpty ? nil : animators[index % animators.count]
    }

    private func apply(_ action: Action) throws(AnimationError) {
      switch action {
      case .make(let curve, let duration, let targets):
        let animator = PropertyAnimator(duration: .milliseconds(duration), timingParameters: curve, engine: engine)
        animator.addCompletion { [unowned self] position in self.log.append("completion \(position)") }
        try animator.addAnimations { [sprites] in
          for (sprite, property, value) in targets { Self.set(sprites[sprite], property, value) }
        }
        animators.append(animator)
      case .start(let index, let delay):
        guard let animator = animator(index) else { return }
        if delay > 0 {
          try animator.startAnimation(afterDelay: .milliseconds(delay))
        } else {
          try animator.startAnimation()
        }
      case .pause(let index):
        try animator(index)?.pauseAnimation()
      case .reverse(let index):
        guard let animator = animator(index) else { return }
        try animator.setReversed(!animator.isReversed)
      case .scrub(let index, let fraction):
        try animator(index)?.setFractionComplete(fraction)
      case .continueAnimation(let index, let curve, let factor):
        try animator(index)?.continueAnimation(withTimingParameters: curve, durationFactor: factor)
      case .stop(let index, let withoutFinishing):
        try animator(index)?.stopAnimation(withoutFinishing)
      case .finish(let index, let position):
        try animator(index)?.finishAnimation(at: position)
      case .addAnimations(let index, let targets):
        guard let animator = animator(index) else { return }
        try animator.addAnimations { [sprites] in
          for (sprite, property, value) in targets { Self.set(sprites[sprite], property, value) }
        }
      case .setModel(let sprite, let property, let value):
        Self.set(sprites[sprite], property, value)
      case .observeAnimator(let index):
        guard let animator = animator(index) else { return }
        observations.append(animator.observe { [unowned self] event in self.log.append("event \(event)") })
      case .observeProperty(let sprite, let property):
        let target = sprites[sprite].properties[property]
        observations.append(target.observe { [unowned self] value in self.log.append("value \(value.bitPattern)") })
      case .endObservations:
        observations.removeAll()
      case .advance(let microseconds):
        clock.advance(by: .microseconds(microseconds))
        engine.tick()
      }
    }

    static func set(_ sprite: Sprite, _ property: Int, _ value: Double) {
      switch property {
      case 0: sprite.x = value
      case 1: sprite.y = value
      default: sprite.alpha = value
      }
    }
  }

  enum Action: CustomStringConvertible {
    case make(TimingParameters, Int, [(Int, Int, Double)])
    case start(Int, delay: Int)
    case pause(Int)
    case reverse(Int)
    case scrub(Int, Double)
    case continueAnimation(Int, TimingParameters?, Double)
    case stop(Int, Bool)
    case finish(Int, AnimatingPosition)
    case addAnimations(Int, [(Int, Int, Double)])
    case setModel(Int, Int, Double)
    case observeAnimator(Int)
    case observeProperty(Int, Int)
    case endObservations
    case advance(Int64)

    var description: String {
      switch self {
      case .make(let curve, let duration, let targets): "make(\(curve), \(duration) ms, \(targets))"
      case .start(let index, let delay): "start(\(index), delay: \(delay))"
      case .pause(let index): "pause(\(index))"
      case .reverse(let index): "reverse(\(index))"
      case .scrub(let index, let fraction): "scrub(\(index), \(fraction))"
      case .continueAnimation(let index, let curve, let factor):
        "continue(\(index), \(String(describing: curve)), \(factor))"
      case .stop(let index, let without): "stop(\(index), \(without))"
      case .finish(let index, let position): "finish(\(index), \(position))"
      case .addAnimations(let index, let targets): "addAnimations(\(index), \(targets))"
      case .setModel(let sprite, let property, let value): "setModel(\(sprite), \(property), \(value))"
      case .observeAnimator(let index): "observeAnimator(\(index))"
      case .observeProperty(let sprite, let property): "observeProperty(\(sprite), \(property))"
      case .endObservations: "endObservations"
      case .advance(let microseconds): "advance(\(microseconds) µs)"
      }
    }
  }

  static func curve(_ generator: inout SeededGenerator) -> TimingParameters {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: .curve(.easeInOut)
    case 1: .curve(.linear)
    case 2: .curve(.easeInOutCubic)
    case 3: .curve(try! .cubicBezier(0.3, 0.1, 0.2, 1.4))
    case 4: try! .spring(dampingRatio: 0.6)
    default: .curve(.easeOut)
    }
  }

  static func targets(_ generator: inout SeededGenerator) -> [(Int, Int, Double)] {
    (0..<Int.random(in: 1...4, using: &generator)).map { _ in
      (
        Int.random(in: 0..<4, using: &generator), Int.random(in: 0..<3, using: &generator),
        Double(Int.random(in: -100...100, using: &generator))
      )
    }
  }

  static func action(_ generator: inout SeededGenerator) -> Action {
    let index = Int.random(in: 0..<8, using: &generator)
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<10:
      return .make(
        curve(&generator), Int.random(in: 0...900, using: &generator), targets(&generator))
    case 10..<22:
      return .start(index, delay: Bool.random(using: &generator) ? 0 : Int.random(in: 1...200, using: &generator))
    case 22..<27: return .pause(index)
    case 27..<32: return .reverse(index)
    case 32..<35: return .scrub(index, Double.random(in: -0.1...1.1, using: &generator))
    case 35..<39:
      return .continueAnimation(
        index, Bool.random(using: &generator) ? nil : curve(&generator),
        [0, 0.5, 1, 2][Int.random(in: 0..<4, using: &generator)])
    case 39..<42: return .stop(index, Bool.random(using: &generator))
    case 42..<44: return .finish(index, [.start, .end, .current][Int.random(in: 0..<3, using: &generator)])
    case 44..<47: return .addAnimations(index, targets(&generator))
    case 47..<51:
      return .setModel(
        Int.random(in: 0..<4, using: &generator), Int.random(in: 0..<3, using: &generator),
        Double(Int.random(in: -100...100, using: &generator)))
    case 51: return .observeAnimator(index)
    case 52: return .observeProperty(Int.random(in: 0..<4, using: &generator), Int.random(in: 0..<3, using: &generator))
    case 53..<57: return .endObservations
    default:
      let frame = [0, 16_667, 16_666, 33_333, 1, 250_000, 1_000_000][Int.random(in: 0..<7, using: &generator)]
      return .advance(Int64(frame))
    }
  }

  @Test(
    "random actions show the same values, velocities, states and events with and without the store", arguments: 0..<8)
  func agreesWithObjects(shard: Int) {
    var batchedSteps = 0
    for episode in 0..<40 {
      var generator = SeededGenerator(seed: UInt64(shard * 1_000 + episode) &* 0x9E37_79B9)
      let actions = (0..<150).map { _ in Self.action(&generator) }
      let stored = World(batches: true)
      let plain = World(batches: false)
      for (step, action) in actions.enumerated() {
        stored.perform(action)
        plain.perform(action)
        guard stored.observable == plain.observable, stored.log == plain.log else {
          Issue.record(
            """
            Episode \(episode) of shard \(shard) differs after step \(step), \(action):
            \(actions[...step].map(\.description).joined(separator: "\n"))
            store: \(stored.log.suffix(4))
            plain: \(plain.log.suffix(4))
            """)
          return
        }
      }
      #expect(plain.batchedSteps == 0)
      batchedSteps += stored.batchedSteps
    }
    // The store took part: animators had rows at a good share of the steps.
    #expect(batchedSteps > 40 * 150 / 20)
  }

  @Test("an animator gets a row at its first tick and keeps it while nothing it copies changes")
  func rowLifecycle() throws {
    let world = World(batches: true)
    world.perform(.make(.curve(.easeInOut), 1_000, [(0, 0, 100), (0, 1, 50)]))
    let animator = world.animators[0]
    try animator.startAnimation()
    #expect(PropertyAnimator.offerIndex(animator.laneRow) == 0)
    world.perform(.advance(16_667))
    #expect(animator.laneRow >= 0)
    #expect(world.engine.batch?.batchedCount == 1)
    // The property reads its presentation from the store's cell.
    #expect(world.sprites[0].$x.laneOutput != nil)
    let shown = world.sprites[0].$x.presentationValue
    #expect(shown > 0 && shown < 100)
    // Reversing while running updates the row in place.
    try animator.setReversed(true)
    #expect(animator.laneRow >= 0)
    // An observer gives the row up; the animator is sampled through its objects from then on.
    let observation = animator.observe { _ in }
    #expect(animator.laneRow == PropertyAnimator.noLaneRow)
    #expect(world.sprites[0].$x.laneOutput == nil)
    #expect(world.sprites[0].$x.presentationValue == shown)
    #expect(world.engine.batch?.batchedCount == 0)
    _ = observation
  }

  @Test("animators offered a row and stopped before the next tick leave the offers at once")
  func offersWithdrawn() throws {
    let world = World(batches: true)
    let sprites = (0..<5).map { _ in Sprite() }
    var animators: [PropertyAnimator] = []
    for sprite in sprites {
      let animator = PropertyAnimator(duration: .milliseconds(500), curve: .easeOut, engine: world.engine)
      try animator.addAnimations { sprite.x = 50 }
      try animator.startAnimation()
      animators.append(animator)
    }
    #expect(animators.map { PropertyAnimator.offerIndex($0.laneRow) } == [0, 1, 2, 3, 4])
    // The second leaves: the last takes its place.
    try animators[1].stopAnimation(true)
    #expect(animators[1].laneRow == PropertyAnimator.noLaneRow)
    #expect(animators.map { PropertyAnimator.offerIndex($0.laneRow) } == [0, nil, 2, 3, 1])
    // The last offer leaves, then the first; then one is let go of entirely (the list never held it).
    try animators[3].stopAnimation(true)
    try animators[0].stopAnimation(true)
    #expect(animators.map { PropertyAnimator.offerIndex($0.laneRow) } == [nil, nil, 0, nil, 1])
    weak let released = animators[0]
    animators[0] = animators[4]
    #expect(released == nil)
    world.perform(.advance(100_000))
    #expect(world.engine.batch?.batchedCount == 2)
    #expect(animators[2].laneRow >= 0 && animators[4].laneRow >= 0)
    #expect(sprites[2].$x.presentationValue == sprites[4].$x.presentationValue)
    // Stopped where it stood: no layer left, the value shown is the model value.
    #expect(sprites[0].$x.animationCount == 0 && sprites[0].$x.presentationValue == sprites[0].x)
  }

  @Test("a second layer on a property gives its animator's row up, with the value shown kept")
  func secondLayerGivesUp() throws {
    let world = World(batches: true)
    world.perform(.make(.curve(.linear), 1_000, [(0, 0, 100)]))
    world.perform(.start(0, delay: 0))
    world.perform(.advance(500_000))
    let first = world.animators[0]
    #expect(first.laneRow >= 0)
    let shown = world.sprites[0].$x.presentationValue
    #expect(shown == 50)
    // Another animation of the same property (its block runs when it starts): the first
    // animator's row goes.
    world.perform(.make(.curve(.linear), 1_000, [(0, 0, 200)]))
    world.perform(.start(1, delay: 0))
    #expect(first.laneRow == PropertyAnimator.noLaneRow)
    #expect(world.sprites[0].$x.laneOutput == nil)
    #expect(world.sprites[0].$x.presentationValue == shown)
    world.perform(.advance(100_000))
    // Neither animator fits a row now: the property has two layers.
    #expect(world.engine.batch?.batchedCount == 0)
    #expect(world.sprites[0].$x.animationCount == 2)
  }

  @Test("setting the model value while animating updates the row's copy")
  func modelChange() throws {
    let world = World(batches: true)
    world.perform(.make(.curve(.linear), 1_000, [(0, 0, 100)]))
    world.perform(.start(0, delay: 0))
    world.perform(.advance(250_000))
    #expect(world.animators[0].laneRow >= 0)
    world.sprites[0].x = 300
    // Still one layer, so still in the store, now relative to the new model value.
    #expect(world.animators[0].laneRow >= 0)
    world.perform(.advance(250_000))
    // 300 + (0 - 100) × (1 - 0.5)
    #expect(world.sprites[0].$x.presentationValue == 250)
  }

  @Test("values whose owners let go while they animate in the store end safely, with their animators")
  func ownersLetGo() throws {
    let world = World(batches: true)
    weak var weakSprite: Sprite?
    do {
      let sprite = Sprite()
      weakSprite = sprite
      let animator = PropertyAnimator(duration: .milliseconds(100), curve: .easeInOut, engine: world.engine)
      try animator.addAnimations {
        sprite.x = 10
        sprite.y = 20
      }
      try animator.startAnimation()
      let other = PropertyAnimator(duration: .milliseconds(100), curve: .linear, engine: world.engine)
      try other.addAnimations { sprite.alpha = 0 }
      try other.startAnimation()
      world.perform(.advance(16_667))
      #expect(animator.laneRow >= 0 && other.laneRow >= 0)
      // A stop gives the rows up as the blocks let go of the values.
      try other.stopAnimation(true)
    }
    // The values went with the sprite, each giving its row up first: the animator, whose every
    // value went, ends at the next tick.
    #expect(weakSprite == nil)
    #expect(world.engine.batch?.batchedCount == 0)
    world.perform(.advance(50_000))
    #expect(world.engine.runningAnimationCount == 0)
    world.perform(.advance(100_000))
    #expect(world.engine.batch?.batchedCount == 0)
    #expect(!world.engine.hasRunningAnimations)
  }

  @Test("rows given up are compacted, and the engine goes when nothing runs")
  func compactionAndRelease() throws {
    weak var weakEngine: AnimationEngine?
    do {
      let world = World(batches: true)
      weakEngine = world.engine
      let sprites = (0..<200).map { _ in Sprite() }
      var animators: [PropertyAnimator] = []
      for (index, sprite) in sprites.enumerated() {
        let animator = PropertyAnimator(
          duration: .milliseconds(index % 2 == 0 ? 100 : 1_000), curve: .easeInOut, engine: world.engine)
        try animator.addAnimations { sprite.x = 10 }
        try animator.startAnimation()
        animators.append(animator)
      }
      world.perform(.advance(16_667))
      #expect(world.engine.batch?.batchedCount == 200)
      // Half of them end: their rows are given up, then compacted at a later tick.
      world.perform(.advance(100_000))
      #expect(world.engine.batch?.batchedCount == 100)
      world.perform(.advance(16_667))
      for (index, animator) in animators.enumerated() where index % 2 == 1 {
        #expect(animator.laneRow >= 0 && animator.laneRow < 100)
      }
      let expected = sprites.map { $0.$x.presentationValue }
      // The values survive the move: each property follows its row.
      world.perform(.advance(0))
      #expect(sprites.map { $0.$x.presentationValue } == expected)
      world.perform(.advance(2_000_000))
      #expect(world.engine.batch?.batchedCount == 0)
      #expect(sprites.allSatisfy { $0.x == 10 && $0.$x.presentationValue == 10 && $0.$x.laneOutput == nil })
    }
    #expect(weakEngine == nil)
  }
}
