extension Timeline {
  /// ``seek(to:suppressEvents:)-(Double,_)`` with the time as a `Duration`.
  ///
  /// ```swift
  /// try timeline.seek(to: .milliseconds(1250))
  /// ```
  ///
  /// - Parameters:
  ///   - time: Local time; clamped to `0...totalDuration`.
  ///   - suppressEvents: Whether to move without firing events.
  /// - Throws: What the seconds form throws. Nothing changes.
  /// - Complexity: As the seconds form.
  @_disfavoredOverload
  public func seek(to time: Duration, suppressEvents: Bool = false) throws(AnimationError) {
    try seek(to: time.inSeconds, suppressEvents: suppressEvents)
  }

  /// ``play(to:)-(Double)`` with the time as a `Duration`.
  ///
  /// - Parameter time: Local time; clamped to `0...totalDuration`.
  /// - Throws: What the seconds form throws. Nothing changes.
  @_disfavoredOverload
  public func play(to time: Duration) throws(AnimationError) {
    try play(to: time.inSeconds)
  }

  /// ``addTween(duration:curve:timing:at:name:_:)-(Double,_,_,_,_,_)`` with the duration as a
  /// `Duration`.
  ///
  /// ```swift
  /// try timeline.addTween(duration: .milliseconds(400), curve: .easeOut) { card.opacity = 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: The tween's length, zero or more.
  ///   - curve: The timing curve over the tween; ease-in-out by default.
  ///   - timing: Delay, repeats, direction and fill.
  ///   - position: Where the tween starts.
  ///   - name: A name for the child.
  ///   - animations: Sets the properties to animate.
  /// - Returns: The new child.
  /// - Throws: What the seconds form throws. Nothing is added.
  @_disfavoredOverload
  @discardableResult
  public func addTween(
    duration: Duration, curve: TimingCurve = .easeInOut, timing: EffectTiming = EffectTiming(),
    at position: TimelinePosition = .end(), name: String? = nil, _ animations: @escaping () -> Void
  ) throws(AnimationError) -> TimelineChild {
    try addTween(duration: duration.inSeconds, curve: curve, timing: timing, at: position, name: name, animations)
  }

  /// ``addTween(of:from:to:duration:curve:timing:at:name:)-(AnimatedProperty<Value>,_,_,Double,_,_,_,_)``
  /// with the duration as a `Duration`.
  ///
  /// - Parameters:
  ///   - property: The property to animate.
  ///   - from: Where it starts; `nil` for where it is when the tween starts.
  ///   - to: Where it ends.
  ///   - duration: The tween's length, zero or more.
  ///   - curve: The timing curve over the tween; ease-in-out by default.
  ///   - timing: Delay, repeats, direction and fill.
  ///   - position: Where the tween starts.
  ///   - name: A name for the child.
  /// - Returns: The new child.
  /// - Throws: What the seconds form throws. Nothing is added.
  @_disfavoredOverload
  @discardableResult
  public func addTween<Value: Animatable>(
    of property: AnimatedProperty<Value>, from: Value? = nil, to: Value, duration: Duration,
    curve: TimingCurve = .easeInOut, timing: EffectTiming = EffectTiming(), at position: TimelinePosition = .end(),
    name: String? = nil
  ) throws(AnimationError) -> TimelineChild {
    try addTween(
      of: property, from: from, to: to, duration: duration.inSeconds, curve: curve, timing: timing, at: position,
      name: name)
  }

  /// ``addTween(of:on:from:to:duration:curve:timing:at:name:)-(_,_,_,_,Double,_,_,_,_)`` with the
  /// duration as a `Duration`.
  ///
  /// - Parameters:
  ///   - keyPath: The property to animate.
  ///   - object: The object that holds it.
  ///   - from: Where it starts; `nil` for where it is when the tween starts.
  ///   - to: Where it ends.
  ///   - duration: The tween's length, zero or more.
  ///   - curve: The timing curve over the tween; ease-in-out by default.
  ///   - timing: Delay, repeats, direction and fill.
  ///   - position: Where the tween starts.
  ///   - name: A name for the child.
  /// - Returns: The new child.
  /// - Throws: What the seconds form throws. Nothing is added.
  @_disfavoredOverload
  @discardableResult
  public func addTween<Root: AnyObject, Value: Animatable>(
    of keyPath: ReferenceWritableKeyPath<Root, Value>, on object: Root, from: Value? = nil, to: Value,
    duration: Duration, curve: TimingCurve = .easeInOut, timing: EffectTiming = EffectTiming(),
    at position: TimelinePosition = .end(), name: String? = nil
  ) throws(AnimationError) -> TimelineChild {
    try addTween(
      of: keyPath, on: object, from: from, to: to, duration: duration.inSeconds, curve: curve, timing: timing,
      at: position, name: name)
  }
}
