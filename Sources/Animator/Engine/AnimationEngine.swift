/// Holds the running animations and moves them on, reading its clock once per tick.
///
/// An engine is the animations' view of time. Make one per time domain (UI time, game time), give
/// it a clock, and call ``tick()`` once per frame; or give it no clock and advance it by fixed steps
/// from a game loop with ``tick(by:)-(Duration)``. There is no shared engine: every animator is made with the
/// engine it runs on.
///
/// ```swift
/// let clock = ManualClock()
/// let engine = AnimationEngine(clock: clock)
/// let animator = PropertyAnimator(duration: .seconds(1), curve: .easeInOut, engine: engine)
/// try animator.addAnimations { card.opacity = 1 }
/// try animator.startAnimation()
/// clock.advance(by: .milliseconds(16))
/// engine.tick()
/// ```
///
/// Engine-wide controls: ``isPaused`` freezes every animation, ``timeScale`` speeds them up or slows
/// them down, ``longFramePolicy`` says what a stalled frame does, and ``reducedMotion`` replaces
/// animations for people who ask for less motion.
///
/// An engine belongs to one isolation domain (the main actor, a game-loop task, a test): it is not
/// `Sendable`, and its animators' blocks and completions run on the thread that calls ``tick()``.
public final class AnimationEngine {
  private let readClock: (() -> Duration)?
  private var lastClockReading: Duration

  /// The engine's time: how far its animations have been moved on since it was made.
  ///
  /// It stops at `Duration.seconds(Int64.max)` (about 292 billion years) rather than overflow, however
  /// large the ticks or the ``timeScale``.
  ///
  /// Engine time advances with the clock, scaled by ``timeScale``, shaped by
  /// ``longFramePolicy``, and not at all while ``isPaused``.
  public private(set) var time: Duration = .zero

  /// ``time`` in seconds, converted once per tick.
  private(set) var timeInSeconds: Double = 0

  /// The instant at which a state change takes effect: ``time``, except while the engine runs the
  /// completions of animations that ended between two ticks, when it is the instant each one ended.
  /// An animation started from a completion starts then, so chains do not drift with the frame rate.
  private(set) var currentTime: Duration = .zero

  /// Whether every animation of the engine is frozen. While paused, ticks read the clock but add no
  /// engine time, so resuming does not jump.
  public var isPaused = false {
    didSet { pausedChanged(from: oldValue) }
  }

  /// How fast engine time runs against the clock: 1 is real time, 0.25 is slow motion for design
  /// review, 10 fast-forwards tests. Defaults to 1.
  ///
  /// Setting a value that is NaN, infinite or negative is ignored and reported to
  /// ``diagnosticsHandler``; use ``setTimeScale(_:)`` to get the error thrown instead.
  public var timeScale: Double {
    get { storedTimeScale }
    set {
      do { try setTimeScale(newValue) } catch { report(error) }
    }
  }
  private var storedTimeScale = 1.0

  /// What a tick that is much longer than usual does. Defaults to ``LongFramePolicy/followClock``.
  public var longFramePolicy = LongFramePolicy.followClock

  /// Whether animations started on this engine are replaced by ``reducedMotionSubstitution``.
  /// Defaults to ``ReducedMotion/never``.
  public var reducedMotion: ReducedMotion {
    get { storedReducedMotion }
    set {
      // The policy replaced goes last, as ``diagnosticsHandler``'s does: its closure's captures
      // may run code that reads this property.
      let replaced = storedReducedMotion
      storedReducedMotion = newValue
      if case .never = newValue { motionIsNeverReduced = true } else { motionIsNeverReduced = false }
      withExtendedLifetime(replaced) {}
    }
  }
  private var storedReducedMotion = ReducedMotion.never

  /// Whether ``reducedMotion`` is ``ReducedMotion/never``: one load for a start, where reading the
  /// enumeration checks exclusivity and copies the closure of ``ReducedMotion/system(_:)``.
  private var motionIsNeverReduced = true

  /// Whether motion is reduced now (``reducedMotion``), the flag read first: what a start asks.
  var motionIsReduced: Bool { !motionIsNeverReduced && storedReducedMotion.isActive }

  /// What replaces an animation started while motion is reduced. Defaults to
  /// ``ReducedMotionSubstitution/instant``.
  public var reducedMotionSubstitution = ReducedMotionSubstitution.instant

  /// Receives the errors of calls that cannot throw, such as property setters given a value they do
  /// not accept. The default does nothing. Each setter that can fail has a throwing twin
  /// (``PropertyAnimator/setFractionComplete(_:)``, ``setTimeScale(_:)``).
  public var diagnosticsHandler: (AnimationError) -> Void {
    get { storedDiagnosticsHandler }
    set {
      // The handler replaced goes last, after the access: letting go of a closure can run the
      // `deinit` of an object it captured, which may read or set this property.
      let replaced = storedDiagnosticsHandler
      storedDiagnosticsHandler = newValue
      withExtendedLifetime(replaced) {}
    }
  }
  private var storedDiagnosticsHandler: (AnimationError) -> Void = { _ in }

  /// The most completions one tick runs; the rest run on the next tick. This bounds a chain of
  /// zero-length animations that would otherwise never let a tick end. Animations that have all
  /// reached their end when a tick begins complete in that tick even if there are more of them.
  public var maximumCompletionsPerTick = 10_000

  /// The running clients, each with its unretained twin and its type (``EngineSlots``), and the
  /// attachments, one object per type.
  let storage = EngineSlots()

  /// The running clients' slots (``EngineSlots/slots``).
  var slots: ContiguousArray<EngineSlots.Slot> {
    _read { yield storage.slots }
    _modify { yield &storage.slots }
  }

  var clientCount = 0
  /// Clients unregistered while a tick's sampling pass runs. The pass holds unretained references
  /// (the slots it walks, the store's rows, the relay's source), so they stay alive until the tick
  /// ends, even if a sink or an observer stops them and lets go. Completions run after the pass,
  /// each client held by the completion queue, so a client that unregisters as it completes (nearly
  /// every one) is not kept here.
  var unregisteredWhileAdvancing: [any EngineClient] = []
  /// Whether a tick's sampling pass runs: the batch's, then the slot pass.
  var isSampling = false
  var nextSequence: UInt64 = 0
  var isAdvancing = false
  /// Clients whose timing changed while completions ran: they are sampled again before the tick ends.
  var touched: [any EngineClient] = []
  /// What frame drivers and change observers keep (AnimationEngine+Activity.swift); made on first use.
  var activity: EngineActivity?
  /// The pass that samples the clients it holds before the slot pass: the sampling layer's store,
  /// made when the first animator could use it.
  var batch: (any EngineBatch)?
  /// Whether clients may be sampled by ``batch`` (`true`, the default); `false` samples every
  /// client through its own objects, which tests compare with the batch to the last bit.
  var samplesInBatches = true

  /// Makes an engine that reads time from `clock`.
  ///
  /// The clock is read once here and once per ``tick()``; engine time starts at zero.
  ///
  /// - Parameter clock: The clock: `ContinuousClock()` for apps, a ``ManualClock`` for tests.
  public init<C: Clock>(clock: C) where C.Duration == Duration {
    let start = clock.now
    readClock = { start.duration(to: clock.now) }
    lastClockReading = .zero
  }

  /// Makes an engine that reads the real, continuous clock.
  public convenience init() {
    self.init(clock: ContinuousClock())
  }

  /// Makes an engine with no clock, advanced only by ``tick(by:)-(Duration)`` and ``update(deltaTime:)``: the
  /// form for game loops that step time themselves.
  ///
  /// - Returns: An engine whose ``tick()`` does nothing.
  public static func fixedStep() -> AnimationEngine {
    AnimationEngine(readClock: nil)
  }

  private init(readClock: (() -> Duration)?) {
    self.readClock = readClock
    lastClockReading = .zero
  }

  /// The number of animations the engine is moving on: running animators, including those waiting
  /// out a start delay, and running quick animations (``animate(duration:curve:animations:completion:)-(Duration,_,_,_)``).
  /// Paused and finished ones are not counted.
  public var runningAnimationCount: Int { clientCount + quickRunsBeyondClient }

  /// The quick animations that run beyond the one client that samples them all: the sampling
  /// layer's quick runs keep it, so that ``runningAnimationCount`` counts each of them.
  var quickRunsBeyondClient = 0

  /// Whether any animation is running: a render loop can stop ticking when this is `false`.
  public var hasRunningAnimations: Bool { clientCount > 0 }

  /// Sets ``timeScale``, or throws if `scale` is not a finite number >= 0.
  ///
  /// - Parameter scale: The new time scale.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `timeScale`.
  public func setTimeScale(_ scale: Double) throws(AnimationError) {
    try AnimationError.requireNonNegative(scale, "timeScale")
    storedTimeScale = scale
  }

  /// Reads the clock and moves every running animation to the time it reads.
  ///
  /// Completions of animations that ended since the last tick run before this returns, in the order
  /// the animations ended. Calling `tick()` from inside a completion does nothing: the tick that
  /// is running already covers it.
  ///
  /// - Complexity: O(n) in the number of running animations, plus the completions that run.
  public func tick() {
    guard !isAdvancing, let readClock else { return }
    let reading = readClock()
    let delta = reading - lastClockReading
    lastClockReading = reading
    advance(byClockTime: delta)
  }

  /// Moves every running animation on by `delta` without reading a clock: the fixed-step form for
  /// game loops.
  ///
  /// ``timeScale``, ``isPaused`` and ``longFramePolicy`` apply as they do to ``tick()``.
  ///
  /// - Parameter delta: How much time passed, zero or more.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` if `delta` is
  ///   negative; nothing moves.
  public func tick(by delta: Duration) throws(AnimationError) {
    guard delta >= .zero else {
      throw .invalidArgument(parameter: "delta", value: "\(delta)", requirement: .nonNegative)
    }
    guard !isAdvancing else { return }
    advance(byClockTime: delta)
  }

  /// Moves every running animation on by `deltaTime` seconds: ``tick(by:)-(Duration)`` for game loops that
  /// count time in seconds.
  ///
  /// - Parameter deltaTime: Seconds since the last update, a finite number >= 0.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` if `deltaTime` is
  ///   NaN, infinite or negative; nothing moves.
  public func update(deltaTime: Double) throws(AnimationError) {
    try AnimationError.requireNonNegative(deltaTime, "deltaTime")
    guard deltaTime <= Self.maximumSeconds else {
      throw .invalidArgument(
        parameter: "deltaTime", value: "\(deltaTime)", requirement: .range(0...Self.maximumSeconds))
    }
    try tick(by: .seconds(deltaTime))
  }

  /// The longest span, in seconds, that the engine accepts in one call: about 292 years, the range
  /// of a `Duration` in whole seconds that still converts exactly.
  static let maximumSeconds = 9.2e9

  /// The latest engine time, about 292 billion years: ticks past it leave ``time`` there instead of
  /// overflowing `Duration`.
  static let maximumTime = Duration.seconds(Int64.max)

  private func advance(byClockTime delta: Duration) {
    guard !isPaused else { return }
    var step = longFramePolicy.engineDelta(for: delta)
    // Saturate at the latest time: `Duration + Duration` and `Duration * Double` trap on overflow.
    let headroom = Self.maximumTime - time
    if storedTimeScale != 1 {
      let scaled = (step / .seconds(1)) * storedTimeScale
      step = storedTimeScale == 0 ? .zero : scaled < headroom / .seconds(1) ? step * storedTimeScale : headroom
    }
    time += min(step, headroom)
    timeInSeconds = time.inSeconds
    currentTime = time
    isAdvancing = true
    let outer = TickingEngine.enter(self)
    defer {
      isAdvancing = false
      currentTime = time
      compactIfNeeded()
      if !unregisteredWhileAdvancing.isEmpty { unregisteredWhileAdvancing.removeAll() }
      TickingEngine.leave(restoring: outer)
      if activity != nil { tickEnded() }
    }
    var ended: [any EngineClient] = []
    let count = slots.count
    isSampling = true
    batch?.sampleBatch(atSeconds: timeInSeconds, ended: &ended)
    // One context for the whole pass: clients sampled in a row may hand a result on through it.
    var tick = EngineTick(seconds: timeInSeconds)
    // When the batch holds every client, the slot pass has nothing to do.
    var index = batch.map { $0.batchedCount == clientCount } == true ? count : 0
    while index < count {
      // The client's type samples it and the clients of the same type after it, in one call.
      guard let kind = slots[index].kind else {
        index += 1
        continue
      }
      index = kind.engineUpdate(from: index, to: count, in: self, &tick, ended: &ended)
    }
    isSampling = false
    if !ended.isEmpty {
      runCompletions(candidates: ended)
    }
    endClientsWithoutTargetsIfNeeded()
  }

  /// Runs the completions of the clients that reached their end by ``time``, earliest first, as if
  /// the ticks had been infinitely fine: each completes at the instant it ended, and clients started
  /// or changed by a completion are sampled again and may end in this same tick.
  ///
  /// - Complexity: O(c log c) for c completions.
  private func runCompletions(candidates initial: [any EngineClient]) {
    var queue = CompletionQueue(initial)
    // Every animation that had ended when the tick began completes; the bound only stops chains.
    let limit = max(maximumCompletionsPerTick, initial.count)
    var completed = 0
    while completed < limit, let (client, instant) = queue.popEarliest(notAfter: time) {
      currentTime = max(instant, .zero)
      client.engineComplete()
      completed += 1
      currentTime = time
      // Clients started or changed by the completion: sample them at the tick's time. (Looked at
      // first: a completion seldom touches one, and the copy and the clearing each check
      // exclusivity at run time.)
      guard !touched.isEmpty else { continue }
      let changed = touched
      touched.removeAll(keepingCapacity: true)
      for other in changed where other.engineSlot >= 0 {
        if other.engineUpdate(seconds: timeInSeconds) { queue.insert(other) }
      }
    }
    if touched.capacity != 0 { touched.removeAll() }
  }

  /// The object of type `T` that a layer above keeps with this engine, made by `make` the first
  /// time it is asked for and kept as long as the engine.
  ///
  /// - Complexity: O(1) on average; not for per-frame code.
  func attachment<T: AnyObject>(_ make: () -> T) -> T {
    storage.attachment(make)
  }

  /// Starts measuring clock time from now: time spent with nothing running, or paused, is not
  /// played when animations run again, even if no tick read the clock meanwhile.
  func resynchronizeClock() {
    if let readClock { lastClockReading = readClock() }
  }

  func report(_ error: AnimationError) {
    diagnosticsHandler(error)
  }

  deinit {
    // The batch's rows refer to clients and their values unretained: give them back while every
    // client is still alive.
    batch?.engineWillEnd()
  }
}

@available(*, unavailable)
extension AnimationEngine: Sendable {}
