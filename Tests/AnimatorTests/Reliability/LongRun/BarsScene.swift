import Animator

/// Seed 003's "Live" equaliser: three bars whose heights change at random forever. Each bar runs
/// `engine.animate(withDuration: 0.3...0.5, options: .curveEaseInOut)` to a random height, and its
/// completion starts the next one: an endless chain.
final class BarsScene {
  final class Bar {
    @Animated var height = 0.5
  }

  let engine: AnimationEngine
  let bars = (0..<3).map { _ in Bar() }
  private var random: SeededGenerator
  /// Per bar: the exact instant its current animation started, its duration and its target.
  private(set) var current: [(start: Duration, duration: Duration, target: Double)]
  /// Completions so far.
  private(set) var completions = 0
  /// The first animator of each bar, which must be released once it has ended.
  private(set) var firstAnimators: [() -> PropertyAnimator?] = []
  /// The animator each bar runs now (held weakly: the engine keeps it).
  private(set) var currentAnimators: [() -> PropertyAnimator?] = []
  /// Completions whose bar was not exactly at its target, or that came at an instant other than
  /// the one the durations add up to.
  private(set) var inexact: [String] = []

  init(engine: AnimationEngine, seed: UInt64) throws {
    self.engine = engine
    random = SeededGenerator(seed: seed)
    current = []
    for index in bars.indices {
      current.append((.zero, .zero, 0))
      try animate(index, from: engine.time)
    }
  }

  private func animate(_ index: Int, from start: Duration) throws(AnimationError) {
    let target = (Double.random(in: 0.1...1, using: &random) * 1000).rounded() / 1000
    let seconds = Double.random(in: 0.3...0.5, using: &random)
    current[index] = (start, .seconds(seconds), target)
    let bar = bars[index]
    let animator = try engine.runningPropertyAnimator(
      withDuration: seconds, options: .curveEaseInOut,
      animations: { bar.height = target },
      completion: { [unowned self] _ in
        completions += 1
        if bar.height != target || bar.$height.presentationValue != target {
          inexact.append("bar \(index) at \(bar.$height.presentationValue), not \(target)")
        }
        let end = current[index].start + current[index].duration
        do { try animate(index, from: end) } catch { inexact.append("\(error)") }
      })
    if firstAnimators.count < bars.count {
      firstAnimators.append { [weak animator] in animator }
      currentAnimators.append { [weak animator] in animator }
    } else {
      currentAnimators[index] = { [weak animator] in animator }
    }
  }

  /// Stops the chain: an endless chain otherwise keeps its engine, its animators and its bars alive.
  func stop() throws {
    for current in currentAnimators {
      try current()?.stopAnimation(true)
    }
  }

  /// How far each bar's current animation should be at engine time `time`, from the durations
  /// alone: exact chaining means these instants never drift.
  func expectedFractions(at time: Duration) -> [Double] {
    current.map { (time - $0.start) / $0.duration }
  }
}
