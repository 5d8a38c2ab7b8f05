import Animator

/// A deliberately simple, obviously correct model of what a `PropertyAnimator` animating one
/// `Double` property shows, written from UIKit's documented behaviour and the choices listed in
/// Documentation/Reliability.md, the public doc comments and the "State machine" article, not from
/// the library's code.
///
/// Time: the animator has a unit time `u` in `0...1`. Frozen, `u` is `u0`; moving, it is
/// `u0 ± (t - anchor) × speed / duration`, clamped, and `u0` before `anchor` (a start delay). Every
/// value shown is a function of `u`: each block contributes `(old - new) × (1 - progress(x))` to the
/// property's model value, where `progress` at unit time `u` follows the block's ``ModelTrack``
/// (laid out towards the end of the unit time, whichever way the animator ran when it was added).
/// Scrubbing and reversing only choose `u`.
final class ReferenceAnimator {
  enum Phase: Hashable { case inactive, running, paused, stopped }

  struct Block {
    var old: Double
    var new: Double
    var track: ModelTrack
  }

  let duration: Duration
  let seconds: Double
  let curve: ModelCurve
  var scrubsLinearly: Bool
  var pausesOnCompletion: Bool
  var isInterruptible = true

  var phase = Phase.inactive
  var isReversed = false
  /// The unit time where the playhead is frozen, or where it starts moving at `anchor`.
  var u0 = 0.0
  var anchor = Duration.zero
  /// Whether `anchor` is exact: an end computed in seconds rounds, and a run started at such an end
  /// (from a completion) inherits the rounding.
  var anchorIsExact = true
  /// Unit time per duration while moving: 1 at the animator's own pace; `continueAnimation` sets it.
  var speed = 1.0
  /// Seconds a run with nothing left to move waits before it completes: what
  /// `continueAnimation(…, durationFactor: k)` at the end gives it (k × duration), less any time it
  /// has waited before a pause.
  var hold: Double?
  /// The curve of blocks added now: the animator's, or the one `continueAnimation` gave the run.
  var currentCurve: ModelCurve
  var blocks: [Block] = []
  var pending: [(value: Double, delayFactor: Double)] = []
  /// The animator's own progress over its whole duration: what `fractionComplete` scrubs.
  var own: ModelTrack
  /// While stopped: the property's model value before the stop, for `finishAnimation(at:)`.
  var modelBeforeStop = 0.0
  /// The property's model value.
  var model: Double
  var completions: [FuzzCompletion] = []
  var log: [CompletionLogEntry] = []
  /// The engine's time, and the instant actions take effect at (the end instant in completions).
  var time = Duration.zero
  var instant = Duration.zero
  var instantIsExact = true
  /// The largest unit-time speed seen, for the comparison's tolerance.
  var largestSpeed = 1.0
  /// Set when a tick fell on the end of a run to within rounding: the animator may notice the end
  /// on that tick or on the next, and both are right, so the comparison stops there.
  var isAmbiguous = false

  init(duration: Duration, curve: ModelCurve, scrubsLinearly: Bool, pausesOnCompletion: Bool, value: Double) {
    self.duration = max(duration, .zero)
    seconds = self.duration / .seconds(1)
    self.curve = curve
    currentCurve = curve
    own = ModelTrack(windowStart: 0, curve: curve)
    self.scrubsLinearly = scrubsLinearly
    self.pausesOnCompletion = pausesOnCompletion
    model = value
  }

  // MARK: Reading

  var isRunning: Bool { phase == .running }

  var state: AnimatingState {
    switch phase {
    case .inactive: .inactive
    case .running, .paused: .active
    case .stopped: .stopped
    }
  }

  var runningCount: Int { phase == .running ? 1 : 0 }

  /// The unit time at engine time `t`.
  func unitTime(at t: Duration) -> Double {
    guard phase == .running, t > anchor else { return u0 }
    let target = isReversed ? 0.0 : 1.0
    if seconds == 0 { return target }
    let moved = ((t - anchor) / .seconds(1)) * speed / seconds
    return min(1, max(0, isReversed ? u0 - moved : u0 + moved))
  }

  var unitTime: Double { unitTime(at: instant) }

  var fractionComplete: Double {
    let progress: Double
    switch phase {
    case .inactive: return 0
    case .running: progress = unitTime
    case .paused, .stopped: progress = scrubsLinearly ? own.progress(u0) : u0
    }
    return isReversed ? 1 - progress : progress
  }

  func presentation(at u: Double) -> Double {
    phase == .stopped ? model : value(of: model, at: u)
  }

  /// What the blocks show at unit time `u` over the model value `model`.
  func value(of model: Double, at u: Double) -> Double {
    var value = model
    for block in blocks {
      value += (block.old - block.new) * (1 - block.track.progress(u))
    }
    return value
  }

  var presentation: Double { presentation(at: unitTime) }

  /// How fast the value shown changes with unit time now (each block's share taken as positive): an
  /// error in unit time shows in the value multiplied by this.
  var sensitivity: Double {
    let u = unitTime
    let step = 1e-6
    return blocks.reduce(0) { sum, block in
      func progress(_ u: Double) -> Double { block.track.progress(u) }
      let slope =
        max(abs(progress(min(u + step, 1)) - progress(u)), abs(progress(u) - progress(max(u - step, 0)))) / step
      return sum + abs(block.old - block.new) * slope
    }
  }

  /// The sum of the blocks' distances: the scale of the value's rounding errors.
  var valueScale: Double { blocks.reduce(1) { $0 + abs($1.old - $1.new) } + abs(model) }
}
