import Animator

/// One public action the fuzzer takes on an animator (or its clock), as data, so that a failing
/// sequence can be replayed, shrunk and printed.
enum FuzzAction: Hashable, Sendable, CustomStringConvertible {
  case start
  case startAfterDelay(Duration)
  case startAfterDelaySeconds(Double)
  case pause
  case stop(withoutFinishing: Bool)
  case finish(AnimatingPosition)
  /// `setFractionComplete(_:)`, which throws.
  case setFraction(Double)
  /// The `fractionComplete` setter, which reports refusals to the diagnostics handler.
  case assignFraction(Double)
  case setReversed(Bool)
  case setInterruptible(Bool)
  case setScrubsLinearly(Bool)
  case setPausesOnCompletion(Bool)
  /// A block that sets the property to `value`, with a delay factor or none.
  case addAnimations(value: Double, delayFactor: Double?)
  case addCompletion(FuzzCompletion)
  case continueAnimation(curve: ModelCurve?, durationFactor: Double)
  /// Advances the clock and ticks the engine once.
  case advance(Duration)

  /// The action's name, without its arguments.
  var kind: String {
    switch self {
    case .start: "start"
    case .startAfterDelay, .startAfterDelaySeconds: "startAfterDelay"
    case .pause: "pause"
    case .stop(let withoutFinishing): withoutFinishing ? "stopWithoutFinishing" : "stop"
    case .finish: "finish"
    case .setFraction, .assignFraction: "setFraction"
    case .setReversed: "setReversed"
    case .setInterruptible: "setInterruptible"
    case .setScrubsLinearly, .setPausesOnCompletion: "setOption"
    case .addAnimations(_, nil): "addAnimations"
    case .addAnimations: "addAnimationsWithDelay"
    case .addCompletion: "addCompletion"
    case .continueAnimation: "continueAnimation"
    case .advance(let step): step == .zero ? "advanceZero" : step >= .seconds(1000) ? "advanceHuge" : "advance"
    }
  }

  var description: String {
    switch self {
    case .start: "try animator.startAnimation()"
    case .startAfterDelay(let delay): "try animator.startAnimation(afterDelay: \(Self.code(delay)))"
    case .startAfterDelaySeconds(let delay): "try animator.startAnimation(afterDelay: \(Self.code(delay)) as Double)"
    case .pause: "try animator.pauseAnimation()"
    case .stop(let withoutFinishing): "try animator.stopAnimation(\(withoutFinishing))"
    case .finish(let position): "try animator.finishAnimation(at: .\(position))"
    case .setFraction(let fraction): "try animator.setFractionComplete(\(Self.code(fraction)))"
    case .assignFraction(let fraction): "animator.fractionComplete = \(Self.code(fraction))"
    case .setReversed(let reversed): "try animator.setReversed(\(reversed))"
    case .setInterruptible(let interruptible): "try animator.setInterruptible(\(interruptible))"
    case .setScrubsLinearly(let linear): "animator.scrubsLinearly = \(linear)"
    case .setPausesOnCompletion(let pauses): "animator.pausesOnCompletion = \(pauses)"
    case .addAnimations(let value, nil): "try animator.addAnimations { card.opacity = \(value) }"
    case .addAnimations(let value, let factor?):
      "try animator.addAnimations({ card.opacity = \(value) }, delayFactor: \(Self.code(factor)))"
    case .addCompletion(let completion): "animator.addCompletion(\(completion))"
    case .continueAnimation(let curve, let factor):
      "try animator.continueAnimation(withTimingParameters: \(curve.map { ".curve(.\($0))" } ?? "nil"), "
        + "durationFactor: \(Self.code(factor)))"
    case .advance(let duration): "clock.advance(by: \(Self.code(duration))); engine.tick()"
    }
  }

  private static func code(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
    return "\(value)"
  }

  private static func code(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    if attoseconds % 1_000_000_000_000_000 == 0 {
      return ".milliseconds(\(seconds * 1000 + attoseconds / 1_000_000_000_000_000))"
    }
    return "\(duration)"
  }
}

/// The animator an episode of the fuzzer drives, and its property's first value.
struct FuzzConfiguration: Hashable, Sendable, CustomStringConvertible {
  var durationMilliseconds: Int
  var curve: ModelCurve
  var scrubsLinearly: Bool
  var pausesOnCompletion: Bool
  var initialValue: Double

  var description: String {
    "PropertyAnimator(duration: .milliseconds(\(durationMilliseconds)), curve: .\(curve)) "
      + "scrubsLinearly: \(scrubsLinearly), pausesOnCompletion: \(pausesOnCompletion), card.opacity: \(initialValue)"
  }
}
