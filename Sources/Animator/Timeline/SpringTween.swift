/// A property pulled by a ``Spring`` towards a target, as a child of a ``Timeline``: a spring as a
/// function of time, so that it scrubs and reverses exactly.
///
/// ```swift
/// let pull = try timeline.addSpring(of: card.$position, to: Point2D(x: 200, y: 0), spring: .bouncy)
/// try timeline.startAnimation()
/// // later, mid-flight: head somewhere else, keeping the velocity
/// try pull.retarget(to: Point2D(x: 0, y: 120))
/// ```
///
/// The motion is a list of *segments*: the first starts from the value the property has where
/// the spring begins, with ``initialVelocity``; ``retarget(to:at:)`` starts a new segment from the
/// position and velocity the spring has at that time. Times before an interruption evaluate the
/// earlier segment, so scrubbing back through it shows exactly what was shown. The tween lasts until
/// the last segment settles (within 0.001 of its distance); at its end it shows the target exactly.
public final class SpringTween<Value: Animatable>: SpringTweenContent {
  /// The property the spring moves; `nil` once its owner let it go (the spring does not keep it:
  /// the timeline then ends at the next frame if it moves nothing else).
  public private(set) weak var property: AnimatedProperty<Value>?
  /// The spring.
  public let spring: Spring
  /// The velocity the motion starts with, per second.
  public let initialVelocity: Value.AnimatableData
  /// The child that places the spring in its timeline.
  public internal(set) weak var child: TimelineChild?

  struct Segment {
    var start: Double
    var from: Value.AnimatableData
    var velocity: Value.AnimatableData
    var target: Value.AnimatableData
  }

  /// The targets: the first at time 0, then one per retarget, in the spring's own seconds.
  private(set) var targets: [(time: Double, target: Value)]
  private(set) var segments: [Segment] = []
  private var origin: Value.AnimatableData
  /// Whether ``origin`` was captured by a run, and is kept for the later ones until
  /// ``Timeline/invalidate()``.
  private var originIsRecorded = false
  private var block: AnimationBlock?
  /// The spring's length: when its last segment settles.
  public private(set) var duration: Double = 0
  let propertyName: String

  init(
    property: AnimatedProperty<Value>, target: Value, spring: Spring, initialVelocity: Value.AnimatableData,
    name: String
  ) {
    self.property = property
    self.spring = spring
    self.initialVelocity = initialVelocity
    targets = [(0, target)]
    origin = property.modelValue.animatableData
    propertyName = name
    rebuild()
  }

  /// The target the spring is heading for at the end.
  public var target: Value { targets[targets.count - 1].target }

  /// Where the spring is at `time` seconds of its own time (clamped to `0...duration`).
  ///
  /// - Parameter time: Seconds since the spring began.
  /// - Returns: The value, in the property's animatable data.
  public func value(at time: Double) -> Value.AnimatableData {
    evaluate(at: time).value
  }

  /// Sends the spring towards `target` from `time` on (in seconds of its own time), starting from the
  /// position and velocity it has then. Segments after `time` are dropped.
  ///
  /// - Parameters:
  ///   - target: The new target.
  ///   - time: When the interruption happens; by default where the timeline shows the spring now.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a time that is
  ///   NaN, infinite or negative. Nothing changes.
  public func retarget(to target: Value, at time: Double? = nil) throws(AnimationError) {
    let when = time ?? (block.map { $0.progress * duration } ?? 0)
    try AnimationError.requireNonNegative(when, "time")
    let oldTarget = self.target
    targets.removeAll { $0.time > when && $0.time > 0 }
    if when == 0 {
      targets = [(0, target)]
    } else {
      targets.append((when, target))
    }
    rebuild()
    if block != nil, let property, property.modelValue.animatableData == oldTarget.animatableData {
      property.modelValue = target
    }
    child?.timeline?.childDurationChanged()
  }

  private func rebuild() {
    segments.removeAll(keepingCapacity: true)
    var from = origin
    var velocity = initialVelocity
    for (index, entry) in targets.enumerated() {
      if index > 0, let last = segments.last {
        let elapsed = entry.time - last.start
        from = spring.value(target: last.target, initialValue: last.from, initialVelocity: last.velocity, time: elapsed)
        velocity = spring.velocity(
          target: last.target, initialValue: last.from, initialVelocity: last.velocity, time: elapsed)
      }
      segments.append(Segment(start: entry.time, from: from, velocity: velocity, target: entry.target.animatableData))
    }
    let last = segments[segments.count - 1]
    let distance = last.from - last.target
    let squared = distance.magnitudeSquared
    var towards = 0.0
    if squared > 0 {
      // The velocity towards the target, over the distance: UIKit's normalised initial velocity.
      let dot = ((last.velocity - distance).magnitudeSquared - (last.velocity + distance).magnitudeSquared) / 4
      towards = dot / squared
    }
    var settle =
      squared > 0 || last.velocity.magnitudeSquared > 0 ? spring.animationDuration(initialVelocity: towards) : 0
    if !settle.isFinite { settle = 0 }
    duration = last.start + min(settle, AnimationEngine.maximumSeconds)
  }

  private func evaluate(at time: Double) -> (value: Value.AnimatableData, velocity: Value.AnimatableData) {
    let t = min(max(time, 0), duration)
    if t >= duration { return (segments[segments.count - 1].target, .zero) }
    var index = segments.count - 1
    while index > 0 && segments[index].start > t { index -= 1 }
    let segment = segments[index]
    let elapsed = t - segment.start
    return (
      spring.value(
        target: segment.target, initialValue: segment.from, initialVelocity: segment.velocity, time: elapsed),
      spring.velocity(
        target: segment.target, initialValue: segment.from, initialVelocity: segment.velocity, time: elapsed)
    )
  }

  var isRecorded: Bool { block != nil }

  func recordingBody() -> () -> Void {
    { [weak property, spring, initialVelocity, targets, propertyName] in
      guard let property else { return }
      // A copy of the motion, from the model value when the body runs: the timeline's own start
      // and its run are left alone.
      let motion = SpringTween(
        property: property, target: targets[0].target, spring: spring, initialVelocity: initialVelocity,
        name: propertyName)
      for entry in targets.dropFirst() { try? motion.retarget(to: entry.target, at: entry.time) }
      let end = motion.target
      property.addPathLayer(to: end) { progress in
        let (value, velocity) = motion.evaluate(at: progress * motion.duration)
        return (value - end.animatableData, velocity.scaled(by: motion.duration))
      }
    }
  }

  func record(deferringRefresh: Bool, journal: ScopeJournal?, losses: TargetLosses?) {
    guard block == nil else { return }
    let block = AnimationBlock()
    block.targetLosses = losses
    self.block = block
    guard let property else {
      // Its owner let it go: a spring of nothing, whose timeline ends at the next frame if it
      // moves nothing else.
      block.lostTargets = true
      losses?.hasNew = true
      return
    }
    if !originIsRecorded {
      let before = duration
      origin = property.modelValue.animatableData
      originIsRecorded = true
      rebuild()
      // The settling time depends on the start, known only now (an earlier child on the same
      // property sets it): the timeline lays itself out again with the new length before it next
      // shows a value, so the spring is not squeezed into the length it had from the old start.
      if duration != before { child?.timeline?.invalidateLayout() }
    }
    let end = target
    AnimationRecording.record(into: block, deferringRefresh: deferringRefresh, journal: journal) {
      property.addPathLayer(to: end) { [unowned self] progress in
        let (value, velocity) = self.evaluate(at: progress * self.duration)
        return (value - self.target.animatableData, velocity.scaled(by: self.duration))
      }
    }
  }

  func show(progress: Double, velocity: Double, into batch: RefreshBatch?) {
    guard let block else { return }
    block.progress = progress
    block.progressVelocity = duration > 0 ? velocity : 0
    if let batch {
      batch.add(block)
    } else {
      block.refreshProperties()
    }
  }

  func invalidate() {
    originIsRecorded = false
  }

  func unrecord(into ends: inout LayerEnds) {
    originIsRecorded = false
    guard let block else { return }
    ends.add(block, atWeight: 1)
    self.block = nil
  }

  var targetIdentity: ObjectIdentifier? { property.map(ObjectIdentifier.init) }

  var recordedBlock: AnimationBlock? { block }

  func suspend() {
    guard let block else { return }
    for property in block.properties { property.suspend(block, atWeight: block.weight) }
  }

  func finish(into ends: inout LayerEnds) {
    guard let block else { return }
    // Suspended and resolved at the same weight: ended there.
    ends.add(block, atWeight: block.weight)
    self.block = nil
  }
}

@available(*, unavailable)
extension SpringTween: Sendable {}

/// What a timeline needs of a spring tween, whatever its value type.
protocol SpringTweenContent: AnyObject {
  var duration: Double { get }
  var isRecorded: Bool { get }
  var propertyName: String { get }
  /// Captures the start and adds the spring's layer; with `deferringRefresh`, leaves the property's
  /// presentation value to the full move that follows; with a `journal`, notes the property's
  /// model value there first. The block is tied to `losses` (the engine's), so that the property's
  /// going ends a timeline that moves nothing else.
  func record(deferringRefresh: Bool, journal: ScopeJournal?, losses: TargetLosses?)
  /// A closure that, run inside a recording, adds a layer of its own of the same motion (its
  /// targets and retargets) started from the property's model value then: how an
  /// ``AnimationGraph`` records a timeline's spring without touching the timeline.
  func recordingBody() -> () -> Void
  /// Forgets the recorded start, so that the next ``record()`` captures the value shown then.
  func invalidate()
  /// Takes the spring's layer out at its start (the property shows and holds the value from before
  /// the spring) and forgets the recorded start, so that the next ``record(deferringRefresh:)``
  /// starts afresh. The layer's end is added to `ends`, for the caller to make.
  func unrecord(into ends: inout LayerEnds)
  /// The identity of the property the spring moves, for finding the children that animate a
  /// property; `nil` once it went.
  var targetIdentity: ObjectIdentifier? { get }
  /// The block of the spring's layer while the timeline has recorded it, for the engine's look at
  /// whether every target the timeline moves is gone.
  var recordedBlock: AnimationBlock? { get }
  /// Shows the spring at `progress`; with a `batch`, leaves refreshing the property to it.
  func show(progress: Double, velocity: Double, into batch: RefreshBatch?)
  func suspend()
  /// Ends the spring's layer where it is shown; the end is added to `ends`, for the caller to make.
  func finish(into ends: inout LayerEnds)
}

extension SpringTweenContent {
  /// Ends the spring's layer where it is shown, now.
  func finish() {
    var ends = LayerEnds()
    finish(into: &ends)
    ends.run()
  }
}

extension Timeline {
  /// Adds a spring that pulls `property` from the value it has there towards `target`.
  ///
  /// "There" is where the timeline records the spring, in time order: after the tweens and springs
  /// that start no later, from the value they leave in the property's model. Added to an active
  /// timeline, the spring makes the timeline record its tree again in that order (O(n) in its
  /// children), without events, showing the values where the playhead is.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - target: Where the spring pulls it.
  ///   - spring: The spring.
  ///   - initialVelocity: The velocity the motion starts with, per second.
  ///   - timing: Delay, iterations, direction, fill and playback rate (the duration is the
  ///     spring's settling time).
  ///   - position: Where the spring starts.
  ///   - name: A name for events and introspection.
  /// - Returns: The spring tween, to retarget it.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a bad timing or
  ///   position; ``AnimationError/unknownLabel(_:)``.
  @discardableResult
  public func addSpring<Value: Animatable>(
    of property: AnimatedProperty<Value>, to target: Value, spring: Spring,
    initialVelocity: Value.AnimatableData = .zero, timing: EffectTiming = EffectTiming(),
    at position: TimelinePosition = .end(), name: String? = nil
  ) throws(AnimationError) -> SpringTween<Value> {
    let tween = SpringTween(
      property: property, target: target, spring: spring, initialVelocity: initialVelocity,
      name: name ?? "\(Value.self)")
    tween.child = try insertSpring(tween, name: name, at: position, timing: timing)
    // Added to an active timeline, the spring was recorded at once, from the model value that every
    // child left; recording the tree again in time order gives it the value at its own start, as for
    // a tween (`structureChanged`). Done here, once the spring knows its child: recording it again
    // may change its length, which lays out the child's timeline again.
    if root.isRecorded && state == .active { root.recordAgainInTimeOrder() }
    return tween
  }
}
