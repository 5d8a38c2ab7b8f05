extension TimelineChild {
  /// The child's timing: delay, iterations, direction, fill, playback rate, easing.
  public internal(set) var timing: EffectTiming {
    get { resolved.timing }
    // Resolved over the length last laid out; the layout resolves it again if the length changed.
    set { resolved = ResolvedTiming(newValue, intrinsicDuration: resolved.intrinsicDuration) }
  }

  /// The child's own length: a tween's duration, an animator's duration, a nested timeline's
  /// content, a spring's settling time; zero for a callback.
  public var intrinsicDuration: Double {
    if let tween { return tween.takeUnretainedValue().duration }
    return content.intrinsicDuration
  }

  /// Where the child's local time ends, in its timeline's content time (start plus delay, active
  /// interval and end delay, over the playback rate).
  public var endTime: Double {
    timeline?.ensureResolved()
    return span.spanEnd
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
    case .tween(let tween): tween.block?.propertyCount ?? 0
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
    return span.needsCorrection(local, at: time) ? span.correctedLocalTime(local, at: time, side: side) : local
  }

  func hasHandlers() -> Bool {
    !handlers.isEmpty
  }
}

/// What the walks of a timeline's children keep in each child: the stamps that make a walk meet
/// each child once (each walk takes a new number from its timeline,
/// ``TimelineEvaluationCache/visitStamp`` or ``TimelineEventState/eventStamp``, and marks the
/// children it meets with it), and the value the last move showed.
struct ChildStamps {
  /// The last move in which the child was visited, to visit it once per move.
  var visit = 0
  /// The last event search that considered the child, to consider it once per search.
  var eventSearch = 0
  /// The progress (or content time) last shown, to skip children whose value did not change.
  var shownValue = Double.nan
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

/// What a ``TweenChild`` sets when it is recorded, and what it is known to animate before that.
struct TweenSource {
  /// The block given, or the one ``Timeline/setAnimations(of:_:)`` set; `nil` for a tween of one
  /// property that still sets its own value (``TweenChild/setValue()``).
  var body: (() -> Void)?
  /// The name of the property a tween of one property animates (its key path, its value type or
  /// the tween's name), `nil` for a block of changes: one name at most, kept without an array so
  /// that a timeline of 10^6 tweens makes 10^6 fewer arrays (issue 30, item 5).
  let propertyName: String?
  /// The property a tween of one property (``Timeline/addTween(of:from:to:duration:curve:timing:at:name:)-(AnimatedProperty<Value>,_,_,Double,_,_,_,_)``)
  /// animates, known before it is recorded; `nil` for a block of changes.
  var target: ObjectIdentifier?
  /// Whether the block takes its properties over from other animations (UIKit's
  /// `beginFromCurrentState`).
  var beginsFromCurrentState = false
}

extension TweenChild {
  /// What the tween sets when it is recorded.
  var animations: () -> Void {
    get {
      // Not `??`: through its generic parameter the closure was reabstracted, a thunk's context
      // allocated at every recording of a tween.
      if let body = source.body { return body }
      return { [self] in setValue() }
    }
    set { source.body = newValue }
  }

  /// The name of the property a tween of one property animates (``TweenSource/propertyName``).
  var propertyName: String? { source.propertyName }

  /// The property a tween of one property animates (``TweenSource/target``).
  var target: ObjectIdentifier? {
    get { source.target }
    set { source.target = newValue }
  }

  /// Whether the block takes its properties over from other animations.
  var beginsFromCurrentState: Bool {
    get { source.beginsFromCurrentState }
    set { source.beginsFromCurrentState = newValue }
  }

  /// ``propertyName`` as the list ``TimelineChild/animatedProperties`` gives.
  var propertyNames: [String] { source.propertyName.map { [$0] } ?? [] }
}

/// The content behind a child.
enum TimelineContent {
  case tween(TweenChild)
  case animator(PropertyAnimator)
  case timeline(Timeline)
  case spring(any SpringTweenContent)
  case callback((TimelineDirection) -> Void)

  /// The kind of child that holds this content.
  var kind: TimelineChildKind {
    switch self {
    case .tween: .tween
    case .animator: .animator
    case .timeline: .timeline
    case .spring: .spring
    case .callback: .callback
    }
  }

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
