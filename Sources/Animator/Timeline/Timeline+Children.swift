extension Timeline {
  /// Adds a ``PropertyAnimator``, which the timeline then drives: the animator's unit time
  /// follows the child's progress.
  ///
  /// The animator must be inactive and in no other timeline. While the timeline holds it, its own
  /// controls (start, pause, stop, finish, scrub, reverse) throw
  /// ``AnimationError/controlledByTimeline(_:)``; its animation blocks run when the timeline first
  /// becomes active, and its completions run when the timeline's run ends, with the position the
  /// animator ended at. An animator made with the `.repeat` or `.autoreverse` options brings its
  /// repeats as W3C timing: endless iterations for `.repeat`, alternate direction for
  /// `.autoreverse` (two iterations, there and back, without `.repeat`), unless `timing` sets
  /// other iterations or another direction.
  ///
  /// - Parameters:
  ///   - animator: The animator.
  ///   - timing: Delay, iterations, direction, fill and playback rate (its duration is the
  ///     animator's by default).
  ///   - position: Where it starts.
  ///   - name: A name for events and introspection.
  /// - Returns: The child.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for an animator that
  ///   is active, stopped or already in a timeline, or a bad timing or position. Nothing is added.
  @discardableResult
  public func add(
    _ animator: PropertyAnimator, timing: EffectTiming = EffectTiming(), at position: TimelinePosition = .end(),
    name: String? = nil
  ) throws(AnimationError) -> TimelineChild {
    guard animator.state == .inactive, animator.parentTimelineObject == nil else {
      throw .invalidArgument(
        parameter: "animator", value: name ?? "animator",
        requirement: .other("an inactive animator that no timeline holds"))
    }
    let child = try insert(.animator(animator), name: name, at: position, timing: animator.timing(within: timing))
    animator.parentTimelineObject = self
    // The timeline acts on it from now on, and its scope with it: it leaves its own.
    animator.scopeLink = nil
    return child
  }

  /// Adds a nested timeline, which this one then plays: its playhead follows the child's progress.
  ///
  /// ```swift
  /// let intro = Timeline(engine: engine, name: "intro")
  /// try intro.addTween(duration: 0.5) { title.opacity = 1 }
  /// var twice = EffectTiming()
  /// twice.repeat = 1
  /// try timeline.add(intro, timing: twice)
  /// ```
  ///
  /// - Parameters:
  ///   - timeline: The timeline to nest; inactive, in no other timeline.
  ///   - timing: Delay, iterations, direction, fill and playback rate; the easing must be linear.
  ///     `nil` (the default) takes the timeline's own ``Timeline/timing``.
  ///   - position: Where it starts.
  ///   - name: A name for events and introspection (the timeline's own name by default).
  /// - Returns: The child.
  /// - Throws: ``AnimationError/cycle(_:)`` when `timeline` is this timeline or holds it;
  ///   ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a timeline that is
  ///   active or already nested, a bad timing or position. Nothing is added.
  @discardableResult
  public func add(
    _ timeline: Timeline, timing: EffectTiming? = nil, at position: TimelinePosition = .end(),
    name: String? = nil
  ) throws(AnimationError) -> TimelineChild {
    let timing = timing ?? timeline.timing
    var node: Timeline? = self
    while let current = node {
      if current === timeline {
        throw .cycle("adding \(timeline.name ?? "a timeline") into \(self.name ?? "a timeline") it holds")
      }
      node = current.parentTimeline
    }
    guard timeline.parentTimeline == nil, timeline.playback.machine.phase == .inactive, !timeline.isRecorded else {
      throw .invalidArgument(
        parameter: "timeline", value: timeline.name ?? "timeline",
        requirement: .other("an inactive timeline that no other timeline holds"))
    }
    try Self.validateTimelineTiming(timing)
    let child = try insert(.timeline(timeline), name: name ?? timeline.name, at: position, timing: timing)
    timeline.parentTimeline = self
    timeline.parentEntry = child
    if let problem = timeline.infiniteReversal() {
      removeEntry(child)
      timeline.parentTimeline = nil
      timeline.parentEntry = nil
      throw problem
    }
    // This timeline acts on it from now on, and this timeline's scope with it: it leaves its own.
    timeline.scopeLink = nil
    structureChanged(recording: child)
    return child
  }

  /// Adds a closure called when the playhead crosses `position`, either way; it receives the
  /// direction of the crossing.
  ///
  /// ```swift
  /// try timeline.addCallback(at: .label("shown"), name: "log") { direction in print("shown", direction) }
  /// ```
  ///
  /// - Parameters:
  ///   - position: Where the callback sits; the end of the timeline by default.
  ///   - name: A name for events and introspection.
  ///   - body: The closure.
  /// - Returns: The child.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a bad position;
  ///   ``AnimationError/unknownLabel(_:)``.
  @discardableResult
  public func addCallback(
    at position: TimelinePosition = .end(), name: String? = nil, _ body: @escaping (TimelineDirection) -> Void
  ) throws(AnimationError) -> TimelineChild {
    try insert(.callback(body), name: name, at: position, timing: EffectTiming())
  }

  /// Adds a label: a named time to place children at and to seek to.
  ///
  /// - Parameters:
  ///   - name: The label's name; adding an existing name moves the label.
  ///   - position: Where the label goes; the end of the timeline by default.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a bad position;
  ///   ``AnimationError/unknownLabel(_:)``.
  public func addLabel(_ name: String, at position: TimelinePosition = .end()) throws(AnimationError) {
    layout.labelTimes[name] = try resolve(position)
  }

  /// The positions of a group of children placed at a fixed or eased spacing (GSAP's `stagger`),
  /// in index order: add one child at each.
  ///
  /// ```swift
  /// let positions = try timeline.staggeredPositions(count: bars.count, stagger: .each(0.1))
  /// for (index, position) in positions.enumerated() {
  ///   try timeline.addTween(duration: 0.4, at: position) { bars[index].height = 1 }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many children, zero or more and at most ``Stagger/maximumCount``.
  ///   - position: Where the group starts; the end of the timeline by default.
  ///   - stagger: The spacing.
  /// - Returns: One absolute position per child.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a negative
  ///   count or one above ``Stagger/maximumCount``, a bad position or spacing;
  ///   ``AnimationError/unknownLabel(_:)``.
  public func staggeredPositions(
    count: Int, at position: TimelinePosition = .end(), stagger: Stagger
  ) throws(AnimationError) -> [TimelinePosition] {
    guard count >= 0 else {
      throw .invalidArgument(parameter: "count", value: "\(count)", requirement: .nonNegative)
    }
    let start = try resolve(position)
    return try stagger.offsets(count: count).map { .at(start + $0) }
  }

  func insertSpring(
    _ spring: any SpringTweenContent, name: String?, at position: TimelinePosition, timing: EffectTiming
  ) throws(AnimationError) -> TimelineChild {
    try insert(.spring(spring), name: name, at: position, timing: timing)
  }
}
