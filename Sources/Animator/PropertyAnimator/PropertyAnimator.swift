/// Animates changes to properties and lets you start, pause, scrub, reverse, stop and finish them at
/// any moment: UIKit's `UIViewPropertyAnimator`, on every platform, with a clock you control.
///
/// ```swift
/// let animator = PropertyAnimator(duration: .seconds(0.7), curve: .easeOut, engine: engine)
/// try animator.addAnimations { logo.transform = AffineTransform2D(scaleX: 0.75, y: 0.75) }
/// try animator.addAnimations({ logo.transform = AffineTransform2D(scaleX: 1.5, y: 1.5); logo.alpha = 0 },
///                            delayFactor: 0.8)
/// animator.addCompletion { position in logo.removeFromSuperlayer() }
/// try animator.startAnimation()
/// ```
///
/// An animator is ``AnimatingState/inactive`` until it starts, ``AnimatingState/active`` while it
/// runs or is paused, and ``AnimatingState/stopped`` after ``stopAnimation(_:)`` until
/// ``finishAnimation(at:)``. Every action is defined in every state: it moves the animator, does
/// nothing (documented on the action), or throws an ``AnimationError`` and changes nothing, where
/// UIKit would raise an exception. The whole table is in the "State machine" article. An animation
/// block may add animations and completions to its own animator, but its other actions throw
/// ``AnimationError/insideAnimationBlock(_:)``.
///
/// Setting a property declared with ``Animated`` inside an animation block changes its model value at
/// once; the animator moves its presentation value from what was shown to the new value. While the
/// animator runs, ``fractionComplete`` is the fraction of the duration that has passed; while it is
/// paused, it is the progress you can scrub (linearly, when ``scrubsLinearly`` is `true`).
///
/// An animator belongs to the isolation domain of its engine; it is not `Sendable`. A running
/// animator is kept alive by its engine, so you can start one and let go of it.
public final class PropertyAnimator {
  // The fields a tick reads come first, so that they share the object's first cache line. A tick
  // reads them while no other access to them is in progress, so they need no dynamic exclusivity
  // checks.
  /// The playing state, the timeline's and the animator's in one form: its playhead's position is
  /// the unit time, between 0 and 1.
  @exclusivity(unchecked) var playback = Playback<UnitTimePlayback>() {
    didSet { syncLaneRowAfterPlaybackChange() }
  }
  /// The first block of the run, inline: nearly every run has one, which a tick then reaches
  /// without a pointer chase. ``moreBlocks`` holds the rest.
  ///
  /// Every change to it or to ``moreBlocks`` calls ``syncLaneRow()`` after it. (Not an observer: a
  /// property with `didSet` is set through a copy of the record, its block, curve and array, each
  /// retained and released, at every start and end of a run.)
  @exclusivity(unchecked) var firstBlock: ActiveBlock?
  // Small fields no tick reads, in the bytes that the first block leaves free before the next
  // pointer (`ActiveBlock?` is 74 bytes long). The two flags are plain values that no access
  // holds across a call, so they skip dynamic exclusivity checks (a completion reads one).
  /// Whether a paused animator scrubs along a straight line (`true`, the default) or along its
  /// timing curve (`false`), as UIKit's `scrubsLinearly`.
  ///
  /// With `true`, ``fractionComplete`` read while paused is the *progress* of the values, and
  /// setting it moves the values linearly; resuming continues along the curve from that point with no
  /// jump. Springs and curves that overshoot cannot be inverted, so for them `fractionComplete` is
  /// the fraction of time whatever this says.
  @exclusivity(unchecked) public var scrubsLinearly = true

  /// Whether the animator stays active, paused at the end, instead of completing (default
  /// `false`), as UIKit's `pausesOnCompletion`.
  ///
  /// No completion runs: observe ``isRunning`` turning `false` to learn that the end was reached.
  /// The animator can then be reversed or scrubbed back; a reversed run that reaches the start pauses
  /// there too.
  @exclusivity(unchecked) public var pausesOnCompletion = false
  // The bookkeeping fields below (and `playback`, `firstBlock`, `moreBlocks` above) are read and
  // written only by the package's own code, in accesses that call no code outside the package
  // while they last, so they skip dynamic exclusivity checks too: an animator's start and end
  // touch them dozens of times.
  /// ``runningBlocks`` in the low 31 bits and ``beginsFromCurrentState`` in the top bit, so that
  /// both fit in the first block's tail padding with the two flags above.
  @exclusivity(unchecked) var blockState: UInt32 = 0
  @exclusivity(unchecked) var moreBlocks: [ActiveBlock] = []
  /// The animator's row in its engine's ``SamplingStore``; ``noLaneRow``; or, while it waits for a
  /// row at the next tick, ``offeredLaneRow(at:)`` its place in the store's list of offers.
  @exclusivity(unchecked) var laneRow: Int32 = noLaneRow

  /// The engine whose time the animator follows.
  public let engine: AnimationEngine

  /// The timing the animator was made with, shared with the animators made alike on its engine.
  let baseTiming: BaseTiming
  /// What few animators need, made when one first does (``Extras``); `nil` before.
  @exclusivity(unchecked) var extras: Extras?
  @exclusivity(unchecked) var pendingBlocks = PendingBlocks()

  /// ``parentTimeline`` as an object: the timeline that holds and drives the animator, if any (a
  /// ``Timeline``: the timeline layer sits above this one, see
  /// `Timeline/PropertyAnimator+ParentTimeline.swift`).
  weak var parentTimelineObject: AnyObject?

  /// Makes an inactive animator with the given timing; the designated initialiser, as UIKit's
  /// `init(duration:timingParameters:)`.
  ///
  /// - Parameters:
  ///   - duration: The length of a run. A negative duration is treated as zero: the change happens
  ///     on the next tick.
  ///   - timingParameters: A curve or a spring.
  ///   - engine: The engine the animator runs on.
  public init(duration: Duration, timingParameters: TimingParameters, engine: AnimationEngine) {
    self.engine = engine
    let timing = BaseTiming.Cache.of(engine).timing(
      duration: duration, parameters: timingParameters, engine: engine)
    baseTiming = timing
    playback.playhead.length = timing.duration
    // Inside `AnimationScope.add { }`, the scope holds the animator from now on.
    AnimationScope.collect(self)
  }

  deinit {
    // A paused or stopped animator that is let go of just stops where it is, with no completion.
    // Every block's weight first, as it stands, before any block ends.
    let weights = blocks.map { $0.block.weight }
    for (active, weight) in zip(blocks, weights) {
      active.block.takeEachProperty { $0.end(active.block, atWeight: weight) }
    }
    playback.end()
  }
}

extension PropertyAnimator {
  /// The timing of the animator's runs.
  public var timingParameters: TimingParameters { baseTiming.parameters }

  /// The length of a run, in seconds: the duration the animator was made with, or, for a spring
  /// given by mass, stiffness and damping, the spring's settling duration.
  ///
  /// Seconds, as every duration the library reads back (``Timeline/duration``,
  /// ``Timeline/totalDuration``, ``EffectTiming/duration``); the
  /// initialisers take a `Duration` or seconds.
  public var duration: Double { durationSeconds }

  /// The delay before the current run started moving, in seconds: set by
  /// ``startAnimation(afterDelay:)-(Duration)``, zero otherwise.
  public var delay: Double { playback.startDelay.inSeconds }

  /// Makes an inactive animator that runs `animations` along `curve`, as UIKit's
  /// `init(duration:curve:animations:)`.
  ///
  /// - Parameters:
  ///   - duration: The length of a run; negative is treated as zero.
  ///   - curve: The timing curve, for example ``TimingCurve/easeInOut``.
  ///   - engine: The engine the animator runs on.
  ///   - animations: A first animation block, run when the animator starts.
  public convenience init(
    duration: Duration, curve: TimingCurve, engine: AnimationEngine, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: .curve(curve), engine: engine)
    if let animations { pendingBlocks.append(PendingBlock(animations: animations, delayFactor: 0)) }
  }

  /// Makes an inactive animator along a cubic Bézier curve, as UIKit's
  /// `init(duration:controlPoint1:controlPoint2:animations:)`.
  ///
  /// - Parameters:
  ///   - duration: The length of a run; negative is treated as zero.
  ///   - controlPoint1: The curve's first control point (`x` in `0...1`).
  ///   - controlPoint2: The curve's second control point (`x` in `0...1`).
  ///   - engine: The engine the animator runs on.
  ///   - animations: A first animation block, run when the animator starts.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a control point
  ///   that is not finite or whose `x` is outside `0...1`.
  public convenience init(
    duration: Duration, controlPoint1: Point2D, controlPoint2: Point2D, engine: AnimationEngine,
    animations: (() -> Void)? = nil
  ) throws(AnimationError) {
    let curve = TimingCurve.cubicBezier(try CubicBezier(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
    self.init(duration: duration, timingParameters: .curve(curve), engine: engine)
    if let animations { pendingBlocks.append(PendingBlock(animations: animations, delayFactor: 0)) }
  }

  /// Makes an inactive animator on a spring that settles within `duration`, as UIKit's
  /// `init(duration:dampingRatio:animations:)`.
  ///
  /// - Parameters:
  ///   - duration: The length of a run; negative is treated as zero.
  ///   - dampingRatio: 1 settles without overshoot; values towards 0 oscillate more, and 0 (an
  ///     undamped spring) arrives for the second time exactly at the end.
  ///   - engine: The engine the animator runs on.
  ///   - animations: A first animation block, run when the animator starts.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` if `dampingRatio` is
  ///   negative or not finite.
  public convenience init(
    duration: Duration, dampingRatio: Double, engine: AnimationEngine, animations: (() -> Void)? = nil
  ) throws(AnimationError) {
    self.init(duration: duration, timingParameters: try .spring(dampingRatio: dampingRatio), engine: engine)
    if let animations { pendingBlocks.append(PendingBlock(animations: animations, delayFactor: 0)) }
  }

  /// The animator's state: inactive, active (running or paused) or stopped.
  public var state: AnimatingState { playback.machine.state }

  /// Whether the animator is running: started and not paused, stopped or finished. It is `true`
  /// during a start delay, and `false` once a run with ``pausesOnCompletion`` reaches its end.
  public var isRunning: Bool { playback.machine.isRunning }

  /// Whether the animator runs, or will run, from the end values back to the start values.
  ///
  /// Setting it while running turns the animation around at the current point. Setting it while
  /// inactive or paused takes effect at the next start: an inactive animator then runs from its end
  /// values to its start values and completes with ``AnimatingPosition/start``. Setting it while
  /// stopped is ignored. ``fractionComplete`` measures along the current direction, so it reads
  /// `1 - f` right after the direction changes (UIKit's behaviour since iOS 11).
  ///
  /// Setting it on an active animator that is not interruptible is refused and reported to the
  /// engine's ``AnimationEngine/diagnosticsHandler``; ``setReversed(_:)`` throws instead.
  public var isReversed: Bool {
    get { playback.machine.isReversed }
    set {
      do { try setReversed(newValue) } catch { engine.report(error) }
    }
  }

  /// Whether the animator can be paused, stopped, reversed and scrubbed once started (default
  /// `true`). It can be set only while the animator is inactive: setting it while active or
  /// stopped, even to the value it has, is refused and reported to the engine's
  /// ``AnimationEngine/diagnosticsHandler`` (``setInterruptible(_:)`` throws instead), as UIKit
  /// raises for it.
  public var isInterruptible: Bool {
    get { playback.machine.isInterruptible }
    set {
      do { try setInterruptible(newValue) } catch { engine.report(error) }
    }
  }

  /// Sets ``isInterruptible``, or throws if the animator is not inactive.
  ///
  /// - Parameter interruptible: The new value.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while active or stopped, whatever the
  ///   value.
  public func setInterruptible(_ interruptible: Bool) throws(AnimationError) {
    try playback.machine.setInterruptible(interruptible)
  }

  /// How far the animation has got, from 0 to 1, along its current direction.
  ///
  /// While running it is the fraction of the duration that has passed. While paused it is the
  /// progress of the values (with ``scrubsLinearly``) or the fraction of time (without), and
  /// setting it scrubs. Setting it on an inactive animator makes it active and paused there. Setting
  /// it while running is ignored, as UIKit's setter is. Values outside `0...1` are clamped to it.
  ///
  /// A NaN, or setting it while stopped, is refused and reported to the engine's
  /// ``AnimationEngine/diagnosticsHandler``; ``setFractionComplete(_:)`` throws instead.
  public var fractionComplete: Double {
    get { currentFractionComplete }
    set {
      do { try setFractionComplete(newValue) } catch { engine.report(error) }
    }
  }

  /// Adds a closure to run when the animation ends: at its natural end, or at
  /// ``finishAnimation(at:)`` after ``stopAnimation(_:)``. It receives the position where the
  /// animation ended.
  ///
  /// Completions run first in, first out, after the animator has become inactive, so one may start,
  /// stop or add to any animator, this one included; a completion added while completions run
  /// belongs to the next run. Completions are dropped, never called, by `stopAnimation(true)`.
  /// Allowed in every state.
  ///
  /// - Parameter completion: The closure; its argument is where the animation ended.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    playback.completions.append(completion)
  }

  /// Waits until the current or next run ends, and returns where it ended: the position a
  /// completion would receive, or `nil` if the run was stopped without finishing or the animator
  /// was released.
  ///
  /// It always returns once the run ends, however it ends.
  ///
  /// Cancelling the waiting task returns `nil` at once and leaves the run alone: others may be
  /// watching it. ``Animating/run()`` is the wait that stops the player when its task is cancelled.
  ///
  /// - Returns: The final position, or `nil` when no completion would run or the task was
  ///   cancelled.
  public nonisolated(nonsending) func finished() async -> AnimatingPosition? {
    await awaitEnd()
  }
}

@available(*, unavailable)
extension PropertyAnimator: Sendable {}
