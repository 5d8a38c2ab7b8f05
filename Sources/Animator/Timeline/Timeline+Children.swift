extension Timeline {
  /// Adds a tween: a block of property changes, animated over `duration` along `curve`, as an
  /// animation block of an animator is.
  ///
  /// ```swift
  /// try timeline.addTween(duration: 1, curve: .easeOut, at: .at(0.6), name: "buttons") {
  ///   button.opacity = 1
  ///   button.transform = .identity
  /// }
  /// ```
  ///
  /// The block runs when the timeline first becomes active (at once if it is active already):
  /// the properties it sets take their new model values then, and the tween moves what they show
  /// from the values before to the new ones.
  ///
  /// - Parameters:
  ///   - duration: The tween's length in seconds (its intrinsic duration), a finite number >= 0.
  ///   - curve: The tween's easing, replacing `timing.easing`; ease-in-out by default, as for
  ///     ``AnimationEngine/animate(duration:curve:animations:completion:)-(Duration,_,_,_)`` and
  ///     in UIKit.
  ///   - timing: Delay, iterations, direction, fill and playback rate.
  ///   - position: Where the tween starts; the end of the timeline by default.
  ///   - name: A name for events and introspection.
  ///   - animations: Sets the properties to animate.
  /// - Returns: The child, to listen to its events.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a bad duration,
  ///   timing or position; ``AnimationError/unknownLabel(_:)``. Nothing is added.
  @discardableResult
  public func addTween(
    duration: Double, curve: TimingCurve = .easeInOut, timing: EffectTiming = EffectTiming(),
    at position: TimelinePosition = .end(), name: String? = nil, _ animations: @escaping () -> Void
  ) throws(AnimationError) -> TimelineChild {
    try addTween(duration: duration, curve: curve, timing: timing, at: position, name: name, property: nil, animations)
  }

  /// Adds a tween of one property from its value at that point of the timeline (or from `from`)
  /// to `to`.
  ///
  /// ```swift
  /// try timeline.addTween(of: card.$opacity, to: 1, duration: 0.5)
  /// ```
  ///
  /// With `from`, a zero-length child named `"<name> from"` that sets the property to `from` is
  /// added at the same start, before the tween, as GSAP's `fromTo` does. Unlike GSAP's `fromTo`,
  /// whose default `immediateRender: true` shows the `from` value as soon as the tween is
  /// created, the `from` value is not shown before the tween starts: until then the property
  /// shows what the timeline shows there without this tween (the fill rule: before a tween
  /// starts, it shows its start values), also inside a nested timeline that has not started.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - from: The value to start from, or `nil` to start from the value the property has there.
  ///   - to: The value to end on.
  ///   - duration: Seconds, a finite number >= 0.
  ///   - curve: The easing; ease-in-out by default, as for
  ///     ``AnimationEngine/animate(duration:curve:animations:completion:)-(Duration,_,_,_)`` and
  ///     in UIKit.
  ///   - timing: Delay, iterations, direction, fill and playback rate.
  ///   - position: Where the tween starts.
  ///   - name: A name for events and introspection.
  /// - Returns: The tween.
  /// - Throws: What ``addTween(duration:curve:timing:at:name:_:)-(Double,_,_,_,_,_)`` throws.
  @_specialize(exported:true,where Value == Double)
  @_specialize(exported:true,where Value == Float)
  @_specialize(exported:true,where Value == Point2D)
  @_specialize(exported:true,where Value == Size2D)
  @_specialize(exported:true,where Value == Rect2D)
  @_specialize(exported:true,where Value == Color)
  @_specialize(exported:true,where Value == AffineTransform2D)
  @_specialize(exported:true,where Value == SIMD2<Double>)
  @_specialize(exported:true,where Value == SIMD4<Double>)
  @discardableResult
  public func addTween<Value: Animatable>(
    of property: AnimatedProperty<Value>, from: Value? = nil, to: Value, duration: Double,
    curve: TimingCurve = .easeInOut, timing: EffectTiming = EffectTiming(), at position: TimelinePosition = .end(),
    name: String? = nil
  ) throws(AnimationError) -> TimelineChild {
    // Specialised above for the value types of the package: a caller in another module calls the
    // generic form, which would otherwise look up the tween's generic class and copy the values
    // through value witnesses on every child (issue 30, item 5).
    let propertyName = name ?? "\(Value.self)"
    if let from {
      let start = try resolveFromTo(position, duration: duration, curve: curve, timing: timing)
      let (fromStart, resolved) = try place(intrinsicDuration: 0, at: .at(start), timing: EffectTiming())
      _ = try append(
        PropertyTweenChild(
          name: name.map { "\($0) from" }, start: fromStart, resolved: resolved, sequence: layout.nextSequence,
          duration: 0, propertyName: propertyName, property: property, value: from))
      return try addTween(
        of: property, to: to, duration: duration, curve: curve, timing: timing, at: .at(start),
        name: name, propertyName: propertyName)
    }
    return try addTween(
      of: property, to: to, duration: duration, curve: curve, timing: timing, at: position, name: name,
      propertyName: propertyName)
  }

  /// Adds a tween that sets `property` to `to`, named `propertyName` among the animated properties.
  private func addTween<Value: Animatable>(
    of property: AnimatedProperty<Value>, to: Value, duration: Double, curve: TimingCurve, timing: EffectTiming,
    at position: TimelinePosition, name: String?, propertyName: String
  ) throws(AnimationError) -> TimelineChild {
    try Self.validateTweenDuration(duration)
    var timing = timing
    timing.easing = curve
    let (start, resolved) = try place(intrinsicDuration: duration, at: position, timing: timing)
    return try append(
      PropertyTweenChild(
        name: name, start: start, resolved: resolved, sequence: layout.nextSequence, duration: duration,
        propertyName: propertyName, property: property, value: to))
  }

  /// Adds a tween of a property of an object you already have, through a key path, from its value
  /// at that point of the timeline (or from `from`) to `to`.
  ///
  /// ```swift
  /// try timeline.addTween(of: \.position, on: node, to: Point2D(x: 100, y: 0), duration: 1)
  /// ```
  ///
  /// With `from`, a zero-length child that sets the property to `from` is added before the tween,
  /// as in ``addTween(of:from:to:duration:curve:timing:at:name:)-(AnimatedProperty<Value>,_,_,Double,_,_,_,_)``:
  /// unlike GSAP's default `immediateRender`, the `from` value is not shown before the tween
  /// starts.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - object: The object that has it; held until the timeline's run ends.
  ///   - from: The value to start from, or `nil`.
  ///   - to: The value to end on.
  ///   - duration: Seconds, a finite number >= 0.
  ///   - curve: The easing; ease-in-out by default, as for
  ///     ``AnimationEngine/animate(duration:curve:animations:completion:)-(Duration,_,_,_)`` and
  ///     in UIKit.
  ///   - timing: Delay, iterations, direction, fill and playback rate.
  ///   - position: Where the tween starts.
  ///   - name: A name for events and introspection.
  /// - Returns: The tween.
  /// - Throws: What ``addTween(duration:curve:timing:at:name:_:)-(Double,_,_,_,_,_)`` throws.
  @discardableResult
  public func addTween<Root: AnyObject, Value: Animatable>(
    of keyPath: ReferenceWritableKeyPath<Root, Value>, on object: Root, from: Value? = nil, to: Value,
    duration: Double, curve: TimingCurve = .easeInOut, timing: EffectTiming = EffectTiming(),
    at position: TimelinePosition = .end(), name: String? = nil
  ) throws(AnimationError) -> TimelineChild {
    let engine = self.engine
    let propertyName = name ?? "\(keyPath)"
    var start = position
    if let from {
      start = .at(try resolveFromTo(position, duration: duration, curve: curve, timing: timing))
      try addTween(duration: 0, at: start, name: name.map { "\($0) from" }, property: propertyName) {
        engine.withTarget(object, keyPath) { $0.modelValue = from }
      }
    }
    return try addTween(
      duration: duration, curve: curve, timing: timing, at: start, name: name, property: propertyName
    ) {
      engine.withTarget(object, keyPath) { $0.modelValue = to }
    }
  }

  /// Where a from-to tween and its "from" child start, once the tween is known to be valid: so
  /// that a tween refused after the "from" child was added cannot leave that child behind.
  private func resolveFromTo(
    _ position: TimelinePosition, duration: Double, curve: TimingCurve, timing: EffectTiming
  ) throws(AnimationError) -> Double {
    try Self.validateTweenDuration(duration)
    var timing = timing
    timing.easing = curve
    try timing.validate()
    return try resolve(position, insertedLength: Self.insertedLength(timing, duration: duration))
  }

  static func validateTweenDuration(_ duration: Double) throws(AnimationError) {
    try AnimationError.requireNonNegative(duration, "duration")
    guard duration <= AnimationEngine.maximumSeconds else {
      throw .invalidArgument(
        parameter: "duration", value: "\(duration)", requirement: .range(0...AnimationEngine.maximumSeconds))
    }
  }

  @discardableResult
  func addTween(
    duration: Double, curve: TimingCurve = .easeInOut, timing: EffectTiming = EffectTiming(),
    at position: TimelinePosition, name: String?, property: String?,
    _ animations: @escaping () -> Void
  ) throws(AnimationError) -> TimelineChild {
    try Self.validateTweenDuration(duration)
    var timing = timing
    timing.easing = curve
    let (start, resolved) = try place(intrinsicDuration: duration, at: position, timing: timing)
    return try append(
      TweenChild(
        name: name, start: start, resolved: resolved, sequence: layout.nextSequence, duration: duration,
        source: TweenSource(body: animations, propertyName: property)))
  }

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

  /// The content time a position names now, for a child whose length in this timeline is
  /// `insertedLength` (`nil` where no child is added: a label, a stagger).
  func resolve(_ position: TimelinePosition, insertedLength: Double? = nil) throws(AnimationError) -> Double {
    guard position.number.isFinite, abs(position.number) <= AnimationEngine.maximumSeconds else {
      throw .invalidArgument(parameter: "position", value: "\(position.number)", requirement: .finite)
    }
    // Read only by the positions relative to it: reading it retains the child.
    var previous: TimelineChild? { layout.entries.last }
    func label(_ name: String) throws(AnimationError) -> Double {
      guard let time = layout.labelTimes[name] else { throw .unknownLabel(name) }
      return time
    }
    let time: Double
    switch position {
    case .at(let seconds):
      time = seconds
    case .end(let offset):
      time = contentDuration + offset
    case .withPrevious(let offset):
      time = (previous?.startTime ?? 0) + offset
    case .afterPrevious(let offset):
      ensureResolved()
      time = (previous?.span.spanEnd ?? 0) + offset
    case .label(let name, let offset):
      time = try label(name) + offset
    case .percent(let percent, let length, let reference):
      ensureResolved()
      let measured: Double
      switch length {
      case .previous:
        measured = previous.map { $0.span.spanEnd - $0.startTime } ?? 0
      case .inserted:
        guard let insertedLength else {
          throw .invalidArgument(
            parameter: "position", value: "\(percent)%",
            requirement: .other("a percentage of the previous child's length: here no child is added"))
        }
        measured = insertedLength
      }
      let base: Double
      switch reference {
      case .end: base = contentDuration
      case .previousStart: base = previous?.startTime ?? 0
      case .previousEnd: base = previous?.span.spanEnd ?? 0
      case .label(let name): base = try label(name)
      }
      time = base + percent / 100 * measured
    }
    return time.isFinite ? max(time, 0) : 0
  }

  /// How long a child of `timing` and intrinsic duration `duration` lasts in this timeline: the
  /// length a percentage of the inserted child measures (0 for one that never ends).
  static func insertedLength(_ timing: EffectTiming, duration: Double) -> Double {
    let span = ResolvedTiming(timing, intrinsicDuration: duration).span
    return span.isFinite ? span : 0
  }

  /// Adds a child of `content` other than a tween.
  private func insert(
    _ content: TimelineContent, name: String?, at position: TimelinePosition, timing: EffectTiming
  ) throws(AnimationError) -> TimelineChild {
    let (start, resolved) = try place(intrinsicDuration: content.intrinsicDuration, at: position, timing: timing)
    return try append(
      ContentChild(name: name, content: content, start: start, resolved: resolved, sequence: layout.nextSequence))
  }

  /// Where a child of `timing` and intrinsic duration `intrinsicDuration` goes: its start and its
  /// resolved timing, once both are checked. Nothing is added.
  private func place(
    intrinsicDuration: Double, at position: TimelinePosition, timing: EffectTiming
  ) throws(AnimationError) -> (start: Double, resolved: ResolvedTiming) {
    try timing.validate()
    // Resolved once, here: the position's inserted length, the child and its layout read it.
    let resolved = resolvedTiming(timing, intrinsicDuration: intrinsicDuration)
    if timing.playbackRate < 0 && resolved.endTime.isInfinite {
      throw .invalidArgument(
        parameter: "playbackRate", value: "\(timing.playbackRate)",
        requirement: .other("positive for a child that never ends"))
    }
    let span = resolved.span
    return (try resolve(position, insertedLength: span.isFinite ? span : 0), resolved)
  }

  /// Appends `child`, made from ``place(intrinsicDuration:at:timing:)``'s answer with the next
  /// sequence number, lays it out and records it if the timeline is active.
  private func append(_ child: TimelineChild) throws(AnimationError) -> TimelineChild {
    layout.nextSequence += 1
    child.timeline = self
    layout.entries.append(child)
    layoutAppended(child)
    if child.span.spanEnd.isInfinite, let problem = infiniteReversal() {
      removeEntry(child)
      throw problem
    }
    if child.kind == .timeline {
      root.layout.latestRecordedStart = .nan
      return child
    }
    structureChanged(recording: child)
    return child
  }

  /// Adds a tween whose block was recorded already (the outer block of a keyframe animation).
  func addPrerecordedTween(_ block: AnimationBlock, duration: Double) throws(AnimationError) {
    let (start, resolved) = try place(intrinsicDuration: duration, at: .at(0), timing: EffectTiming())
    let child = TweenChild(
      name: "animations", start: start, resolved: resolved, sequence: layout.nextSequence, duration: duration,
      source: TweenSource(body: {}, propertyName: nil))
    child.block = block
    _ = try append(child)
  }

  func insertSpring(
    _ spring: any SpringTweenContent, name: String?, at position: TimelinePosition, timing: EffectTiming
  ) throws(AnimationError) -> TimelineChild {
    try insert(.spring(spring), name: name, at: position, timing: timing)
  }

  /// After a child's own duration changed: lays the timeline out again and shows the values.
  func childDurationChanged() {
    invalidateLayout()
    let root = self.root
    guard root.isRecorded else { return }
    // A retargeted spring can end sooner: the playhead stays within the new total duration.
    root.move(to: min(root.shownTime, root.totalDuration), full: true)
    if root.playback.machine.phase == .running {
      root.run(at: engine.currentTime, backwards: root.playback.playhead.rate < 0)
      engine.noteTouched(root)
    }
  }

  func removeEntry(_ child: TimelineChild) {
    layout.entries.removeAll { $0 === child }
    child.timeline = nil
    invalidateLayout()
  }

  /// Records `tween`, just appended to this root timeline, at once when that gives what recording
  /// the tree again in time order would: it comes after every child the tree recorded (its start
  /// at or after ``TimelineLayout/latestRecordedStart``, last in timeline order), it does not take
  /// its properties over from other animations, and in each property it set, its layer starts
  /// where the layer below it ends (no value was set directly since). Otherwise it records
  /// nothing, or takes back what it recorded, and answers `false`.
  ///
  /// - Complexity: O(p) for the p properties the tween sets, besides its block.
  private func recordsAfterEveryChild(_ tween: TweenChild) -> Bool {
    let latest = layout.latestRecordedStart
    guard !latest.isNaN, tween.span.activeStart >= latest, !tween.beginsFromCurrentState, tween.recording == nil,
      layout.orderValid, layout.ordered.last === tween
    else { return false }
    let count = layout.entries.count
    Self.recordChild(tween, deferringRefresh: true)
    guard let block = tween.block else { return false }
    // The block changed nothing else of the timeline (it may run any code), and every property it
    // set continues from where the layers below end.
    if layout.entries.count == count, isRecorded, state == .active, layout.orderValid,
      layout.ordered.last === tween,
      block.properties.allSatisfy({ $0.continuesLayersBelow(block) })
    {
      return true
    }
    // Taken back by the recording again in time order, which ends every tween's layers first.
    return false
  }

  /// After a child was added: records it if the timeline is active, and shows the values again.
  private func structureChanged(recording child: TimelineChild) {
    // A timeline of its own that has not recorded, as while one is built: nothing to record or
    // show, known without walking to the root (about 200 instructions a child added).
    if !isRecorded && parentTimeline == nil { return }
    let root = self.root
    guard root.isRecorded else { return }
    if case .tween(let tween) = child.content, tween.block == nil, root.state == .active {
      // A tween after every recorded child (a sequence built while it plays) records at once:
      // recording the tree again would give it the same start values, at O(n) blocks run an add.
      if root === self, recordsAfterEveryChild(tween) {
        layout.latestRecordedStart = child.span.activeStart
        // Its append kept the orders and put it in the active set: a walk of that set shows it.
        showAfterEdit(walkingEveryChild: false)
        return
      }
      // Recorded at once, the tween would start from the model value every child left (the
      // target of a later tween on the same property): record the tree again in time order, as
      // an edit does, so that it starts from the value at its own start (O(n) in the children). A
      // spring does the same in `addSpring`, once it knows its child.
      root.recordAgainInTimeOrder()
      return
    }
    // Recorded out of the order the latest start follows: found again at the next recording.
    root.layout.latestRecordedStart = .nan
    Self.recordChild(child, deferringRefresh: true)
    root.move(to: root.shownTime, full: true)
    if root.playback.machine.phase == .running {
      root.run(at: engine.currentTime, backwards: root.playback.playhead.rate < 0)
      engine.noteTouched(root)
    }
  }
}
