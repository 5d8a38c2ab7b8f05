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
  /// whose store gave every timeline a side table, which made every retain and release of it
  /// take the runtime's slow path (about 250 instructions a child added, issue 28).
  @exclusivity(unchecked) final var timelineReference: Unmanaged<Timeline>?

  /// ``onStart``, ``onComplete``, ``onReverseComplete``, ``onRepeat`` and ``onUpdate``.
  ///
  /// Without dynamic exclusivity checks: every timeline start asks each child whether it has
  /// handlers, and the check cost about 76 instructions a child, more than the question. No access
  /// holds it across code outside the package: a read copies a closure out before it is called,
  /// and a set lets go of the closure it replaces after the access (`TimelineEventHandlers.swift`).
  @exclusivity(unchecked) final var handlers = TimelineEventHandlers()

  /// The child's timing (``timing`` reads it there), resolved over its intrinsic duration as the
  /// layout last found it: shared with the timeline's other children of the same timing and length
  /// (``Timeline/resolvedTiming(_:intrinsicDuration:)``), so that a child holds a pointer, not a
  /// copy of its timing and a resolved timing of its own (issue 30, item 5). Retained by hand
  /// (``resolved`` sets it, `deinit` releases it), so that a seek reads it without reference
  /// counting and the child keeps one pointer, not a strong and an unretained one.
  @exclusivity(unchecked) final var resolvedReference: Unmanaged<ResolvedTiming>
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
    resolvedReference = Unmanaged.passRetained(resolved)
  }

  deinit {
    resolvedReference.release()
  }
}

/// A tween: a block of property changes that a timeline records when it becomes active, and the
/// child that places it. One object, so that adding a tween makes one allocation, not a child and
/// its content (issue 28).
///
/// A tween of one property is a ``PropertyTweenChild``, which keeps the property and the value to
/// set instead of a closure that captures them.
class TweenChild: TimelineChild {
  /// The tween's length in seconds (its intrinsic duration).
  @exclusivity(unchecked) final var duration: Double
  /// What the tween recorded (``TweenRecordingState``): the block recorded now, which a seek reads
  /// while no other access to it is in progress, and the recording kept for later runs.
  @exclusivity(unchecked) final var recorded = TweenRecordingState()
  /// What the tween sets and what it is known to animate (``TweenSource``).
  final var source: TweenSource

  init(
    name: String?, start: Double, resolved: ResolvedTiming, sequence: Int, duration: Double, source: TweenSource
  ) {
    self.duration = duration
    self.source = source
    super.init(name: name, kind: .tween, start: start, resolved: resolved, sequence: sequence)
  }

  deinit {
    recorded.blockReference?.release()
  }

  /// Sets what a tween of one property sets; nothing for a block of changes, which has its
  /// ``animations``.
  func setValue() {}
}

/// A tween of one property: sets `property`'s model value to `value` when it is recorded.
final class PropertyTweenChild<Value: Animatable>: TweenChild {
  let property: AnimatedProperty<Value>
  let value: Value

  init(
    name: String?, start: Double, resolved: ResolvedTiming, sequence: Int, duration: Double, propertyName: String?,
    property: AnimatedProperty<Value>, value: Value
  ) {
    self.property = property
    self.value = value
    super.init(
      name: name, start: start, resolved: resolved, sequence: sequence, duration: duration,
      source: TweenSource(body: nil, propertyName: propertyName, target: ObjectIdentifier(property)))
  }

  override func setValue() {
    property.modelValue = value
  }
}

/// What a ``TweenChild`` recorded: its block now and the recording it keeps for later runs.
struct TweenRecordingState {
  /// The block recorded now, retained by hand (``TweenChild/block`` sets it, the tween's `deinit`
  /// releases it), so that a seek reads it without reference counting; `nil` while the timeline
  /// has not recorded.
  var blockReference: Unmanaged<AnimationBlock>?
  /// The block as first recorded and the layers it recorded, kept after the timeline ends so that
  /// every later run shows the same start and end values (GSAP records a tween's start values once);
  /// `nil` until the first recording and after ``Timeline/invalidate()``.
  var recording: (block: AnimationBlock, layers: [LayerRecording])?
}

/// A child other than a tween: an animator, a nested timeline, a spring or a callback.
final class ContentChild: TimelineChild {
  /// What the child holds; never ``TimelineContent/tween(_:)``.
  let other: TimelineContent

  init(name: String?, content: TimelineContent, start: Double, resolved: ResolvedTiming, sequence: Int) {
    other = content
    super.init(name: name, kind: content.kind, start: start, resolved: resolved, sequence: sequence)
  }
}
