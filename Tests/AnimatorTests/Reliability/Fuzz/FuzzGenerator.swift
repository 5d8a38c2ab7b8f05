import Animator

/// Draws episodes for the model-based fuzzer from a seed: an animator configuration and a sequence
/// of actions in which every public action appears, with bad arguments, zero and huge clock steps.
struct FuzzGenerator {
  private var random: SeededGenerator
  private var nextCompletionID = 1

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  private mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &random)]
  }

  mutating func configuration() -> FuzzConfiguration {
    FuzzConfiguration(
      durationMilliseconds: pick([0, 100, 300, 300, 1000, 1000, 2500]),
      curve: pick(ModelCurve.allCases),
      scrubsLinearly: chance(0.7),
      pausesOnCompletion: chance(0.2),
      initialValue: Double(Int.random(in: -20...20, using: &random)))
  }

  /// `count` actions for an animator made with `configuration`. A model follows along so that a
  /// stopped animator is usually finished soon (only `finishAnimation(at:)` leaves that state, and
  /// time spent there tests little).
  mutating func actions(count: Int, for configuration: FuzzConfiguration) -> [FuzzAction] {
    let model = ReferenceAnimator(
      duration: .milliseconds(configuration.durationMilliseconds), curve: configuration.curve,
      scrubsLinearly: configuration.scrubsLinearly, pausesOnCompletion: configuration.pausesOnCompletion,
      value: configuration.initialValue)
    var diagnostics: [AnimationError] = []
    return (0..<count).map { _ in
      let next = model.phase == .stopped && chance(0.3) ? .finish(pick([.end, .start, .current])) : action()
      _ = FuzzRunner.perform(next, on: model, diagnostics: &diagnostics)
      return next
    }
  }

  /// A value a block sets: a small integer, or a fraction of one.
  private mutating func value() -> Double {
    Double(Int.random(in: -400...400, using: &random)) / 4
  }

  /// A number for a fraction or a factor: mostly in range, sometimes out of it, rarely not finite.
  private mutating func fraction(low: Double, high: Double) -> Double {
    switch Int.random(in: 0..<40, using: &random) {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return 0
    case 4: return 1
    default:
      return (Double.random(in: low...high, using: &random) * 1000).rounded() / 1000
    }
  }

  private mutating func step() -> Duration {
    switch Int.random(in: 0..<20, using: &random) {
    case 0, 1: return .zero
    case 2..<12: return .milliseconds(Int.random(in: 1...50, using: &random))
    case 12..<18: return .milliseconds(Int.random(in: 50...1500, using: &random))
    case 18: return .microseconds(Int.random(in: 1...999, using: &random))
    default: return pick([.seconds(1000), .seconds(1_000_000), .seconds(30 * 86_400), .seconds(1_000_000_000)])
    }
  }

  private mutating func completion() -> FuzzCompletion {
    let id = nextCompletionID
    nextCompletionID += 1
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<10: return .log(id: id)
    case 10..<15: return .chain(id: id, remaining: Int.random(in: 1...4, using: &random))
    case 15..<17: return .reverseAndRestart(id: id)
    default: return .misuse(id: id)
    }
  }

  private mutating func action() -> FuzzAction {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<8: return .start
    case 8..<12:
      return .startAfterDelay(
        chance(0.05) ? .milliseconds(-10) : .milliseconds(Int.random(in: 0...500, using: &random)))
    case 12..<14:
      return .startAfterDelaySeconds(
        chance(0.2) ? pick([.nan, .infinity, -1]) : Double.random(in: 0...0.5, using: &random))
    case 14..<22: return .pause
    case 22..<27: return .stop(withoutFinishing: chance(0.4))
    case 27..<31: return .finish(pick([.end, .start, .current]))
    case 31..<38: return .setFraction(fraction(low: -0.3, high: 1.3))
    case 38..<40: return .assignFraction(fraction(low: -0.3, high: 1.3))
    case 40..<47: return .setReversed(chance(0.5))
    case 47..<49: return .setInterruptible(chance(0.6))
    case 49..<50: return chance(0.5) ? .setScrubsLinearly(chance(0.7)) : .setPausesOnCompletion(chance(0.3))
    case 50..<56: return .addAnimations(value: value(), delayFactor: nil)
    case 56..<61: return .addAnimations(value: value(), delayFactor: fraction(low: -0.2, high: 1.2))
    case 61..<66: return .addCompletion(completion())
    case 66..<71:
      let factor = chance(0.3) ? 0 : fraction(low: -0.1, high: 3)
      return .continueAnimation(curve: chance(0.4) ? nil : pick(ModelCurve.allCases), durationFactor: factor)
    default: return .advance(step())
    }
  }
}
