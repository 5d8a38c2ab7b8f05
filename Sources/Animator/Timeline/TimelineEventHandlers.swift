/// The closures a timeline's child calls at its own events: ``TimelineChild/onStart``,
/// ``TimelineChild/onComplete``, ``TimelineChild/onReverseComplete``, ``TimelineChild/onRepeat``
/// and ``TimelineChild/onUpdate``, kept as one value. (A timeline's own events reach its
/// observers, ``Timeline/observe(_:)``.)
///
/// The public properties read and write these fields; setting one tells the timeline that what
/// listens in its tree may have changed.
///
/// The closures live in a box made when the first is set: nearly every child of a long timeline
/// has none, and five optional closures inline would be 80 bytes a child. Copies
/// share the box until one of them is changed.
struct TimelineEventHandlers {
  private final class Box {
    var start: ((TimelineEvent) -> Void)?
    var complete: ((TimelineEvent) -> Void)?
    var reverseComplete: ((TimelineEvent) -> Void)?
    var `repeat`: ((TimelineEvent) -> Void)?
    var update: ((TimelineEvent) -> Void)?

    init() {}

    init(copying other: Box) {
      start = other.start
      complete = other.complete
      reverseComplete = other.reverseComplete
      `repeat` = other.repeat
      update = other.update
    }

    var isEmpty: Bool {
      start == nil && complete == nil && reverseComplete == nil && `repeat` == nil && update == nil
    }
  }

  private var box: Box?

  /// The box, unshared, to change; dropped again when the change leaves it empty.
  private mutating func change(_ body: (Box) -> Void) {
    // Uniqueness is asked before anything else holds the box.
    if box != nil, !isKnownUniquelyReferenced(&box) { box = box.map(Box.init(copying:)) }
    let unique = box ?? Box()
    box = unique
    body(unique)
    if unique.isEmpty { box = nil }
  }

  /// Entering the active interval playing forwards.
  var start: ((TimelineEvent) -> Void)? {
    get { box?.start }
    set { change { $0.start = newValue } }
  }
  /// Reaching the end of the active interval playing forwards.
  var complete: ((TimelineEvent) -> Void)? {
    get { box?.complete }
    set { change { $0.complete = newValue } }
  }
  /// Reaching the start of the active interval playing backwards.
  var reverseComplete: ((TimelineEvent) -> Void)? {
    get { box?.reverseComplete }
    set { change { $0.reverseComplete = newValue } }
  }
  /// Crossing from one iteration to the next, either way.
  var `repeat`: ((TimelineEvent) -> Void)? {
    get { box?.repeat }
    set { change { $0.repeat = newValue } }
  }
  /// Once per move, after the move's other events.
  var update: ((TimelineEvent) -> Void)? {
    get { box?.update }
    set { change { $0.update = newValue } }
  }

  /// Whether any handler is set.
  var isEmpty: Bool { box == nil }

  /// The handler of `kind`; `nil` for a callback, which is a child's content, not a handler.
  subscript(kind: TimelineEvent.Kind) -> ((TimelineEvent) -> Void)? {
    guard let box else { return nil }
    switch kind {
    case .start: return box.start
    case .complete: return box.complete
    case .reverseComplete: return box.reverseComplete
    case .repeat: return box.repeat
    case .update: return box.update
    case .callback: return nil
    }
  }
}

extension TimelineChild {
  /// Sets the handler at `slot` and lets go of the one it replaces last, after every access to the
  /// handlers has ended: letting go of a closure can run the `deinit` of an object it captured,
  /// which may read or set these handlers (inside the set, that was a fatal exclusivity conflict).
  private func setHandler(
    _ slot: WritableKeyPath<TimelineEventHandlers, ((TimelineEvent) -> Void)?>, to handler: ((TimelineEvent) -> Void)?
  ) {
    let replaced = handlers[keyPath: slot]
    handlers[keyPath: slot] = handler
    timeline?.invalidateEvents()
    withExtendedLifetime(replaced) {}
  }

  /// Called when the child enters its active interval playing forwards.
  public var onStart: ((TimelineEvent) -> Void)? {
    get { handlers.start }
    set { setHandler(\.start, to: newValue) }
  }
  /// Called when the child reaches the end of its active interval playing forwards.
  public var onComplete: ((TimelineEvent) -> Void)? {
    get { handlers.complete }
    set { setHandler(\.complete, to: newValue) }
  }
  /// Called when the child reaches the start of its active interval playing backwards.
  public var onReverseComplete: ((TimelineEvent) -> Void)? {
    get { handlers.reverseComplete }
    set { setHandler(\.reverseComplete, to: newValue) }
  }
  /// Called when the child crosses from one iteration to the next, either way.
  public var onRepeat: ((TimelineEvent) -> Void)? {
    get { handlers.repeat }
    set { setHandler(\.`repeat`, to: newValue) }
  }
  /// Called once per move of the playhead in which the child's progress changed, after the move's
  /// other events.
  public var onUpdate: ((TimelineEvent) -> Void)? {
    get { handlers.update }
    set { setHandler(\.update, to: newValue) }
  }
}
