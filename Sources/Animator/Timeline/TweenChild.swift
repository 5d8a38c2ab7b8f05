/// A tween: a block of property changes that a timeline records when it becomes active, and the
/// child that places it. One object, so that adding a tween makes one allocation, not a child and
/// its content.
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
    // The kept recording's properties may list the block among their idle recorders.
    leaveIdleRecorders()
    recorded.blockReference?.release()
  }

  /// Sets what a tween of one property sets; nothing for a block of changes, which has its
  /// ``animations``.
  func setValue() {}

  /// Whether the tween of one property lost it (its owner let it go before the tween recorded);
  /// `false` for a block of changes, whose targets its block learns as it records them.
  var hasLostTarget: Bool { false }
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
