/// A timeline's playhead let go of with a velocity: it springs to a label or an end, or coasts to
/// rest, moving the paused timeline every frame until it arrives or is caught. Made by
/// ``Timeline/fling(velocity:to:spring:suppressEvents:finishing:)``.
///
/// ```swift
/// try timeline.pauseAnimation()
/// try timeline.seek(to: 0.8)                        // scrubbed by the finger
/// let fling = try timeline.fling(velocity: 1.5)     // timeline seconds per second
/// fling.label                                       // the label it springs to, chosen by projection
/// let ending = await fling.finished()               // .end when it arrived, .current when caught
/// ```
///
/// **How it moves.** A timeline has no spring or momentum of its own, so the fling is its own
/// client of the engine: every frame it seeks the paused timeline to ``value(at:)`` of the time
/// since the release, a closed form (a ``Spring`` displacement, or a ``Decay``), so the positions do
/// not depend on how time was cut into frames. The timeline stays paused throughout
/// (``Timeline/isRunning`` is `false`); its properties show each position as a seek shows it, and
/// report the velocity the playhead moves them at (``AnimatedProperty/velocity``), as a playing
/// timeline's do; at rest, 0.
///
/// **Events.** Each frame's seek fires the events it crosses (callbacks, starts and completions of
/// children), exactly as playing through them would, unless the fling was made with
/// `suppressEvents`.
///
/// **Arrival.** At ``settlingTime`` the engine ends the fling at that exact instant: the timeline is
/// sought to ``restingPosition`` exactly and stays paused there, or, made with `finishing` and
/// resting at the timeline's start or end, is finished there (its completions receive
/// ``AnimatingPosition/start`` or ``AnimatingPosition/end``). Then the fling's completions run with
/// ``AnimatingPosition/end``.
///
/// **A player.** A fling is a player like the others (``Animating``), made running: it can be
/// paused (the timeline stays where it is), resumed, scrubbed (``fractionComplete`` is the time
/// since the release over ``settlingTime``), restarted (from the release position), stopped and
/// finished (``AnimatingPosition/end`` seeks the timeline to ``restingPosition``,
/// ``AnimatingPosition/start`` to ``releasePosition``, ``AnimatingPosition/current`` leaves it), and
/// observed (``TimelineFlingEvent``). It runs forwards only: ``setReversed(_:)`` refuses `true`. A
/// fling that has ended and was not started again answers ``finished()`` and ``addCompletion(_:)``
/// at once, with how it ended (``ending``). Starting one that has ended flings the timeline again
/// from ``releasePosition``; the timeline must be paused (active and not running), as for
/// ``Timeline/fling(velocity:to:spring:suppressEvents:finishing:)``.
///
/// **Catching it.** `stopAnimation(false)` then `finishAnimation(at: .current)` stops it where it is,
/// at once. Any action on the timeline that moves or runs it (a seek or scrub, a start, a stop,
/// another fling) also catches it: the fling notices at its next frame that the timeline is no
/// longer where it left it, and lets go without moving it. A caught fling becomes inactive and its
/// completions run with ``AnimatingPosition/current``. (``Timeline/pauseAnimation()`` changes
/// nothing on a timeline that is paused already, so it does not catch a fling.)
public final class TimelineFling {
  /// The playing state: machine, playhead (the seconds since the release, pauses excluded), engine
  /// slot, completions, observers.
  var playback = Playback<FlingPlayback>()

  /// How a flung playhead chooses where to go.
  public enum Target: Hashable, Sendable {
    /// Springs to the candidate nearest to where the playhead would coast,
    /// `time + project(velocity:decelerationRate:)`, as ``SnapPoints`` chooses: the labels named
    /// (every label when `nil`) and the timeline's start and end (the end only if the timeline
    /// ends).
    case projected(among: [String]? = nil, decelerationRate: DecelerationRate = .normal)
    /// Springs to the label.
    case label(String)
    /// Springs to the start, time 0.
    case start
    /// Springs to the end, ``Timeline/totalDuration``.
    case end
    /// Coasts with momentum (``Decay``) and stays where it comes to rest; at the start or the end
    /// it stops there.
    case coast(decelerationRate: DecelerationRate = .normal)
  }

  /// How close to its resting position the playhead must stay for the fling to be over: a
  /// thousandth of a second of timeline time. A spring is over when its displacement stays within
  /// it; a coast when what it has left to travel is within it.
  public static var settlingThreshold: Double { 0.001 }

  /// The timeline whose playhead moves.
  public let timeline: Timeline

  /// The label the playhead goes to, or `nil` when it goes to an end or coasts.
  public let label: String?

  /// The timeline's ``Timeline/time`` at the release.
  public var releasePosition: Double { motion.start }

  /// The velocity handed over at the release, in seconds of timeline time per second.
  public var releaseVelocity: Double { motion.velocity }

  /// Where the playhead comes to rest: the label's or the end's time, or where the coast stops
  /// (the release position plus the projection, kept within the timeline).
  public var restingPosition: Double { motion.rest }

  /// The seconds from the release to the arrival.
  public var settlingTime: Double { motion.settlingTime }

  /// How its last run ended, once it has: ``AnimatingPosition/end`` when it arrived (or was
  /// finished there), ``AnimatingPosition/current`` when it was caught; `nil` while it runs, and
  /// after `stopAnimation(true)`.
  public private(set) var ending: AnimatingPosition?

  /// The engine that runs the fling: the timeline's.
  public var engine: AnimationEngine { timeline.engine }

  /// The motion in closed form of the time since the release.
  let motion: PlayheadMotion
  /// Whether each frame's seek fires the events it crosses.
  let suppressEvents: Bool
  /// Whether to finish the timeline when it comes to rest at its start or end.
  let finishing: Bool
  /// The timeline's time as the fling last left it: anything else means someone else moved it.
  private var shown: Double
  /// The ``AnimationScope`` the fling is in (``ScopedMember``).
  var scopeLink: ScopeLink?

  /// Makes the fling of `timeline` along `motion`, inactive; ``begin()`` starts it.
  init(timeline: Timeline, label: String?, motion: PlayheadMotion, suppressEvents: Bool, finishing: Bool) {
    self.timeline = timeline
    self.label = label
    self.motion = motion
    self.suppressEvents = suppressEvents
    self.finishing = finishing
    shown = timeline.time
  }

  deinit {
    playback.end()
  }

  /// Inactive (ended), active (running or paused) or stopped.
  public var state: AnimatingState { playback.machine.state }

  /// Whether it moves the timeline now: from the release until it arrives, is caught, paused or
  /// stopped.
  public var isRunning: Bool { playback.machine.isRunning }

  /// The seconds since the release, pauses excluded; once ended, when it ended.
  public var elapsedTime: Double { currentPosition }

  /// The playhead's time at a time after the release: what the fling shows then.
  ///
  /// - Parameter time: Seconds since the release; times before 0 (and NaN) give
  ///   ``releasePosition``, times from ``settlingTime`` on give ``restingPosition``.
  /// - Returns: Seconds of timeline time, within `0...totalDuration`.
  /// - Complexity: O(1).
  public func value(at time: Double) -> Double { motion.value(at: time) }

  /// The playhead's velocity at a time after the release: the exact derivative of
  /// ``value(at:)``.
  ///
  /// - Parameter time: Seconds since the release; times before 0 (and NaN) give
  ///   ``releaseVelocity``.
  /// - Returns: Seconds of timeline time per second; 0 from ``settlingTime`` on and while held at
  ///   the start or end.
  /// - Complexity: O(1).
  public func velocity(at time: Double) -> Double { motion.velocity(at: time) }

  /// Catches the playhead where it is: the fling stops moving the timeline, which stays paused at
  /// the time shown, and the completions run with ``AnimatingPosition/current``. Does nothing unless
  /// the fling is active.
  @available(
    *, deprecated,
    message: "use stopAnimation(false) then finishAnimation(at: .current), as on every player"
  )
  public func cancel() {
    catchFling()
  }

  /// Registers with the timeline's flings, catching the one it replaces, and starts.
  func begin() {
    do {
      try startAnimation()
    } catch {
      preconditionFailure("a new fling starts: \(error)")
    }
  }

  /// Whether the timeline is still as the fling left it: paused, at the time it showed.
  private var isUndisturbed: Bool {
    timeline.state == .active && !timeline.isRunning && timeline.parentTimeline == nil && timeline.time == shown
  }

  /// Seeks the timeline to `time`, its properties moving at the playhead's `velocity` (0 at rest);
  /// returns `false` for a refusal (it cannot happen while undisturbed).
  private func seekTimeline(_ time: Double, velocity: Double = 0) -> Bool {
    do {
      try timeline.seek(to: time, suppressEvents: suppressEvents, pausedVelocity: velocity)
    } catch {
      return false
    }
    shown = timeline.time
    return true
  }

  /// Shows the fling at `time` seconds since the release, moving at `rate`: seeks the timeline
  /// there while it is as the fling left it, and leaves it alone otherwise.
  func show(at time: Double, rate: Double) {
    guard isUndisturbed else { return }
    _ = seekTimeline(motion.value(at: time), velocity: rate == 0 ? 0 : motion.velocity(at: time) * rate)
  }

  /// Takes it out of the timeline's flings.
  private func forgetRegistration() {
    let flings = engine.attachment(TimelineFlings.init)
    if flings.byTimeline[ObjectIdentifier(timeline)] === self {
      flings.byTimeline[ObjectIdentifier(timeline)] = nil
    }
  }

  /// Someone else moved the timeline, or a new fling replaced this one: back to inactive where it
  /// is, the timeline left alone, the completions run with ``AnimatingPosition/current``.
  func catchFling() {
    guard playback.machine.state == .active else { return }
    let mark = changeMark
    let position = currentPosition
    engine.unregister(self)
    playback.playhead.freeze(at: position)
    playback.machine.abandon()
    playback.startDelay = .zero
    ending = .current
    forgetRegistration()
    didChange(since: mark)
    playback.takeCompletions().run(at: .current)
  }
}

/// A ``TimelineFling``'s playback: seconds since the release (pauses excluded), from 0 with no
/// upper bound; ``TimelineFlingEvent``s.
enum FlingPlayback: PlaybackKind {
  typealias Event = TimelineFlingEvent
  static var lower: Double { 0 }
  static var upper: Double { .infinity }
}

/// What the observers of a ``TimelineFling`` receive.
public enum TimelineFlingEvent: Hashable, Sendable {
  /// ``TimelineFling/state`` changed to the given state.
  case state(AnimatingState)
  /// ``TimelineFling/isRunning`` changed to the given value.
  case isRunning(Bool)
}

extension TimelineFling: ForwardPlayer {
  func requireControllable(_ action: AnimationAction) throws(AnimationError) {}

  var settlingInstant: Double { motion.settlingTime }

  /// Sets the playhead moving from where it is at engine time `anchor` and registers with the
  /// engine; the next frame seeks the timeline (a fling made now leaves the timeline, and its
  /// properties' velocities, as they are until then).
  func run(fromCurrentPointAt anchor: Duration) {
    let time = localTime
    let rate = playback.motionReduced ? Double.infinity : 1
    playback.playhead.move(from: time, at: anchor, rate: rate, target: max(settlingInstant, time))
    engine.register(self)
  }

  /// A new run needs the timeline paused (active, not running) and not nested.
  func prepareActivation() throws(AnimationError) {
    if timeline.parentTimeline != nil { throw .controlledByTimeline(.fling) }
    guard timeline.state == .active, !timeline.isRunning else {
      throw .invalidAction(.fling, state: timeline.state)
    }
  }

  /// Catches the timeline's fling under way, takes its place, and goes back to the release (a
  /// fling started again seeks the timeline back to ``releasePosition``).
  func activateRun(_: Void, paused: Bool) {
    let flings = engine.attachment(TimelineFlings.init)
    let key = ObjectIdentifier(timeline)
    if let other = flings.byTimeline[key], other !== self { other.catchFling() }
    flings.byTimeline[key] = self
    ending = nil
    playback.playhead.freeze(at: 0)
    shown = timeline.time
    if shown != motion.start { _ = seekTimeline(motion.start) }
  }

  /// The timeline stays where the fling left it.
  func leaveShown(withoutFinishing: Bool) {
    if withoutFinishing {
      ending = nil
      forgetRegistration()
    }
  }

  /// ``AnimatingPosition/end`` seeks the timeline to ``restingPosition`` (and, made with
  /// `finishing`, finishes it there when that is its start or end), ``AnimatingPosition/start`` to
  /// ``releasePosition``; ``AnimatingPosition/current`` leaves it.
  func settle(at position: AnimatingPosition) -> [() -> Void] {
    ending = position
    forgetRegistration()
    switch position {
    case .end:
      guard isUndisturbed, seekTimeline(restingPosition) else { return [] }
      return finishingTimeline()
    case .start:
      if isUndisturbed { _ = seekTimeline(releasePosition) }
      return []
    case .current:
      return []
    }
  }

  /// Arrived: the timeline was sought to ``restingPosition`` by ``engineComplete()``.
  func settleAtEnd(_ target: Double) -> (position: AnimatingPosition, before: [() -> Void]) {
    ending = .end
    forgetRegistration()
    return (.end, finishingTimeline())
  }

  /// Made with `finishing` and resting at the timeline's start or end: what finishes the timeline
  /// there, before the fling's completions.
  private func finishingTimeline() -> [() -> Void] {
    guard finishing, restingPosition == 0 || restingPosition == timeline.totalDuration else { return [] }
    let timeline = self.timeline
    let position: AnimatingPosition = restingPosition == 0 ? .start : .end
    return [
      {
        do {
          try timeline.stopAnimation(false)
          try timeline.finishAnimation(at: position)
        } catch {
          // Cannot happen: the timeline is paused and not nested. Leave it as it is.
        }
      }
    ]
  }

  func engineUpdate(seconds: Double) -> Bool {
    guard isUndisturbed else {
      catchFling()
      return false
    }
    if playback.playhead.hasReachedTarget(atSeconds: seconds) { return true }
    let moving = playback.playhead.motion(atSeconds: seconds)
    let time = moving.position
    if !seekTimeline(motion.value(at: time), velocity: motion.velocity(at: time) * moving.velocity) {
      catchFling()
    }
    return false
  }

  var engineEndInstant: Duration? { playback.playhead.endInstant }

  func engineComplete() {
    guard isUndisturbed, seekTimeline(restingPosition) else {
      catchFling()
      return
    }
    // The seek's events may have caught it (a new fling of the timeline).
    guard playback.machine.isRunning else { return }
    coreReachEnd(since: snapshot, pausing: false)
  }
}

@available(*, unavailable)
extension TimelineFling: Sendable {}
