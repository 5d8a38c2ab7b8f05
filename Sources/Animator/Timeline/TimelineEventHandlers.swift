/// The closures a timeline, or one of its children, calls at its own events: ``Timeline/onStart``,
/// ``Timeline/onComplete``, ``Timeline/onReverseComplete``, ``Timeline/onRepeat`` and
/// ``Timeline/onUpdate`` (and ``TimelineChild``'s of the same names), kept as one value.
///
/// The public properties read and write these fields; setting one tells the timeline that what
/// listens in its tree may have changed.
struct TimelineEventHandlers {
  /// Entering the active interval playing forwards.
  var start: ((TimelineEvent) -> Void)?
  /// Reaching the end of the active interval playing forwards.
  var complete: ((TimelineEvent) -> Void)?
  /// Reaching the start of the active interval playing backwards.
  var reverseComplete: ((TimelineEvent) -> Void)?
  /// Crossing from one iteration to the next, either way.
  var `repeat`: ((TimelineEvent) -> Void)?
  /// Once per move, after the move's other events.
  var update: ((TimelineEvent) -> Void)?

  /// Whether any handler is set.
  var isEmpty: Bool {
    start == nil && complete == nil && reverseComplete == nil && `repeat` == nil && update == nil
  }

  /// The handler of `kind`; `nil` for a callback, which is a child's content, not a handler.
  subscript(kind: TimelineEvent.Kind) -> ((TimelineEvent) -> Void)? {
    switch kind {
    case .start: start
    case .complete: complete
    case .reverseComplete: reverseComplete
    case .repeat: `repeat`
    case .update: update
    case .callback: nil
    }
  }
}

extension Timeline {
  /// Called when the timeline enters its active interval playing forwards.
  public var onStart: ((TimelineEvent) -> Void)? {
    get { handlers.start }
    set {
      handlers.start = newValue
      invalidateEvents()
    }
  }
  /// Called when the timeline reaches the end of its active interval playing forwards.
  public var onComplete: ((TimelineEvent) -> Void)? {
    get { handlers.complete }
    set {
      handlers.complete = newValue
      invalidateEvents()
    }
  }
  /// Called when the timeline reaches the start of its active interval playing backwards.
  public var onReverseComplete: ((TimelineEvent) -> Void)? {
    get { handlers.reverseComplete }
    set {
      handlers.reverseComplete = newValue
      invalidateEvents()
    }
  }
  /// Called when the timeline crosses from one iteration to the next, either way.
  public var onRepeat: ((TimelineEvent) -> Void)? {
    get { handlers.repeat }
    set {
      handlers.repeat = newValue
      invalidateEvents()
    }
  }
  /// Called once per move of the playhead, after the move's other events.
  public var onUpdate: ((TimelineEvent) -> Void)? {
    get { handlers.update }
    set {
      handlers.update = newValue
      invalidateEvents()
    }
  }
}

extension TimelineChild {
  /// Called when the child enters its active interval playing forwards.
  public var onStart: ((TimelineEvent) -> Void)? {
    get { handlers.start }
    set {
      handlers.start = newValue
      timeline?.invalidateEvents()
    }
  }
  /// Called when the child reaches the end of its active interval playing forwards.
  public var onComplete: ((TimelineEvent) -> Void)? {
    get { handlers.complete }
    set {
      handlers.complete = newValue
      timeline?.invalidateEvents()
    }
  }
  /// Called when the child reaches the start of its active interval playing backwards.
  public var onReverseComplete: ((TimelineEvent) -> Void)? {
    get { handlers.reverseComplete }
    set {
      handlers.reverseComplete = newValue
      timeline?.invalidateEvents()
    }
  }
  /// Called when the child crosses from one iteration to the next, either way.
  public var onRepeat: ((TimelineEvent) -> Void)? {
    get { handlers.repeat }
    set {
      handlers.repeat = newValue
      timeline?.invalidateEvents()
    }
  }
  /// Called once per move of the playhead in which the child's progress changed, after the move's
  /// other events.
  public var onUpdate: ((TimelineEvent) -> Void)? {
    get { handlers.update }
    set {
      handlers.update = newValue
      timeline?.invalidateEvents()
    }
  }
}
