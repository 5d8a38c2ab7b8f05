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
  public internal(set) var timing: EffectTiming {
    get { resolved.timing }
    // Resolved over the length last laid out; the layout resolves it again if the length changed.
    set { resolved = ResolvedTiming(newValue, intrinsicDuration: resolved.intrinsicDuration) }
  }
  // A weak reference's load and store run no other code: no dynamic exclusivity checks.
  /// The timeline that holds the child.
  @exclusivity(unchecked) public internal(set) weak var timeline: Timeline?

  /// ``onStart``, ``onComplete``, ``onReverseComplete``, ``onRepeat`` and ``onUpdate``.
  var handlers = TimelineEventHandlers()

  let content: TimelineContent
  /// The order the child was added in, to break ties between equal start times.
  let sequence: Int

  /// The tween behind the child, unretained (``content`` holds it for the child's lifetime), so
  /// that a seek reaches it without reference counting.
  let tween: Unmanaged<TweenContent>?

  /// The child's timing (``timing`` reads it there), resolved over its intrinsic duration as the
  /// layout last found it: shared with the timeline's other children of the same timing and length
  /// (``Timeline/resolvedTiming(_:intrinsicDuration:)``), so that a child holds a pointer, not a
  /// copy of its timing and a resolved timing of its own (issue 30, item 5).
  @exclusivity(unchecked) var resolved: ResolvedTiming {
    didSet { resolvedReference = Unmanaged.passUnretained(resolved) }
  }
  /// ``resolved``, unretained, for a seek: valid while ``resolved`` holds it.
  @exclusivity(unchecked) var resolvedReference: Unmanaged<ResolvedTiming>
  /// Where the child acts in its timeline's content time (``ChildSpan``), made by the layout.
  @exclusivity(unchecked) var span = ChildSpan()
  var rank = 0
  /// The last move that visited the child and the last event search that considered it
  /// (``ChildStamps``). A move reads and writes them while no other access to them is in progress.
  @exclusivity(unchecked) var stamps = ChildStamps()
  /// The progress (or content time) last shown, to skip children whose value did not change.
  @exclusivity(unchecked) var shownValue = Double.nan

  init(
    name: String?, kind: TimelineChildKind, content: TimelineContent, start: Double, resolved: ResolvedTiming,
    sequence: Int
  ) {
    self.name = name
    self.kind = kind
    self.content = content
    startTime = start
    self.sequence = sequence
    if case .tween(let tween) = content {
      self.tween = Unmanaged.passUnretained(tween)
    } else {
      self.tween = nil
    }
    self.resolved = resolved
    resolvedReference = Unmanaged.passUnretained(resolved)
  }
}

/// A block of property changes that a timeline records when it becomes active.
///
/// A tween of one property is a ``PropertyTweenContent``, which keeps the property and the value
/// to set instead of a closure that captures them: one allocation a child fewer (issue 28).
class TweenContent {
  var duration: Double
  /// The block given, or the one ``Timeline/setAnimations(of:_:)`` set; `nil` for a tween of one
  /// property that still sets its own value (``setValue()``).
  private var body: (() -> Void)?
  /// What the tween sets when it is recorded.
  var animations: () -> Void {
    get { body ?? { [self] in setValue() } }
    set { body = newValue }
  }
  /// The name of the property a tween of one property animates (its key path, its value type or
  /// the tween's name), `nil` for a block of changes: one name at most, kept without an array so
  /// that a timeline of 10^6 tweens makes 10^6 fewer arrays (issue 30, item 5).
  let propertyName: String?
  /// The property a tween of one property (``Timeline/addTween(of:from:to:duration:curve:timing:at:name:)-(AnimatedProperty<Value>,_,_,Double,_,_,_,_)``)
  /// animates, known before it is recorded; `nil` for a block of changes.
  var target: ObjectIdentifier?

  /// ``propertyName`` as the list ``TimelineChild/animatedProperties`` gives.
  var propertyNames: [String] { propertyName.map { [$0] } ?? [] }
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

  init(duration: Double, propertyName: String?, animations: (() -> Void)?) {
    self.duration = duration
    self.propertyName = propertyName
    body = animations
  }

  /// Sets what a tween of one property sets; nothing for a block of changes, which has its
  /// ``animations``.
  func setValue() {}
}

/// A tween of one property: sets `property`'s model value to `value` when it is recorded.
final class PropertyTweenContent<Value: Animatable>: TweenContent {
  let property: AnimatedProperty<Value>
  let value: Value

  init(duration: Double, propertyName: String?, property: AnimatedProperty<Value>, value: Value) {
    self.property = property
    self.value = value
    super.init(duration: duration, propertyName: propertyName, animations: nil)
    target = ObjectIdentifier(property)
  }

  override func setValue() {
    property.modelValue = value
  }
}
