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
/// **Catching it.** ``cancel()`` stops it where it is, at once. Any action on the timeline that moves
/// or runs it (a seek or scrub, a start, a stop, another fling) also catches it: the fling notices
/// at its next frame that the timeline is no longer where it left it, and lets go without moving
/// it. A caught fling's completions run with ``AnimatingPosition/current``. (``Timeline/pauseAnimation()``
/// changes nothing on a timeline that is paused already, so it does not catch a fling: call
/// ``cancel()``.)
public final class TimelineFling {
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

  /// Whether it still moves the timeline: from the release until it arrives or is caught.
  public var isRunning: Bool { ending == nil }

  /// How it ended, once it has: ``AnimatingPosition/end`` when it arrived,
  /// ``AnimatingPosition/current`` when it was caught.
  public private(set) var ending: AnimatingPosition?

  /// The seconds since the release now; once ended, when it ended.
  public var elapsedTime: Double {
    (endSeconds ?? timeline.engine.currentTime.inSeconds) - releaseSeconds
  }

  /// The motion in closed form of the time since the release.
  let motion: PlayheadMotion
  /// Whether each frame's seek fires the events it crosses.
  let suppressEvents: Bool
  /// Whether to finish the timeline when it comes to rest at its start or end.
  let finishing: Bool
  /// The engine instant of the arrival.
  let arrivalInstant: Duration
  /// The release and arrival instants in engine seconds.
  let releaseSeconds: Double
  let arrivalSeconds: Double
  /// The engine seconds at which it ended, once it has.
  private var endSeconds: Double?
  /// The timeline's time as the fling last left it: anything else means someone else moved it.
  private var shown: Double
  var engineSlot = -1
  var engineSequence: UInt64 = 0
  private var completions: [(AnimatingPosition) -> Void] = []
  private var waiters: [CheckedContinuation<AnimatingPosition, Never>] = []

  /// Makes the fling of `timeline` along `motion` from the engine's time now; ``begin()`` starts it.
  init(timeline: Timeline, label: String?, motion: PlayheadMotion, suppressEvents: Bool, finishing: Bool) {
    self.timeline = timeline
    self.label = label
    self.motion = motion
    self.suppressEvents = suppressEvents
    self.finishing = finishing
    shown = timeline.time
    let release = timeline.engine.currentTime
    let seconds = min(motion.settlingTime, AnimationEngine.maximumSeconds)
    arrivalInstant = release + min(.seconds(seconds), AnimationEngine.maximumTime - release)
    releaseSeconds = release.inSeconds
    arrivalSeconds = arrivalInstant.inSeconds
  }

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
  /// the time shown, and the completions run with ``AnimatingPosition/current``. Does nothing once
  /// the fling has ended.
  public func cancel() {
    guard ending == nil else { return }
    end(.current)
  }

  /// Adds a closure to run, with how the fling ended (``AnimatingPosition/end`` arrived,
  /// ``AnimatingPosition/current`` caught), when it ends; at once if it has ended.
  ///
  /// - Parameter completion: The closure.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    if let ending {
      completion(ending)
    } else {
      completions.append(completion)
    }
  }

  /// Waits until the fling ends, and returns how: ``AnimatingPosition/end`` when it arrived,
  /// ``AnimatingPosition/current`` when it was caught.
  ///
  /// - Returns: How it ended.
  public nonisolated(nonsending) func finished() async -> AnimatingPosition {
    if let ending { return ending }
    return await withCheckedContinuation { continuation in
      waiters.append(continuation)
    }
  }

  /// Registers with the engine and with the timeline's flings, catching the one it replaces.
  func begin() {
    let flings = timeline.engine.attachment(TimelineFlings.init)
    flings.byTimeline[ObjectIdentifier(timeline)]?.cancel()
    flings.byTimeline[ObjectIdentifier(timeline)] = self
    timeline.engine.register(self)
  }

  /// Whether the timeline is still as the fling left it: paused, at the time it showed.
  private var isUndisturbed: Bool {
    timeline.state == .active && !timeline.isRunning && timeline.parentTimeline == nil && timeline.time == shown
  }

  /// Seeks the timeline to `time`, its properties moving at the playhead's `velocity` (0 at rest);
  /// a refusal (it cannot happen while undisturbed) catches the fling.
  private func show(_ time: Double, velocity: Double = 0) -> Bool {
    do {
      try timeline.seek(to: time, suppressEvents: suppressEvents, pausedVelocity: velocity)
    } catch {
      return false
    }
    shown = timeline.time
    return true
  }

  /// Stops, unregisters and runs the completions with `position`; once only (a seek's event or a
  /// completion may have ended it already, by a new fling of the same timeline).
  private func end(_ position: AnimatingPosition) {
    guard ending == nil else { return }
    ending = position
    endSeconds = timeline.engine.currentTime.inSeconds
    timeline.engine.unregister(self)
    let flings = timeline.engine.attachment(TimelineFlings.init)
    if flings.byTimeline[ObjectIdentifier(timeline)] === self {
      flings.byTimeline[ObjectIdentifier(timeline)] = nil
    }
    let completions = self.completions
    let waiters = self.waiters
    self.completions = []
    self.waiters = []
    for completion in completions { completion(position) }
    for waiter in waiters { waiter.resume(returning: position) }
  }
}

extension TimelineFling: EngineClient {
  func engineUpdate(seconds: Double) -> Bool {
    guard isUndisturbed else {
      end(.current)
      return false
    }
    if seconds >= arrivalSeconds { return true }
    let elapsed = seconds - releaseSeconds
    if !show(motion.value(at: elapsed), velocity: motion.velocity(at: elapsed)) { end(.current) }
    return false
  }

  var engineEndInstant: Duration? { isRunning ? arrivalInstant : nil }

  func engineComplete() {
    guard isUndisturbed, show(restingPosition) else {
      end(.current)
      return
    }
    // The seek's events may have caught it (a new fling of the timeline).
    guard ending == nil else { return }
    if finishing, restingPosition == 0 || restingPosition == timeline.totalDuration {
      do {
        try timeline.stopAnimation(false)
        try timeline.finishAnimation(at: restingPosition == 0 ? .start : .end)
      } catch {
        // Cannot happen: the timeline is paused and not nested. Leave it as it is.
      }
    }
    end(.end)
  }
}

@available(*, unavailable)
extension TimelineFling: Sendable {}

/// The flings under way, by timeline, kept with the engine: a new fling of a timeline catches the
/// one before it.
final class TimelineFlings {
  var byTimeline: [ObjectIdentifier: TimelineFling] = [:]
}
