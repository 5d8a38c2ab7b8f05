/// A sequence of animations you compose in code and then play, pause, scrub, seek, reverse and
/// repeat as one: GSAP's timelines on UIKit's animating interface.
///
/// ```swift
/// let timeline = Timeline(engine: engine)
/// try timeline.addTween(duration: 0.3, curve: .easeOut, name: "shrink") {
///   logo.transform = AffineTransform2D(scaleX: 0.75, y: 0.75)
/// }
/// try timeline.addTween(duration: 0.2, curve: .easeOut, name: "grow") {
///   logo.transform = AffineTransform2D(scaleX: 1.5, y: 1.5)
///   logo.opacity = 0
/// }
/// try timeline.addCallback(name: "remove") { _ in logo.removeFromSuperlayer() }
/// try timeline.startAnimation()
/// ```
///
/// A timeline holds children: tweens (blocks of property changes, recorded as an animator's blocks
/// are), ``PropertyAnimator``s, nested timelines, springs and callbacks. Each child sits at a start
/// time in the timeline's *content time* (placed with a ``TimelinePosition``) and has its own
/// ``EffectTiming``. The timeline itself plays through ``Animating``, the interface
/// ``PropertyAnimator`` has, with the same state table; a timeline nested in another is driven by
/// its parent, and its own controls then throw ``AnimationError/controlledByTimeline(_:)``.
///
/// When the timeline first becomes active it records its children's property changes in
/// timeline order (by absolute start time, then the order they were added), so tweens of one
/// property in sequence chain from one value to the next. Every value shown is then a pure
/// function of the playhead's time, so seeking, scrubbing and reversing are exact.
///
/// Events (``TimelineEvent``) are crossings of points in time: each fires exactly once per
/// crossing, in timeline order, however the playhead moves.
///
/// A timeline belongs to the isolation domain of its engine; it is not `Sendable`.
public final class Timeline {
  /// The engine whose time the timeline follows.
  public let engine: AnimationEngine
  /// The timeline's name, used in events and descriptions.
  public let name: String?
  /// The timeline's own timing: delay, iterations, direction, fill, playback rate. Set it with
  /// ``setTiming(_:)``.
  public internal(set) var timing: EffectTiming

  /// Whether the timeline stays active, paused at its end (or its start, when playing backwards),
  /// instead of completing (default `false`), as the animator's property. Set it to keep a
  /// finished timeline scrubbable.
  public var pausesOnCompletion = false

  // Structure.
  /// The children, their orders, labels and length (``TimelineLayout``). A move reads the search
  /// orders while no other access to them is in progress, so they need no dynamic exclusivity
  /// checks.
  @exclusivity(unchecked) var layout = TimelineLayout()
  // A weak reference's load and store run no other code, so no other access to it can be in
  // progress: no dynamic exclusivity checks (one on every child added, which walks up the holders).
  /// The timeline that holds this one, if it is nested: the same name as
  /// ``PropertyAnimator/parentTimeline``.
  @exclusivity(unchecked) public internal(set) weak var parentTimeline: Timeline?
  weak var parentEntry: TimelineChild?

  /// What the timeline's content shows (``TimelineEvaluationCache``). The fields a seek reads and
  /// writes for every child it moves are never accessed while another access to them is in
  /// progress, so they need no dynamic exclusivity checks (which cost more than the rest of a
  /// child's move).
  @exclusivity(unchecked) var evaluation = TimelineEvaluationCache()
  /// What the timeline keeps to find and deliver its events (``TimelineEventState``). Every access
  /// reads or writes one of its fields and ends before any other code runs (a delivery copies the
  /// event out before it calls the handler), so no other access to it can be in progress: no
  /// dynamic exclusivity checks (one would be made on every child added).
  @exclusivity(unchecked) var eventState = TimelineEventState()

  // Playing, for a timeline that no other holds.
  /// The playing state, the animator's and the timeline's in one form: its playhead's position is
  /// the timeline's local time.
  @exclusivity(unchecked) var playback = Playback<LocalTimePlayback>()
  /// The local time the content was last moved to (`shownTime`), and the side of it the move
  /// arrived from (`shownSide`: -1 before, +1 after). Not the playhead's position, which is where the timeline is *now* (between
  /// ticks it has moved on): this is where its content was last shown, the start of the next move,
  /// which decides the events that move crosses.
  var shownTime = 0.0
  var shownSide = -1
  /// Whether the timeline's children are recorded (from its first activation until its run ends or
  /// it is invalidated). A flag whose reads and writes run no other code: no dynamic exclusivity
  /// checks (one on every child added).
  @exclusivity(unchecked) var isRecorded = false
  /// Where a run started by `play(fromLabel:toLabel:)` pauses (``PlaybackFrontEnd/stopTarget``).
  var stopTarget: Double?
  /// The ``AnimationScope`` the timeline is in (``ScopedMember``); `nil` while it is nested, when
  /// its root's scope acts on it.
  var scopeLink: ScopeLink?

  /// Makes an empty, inactive timeline.
  ///
  /// - Parameters:
  ///   - engine: The engine the timeline runs on.
  ///   - name: A name for events and descriptions.
  public init(engine: AnimationEngine, name: String? = nil) {
    self.engine = engine
    self.name = name
    timing = EffectTiming()
    // Inside `AnimationScope.add { }`, the scope holds the timeline from now on.
    AnimationScope.collect(self)
  }

  deinit {
    // The children's unretained references to the timeline go first, as weak ones would have
    // before `deinit` runs: a child kept by its caller then answers `nil`, never a freed timeline.
    for child in layout.entries { child.timelineReference = nil }
    // A paused or stopped timeline that is let go of stops where it is, with no completion.
    if parentTimeline == nil && isRecorded { _ = endRecording() }
    dropWaiters()
    playback.end()
  }
}

extension Timeline {
  /// Makes an empty, inactive timeline with its own timing.
  ///
  /// ```swift
  /// var timing = EffectTiming()
  /// timing.repeat = 2
  /// timing.yoyo = true
  /// let timeline = try Timeline(engine: engine, name: "pulse", timing: timing)
  /// ```
  ///
  /// - Parameters:
  ///   - engine: The engine the timeline runs on.
  ///   - name: A name for events and descriptions.
  ///   - timing: The timeline's timing; its easing must be linear.
  /// - Throws: What ``setTiming(_:)`` throws.
  public convenience init(engine: AnimationEngine, name: String? = nil, timing: EffectTiming) throws(AnimationError) {
    self.init(engine: engine, name: name)
    try setTiming(timing)
  }

  /// Replaces the timeline's own timing.
  ///
  /// - Parameter timing: The new timing.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a field that
  ///   ``EffectTiming/validate()`` rejects, an easing that is not linear (every event must map to
  ///   one instant), or a negative playback rate on a timeline that never ends;
  ///   ``AnimationError/invalidAction(_:state:)`` while the timeline is active or stopped;
  ///   ``AnimationError/controlledByTimeline(_:)`` for a nested timeline, whose timing is the one it
  ///   was added with. Nothing changes.
  public func setTiming(_ timing: EffectTiming) throws(AnimationError) {
    try requireNotInTimeline(.setTiming)
    try Self.validateTimelineTiming(timing)
    guard playback.machine.phase == .inactive, !isRecorded else {
      throw .invalidAction(.setTiming, state: state)
    }
    let old = self.timing
    self.timing = timing
    invalidateLayout()
    if let problem = infiniteReversal() {
      self.timing = old
      invalidateLayout()
      throw problem
    }
  }

  static func validateTimelineTiming(_ timing: EffectTiming) throws(AnimationError) {
    try timing.validate()
    guard timing.easing == .linear else {
      throw .invalidArgument(
        parameter: "easing", value: "\(timing.easing)", requirement: .other("linear, for a timeline"))
    }
  }

  /// The timeline's content duration: the latest end of its children (0 when empty). This is the
  /// iteration duration its timing repeats.
  public var duration: Double {
    ensureResolved()
    return layout.storedContentDuration
  }

  /// The length of the timeline's local time: delay, every iteration and end delay (infinite for a
  /// timeline that repeats forever). The playhead's ``time`` runs from 0 to this.
  public var totalDuration: Double {
    rootTiming.endTime
  }

  /// The children, in timeline order (by start time, then the order they were added).
  public var children: [TimelineChild] {
    ensureLayout()
    return layout.ordered
  }

  /// The labels, ordered by time.
  public var labels: [TimelineLabel] {
    layout.labelTimes.map { TimelineLabel(name: $0.key, time: $0.value) }.sorted {
      ($0.time, $0.name) < ($1.time, $1.name)
    }
  }

  /// The time of a label, in seconds of content time.
  ///
  /// - Parameter label: The label's name.
  /// - Returns: Its time.
  /// - Throws: ``AnimationError/unknownLabel(_:)``.
  public func time(ofLabel label: String) throws(AnimationError) -> Double {
    guard let time = layout.labelTimes[label] else { throw .unknownLabel(label) }
    return time
  }

  var contentDuration: Double {
    ensureResolved()
    return layout.storedContentDuration
  }

  /// The timeline's own timing, resolved, with the playback rate set aside: for a timeline that
  /// plays on its own, the rate is the playhead's speed.
  var rootTiming: ResolvedTiming {
    ensureResolved()
    if let cached = layout.cachedRootTiming { return cached }
    var timing = self.timing
    timing.playbackRate = 1
    let resolved = ResolvedTiming(timing, intrinsicDuration: layout.storedContentDuration)
    layout.cachedRootTiming = resolved
    return resolved
  }

  /// The root of the tree this timeline belongs to.
  var root: Timeline {
    var node = self
    while let parent = node.parentTimeline { node = parent }
    return node
  }
}

@available(*, unavailable)
extension Timeline: Sendable {}
