import Animator

/// Something the tick workload can run: the library through one of its paths, or the hand-written
/// loop.
protocol TickSubject: AnyObject {
  /// The number of objects, each with four animated values.
  var count: Int { get }
  /// Animations still registered (running).
  var remaining: Int { get }
  /// Moves the clock to tick `tick` (1...60); not timed.
  func prepare(tick: Int)
  /// Runs one tick; timed.
  func tick()
  /// The four values object `index` shows now.
  func values(at index: Int) -> SIMD4<Double>
  /// The unit time at which object `index`'s animation starts (0 but on the staggered path).
  func unitTimeOffset(at index: Int) -> Double
}

/// How the tick workload reaches the user's values through the library.
enum EnginePath: String, CaseIterable {
  /// One animator per object whose four fields are `@Animated`: the recommended path.
  case animated
  /// As ``animated``, but each animator starts at its own point of its curve: animator i at unit
  /// time i × 1e-9 (``Workload/staggerOffset(_:)``), so that no two are at the same unit time on any
  /// tick and none can share another's evaluation of the curve (``Animator`` shares one evaluation
  /// among animators with the same timing at the same unit time, as ``animated`` has).
  case staggered
  /// One animator per object, whose block sets the four key paths through
  /// `AnimationEngine.set(_:on:to:)`.
  case keyPath = "keypath"
  /// One animator per object, one `addAnimation(from:to:update:)` of a `SIMD4<Double>` whose closure
  /// stores the four fields.
  case closure
}

/// The library animating `count` objects, one animator each, all started at the same instant of a
/// manual clock.
final class EngineWorld: TickSubject {
  let clock = ManualClock()
  let engine: AnimationEngine
  let path: EnginePath
  private var animatedSprites: [AnimatedSprite] = []
  private var sprites: [Sprite] = []
  private var keyPathSprites: [KeyPathSprite] = []

  /// Makes the targets only; ``start(path:curve:)`` makes the animations.
  init(count: Int, path: EnginePath) {
    engine = AnimationEngine(clock: clock)
    self.path = path
    switch path {
    case .animated, .staggered: animatedSprites = (0..<count).map { AnimatedSprite(Workload.start($0)) }
    case .keyPath: keyPathSprites = (0..<count).map { KeyPathSprite(Workload.start($0)) }
    case .closure: sprites = (0..<count).map { Sprite(Workload.start($0)) }
    }
  }

  /// Makes and starts one animator per object.
  func start(path: EnginePath, curve: CurveKind) throws {
    let end = Workload.end
    switch path {
    case .animated, .staggered:
      for (index, sprite) in animatedSprites.enumerated() {
        let animator = try curve.makeAnimator(engine: engine)
        try animator.addAnimations {
          sprite.x = end[0]
          sprite.y = end[1]
          sprite.rotation = end[2]
          sprite.alpha = end[3]
        }
        if path == .staggered {
          // fractionComplete is then the fraction of time, whatever the curve.
          animator.scrubsLinearly = false
          try animator.setFractionComplete(Workload.staggerOffset(index))
        }
        try animator.startAnimation()
      }
    case .keyPath:
      for sprite in keyPathSprites {
        let animator = try curve.makeAnimator(engine: engine)
        try animator.addAnimations { self.setKeyPathsToEnd(of: sprite) }
        try animator.startAnimation()
      }
    case .closure:
      for sprite in sprites {
        let animator = try curve.makeAnimator(engine: engine)
        try animator.addAnimation(from: sprite.values, to: end) { values in
          sprite.x = values[0]
          sprite.y = values[1]
          sprite.rotation = values[2]
          sprite.alpha = values[3]
        }
        try animator.startAnimation()
      }
    }
  }

  /// Starts one quick animation per object of the key-path path, each setting the four key paths
  /// through `AnimationEngine.set(_:on:to:)` in its block: the fire-and-forget way to animate key
  /// paths (1 s along the same curve as the animators of ``start(path:curve:)``).
  func startQuickKeyPaths(curve: CurveKind) throws {
    let timingCurve = try curve.libraryCurve()
    for sprite in keyPathSprites {
      try engine.animate(duration: .seconds(1), curve: timingCurve) { setKeyPathsToEnd(of: sprite) }
    }
  }

  /// Starts one quick animation that sets the four key paths of every object of the key-path path:
  /// one animation of many targets, as GSAP's `gsap.to(targets, …)` (1 s along the same curve).
  func startOneQuickForAllKeyPaths(curve: CurveKind) throws {
    try engine.animate(duration: .seconds(1), curve: try curve.libraryCurve()) {
      for sprite in keyPathSprites { setKeyPathsToEnd(of: sprite) }
    }
  }

  /// Sets the four key paths of `sprite` to the workload's end values through the engine (inside a
  /// block, so that they animate).
  private func setKeyPathsToEnd(of sprite: KeyPathSprite) {
    let end = Workload.end
    engine.set(\KeyPathSprite.x, on: sprite, to: end[0])
    engine.set(\KeyPathSprite.y, on: sprite, to: end[1])
    engine.set(\KeyPathSprite.rotation, on: sprite, to: end[2])
    engine.set(\KeyPathSprite.alpha, on: sprite, to: end[3])
  }

  var count: Int { animatedSprites.count + sprites.count + keyPathSprites.count }

  func unitTimeOffset(at index: Int) -> Double {
    path == .staggered ? Workload.staggerOffset(index) : 0
  }
  var remaining: Int { engine.runningAnimationCount }

  func prepare(tick: Int) {
    clock.advance(to: ManualClock.Instant(offset: .seconds(tick) / 60))
  }

  func tick() {
    engine.tick()
  }

  func values(at index: Int) -> SIMD4<Double> {
    if !animatedSprites.isEmpty { return animatedSprites[index].presentation }
    if !keyPathSprites.isEmpty { return keyPathSprites[index].values }
    return sprites[index].values
  }
}
