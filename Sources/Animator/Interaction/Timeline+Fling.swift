extension Timeline {
  /// Lets go of a paused timeline's playhead moving at `velocity`: it springs to a label or an end,
  /// or coasts to rest, leaving the release at exactly that velocity (see ``TimelineFling``).
  ///
  /// A pan gesture scrubs ``time`` (or ``fractionComplete``); on release, hand over the finger's
  /// velocity in seconds of timeline time per second:
  ///
  /// ```swift
  /// try timeline.addLabel("open", at: .at(1))
  /// try timeline.pauseAnimation()
  /// try timeline.seek(to: 0.6)                       // the finger scrubbed here
  /// // 0.6 + project(velocity: 1.2) = 1.2: nearest "open" (1.0), of 0, 1 and the end.
  /// let fling = try timeline.fling(velocity: 1.2)
  /// fling.label                                      // "open"
  /// ```
  ///
  /// **Where it goes.** ``TimelineFling/Target/projected(among:decelerationRate:)`` (the default)
  /// picks, as ``SnapPoints`` does, the candidate nearest to `time + project(velocity:)`: the labels
  /// named (every label when `nil`) and the start and end. ``TimelineFling/Target/label(_:)``,
  /// ``TimelineFling/Target/start`` and ``TimelineFling/Target/end`` go where they say. Each is
  /// reached with `spring`, which starts from the playhead's time with `velocity`.
  /// ``TimelineFling/Target/coast(decelerationRate:)`` has no target: the playhead decelerates as a
  /// scroll view does (``Decay``) and stays where it comes to rest, or stops at the start or end if
  /// it reaches one. Positions are kept within `0...totalDuration`, as a seek keeps them (a spring
  /// that overshoots an end waits there).
  ///
  /// Labels are in content time and map to the first local time that shows them, as
  /// ``seek(toLabel:offset:suppressEvents:)`` does.
  ///
  /// - Parameters:
  ///   - velocity: Seconds of timeline time per second, along ``time`` whatever ``isReversed``
  ///     says; finite.
  ///   - target: Where it goes. Defaults to the nearest candidate by projection.
  ///   - spring: The spring that takes it to a label or an end. Defaults to ``Spring/smooth``; a
  ///     spring with no damping (which never settles) is refused.
  ///   - suppressEvents: Whether the fling's seeks move without firing the events they cross.
  ///   - finishing: Whether, on coming to rest at the start or the end, to finish the timeline there
  ///     (its completions receive ``AnimatingPosition/start`` or ``AnimatingPosition/end``), as an
  ///     interactive transition ends; by default it stays paused wherever it rests.
  /// - Returns: The fling, running: a player (``Animating``) to follow, wait for, pause or stop.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"velocity"`
  ///   (NaN or infinite), `"spring"` (undamped) or `"target"` (``TimelineFling/Target/end`` of a
  ///   timeline that never ends); ``AnimationError/unknownLabel(_:)``;
  ///   ``AnimationError/controlledByTimeline(_:)`` for a nested timeline;
  ///   ``AnimationError/invalidAction(_:state:)`` naming ``AnimationAction/fling`` unless paused
  ///   (active and not running). Nothing changes.
  /// - Complexity: O(number of labels) to choose, then O(1) per frame plus the seek's work.
  @discardableResult
  public func fling(
    velocity: Double, to target: TimelineFling.Target = .projected(), spring: Spring = .smooth,
    suppressEvents: Bool = false, finishing: Bool = false
  ) throws(AnimationError) -> TimelineFling {
    try AnimationError.requireFinite(velocity, "velocity")
    if parentTimeline != nil { throw .controlledByTimeline(.fling) }
    guard state == .active, !isRunning else { throw .invalidAction(.fling, state: state) }
    let start = time
    let end = totalDuration
    let threshold = TimelineFling.settlingThreshold
    let motion: PlayheadMotion
    var label: String?
    if case .coast(let rate) = target {
      let decay = try Decay(position: start, velocity: velocity, decelerationRate: rate)
      motion = .coast(decay, end: end, threshold: threshold)
    } else {
      guard spring.damping > 0 else {
        throw .invalidArgument(parameter: "spring", value: "\(spring)", requirement: .other("a damped spring"))
      }
      let rest: Double
      (rest, label) = try flingDestination(of: target, from: start, velocity: velocity)
      motion = .spring(spring, from: start, velocity: velocity, to: rest, end: end, threshold: threshold)
    }
    let fling = TimelineFling(
      timeline: self, label: label, motion: motion, suppressEvents: suppressEvents, finishing: finishing)
    // A fling joins its timeline's scope, or else the scope collecting now.
    if let scope {
      scope.adopt(fling)
    } else {
      AnimationScope.collect(fling)
    }
    fling.begin()
    return fling
  }

  /// The local time a fling springs to, and the label there if any.
  private func flingDestination(
    of target: TimelineFling.Target, from start: Double, velocity: Double
  ) throws(AnimationError) -> (time: Double, label: String?) {
    let end = totalDuration
    switch target {
    case .start:
      return (0, nil)
    case .end:
      guard end.isFinite else {
        throw .invalidArgument(parameter: "target", value: "end", requirement: .other("a timeline that ends"))
      }
      return (end, nil)
    case .label(let name):
      return (localTime(ofContent: try time(ofLabel: name)), name)
    case .projected(let names, let rate):
      var candidates: [(time: Double, label: String?)] = [(0, nil)]
      for name in names ?? labels.map(\.name) {
        candidates.append((localTime(ofContent: try time(ofLabel: name)), name))
      }
      if end.isFinite { candidates.append((end, nil)) }
      // The candidate list is never empty (it holds the start), so SnapPoints accepts it.
      let snaps = try SnapPoints(candidates.map(\.time))
      let index = try snaps.index(releasedAt: start, velocity: velocity, decelerationRate: rate)
      return candidates[index]
    case .coast:
      return (start, nil)
    }
  }
}
