import Animator

/// Runs an episode on the animator under test and on the reference model side by side, comparing
/// everything observable after every step, and shrinks failing episodes.
enum FuzzRunner {
  /// Where the animator and the model first disagreed.
  struct Mismatch: CustomStringConvertible {
    var step: Int
    var action: FuzzAction
    /// The observation that differs, for example `fractionComplete`.
    var field: String
    var expected: String
    var actual: String

    var description: String {
      "step \(step) (\(action)): \(field) is \(actual), the model says \(expected)"
    }
  }

  /// How a run went.
  struct Outcome {
    /// The steps compared.
    var steps = 0
    /// Whether the run stopped early at a tick that fell on the end of a run to within rounding.
    var endedAtATie = false
    var mismatch: Mismatch?
    /// How often each action was taken in each state (`"paused: continueAnimation"`), and other
    /// events worth counting (`"completion called"`, `"error: invalidAction"`).
    var coverage: [String: Int] = [:]
  }

  /// Runs `actions`, returning the first disagreement, if any.
  static func run(_ configuration: FuzzConfiguration, _ actions: [FuzzAction]) -> Mismatch? {
    run(outcomeOf: configuration, actions).mismatch
  }

  /// Runs `actions`, comparing after every step until they disagree or a tick is a tie.
  static func run(outcomeOf configuration: FuzzConfiguration, _ actions: [FuzzAction]) -> Outcome {
    var outcome = Outcome()
    let live = LiveAnimator(configuration)
    defer { live.tearDown() }
    let model = ReferenceAnimator(
      duration: .milliseconds(configuration.durationMilliseconds), curve: configuration.curve,
      scrubsLinearly: configuration.scrubsLinearly, pausesOnCompletion: configuration.pausesOnCompletion,
      value: configuration.initialValue)
    var diagnostics: [AnimationError] = []
    var scale = model.valueScale
    // Values keep the rounding they had when a stop or an end made them the model value.
    var sensitivity = 0.0
    for (index, action) in actions.enumerated() {
      scale = max(scale, model.valueScale)
      sensitivity = max(sensitivity, model.sensitivity)
      outcome.coverage["\(model.phase): \(action.kind)", default: 0] += 1
      let calls = model.log.count
      let thrown = live.perform(action)
      let expected = perform(action, on: model, diagnostics: &diagnostics)
      func mismatch(_ field: String, _ want: Any, _ got: Any) -> Mismatch {
        Mismatch(step: index, action: action, field: field, expected: "\(want)", actual: "\(got)")
      }
      if model.isAmbiguous {
        outcome.endedAtATie = true
        return outcome
      }
      outcome.coverage["completion log entries", default: 0] += model.log.count - calls
      if let expected { outcome.coverage["error: \(expected.caseName)", default: 0] += 1 }
      if thrown != expected {
        outcome.mismatch = mismatch("error", expected as Any, thrown as Any)
        return outcome
      }
      scale = max(scale, model.valueScale)
      sensitivity = max(sensitivity, model.sensitivity)
      if let difference = compare(live, model, diagnostics, scale: scale, sensitivity: sensitivity) {
        outcome.mismatch = mismatch(difference.field, difference.expected, difference.actual)
        return outcome
      }
      outcome.steps += 1
    }
    return outcome
  }

  /// Performs `action` on the model, returning the error the model says it throws.
  static func perform(
    _ action: FuzzAction, on model: ReferenceAnimator, diagnostics: inout [AnimationError]
  ) -> AnimationError? {
    switch action {
    case .start: return model.startAnimation()
    case .startAfterDelay(let delay): return model.startAnimation(afterDelay: delay)
    case .startAfterDelaySeconds(let delay): return model.startAnimation(afterDelay: delay)
    case .pause: return model.pauseAnimation()
    case .stop(let withoutFinishing): return model.stopAnimation(withoutFinishing)
    case .finish(let position): return model.finishAnimation(at: position)
    case .setFraction(let fraction): return model.setFractionComplete(fraction)
    case .assignFraction(let fraction):
      if let error = model.setFractionComplete(fraction) { diagnostics.append(error) }
      return nil
    case .setReversed(let reversed): return model.setReversed(reversed)
    case .setInterruptible(let interruptible): return model.setInterruptible(interruptible)
    case .setScrubsLinearly(let linear):
      model.scrubsLinearly = linear
      return nil
    case .setPausesOnCompletion(let pauses):
      model.pausesOnCompletion = pauses
      return nil
    case .addAnimations(let value, let factor): return model.addAnimations(value: value, delayFactor: factor)
    case .addCompletion(let completion):
      model.addCompletion(completion)
      return nil
    case .continueAnimation(let curve, let factor): return model.continueAnimation(curve: curve, durationFactor: factor)
    case .advance(let step):
      model.tick(to: model.time + step)
      return nil
    }
  }

  private static func compare(
    _ live: LiveAnimator, _ model: ReferenceAnimator, _ diagnostics: [AnimationError], scale: Double,
    sensitivity: Double
  ) -> (field: String, expected: String, actual: String)? {
    let animator = live.animator
    if animator.state != model.state { return ("state", "\(model.state)", "\(animator.state)") }
    if animator.isRunning != model.isRunning { return ("isRunning", "\(model.isRunning)", "\(animator.isRunning)") }
    if animator.isReversed != model.isReversed {
      return ("isReversed", "\(model.isReversed)", "\(animator.isReversed)")
    }
    if animator.isInterruptible != model.isInterruptible {
      return ("isInterruptible", "\(model.isInterruptible)", "\(animator.isInterruptible)")
    }
    if live.engine.runningAnimationCount != model.runningCount {
      return ("engine.runningAnimationCount", "\(model.runningCount)", "\(live.engine.runningAnimationCount)")
    }
    if live.log != model.log {
      return ("completion log", "\(model.log)", "\(live.log)")
    }
    if live.diagnostics != diagnostics {
      return ("diagnostics", "\(diagnostics)", "\(live.diagnostics)")
    }
    // Unit time is computed from engine time in seconds: allow for the rounding of large times.
    let timeRounding = 4 * (model.time / .seconds(1)).ulp * model.largestSpeed / max(model.seconds, 1e-3)
    let unitTolerance = 1e-6 + timeRounding
    let fraction = animator.fractionComplete
    if !(abs(fraction - model.fractionComplete) <= unitTolerance) {
      return ("fractionComplete", "\(model.fractionComplete)", "\(fraction)")
    }
    // The values' rounding grows with the distances the blocks have covered during the episode.
    let valueTolerance = (1e-6 + 4 * unitTolerance) * scale + 2 * timeRounding * sensitivity
    if !(abs(live.card.opacity - model.model) <= valueTolerance) {
      return ("card.opacity (model value)", "\(model.model)", "\(live.card.opacity)")
    }
    let shown = live.card.$opacity.presentationValue
    if !(abs(shown - model.presentation) <= valueTolerance) {
      return ("card.$opacity.presentationValue", "\(model.presentation)", "\(shown)")
    }
    return nil
  }

  /// The shortest sub-sequence of `actions` that still fails on the same field, by delta
  /// debugging (Zeller's ddmin), then by dropping single actions until none can go.
  static func shrink(
    _ configuration: FuzzConfiguration, _ actions: [FuzzAction], field: String
  ) -> (actions: [FuzzAction], mismatch: Mismatch) {
    func failure(_ candidate: [FuzzAction]) -> Mismatch? {
      guard let mismatch = run(configuration, candidate), mismatch.field == field else { return nil }
      return mismatch
    }
    var current = actions
    if let mismatch = failure(current) {
      current = Array(current.prefix(mismatch.step + 1))
    }
    var granularity = 2
    while current.count >= 2 {
      let chunk = (current.count + granularity - 1) / granularity
      var reduced = false
      var start = 0
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        if let mismatch = failure(candidate) {
          current = Array(candidate.prefix(mismatch.step + 1))
          granularity = max(granularity - 1, 2)
          reduced = true
          break
        }
        start += chunk
      }
      if !reduced {
        if granularity >= current.count { break }
        granularity = min(granularity * 2, current.count)
      }
    }
    return (current, failure(current)!)
  }
}
