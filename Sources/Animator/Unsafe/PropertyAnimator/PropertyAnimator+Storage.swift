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
  /// retained and released: issue 28's lifecycle.)
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
  // touch them dozens of times (issue 28's lifecycle measurements).
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
  }

  deinit {
    // A paused or stopped animator that is let go of just stops where it is, with no completion.
    // Every block's weight first, as it stands, before any block ends.
    let weights = blocks.map { $0.block.weight }
    for (active, weight) in zip(blocks, weights) {
      active.block.forEachProperty { $0.end(active.block, atWeight: weight) }
      active.block.removeAllProperties()
    }
    playback.end()
  }
}

extension PropertyAnimator.BaseTiming.Cache {
  /// The cache of `engine`, made the first time (``EngineSlots/baseTimingCache``).
  static func of(_ engine: AnimationEngine) -> PropertyAnimator.BaseTiming.Cache {
    if let cache = engine.storage.baseTimingCache { return unsafeDowncast(cache, to: Self.self) }
    let cache = Self()
    engine.storage.baseTimingCache = cache
    return cache
  }
}
