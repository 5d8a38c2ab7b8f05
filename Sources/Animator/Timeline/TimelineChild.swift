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
public class TimelineChild {
  /// The name given when the child was added, if any.
  public let name: String?
  /// Where the child's local time starts, in seconds of its timeline's content time.
  @exclusivity(unchecked) public final internal(set) var startTime: Double
  /// The timeline that holds the child, unretained (``timeline`` reads it): the timeline holds
  /// the child, and clears this when it lets the child go (``Timeline/removeEntry(_:)``) or is
  /// itself let go of (its `deinit`), so it never outlives the timeline. Not a weak reference,
  /// whose store would give every timeline a side table, which makes every retain and release of
  /// it take the runtime's slow path.
  @exclusivity(unchecked) final var timelineReference: _UnsafeUnretained<Timeline>?

  /// ``onStart``, ``onComplete``, ``onReverseComplete``, ``onRepeat`` and ``onUpdate``.
  ///
  /// Without dynamic exclusivity checks: every timeline start asks each child whether it has
  /// handlers, and the check would cost more than the question. No access
  /// holds it across code outside the package: a read copies a closure out before it is called,
  /// and a set lets go of the closure it replaces after the access (`TimelineEventHandlers.swift`).
  @exclusivity(unchecked) final var handlers = TimelineEventHandlers()

  /// The child's timing (``timing`` reads it there), resolved over its intrinsic duration as the
  /// layout last found it: shared with the timeline's other children of the same timing and length
  /// (``Timeline/resolvedTiming(_:intrinsicDuration:)``), so that a child holds a pointer, not a
  /// copy of its timing and a resolved timing of its own. Retained by hand
  /// (``resolved`` sets it, `deinit` releases it), so that a seek reads it without reference
  /// counting and the child keeps one pointer, not a strong and an unretained one.
  @exclusivity(unchecked) final var resolvedReference: _UnsafeUnretained<ResolvedTiming>
  /// Where the child acts in its timeline's content time (``ChildSpan``), made by the layout.
  @exclusivity(unchecked) final var span = ChildSpan()
  /// What the child is; a tween (a `TweenChild` inside the package) exactly when
  /// ``TimelineChildKind/tween``. Kept in the span's padding.
  public let kind: TimelineChildKind
  /// The child's place in timeline order, made by the layout.
  final var rank: Int32 = 0
  /// The order the child was added in, to break ties between equal start times.
  let sequence: Int
  /// The last move that visited the child, the last event search that considered it and the value
  /// the last move showed (``ChildStamps``). A move reads and writes them while no other access to
  /// them is in progress.
  @exclusivity(unchecked) final var stamps = ChildStamps()

  /// A child of `kind` (``TweenChild`` makes the tweens, ``ContentChild`` the others).
  init(name: String?, kind: TimelineChildKind, start: Double, resolved: ResolvedTiming, sequence: Int) {
    self.name = name
    self.kind = kind
    startTime = start
    self.sequence = sequence
    resolvedReference = .retaining(resolved)
  }

  deinit {
    resolvedReference.release()
  }
}

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
    if let tween { return tween.object.duration }
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

@available(*, unavailable)
extension TimelineChild: Sendable {}
