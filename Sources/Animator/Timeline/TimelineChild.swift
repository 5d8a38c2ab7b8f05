/// One child of a ``Timeline``: a tween, an animator, a nested timeline, a spring or a callback,
/// placed at a start time with its own ``EffectTiming``.
///
/// The `add…` methods of ``Timeline`` return it. Use it to listen to the child's events and to
/// read where it sits, for example to draw the timeline:
///
/// ```swift
/// let fade = try timeline.addTween(duration: 1, name: "fade") { card.opacity = 1 }
/// fade.onComplete = { _ in print("faded in") }
/// for child in timeline.children {
///   print(child.name ?? "-", child.kind, child.startTime, child.endTime)
/// }
/// ```
public final class TimelineChild {
  /// The name given when the child was added, if any.
  public let name: String?
  /// What the child is.
  public let kind: TimelineChildKind
  /// Where the child's local time starts, in seconds of its timeline's content time.
  @exclusivity(unchecked) public internal(set) var startTime: Double
  /// The child's timing: delay, iterations, direction, fill, playback rate, easing.
  public internal(set) var timing: EffectTiming
  /// The timeline that holds the child.
  public internal(set) weak var timeline: Timeline?

  /// Called when the child enters its active interval playing forwards.
  public var onStart: ((TimelineEvent) -> Void)? { didSet { timeline?.invalidateEvents() } }
  /// Called when the child reaches the end of its active interval playing forwards.
  public var onComplete: ((TimelineEvent) -> Void)? { didSet { timeline?.invalidateEvents() } }
  /// Called when the child reaches the start of its active interval playing backwards.
  public var onReverseComplete: ((TimelineEvent) -> Void)? { didSet { timeline?.invalidateEvents() } }
  /// Called when the child crosses from one iteration to the next, either way.
  public var onRepeat: ((TimelineEvent) -> Void)? { didSet { timeline?.invalidateEvents() } }
  /// Called once per move of the playhead in which the child's progress changed, after the move's
  /// other events.
  public var onUpdate: ((TimelineEvent) -> Void)? { didSet { timeline?.invalidateEvents() } }

  let content: TimelineContent
  /// The order the child was added in, to break ties between equal start times.
  let sequence: Int

  /// The tween behind the child, unretained (``content`` holds it for the child's lifetime), so
  /// that a seek reaches it without reference counting.
  let tween: Unmanaged<TweenContent>?

  // Layout, kept by the timeline.
  @exclusivity(unchecked) var resolved: ResolvedTiming {
    didSet { resolvedReference = Unmanaged.passUnretained(resolved) }
  }
  /// ``resolved``, unretained, for a seek: valid while ``resolved`` holds it.
  @exclusivity(unchecked) private(set) var resolvedReference: Unmanaged<ResolvedTiming>
  /// Where the child's values can change, in its timeline's content time: its active interval,
  /// widened where a negative delay or end delay lets the W3C rules move it outside.
  @exclusivity(unchecked) var activeStart = 0.0
  @exclusivity(unchecked) var activeEnd = 0.0
  /// Where the child enters and leaves its active interval, in its timeline's content time,
  /// computed as the events and the timeline's duration compute them: a move decides on these
  /// whether the child has got there, so that rounding in the local time cannot (see
  /// ``localTime(_:at:side:)``).
  @exclusivity(unchecked) var entersAt = 0.0
  @exclusivity(unchecked) var leavesAt = 0.0
  /// ``entersAt`` and ``leavesAt`` in increasing order (a negative rate swaps them), and the active
  /// interval in local time: strictly inside both, a local time needs no correction.
  @exclusivity(unchecked) var insideFrom = 0.0
  @exclusivity(unchecked) var insideTo = 0.0
  @exclusivity(unchecked) var insideLocalFrom = 0.0
  @exclusivity(unchecked) var insideLocalTo = 0.0
  /// The local times of the entry and the exit, and the nearest local times short of them.
  var entryLocal = 0.0
  var shortOfEntry = 0.0
  var exitLocal = 0.0
  var shortOfExit = 0.0
  /// Whether the local time runs with the timeline's (a positive playback rate).
  @exclusivity(unchecked) var runsForwards = true
  var spanEnd = 0.0
  var rank = 0
  /// The last move in which the child was visited, to visit it once per move.
  @exclusivity(unchecked) var visitStamp = 0
  /// The last event search that considered the child, to consider it once per search.
  var eventStamp = 0
  /// The progress (or content time) last shown, to skip children whose value did not change.
  @exclusivity(unchecked) var shownValue = Double.nan
  var shownApplied = false

  init(
    name: String?, kind: TimelineChildKind, content: TimelineContent, start: Double, timing: EffectTiming, sequence: Int
  ) {
    self.name = name
    self.kind = kind
    self.content = content
    startTime = start
    self.timing = timing
    self.sequence = sequence
    if case .tween(let tween) = content {
      self.tween = Unmanaged.passUnretained(tween)
    } else {
      self.tween = nil
    }
    let resolved = ResolvedTiming(timing, intrinsicDuration: 0)
    self.resolved = resolved
    resolvedReference = Unmanaged.passUnretained(resolved)
  }

  /// The child's own length: a tween's duration, an animator's duration, a nested timeline's
  /// content, a spring's settling time; zero for a callback.
  public var intrinsicDuration: Double { content.intrinsicDuration }

  /// Where the child's local time ends, in its timeline's content time (start plus delay, active
  /// interval and end delay, over the playback rate).
  public var endTime: Double {
    timeline?.ensureResolved()
    return spanEnd
  }

  /// Where the child's active interval starts and ends, in its timeline's content time: where its
  /// values change.
  public var activeInterval: ClosedRange<Double> {
    timeline?.ensureResolved()
    let a = resolved.parentTime(localTime: resolved.beforeActive, start: startTime)
    let b = resolved.parentTime(localTime: resolved.activeAfter, start: startTime)
    return min(a, b)...max(a, b)
  }

  /// The nested timeline, for a child of kind ``TimelineChildKind/timeline``.
  public var nestedTimeline: Timeline? {
    if case .timeline(let timeline) = content { return timeline }
    return nil
  }

  /// The animator, for a child of kind ``TimelineChildKind/animator``.
  public var animator: PropertyAnimator? {
    if case .animator(let animator) = content { return animator }
    return nil
  }

  /// What the child animates, as far as is known: the key path or the property's name (or value
  /// type) of a tween of one property or a spring; empty for a block of changes, an animator, a
  /// nested timeline or a callback (see ``recordedPropertyCount``).
  public var animatedProperties: [String] {
    switch content {
    case .tween(let tween): tween.propertyNames
    case .spring(let spring): [spring.propertyName]
    case .animator, .timeline, .callback: []
    }
  }

  /// How many properties the child's block set when it was recorded (0 before the timeline first
  /// becomes active, and for children other than tweens and springs).
  public var recordedPropertyCount: Int {
    switch content {
    case .tween(let tween): tween.block?.properties.count ?? 0
    case .spring(let spring): spring.isRecorded ? 1 : 0
    case .animator, .timeline, .callback: 0
    }
  }

  /// The local time at content time `time` of the child's timeline (just before it when `side` is
  /// -1), with the entry into and the exit from the active interval decided in the timeline's time:
  /// once `time` reaches ``entersAt`` (``leavesAt``) the local time is at least the entry (the
  /// exit), and short of it before. `(time - start) × rate` alone can miss an end that the
  /// timeline reaches: at 0.7 + 0.1, a child placed at 0.7 is at 0.09999999999999987, not 0.1.
  @inline(__always)
  func localTime(_ resolved: ResolvedTiming, at time: Double, side: Int) -> Double {
    let local = resolved.localTime(parentTime: time, start: startTime)
    return needsCorrection(local, at: time) ? correctedLocalTime(local, at: time, side: side) : local
  }

  /// Whether `local`, computed from `time`, may lie on the wrong side of the entry or the exit:
  /// `false` in the common cases, strictly inside the active interval both ways, or (for a
  /// positive rate) strictly before or after it both ways.
  @inline(__always)
  func needsCorrection(_ local: Double, at time: Double) -> Bool {
    if time > insideFrom && time < insideTo { return !(local > insideLocalFrom && local < insideLocalTo) }
    guard runsForwards else { return true }
    if time < insideFrom && local < insideLocalFrom { return false }
    return !(time > insideTo && local > insideLocalTo)
  }

  /// ``localTime(_:at:side:)`` at or outside the edges of the active interval.
  @inline(never)
  func correctedLocalTime(_ local: Double, at time: Double, side: Int) -> Double {
    var local = local
    let entered = time > entersAt || (time == entersAt && side >= 0)
    let left = time > leavesAt || (time == leavesAt && side >= 0)
    if runsForwards {
      local = entered ? max(local, entryLocal) : min(local, shortOfEntry)
      local = left ? max(local, exitLocal) : min(local, shortOfExit)
    } else {
      local = entered ? min(local, entryLocal) : max(local, shortOfEntry)
      local = left ? min(local, exitLocal) : max(local, shortOfExit)
    }
    return local
  }

  func hasHandlers() -> Bool {
    onStart != nil || onComplete != nil || onReverseComplete != nil || onRepeat != nil || onUpdate != nil
  }
}

@available(*, unavailable)
extension TimelineChild: Sendable {}

/// What a ``TimelineChild`` is.
public enum TimelineChildKind: Hashable, Sendable, CustomStringConvertible {
  /// A block of property changes, or a tween of one property, along a curve.
  case tween
  /// A ``PropertyAnimator`` driven by the timeline.
  case animator
  /// A nested ``Timeline``.
  case timeline
  /// A property pulled by a ``Spring`` (``SpringTween``).
  case spring
  /// A closure called when the playhead crosses its time.
  case callback

  /// The kind's name.
  public var description: String {
    switch self {
    case .tween: "tween"
    case .animator: "animator"
    case .timeline: "timeline"
    case .spring: "spring"
    case .callback: "callback"
    }
  }
}

/// The content behind a child.
enum TimelineContent {
  case tween(TweenContent)
  case animator(PropertyAnimator)
  case timeline(Timeline)
  case spring(any SpringTweenContent)
  case callback((TimelineDirection) -> Void)

  var intrinsicDuration: Double {
    switch self {
    case .tween(let tween): tween.duration
    case .animator(let animator): animator.durationSeconds
    case .timeline(let timeline): timeline.contentDuration
    case .spring(let spring): spring.duration
    case .callback: 0
    }
  }
}

/// A block of property changes that a timeline records when it becomes active.
final class TweenContent {
  var duration: Double
  var animations: () -> Void
  let propertyNames: [String]
  /// The properties a tween of one property (``Timeline/addTween(of:from:to:duration:curve:timing:at:name:)-(AnimatedProperty<Value>,_,_,Double,_,_,_,_)``)
  /// animates, known before it is recorded.
  var targets: [ObjectIdentifier] = []
  @exclusivity(unchecked) var block: AnimationBlock? {
    didSet { blockReference = block.map { Unmanaged.passUnretained($0) } }
  }
  /// ``block``, unretained, for a seek: valid while ``block`` holds it.
  @exclusivity(unchecked) private(set) var blockReference: Unmanaged<AnimationBlock>?
  /// Whether the block takes its properties over from other animations (UIKit's
  /// `beginFromCurrentState`).
  var beginsFromCurrentState = false
  /// The block as first recorded and the layers it recorded, kept after the timeline ends so that
  /// every later run shows the same start and end values (GSAP records a tween's start values once);
  /// `nil` until the first recording and after ``Timeline/invalidate()``.
  var recording: (block: AnimationBlock, layers: [LayerRecording])?

  init(duration: Double, propertyNames: [String], animations: @escaping () -> Void) {
    self.duration = duration
    self.propertyNames = propertyNames
    self.animations = animations
  }
}
