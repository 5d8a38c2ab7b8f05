/// Live editing: removing, replacing, killing, moving and retiming children of a timeline that may
/// be playing or paused, as GSAP's `remove`, `kill`, `killTweensOf` and `shiftChildren` and the Web
/// Animations API's `updateTiming` and `setKeyframes` do.
///
/// Every edit either throws a typed error and changes nothing, or changes the structure and then
/// shows the values the edited timeline has where the playhead is. An edit moves no playhead and
/// fires no event: the events of later moves are the crossings of the edited timeline, each once.
/// (If the edit shortens the timeline below the playhead, the playhead moves back to the new end
/// without firing events.)
///
/// While the timeline is active, an edit other than a kill records the tweens and springs of the
/// whole tree again from the values the properties had before the timeline recorded them, so the
/// edited timeline shows what a timeline built that way from the start would show. While it is
/// inactive, an edit forgets the start values an earlier run recorded (as ``Timeline/invalidate()``
/// does): the next run records afresh.
extension Timeline {
  // MARK: Introspection

  /// The first child named `name`, in timeline order, or `nil`.
  ///
  /// - Parameter name: The name given when the child was added.
  /// - Returns: The child.
  public func child(named name: String) -> TimelineChild? {
    children.first { $0.name == name }
  }

  /// Every child of this timeline and of the timelines nested in it, depth first in timeline order
  /// (GSAP's `getChildren(true)`): a nested timeline's child comes right after the nested timeline.
  public var allChildren: [TimelineChild] {
    var all: [TimelineChild] = []
    for child in children {
      all.append(child)
      if let nested = child.nestedTimeline { all.append(contentsOf: nested.allChildren) }
    }
    return all
  }

  /// The children of this timeline and of the timelines nested in it that animate `property`
  /// (GSAP's `getTweensOf`): tweens made with ``addTween(of:from:to:duration:curve:timing:at:name:)-(AnimatedProperty<Value>,_,_,Double,_,_,_,_)``,
  /// springs, and, once the timeline has recorded them, tween blocks that set the property.
  ///
  /// ```swift
  /// let moving = timeline.children(animating: card.$opacity)
  /// ```
  ///
  /// - Parameter property: The property.
  /// - Returns: The children, depth first in timeline order.
  public func children<Value>(animating property: AnimatedProperty<Value>) -> [TimelineChild] {
    let id = ObjectIdentifier(property)
    return allChildren.filter { $0.animates(id) }
  }

  // MARK: Editing

  /// Removes a child (GSAP's `remove`): the timeline then shows what it would show had the child
  /// never been added.
  ///
  /// A removed animator ends where it is shown and runs its completions with that position; a
  /// removed nested timeline ends the same way and can be added to a timeline again. A removed
  /// tween's or spring's properties show what the rest of the timeline gives them.
  ///
  /// ```swift
  /// let fade = try timeline.addTween(duration: 1) { card.opacity = 1 }
  /// try timeline.remove(fade)
  /// ```
  ///
  /// - Parameter child: A child of this timeline.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a child of
  ///   another timeline (or one removed already); ``AnimationError/invalidAction(_:state:)`` while
  ///   the timeline (or the one that holds it) is stopped; ``AnimationError/insideAnimationBlock(_:)``
  ///   inside an animation block. Nothing changes.
  public func remove(_ child: TimelineChild) throws(AnimationError) {
    try requireEditable(child)
    var completions: [() -> Void] = []
    try applyEdit { () throws(AnimationError) in
      completions = detach(child)
    }
    for completion in completions { completion() }
  }

  /// Stops a child where it is and removes it (GSAP's `kill`): the properties it animates keep the
  /// values they show now, and the rest of the timeline keeps playing what it recorded.
  ///
  /// Unlike ``remove(_:)``, nothing is recorded again: a tween of a property that a later tween
  /// also animates leaves the value it showed folded into that property.
  ///
  /// - Parameter child: A child of this timeline.
  /// - Throws: What ``remove(_:)`` throws. Nothing changes.
  public func kill(_ child: TimelineChild) throws(AnimationError) {
    try requireEditable(child)
    let completions = killChildren([child])
    for completion in completions { completion() }
  }

  /// Kills every child of this timeline and of the timelines nested in it that animates `property`
  /// (GSAP's `killTweensOf`), as ``kill(_:)`` does.
  ///
  /// ```swift
  /// try timeline.killChildren(animating: card.$opacity)
  /// ```
  ///
  /// - Parameter property: The property.
  /// - Returns: How many children were killed.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while the timeline is stopped;
  ///   ``AnimationError/insideAnimationBlock(_:)`` inside an animation block. Nothing changes.
  @discardableResult
  public func killChildren<Value>(animating property: AnimatedProperty<Value>) throws(AnimationError) -> Int {
    try requireEditable()
    let found = children(animating: property)
    let completions = killChildren(found)
    for completion in completions { completion() }
    return found.count
  }

  /// Replaces a child by a tween that starts where it started and keeps its place among children
  /// that start at the same time.
  ///
  /// - Parameters:
  ///   - child: A child of this timeline.
  ///   - duration: The tween's length in seconds, a finite number >= 0.
  ///   - curve: The tween's easing.
  ///   - timing: Delay, iterations, direction, fill and playback rate.
  ///   - name: A name for events and introspection.
  ///   - animations: Sets the properties to animate.
  /// - Returns: The new child.
  /// - Throws: What ``remove(_:)`` and ``addTween(duration:curve:timing:at:name:_:)-(Double,_,_,_,_,_)`` throw.
  ///   Nothing changes.
  @discardableResult
  public func replace(
    _ child: TimelineChild, withTweenOfDuration duration: Double, curve: TimingCurve = .linear,
    timing: EffectTiming = EffectTiming(), name: String? = nil, _ animations: @escaping () -> Void
  ) throws(AnimationError) -> TimelineChild {
    try requireEditable(child)
    try Self.validateTweenDuration(duration)
    var timing = timing
    timing.easing = curve
    try Self.validateChildTiming(timing, intrinsicDuration: duration)
    let replacement = TweenChild(
      name: name, start: child.startTime, resolved: ResolvedTiming(timing, intrinsicDuration: duration),
      sequence: child.sequence, duration: duration, source: TweenSource(body: animations, propertyName: nil))
    var completions: [() -> Void] = []
    try applyEdit { () throws(AnimationError) in
      guard let index = layout.entries.firstIndex(where: { $0 === child }) else { return }
      layout.entries.insert(replacement, at: index)
      replacement.timeline = self
      invalidateLayout()
      if let problem = infiniteReversal() {
        layout.entries.remove(at: index)
        replacement.timeline = nil
        invalidateLayout()
        throw problem
      }
      completions = detach(child)
    }
    for completion in completions { completion() }
    return replacement
  }

  /// Moves a child to a new start (GSAP's `startTime(value)`).
  ///
  /// A position relative to other children (``TimelinePosition/end(offset:)``,
  /// ``TimelinePosition/afterPrevious(offset:)`` …) is measured on the timeline without the child,
  /// as if it were added now; the child keeps its place among children that start at the same time.
  ///
  /// ```swift
  /// try timeline.move(fade, to: .at(0.5))
  /// ```
  ///
  /// - Parameters:
  ///   - child: A child of this timeline.
  ///   - position: Where it starts now.
  /// - Throws: What ``remove(_:)`` throws; ``AnimationError/invalidArgument(parameter:value:requirement:)``
  ///   for a bad position; ``AnimationError/unknownLabel(_:)``. Nothing changes.
  public func move(_ child: TimelineChild, to position: TimelinePosition) throws(AnimationError) {
    try requireEditable(child)
    guard let index = layout.entries.firstIndex(where: { $0 === child }) else { return }
    // Measure the timeline without the child, then put it back where it was.
    layout.entries.remove(at: index)
    invalidateLayout()
    let start: Double
    do {
      start = try resolve(
        position, insertedLength: Self.insertedLength(child.timing, duration: child.intrinsicDuration))
    } catch {
      layout.entries.insert(child, at: index)
      invalidateLayout()
      throw error
    }
    layout.entries.insert(child, at: index)
    invalidateLayout()
    try applyEdit { () throws(AnimationError) in
      child.startTime = start
      invalidateLayout()
    }
  }

  /// Moves every child that starts at or after `time` by `amount` seconds (GSAP's
  /// `shiftChildren(amount, adjustLabels, ignoreBeforeTime)`).
  ///
  /// ```swift
  /// try timeline.shiftChildren(by: 0.5, startingAt: 1)   // open half a second of room at 1 s
  /// ```
  ///
  /// - Parameters:
  ///   - amount: Seconds to add to each start, a finite number (negative moves earlier).
  ///   - time: Children that start before this content time stay where they are.
  ///   - adjustLabels: Whether labels at or after `time` move too.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for an amount or
  ///   time that is not finite, or an amount that would move a child (or label) before 0;
  ///   ``AnimationError/invalidAction(_:state:)`` while stopped;
  ///   ``AnimationError/insideAnimationBlock(_:)``. Nothing changes.
  public func shiftChildren(by amount: Double, startingAt time: Double = 0, adjustLabels: Bool = false)
    throws(AnimationError)
  {
    try requireEditable()
    guard amount.isFinite, abs(amount) <= AnimationEngine.maximumSeconds else {
      throw .invalidArgument(parameter: "amount", value: "\(amount)", requirement: .finite)
    }
    guard time.isFinite else {
      throw .invalidArgument(parameter: "time", value: "\(time)", requirement: .finite)
    }
    let moved = layout.entries.filter { $0.startTime >= time }
    let labels = adjustLabels ? layout.labelTimes.filter { $0.value >= time } : [:]
    let earliest = min(moved.map(\.startTime).min() ?? .infinity, labels.values.min() ?? .infinity)
    if earliest.isFinite && (earliest + amount < 0 || earliest + amount > AnimationEngine.maximumSeconds) {
      throw .invalidArgument(
        parameter: "amount", value: "\(amount)",
        requirement: .other("an amount that keeps every start in 0...\(AnimationEngine.maximumSeconds)"))
    }
    guard !moved.isEmpty || !labels.isEmpty else { return }
    try applyEdit { () throws(AnimationError) in
      for child in moved { child.startTime += amount }
      for (name, at) in labels { layout.labelTimes[name] = at + amount }
      invalidateLayout()
    }
  }

  /// Replaces a child's timing (the Web Animations API's `updateTiming`): delay, iterations,
  /// direction, fill, playback rate and easing.
  ///
  /// - Parameters:
  ///   - timing: The new timing; for a nested timeline its easing must be linear.
  ///   - child: A child of this timeline.
  /// - Throws: What ``remove(_:)`` throws; ``AnimationError/invalidArgument(parameter:value:requirement:)``
  ///   for a field ``EffectTiming/validate()`` rejects, or a negative playback rate on a child that
  ///   never ends. Nothing changes.
  public func setTiming(_ timing: EffectTiming, of child: TimelineChild) throws(AnimationError) {
    try requireEditable(child)
    if child.kind == .timeline {
      try Self.validateTimelineTiming(timing)
    }
    try Self.validateChildTiming(timing, intrinsicDuration: child.intrinsicDuration)
    let old = child.timing
    try applyEdit { () throws(AnimationError) in
      child.timing = timing
      invalidateLayout()
      let problem = child.nestedTimeline?.infiniteReversal() ?? infiniteReversal()
      if let problem {
        child.timing = old
        invalidateLayout()
        throw problem
      }
    }
  }

  /// Replaces a child's easing, keeping the rest of its timing.
  ///
  /// ```swift
  /// try timeline.setCurve(.easeInOut, of: fade)
  /// ```
  ///
  /// - Parameters:
  ///   - curve: The new easing; linear for a nested timeline.
  ///   - child: A child of this timeline.
  /// - Throws: What ``setTiming(_:of:)`` throws. Nothing changes.
  public func setCurve(_ curve: TimingCurve, of child: TimelineChild) throws(AnimationError) {
    try requireEditable(child)
    var timing = child.timing
    timing.easing = curve
    try setTiming(timing, of: child)
  }

  /// Replaces a tween's duration.
  ///
  /// - Parameters:
  ///   - duration: Seconds, a finite number >= 0.
  ///   - child: A tween of this timeline.
  /// - Throws: What ``remove(_:)`` throws; ``AnimationError/invalidArgument(parameter:value:requirement:)``
  ///   for a bad duration or a child that is not a tween of a block. Nothing changes.
  public func setDuration(_ duration: Double, of child: TimelineChild) throws(AnimationError) {
    let tween = try requireTween(child)
    try Self.validateTweenDuration(duration)
    try Self.validateChildTiming(child.timing, intrinsicDuration: duration)
    let old = tween.duration
    try applyEdit { () throws(AnimationError) in
      tween.duration = duration
      invalidateLayout()
      if let problem = infiniteReversal() {
        tween.duration = old
        invalidateLayout()
        throw problem
      }
    }
  }

  /// Replaces what a tween animates (the Web Animations API's `setKeyframes`): the block runs again
  /// when the timeline records, at once if it is active.
  ///
  /// ```swift
  /// try timeline.setAnimations(of: fade) { card.opacity = 0.5 }
  /// ```
  ///
  /// - Parameters:
  ///   - child: A tween of this timeline.
  ///   - animations: Sets the properties to animate.
  /// - Throws: What ``setDuration(_:of:)`` throws. Nothing changes.
  public func setAnimations(of child: TimelineChild, _ animations: @escaping () -> Void) throws(AnimationError) {
    let tween = try requireTween(child)
    try applyEdit { () throws(AnimationError) in
      tween.animations = animations
      tween.target = nil
    }
  }

  /// Removes a label. Children placed at it keep their starts.
  ///
  /// - Parameter name: The label's name.
  /// - Throws: ``AnimationError/unknownLabel(_:)``. Nothing changes.
  public func removeLabel(_ name: String) throws(AnimationError) {
    guard layout.labelTimes.removeValue(forKey: name) != nil else { throw .unknownLabel(name) }
  }

  // MARK: Implementation

  /// Checks that the tree can be edited now, and that `child` (if any) is one of this timeline's.
  func requireEditable(_ child: TimelineChild? = nil) throws(AnimationError) {
    if let child, child.timeline !== self {
      throw .invalidArgument(
        parameter: "child", value: child.name ?? "\(child.kind)", requirement: .other("a child of this timeline"))
    }
    if AnimationRecording.activeBlock != nil { throw .insideAnimationBlock(.editTimeline) }
    let root = self.root
    if root.playback.machine.phase == .stopped { throw .invalidAction(.editTimeline, state: root.state) }
  }

  private func requireTween(_ child: TimelineChild) throws(AnimationError) -> TweenChild {
    try requireEditable(child)
    guard case .tween(let tween) = child.content, tween.block?.beginsFromCurrentState != true else {
      throw .invalidArgument(
        parameter: "child", value: child.name ?? "\(child.kind)", requirement: .other("a tween of a block"))
    }
    return tween
  }

  /// What ``insert`` checks of a child's timing.
  static func validateChildTiming(_ timing: EffectTiming, intrinsicDuration: Double) throws(AnimationError) {
    try timing.validate()
    if timing.playbackRate < 0 && timing.endTime(intrinsicDuration: intrinsicDuration).isInfinite {
      throw .invalidArgument(
        parameter: "playbackRate", value: "\(timing.playbackRate)",
        requirement: .other("positive for a child that never ends"))
    }
  }

  /// Applies a change of the structure: for an active tree, takes every tween's and spring's layers
  /// out at their start, changes, records them again in timeline order and shows the values where
  /// the playhead is (moved back, silently, if the timeline got shorter). A change that throws
  /// must have undone itself.
  func applyEdit(_ change: () throws(AnimationError) -> Void) throws(AnimationError) {
    let root = self.root
    guard root.isRecorded else {
      try change()
      root.forgetTweenRecordings()
      return
    }
    root.unrecordTweens()
    var failure: AnimationError?
    do { try change() } catch { failure = error }
    root.rerecordTweens()
    root.showAfterEdit()
    if let failure { throw failure }
  }

  /// Records every tween and spring of an active tree again in timeline order and shows the values
  /// where the playhead is, silently: after a tween was added to it, so that the tween starts from
  /// the value its property has at the tween's own start, as in a timeline built before its run.
  func recordAgainInTimeOrder() {
    unrecordTweens()
    rerecordTweens()
    showAfterEdit()
  }

  /// Takes `child` out of the timeline; ends the animator or nested timeline it holds where it is
  /// shown, and returns their completions, to run once the edit is over.
  private func detach(_ child: TimelineChild) -> [() -> Void] {
    var completions: [() -> Void] = []
    switch child.content {
    case .animator(let animator):
      if let position = animator.timelineFinish() {
        completions.append { animator.runCompletions(position) }
      }
      animator.parentTimelineObject = nil
    case .timeline(let nested):
      if nested.isRecorded {
        completions += nested.endRecording()
        let position: AnimatingPosition =
          nested.evaluation.contentTime >= nested.layout.storedContentDuration
          ? .end : nested.evaluation.contentTime <= 0 ? .start : .current
        let toRun = nested.playback.completions
        nested.playback.completions.removeAll()
        completions.append {
          for completion in toRun { completion(position) }
          nested.resumeWaiters(with: position)
        }
      }
      nested.parentTimeline = nil
      nested.parentEntry = nil
      nested.shownTime = 0
      nested.shownSide = -1
      nested.evaluation.contentTime = 0
      nested.evaluation.contentSide = 0
      nested.evaluation.beforeStart = false
      nested.evaluation.needsFullEvaluation = true
    case .tween, .spring, .callback:
      break
    }
    removeEntry(child)
    return completions
  }

  /// Kills `children` (of this tree): ends each where it is shown, then takes it out.
  private func killChildren(_ children: [TimelineChild]) -> [() -> Void] {
    guard !children.isEmpty else { return [] }
    let root = self.root
    var completions: [() -> Void] = []
    for child in children {
      guard let owner = child.timeline else { continue }
      switch child.content {
      case .tween(let tween):
        if let block = tween.block {
          let weight = block.weight
          for property in block.properties { property.end(block, atWeight: weight) }
          block.properties.removeAll()
          tween.block = nil
        }
        tween.recording = nil
      case .spring(let spring):
        spring.finish()
      case .animator, .timeline, .callback:
        break
      }
      completions += owner.detach(child)
    }
    if root.isRecorded { root.showAfterEdit() } else { root.forgetTweenRecordings() }
    return completions
  }

  /// Shows the values where the playhead is after an edit of an active tree, without events:
  /// walking every child, or (`walkingEveryChild` false) only those a move's walk visits, when the
  /// edit was a child appended last, which joined the active set.
  func showAfterEdit(walkingEveryChild: Bool = true) {
    if walkingEveryChild { evaluation.needsFullEvaluation = true }
    let end = totalDuration
    move(to: min(shownTime, end), suppressEvents: true, full: walkingEveryChild)
    if playback.machine.phase == .running {
      run(at: engine.currentTime, backwards: playback.playhead.rate < 0)
      engine.noteTouched(self)
    }
    checkInvariants()
  }

  /// Every tween and spring of the tree, in the order the timeline records them.
  ///
  /// - Parameter latestStart: Set to the latest start of every child the tree records (animators
  ///   too), for ``TimelineLayout/latestRecordedStart``.
  /// - Returns: The tweens and springs, in recording order.
  private func recordedTweens(latestStart: inout Double) -> [TimelineChild] {
    var items: [(time: Double, order: Int, child: TimelineChild)] = []
    collectRecordable(into: &items) { $0 }
    items.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    latestStart = items.last?.time ?? -.infinity
    return items.compactMap { item in
      switch item.child.content {
      case .tween, .spring: item.child
      default: nil
      }
    }
  }

  /// Takes every tween's and spring's layers out at their start, newest first, so that each
  /// property holds the value it had before the timeline recorded it.
  private func unrecordTweens() {
    // Gathered by property, each property's newest first, and made with one walk of its layers.
    var ends = LayerEnds()
    var latestStart = Double.nan
    let children = recordedTweens(latestStart: &latestStart)
    for child in children.reversed() {
      switch child.content {
      case .tween(let tween):
        if let block = tween.block { ends.add(block, atWeight: 1) }
      case .spring(let spring):
        spring.unrecord(into: &ends)
      default:
        break
      }
    }
    ends.run()
    for child in children {
      guard case .tween(let tween) = child.content else { continue }
      tween.block = nil
      tween.recording = nil
    }
  }

  /// Records every tween and spring of the tree again, in timeline order.
  private func rerecordTweens() {
    // Refreshed once each by the full move of `showAfterEdit()` that follows.
    var latestStart = Double.nan
    for child in recordedTweens(latestStart: &latestStart) {
      Self.recordChild(child, deferringRefresh: true)
    }
    layout.latestRecordedStart = latestStart
    forEachChild { $0.shownValue = .nan }
  }

  /// Forgets what an earlier run recorded, as ``invalidate()`` does for an inactive timeline.
  private func forgetTweenRecordings() {
    forEachChild { child in
      switch child.content {
      case .tween(let tween): tween.recording = nil
      case .spring(let spring): spring.invalidate()
      default: break
      }
    }
  }

  private func forEachChild(_ body: (TimelineChild) -> Void) {
    for child in layout.entries {
      body(child)
      child.nestedTimeline?.forEachChild(body)
    }
    evaluation.needsFullEvaluation = true
  }
}

extension TimelineChild {
  /// Whether the child animates the property `id` names.
  func animates(_ id: ObjectIdentifier) -> Bool {
    switch content {
    case .tween(let tween):
      if tween.target == id { return true }
      return tween.block?.properties.contains { ObjectIdentifier($0) == id } ?? false
    case .spring(let spring):
      return ObjectIdentifier(spring.targetProperty) == id
    case .animator, .timeline, .callback:
      return false
    }
  }
}
