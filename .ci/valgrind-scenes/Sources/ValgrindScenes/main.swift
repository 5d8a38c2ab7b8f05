import Animator

/// Plays the scenes of the seed documents' kind (chains, delays, springs, keyframes, targets,
/// interruptions) on a manual clock, ends every animation, lets everything go, and checks that the
/// objects it animated were released. Valgrind then reports whatever memory is still lost.
final class Layer {
  @Animated var opacity = 0.0
  @Animated var transform = AffineTransform2D(scaleX: 0.8, y: 0.8)
  @Animated var bounds = Rect2D(x: 0, y: 0, width: 60, height: 60)
  var x = 0.0
}

/// SplitMix64, so that the scenes are the same on every run.
struct Random: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@MainActor
func play() throws -> [() -> AnyObject?] {
  let clock = ManualClock()
  let engine = AnimationEngine(clock: clock)
  var watched: [() -> AnyObject?] = []
  func tick(_ milliseconds: Int, times: Int = 1) {
    for _ in 0..<times {
      clock.advance(by: .milliseconds(milliseconds))
      engine.tick()
    }
  }

  // Seed 003: three bars in an endless chain, stopped after ten minutes.
  var random = Random(state: 3)
  var running = true
  let bars = (0..<3).map { _ in Layer() }
  func bounce(_ bar: Layer) throws {
    let height = Double.random(in: 0.1...1, using: &random)
    try engine.animate(
      withDuration: Double.random(in: 0.3...0.5, using: &random), options: .curveEaseInOut,
      animations: { bar.opacity = height },
      completion: { _ in if running { try? bounce(bar) } })
  }
  for bar in bars { try bounce(bar) }
  tick(60_000, times: 10)
  running = false
  tick(1000)
  watched += bars.map { bar in { [weak bar] in bar } }

  // Seed 001: two blocks, the second delayed, a completion, a spring continue after a scrub.
  let logo = Layer()
  let splash = PropertyAnimator(duration: .milliseconds(700), curve: .easeOut, engine: engine)
  try splash.addAnimations { logo.transform = AffineTransform2D(scaleX: 0.75, y: 0.75) }
  try splash.addAnimations(
    {
      logo.transform = AffineTransform2D(scaleX: 1.5, y: 1.5)
      logo.opacity = 1
    }, delayFactor: 0.8)
  splash.addCompletion { _ in logo.x = 1 }
  try splash.startAnimation()
  tick(16, times: 20)
  try splash.pauseAnimation()
  splash.fractionComplete = 0.3
  try splash.continueAnimation(
    withTimingParameters: .spring(try SpringTimingParameters(dampingRatio: 0.6, initialVelocity: 2)), durationFactor: 1)
  tick(16, times: 60)

  // Seed 002: keyframes on bounds, a key-path target, a closure target, an observation.
  let mask = Layer()
  let keyframes = try Keyframes(
    values: [
      Rect2D(x: 0, y: 0, width: 60, height: 60), Rect2D(x: 0, y: 0, width: 50, height: 50),
      Rect2D(x: 0, y: 0, width: 2000, height: 2000),
    ],
    keyTimes: [0, 0.5, 1], timingCurves: [.easeInEaseOut, .easeOut])
  let launch = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
  try launch.addAnimations { mask.$bounds.animate(through: keyframes) }
  try launch.addAnimation(of: \Layer.x, on: mask, to: 100)
  var seen = 0.0
  try launch.addAnimation(from: 0.0, to: 1.0) { seen = $0 }
  let observation = launch.observe { _ in seen += 0 }
  try launch.startAnimation(afterDelay: .milliseconds(500))
  tick(16, times: 100)
  observation.cancel()

  // Interruptions: reversed, stopped and finished at the start, stopped without finishing, released
  // while paused, a repeating animation stopped.
  let card = Layer()
  let back = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
  try back.addAnimations { card.opacity = 1 }
  try back.startAnimation()
  tick(16, times: 20)
  back.isReversed = true
  tick(16, times: 10)
  try back.stopAnimation(false)
  try back.finishAnimation(at: .start)
  let dropped = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
  try dropped.addAnimation(of: \Layer.x, on: card, to: 5)
  try dropped.startAnimation()
  tick(16, times: 5)
  try dropped.stopAnimation(true)
  var paused: PropertyAnimator? = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
  try paused?.addAnimations { card.transform = .identity }
  paused?.fractionComplete = 0.5
  paused = nil
  let forever = try engine.animate(withDuration: 0.25, options: [.repeat, .autoreverse]) { card.bounds.size.width = 10 }
  tick(16, times: 100)
  try forever.stopAnimation(true)
  tick(16)

  guard !engine.hasRunningAnimations else { fatalError("animations still running") }
  print("scenes played: \(seen), \(logo.x), \(mask.x)")
  let objects: [AnyObject] = [logo, mask, card, splash, launch, back, dropped, forever, engine]
  watched += objects.map { object in { [weak object] in object } }
  return watched
}

let watched = try play()
let alive = watched.filter { $0() != nil }.count
print(alive == 0 ? "everything released" : "\(alive) objects still alive")
if alive != 0 { fatalError("objects still alive after the scenes") }
