import Animator

/// A deliberately simple, obviously correct model of what a `PropertyAnimator` animating one
/// `Double` property shows, written from SEMANTICS.md ("Animator's choices", §1.2–1.10), the public
/// doc comments and the "State machine" article, not from the library's code.
///
/// Time: the animator has a unit time `u` in `0...1`. Frozen, `u` is `u0`; moving, it is
/// `u0 ± (t - anchor) × speed / duration`, clamped, and `u0` before `anchor` (a start delay). Every
/// value shown is a function of `u`: each block contributes `(old - new) × (1 - progress(x))` to the
/// property's model value, where `x` is `u` (or `1 - u` for a block added while running backwards)
/// and `progress` follows the block's ``ModelTrack``. Scrubbing and reversing only choose `u`.
final class ReferenceAnimator {
  enum Phase: Hashable { case inactive, running, paused, stopped }

  struct Block {
    var old: Double
    var new: Double
    var mirrored: Bool
    var track: ModelTrack
  }

  let duration: Duration
  let seconds: Double
  let curve: ModelCurve
  var scrubsLinearly: Bool
  var pausesOnCompletion: Bool
  private(set) var isInterruptible = true

  private(set) var phase = Phase.inactive
  private(set) var isReversed = false
  /// The unit time where the playhead is frozen, or where it starts moving at `anchor`.
  private var u0 = 0.0
  private var anchor = Duration.zero
  /// Whether `anchor` is exact: an end computed in seconds rounds, and a run started at such an end
  /// (from a completion) inherits the rounding.
  private var anchorIsExact = true
  /// Unit time per duration while moving: 1 at the animator's own pace; `continueAnimation` sets it.
  private var speed = 1.0
  /// The curve of blocks added now: the animator's, or the one `continueAnimation` gave the run.
  private var currentCurve: ModelCurve
  private var blocks: [Block] = []
  private var pending: [(value: Double, delayFactor: Double)] = []
  /// The animator's own progress over its whole duration: what `fractionComplete` scrubs.
  private var own: ModelTrack
  /// While stopped: the property's model value before the stop, for `finishAnimation(at:)`.
  private var modelBeforeStop = 0.0
  /// The property's model value.
  private(set) var model: Double
  private var completions: [FuzzCompletion] = []
  private(set) var log: [CompletionLogEntry] = []
  /// The engine's time, and the instant actions take effect at (the end instant in completions).
  private(set) var time = Duration.zero
  private var instant = Duration.zero
  private var instantIsExact = true
  /// The largest unit-time speed seen, for the comparison's tolerance.
  private(set) var largestSpeed = 1.0
  /// Set when a tick fell on the end of a run to within rounding: the animator may notice the end
  /// on that tick or on the next, and both are right, so the comparison stops there.
  private(set) var isAmbiguous = false

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
  private func value(of model: Double, at u: Double) -> Double {
    var value = model
    for block in blocks {
      value += (block.old - block.new) * (1 - block.track.progress(block.mirrored ? 1 - u : u))
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
      func progress(_ u: Double) -> Double { block.track.progress(block.mirrored ? 1 - u : u) }
      let slope =
        max(abs(progress(min(u + step, 1)) - progress(u)), abs(progress(u) - progress(max(u - step, 0)))) / step
      return sum + abs(block.old - block.new) * slope
    }
  }

  /// The sum of the blocks' distances: the scale of the value's rounding errors.
  var valueScale: Double { blocks.reduce(1) { $0 + abs($1.old - $1.new) } + abs(model) }

  // MARK: Actions

  func startAnimation() -> AnimationError? {
    switch phase {
    case .stopped: return .invalidAction(.startAnimation, state: .stopped)
    case .running: return nil
    case .paused: move(from: instant)
    case .inactive:
      activate()
      move(from: instant)
    }
    return nil
  }

  func startAnimation(afterDelay delay: Duration, parameterValue: String? = nil) -> AnimationError? {
    if delay < .zero {
      return .invalidArgument(parameter: "delay", value: parameterValue ?? "\(delay)", requirement: .nonNegative)
    }
    switch phase {
    case .stopped: return .invalidAction(.startAnimationAfterDelay, state: .stopped)
    case .running: return nil
    case .paused: move(from: instant + delay)
    case .inactive:
      activate()
      move(from: instant + delay)
    }
    return nil
  }

  func startAnimation(afterDelay seconds: Double) -> AnimationError? {
    guard seconds.isFinite, seconds >= 0 else {
      return .invalidArgument(parameter: "delay", value: "\(seconds)", requirement: .nonNegative)
    }
    return startAnimation(afterDelay: .seconds(seconds))
  }

  func pauseAnimation() -> AnimationError? {
    switch phase {
    case .stopped: return .invalidAction(.pauseAnimation, state: .stopped)
    case .paused: return nil
    case .inactive:
      guard isInterruptible else { return .notInterruptible(.pauseAnimation) }
      activate()
      phase = .paused
    case .running:
      guard isInterruptible else { return .notInterruptible(.pauseAnimation) }
      freeze()
    }
    return nil
  }

  func stopAnimation(_ withoutFinishing: Bool) -> AnimationError? {
    guard phase == .running || phase == .paused else { return .invalidAction(.stopAnimation, state: state) }
    guard isInterruptible else { return .notInterruptible(.stopAnimation) }
    let u = unitTime
    modelBeforeStop = model
    model = presentation(at: u)
    u0 = u
    if withoutFinishing {
      blocks = []
      phase = .inactive
      completions = []
    } else {
      phase = .stopped
    }
    return nil
  }

  func finishAnimation(at position: AnimatingPosition) -> AnimationError? {
    guard phase == .stopped else { return .invalidAction(.finishAnimation, state: state) }
    // `.end` and `.start` are the values shown at the end and the start of the animator's unit
    // time: for a block added while running backwards, that is its start and its end value.
    switch position {
    case .end: model = value(of: modelBeforeStop, at: 1)
    case .start: model = value(of: modelBeforeStop, at: 0)
    case .current: break
    }
    phase = .inactive
    runCompletions(at: position)
    return nil
  }

  func setFractionComplete(_ fraction: Double) -> AnimationError? {
    if fraction.isNaN {
      return .invalidArgument(parameter: "fractionComplete", value: "\(fraction)", requirement: .unitInterval)
    }
    switch phase {
    case .stopped: return .invalidAction(.setFractionComplete, state: .stopped)
    case .running: return nil
    case .inactive:
      guard isInterruptible else { return .notInterruptible(.setFractionComplete) }
      activate()
      phase = .paused
    case .paused:
      // Only `pausesOnCompletion` pauses an animator that is not interruptible; scrubbing it back
      // pauses nothing new, so it is allowed (the doc comment of `setFractionComplete(_:)`).
      break
    }
    let clamped = min(1, max(0, fraction))
    let progress = isReversed ? 1 - clamped : clamped
    u0 = scrubsLinearly ? own.time(forProgress: progress) : progress
    return nil
  }

  func setReversed(_ reversed: Bool) -> AnimationError? {
    guard reversed != isReversed, phase != .stopped else { return nil }
    if phase != .inactive, !isInterruptible { return .notInterruptible(.setReversed) }
    if phase == .running, instant > anchor {
      u0 = unitTime
      anchor = instant
      anchorIsExact = instantIsExact
    }
    isReversed = reversed
    return nil
  }

  func setInterruptible(_ interruptible: Bool) -> AnimationError? {
    guard interruptible != isInterruptible else { return nil }
    guard phase == .inactive else { return .invalidAction(.setInterruptible, state: state) }
    isInterruptible = interruptible
    return nil
  }

  /// A block that sets the property to `value`, after `delayFactor × duration` (none when `nil`).
  func addAnimations(value: Double, delayFactor: Double?) -> AnimationError? {
    if let delayFactor, !delayFactor.isFinite {
      return .invalidArgument(parameter: "delayFactor", value: "\(delayFactor)", requirement: .finite)
    }
    let factor = min(1, max(0, delayFactor ?? 0))
    switch phase {
    case .stopped: return .invalidAction(.addAnimations, state: .stopped)
    case .inactive: pending.append((value, factor))
    case .running, .paused:
      let u = unitTime
      let mirrored = isReversed
      let x = mirrored ? 1 - u : u
      // The delay is `factor × duration` seconds at the run's pace: none for a zero duration.
      addBlock(value: value, mirrored: mirrored, windowStart: x + (seconds > 0 ? factor * speed : 0))
    }
    return nil
  }

  func addCompletion(_ completion: FuzzCompletion) {
    completions.append(completion)
  }

  func continueAnimation(curve newCurve: ModelCurve?, durationFactor: Double) -> AnimationError? {
    guard durationFactor.isFinite, durationFactor >= 0 else {
      return .invalidArgument(parameter: "durationFactor", value: "\(durationFactor)", requirement: .nonNegative)
    }
    guard phase == .paused else { return .invalidAction(.continueAnimation, state: state) }
    guard isInterruptible else { return .notInterruptible(.continueAnimation) }
    // `nil` keeps the animator's own timing: its curve, from the current point on.
    do {
      let newCurve = newCurve ?? curve
      for index in blocks.indices {
        let mirrored = blocks[index].mirrored
        blocks[index].track.continueAlong(
          newCurve, from: mirrored ? 1 - u0 : u0, forwards: isReversed == mirrored)
      }
      own.continueAlong(newCurve, from: u0, forwards: !isReversed)
      currentCurve = newCurve
    }
    // With nothing left the run keeps its pace: there is no time to spread over.
    if durationFactor > 0, (isReversed ? u0 : 1 - u0) > 0 {
      speed = (isReversed ? u0 : 1 - u0) / durationFactor
      largestSpeed = max(largestSpeed, speed)
    }
    move(from: instant)
    return nil
  }

  // MARK: Time

  /// Moves engine time to `newTime`, ending the run (and running completions, which may start the
  /// next run at the instant this one ended) as many times as the interval holds.
  func tick(to newTime: Duration) {
    var ends = 0
    while phase == .running, ends < 10_000, let end = endInstant() {
      if end.isTie(with: newTime, from: anchor) { isAmbiguous = true }
      guard end.reached(by: newTime, from: anchor) else { break }
      ends += 1
      instant = end.instant
      instantIsExact = end.isExact
      reachEnd()
    }
    time = newTime
    instant = newTime
    instantIsExact = true
  }

  /// When the moving playhead reaches its target.
  struct End {
    /// Exactly (when the run is a whole duration at the animator's pace), or in seconds.
    var instant: Duration
    var secondsAfterAnchor: Double
    var isExact: Bool

    func reached(by time: Duration, from anchor: Duration) -> Bool {
      if isExact { return time >= instant }
      guard time >= anchor else { return false }
      return (time - anchor) / .seconds(1) >= secondsAfterAnchor
    }

    /// Whether `time` is the end to within the rounding of an end computed in seconds.
    func isTie(with time: Duration, from anchor: Duration) -> Bool {
      guard !isExact else { return false }
      let elapsed = (time - anchor) / .seconds(1)
      let rounding = 1e-12 * max(1, secondsAfterAnchor) + 16 * (time / .seconds(1)).ulp
      return abs(elapsed - secondsAfterAnchor) <= rounding
    }
  }

  func endInstant() -> End? {
    let remaining = isReversed ? u0 : 1 - u0
    if remaining <= 0 || seconds == 0 { return End(instant: anchor, secondsAfterAnchor: 0, isExact: anchorIsExact) }
    if speed <= 0 { return nil }
    if remaining == 1, speed == 1, anchorIsExact {
      return End(instant: anchor + duration, secondsAfterAnchor: seconds, isExact: true)
    }
    let needed = remaining * seconds / speed
    return End(instant: anchor + .seconds(needed), secondsAfterAnchor: needed, isExact: false)
  }

  // MARK: Internals

  private func move(from start: Duration) {
    phase = .running
    anchor = start
    anchorIsExact = instantIsExact
  }

  private func freeze() {
    u0 = unitTime
    phase = .paused
  }

  /// Makes the run: the blocks added while inactive run, and the playhead waits at the start (the
  /// end, when reversed).
  private func activate() {
    u0 = isReversed ? 1 : 0
    speed = 1
    currentCurve = curve
    own = ModelTrack(windowStart: 0, curve: curve)
    blocks = []
    let added = pending
    pending = []
    for block in added {
      addBlock(value: block.value, mirrored: false, windowStart: block.delayFactor)
    }
  }

  private func addBlock(value: Double, mirrored: Bool, windowStart: Double) {
    let old = model
    model = value
    blocks.append(
      Block(old: old, new: value, mirrored: mirrored, track: ModelTrack(windowStart: windowStart, curve: currentCurve)))
  }

  private func reachEnd() {
    let target = isReversed ? 0.0 : 1.0
    if pausesOnCompletion {
      u0 = target
      phase = .paused
      return
    }
    model = presentation(at: target)
    blocks = []
    u0 = target
    phase = .inactive
    runCompletions(at: isReversed ? .start : .end)
  }

  private func runCompletions(at position: AnimatingPosition) {
    blocks = []
    let calling = completions
    completions = []
    for completion in calling {
      log.append(.called(id: completion.id, position: position))
      perform(completion)
    }
  }

  private func record(_ error: AnimationError?, _ id: Int) {
    if let error { log.append(.threw(id: id, error: error)) }
  }

  private func perform(_ completion: FuzzCompletion) {
    switch completion {
    case .log:
      break
    case .chain(let id, let remaining):
      guard remaining > 0 else { return }
      record(addAnimations(value: FuzzCompletion.chainValue(id: id, remaining: remaining), delayFactor: nil), id)
      addCompletion(.chain(id: id, remaining: remaining - 1))
      record(startAnimation(), id)
    case .reverseAndRestart(let id):
      record(setReversed(!isReversed), id)
      record(startAnimation(), id)
    case .misuse(let id):
      record(stopAnimation(false), id)
      record(finishAnimation(at: .end), id)
    }
  }
}
