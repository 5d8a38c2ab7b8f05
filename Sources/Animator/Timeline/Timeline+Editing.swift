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
  ///   - curve: The tween's easing; ease-in-out by default, as for
  ///     ``AnimationEngine/animate(duration:curve:animations:completion:)-(Duration,_,_,_)`` and
  ///     in UIKit.
  ///   - timing: Delay, iterations, direction, fill and playback rate.
  ///   - name: A name for events and introspection.
  ///   - animations: Sets the properties to animate.
  /// - Returns: The new child.
  /// - Throws: What ``remove(_:)`` and ``addTween(duration:curve:timing:at:name:_:)-(Double,_,_,_,_,_)`` throw.
  ///   Nothing changes.
  @discardableResult
  public func replace(
    _ child: TimelineChild, withTweenOfDuration duration: Double, curve: TimingCurve = .easeInOut,
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

  /// Removes a label. Children placed at it keep their starts.
  ///
  /// - Parameter name: The label's name.
  /// - Throws: ``AnimationError/unknownLabel(_:)``. Nothing changes.
  public func removeLabel(_ name: String) throws(AnimationError) {
    guard layout.labelTimes.removeValue(forKey: name) != nil else { throw .unknownLabel(name) }
  }

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
        completions.append(nested.takeCompletionsAsNested())
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
          block.takeEachProperty { $0.end(block, atWeight: weight) }
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
}
