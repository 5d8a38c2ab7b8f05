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
