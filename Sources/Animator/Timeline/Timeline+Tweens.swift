extension Timeline {
  /// Adds a tween: a block of property changes, animated over `duration` along `curve`, as an
  /// animation block of an animator is.
  ///
  /// ```swift
  /// try timeline.addTween(duration: 1, curve: .easeOut, at: .at(0.6), name: "buttons") {
  ///   button.opacity = 1
  ///   button.transform = .identity
  /// }
  /// ```
  ///
  /// The block runs when the timeline first becomes active (at once if it is active already):
  /// the properties it sets take their new model values then, and the tween moves what they show
  /// from the values before to the new ones.
  ///
  /// - Parameters:
  ///   - duration: The tween's length in seconds (its intrinsic duration), a finite number >= 0.
  ///   - curve: The tween's easing, replacing `timing.easing`; ease-in-out by default, as for
  ///     ``AnimationEngine/animate(duration:curve:animations:completion:)-(Duration,_,_,_)`` and
  ///     in UIKit.
  ///   - timing: Delay, iterations, direction, fill and playback rate.
  ///   - position: Where the tween starts; the end of the timeline by default.
  ///   - name: A name for events and introspection.
  ///   - animations: Sets the properties to animate.
  /// - Returns: The child, to listen to its events.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a bad duration,
  ///   timing or position; ``AnimationError/unknownLabel(_:)``. Nothing is added.
  @discardableResult
  public func addTween(
    duration: Double, curve: TimingCurve = .easeInOut, timing: EffectTiming = EffectTiming(),
    at position: TimelinePosition = .end(), name: String? = nil, _ animations: @escaping () -> Void
  ) throws(AnimationError) -> TimelineChild {
    try addTween(duration: duration, curve: curve, timing: timing, at: position, name: name, property: nil, animations)
  }

  /// Adds a tween of one property from its value at that point of the timeline (or from `from`)
  /// to `to`.
  ///
  /// ```swift
  /// try timeline.addTween(of: card.$opacity, to: 1, duration: 0.5)
  /// ```
  ///
  /// With `from`, a zero-length child named `"<name> from"` that sets the property to `from` is
  /// added at the same start, before the tween, as GSAP's `fromTo` does. Unlike GSAP's `fromTo`,
  /// whose default `immediateRender: true` shows the `from` value as soon as the tween is
  /// created, the `from` value is not shown before the tween starts: until then the property
  /// shows what the timeline shows there without this tween (the fill rule: before a tween
  /// starts, it shows its start values), also inside a nested timeline that has not started.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - from: The value to start from, or `nil` to start from the value the property has there.
  ///   - to: The value to end on.
  ///   - duration: Seconds, a finite number >= 0.
  ///   - curve: The easing; ease-in-out by default, as for
  ///     ``AnimationEngine/animate(duration:curve:animations:completion:)-(Duration,_,_,_)`` and
  ///     in UIKit.
  ///   - timing: Delay, iterations, direction, fill and playback rate.
  ///   - position: Where the tween starts.
  ///   - name: A name for events and introspection.
  /// - Returns: The tween.
  /// - Throws: What ``addTween(duration:curve:timing:at:name:_:)-(Double,_,_,_,_,_)`` throws.
  @_specialize(exported:true,where Value == Double)
  @_specialize(exported:true,where Value == Float)
  @_specialize(exported:true,where Value == Point2D)
  @_specialize(exported:true,where Value == Size2D)
  @_specialize(exported:true,where Value == Rect2D)
  @_specialize(exported:true,where Value == Color)
  @_specialize(exported:true,where Value == AffineTransform2D)
  @_specialize(exported:true,where Value == SIMD2<Double>)
  @_specialize(exported:true,where Value == SIMD4<Double>)
  @discardableResult
  public func addTween<Value: Animatable>(
    of property: AnimatedProperty<Value>, from: Value? = nil, to: Value, duration: Double,
    curve: TimingCurve = .easeInOut, timing: EffectTiming = EffectTiming(), at position: TimelinePosition = .end(),
    name: String? = nil
  ) throws(AnimationError) -> TimelineChild {
    // Specialised above for the value types of the package: a caller in another module calls the
    // generic form, which would otherwise look up the tween's generic class and copy the values
    // through value witnesses on every child.
    let propertyName = name ?? "\(Value.self)"
    if let from {
      let start = try resolveFromTo(position, duration: duration, curve: curve, timing: timing)
      let (fromStart, resolved) = try place(intrinsicDuration: 0, at: .at(start), timing: EffectTiming())
      _ = try append(
        PropertyTweenChild(
          name: name.map { "\($0) from" }, start: fromStart, resolved: resolved, sequence: layout.nextSequence,
          duration: 0, propertyName: propertyName, property: property, value: from))
      return try addTween(
        of: property, to: to, duration: duration, curve: curve, timing: timing, at: .at(start),
        name: name, propertyName: propertyName)
    }
    return try addTween(
      of: property, to: to, duration: duration, curve: curve, timing: timing, at: position, name: name,
      propertyName: propertyName)
  }

  /// Adds a tween that sets `property` to `to`, named `propertyName` among the animated properties.
  private func addTween<Value: Animatable>(
    of property: AnimatedProperty<Value>, to: Value, duration: Double, curve: TimingCurve, timing: EffectTiming,
    at position: TimelinePosition, name: String?, propertyName: String
  ) throws(AnimationError) -> TimelineChild {
    try Self.validateTweenDuration(duration)
    var timing = timing
    timing.easing = curve
    let (start, resolved) = try place(intrinsicDuration: duration, at: position, timing: timing)
    return try append(
      PropertyTweenChild(
        name: name, start: start, resolved: resolved, sequence: layout.nextSequence, duration: duration,
        propertyName: propertyName, property: property, value: to))
  }

  /// Adds a tween of a property of an object you already have, through a key path, from its value
  /// at that point of the timeline (or from `from`) to `to`.
  ///
  /// ```swift
  /// try timeline.addTween(of: \.position, on: node, to: Point2D(x: 100, y: 0), duration: 1)
  /// ```
  ///
  /// With `from`, a zero-length child that sets the property to `from` is added before the tween,
  /// as in ``addTween(of:from:to:duration:curve:timing:at:name:)-(AnimatedProperty<Value>,_,_,Double,_,_,_,_)``:
  /// unlike GSAP's default `immediateRender`, the `from` value is not shown before the tween
  /// starts.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - object: The object that has it; not held: once it goes, the timeline ends at the next tick
  ///     if every target it moves is gone.
  ///   - from: The value to start from, or `nil`.
  ///   - to: The value to end on.
  ///   - duration: Seconds, a finite number >= 0.
  ///   - curve: The easing; ease-in-out by default, as for
  ///     ``AnimationEngine/animate(duration:curve:animations:completion:)-(Duration,_,_,_)`` and
  ///     in UIKit.
  ///   - timing: Delay, iterations, direction, fill and playback rate.
  ///   - position: Where the tween starts.
  ///   - name: A name for events and introspection.
  /// - Returns: The tween.
  /// - Throws: What ``addTween(duration:curve:timing:at:name:_:)-(Double,_,_,_,_,_)`` throws.
  @discardableResult
  public func addTween<Root: AnyObject, Value: Animatable>(
    of keyPath: ReferenceWritableKeyPath<Root, Value>, on object: Root, from: Value? = nil, to: Value,
    duration: Double, curve: TimingCurve = .easeInOut, timing: EffectTiming = EffectTiming(),
    at position: TimelinePosition = .end(), name: String? = nil
  ) throws(AnimationError) -> TimelineChild {
    let engine = self.engine
    let propertyName = name ?? "\(keyPath)"
    var start = position
    if let from {
      start = .at(try resolveFromTo(position, duration: duration, curve: curve, timing: timing))
      try addTween(duration: 0, at: start, name: name.map { "\($0) from" }, property: propertyName) {
        [weak object] in
        guard let object else { return }
        engine.withTarget(object, keyPath) { $0.modelValue = from }
      }
    }
    return try addTween(
      duration: duration, curve: curve, timing: timing, at: start, name: name, property: propertyName
    ) { [weak object] in
      guard let object else { return }
      engine.withTarget(object, keyPath) { $0.modelValue = to }
    }
  }

  /// Where a from-to tween and its "from" child start, once the tween is known to be valid: so
  /// that a tween refused after the "from" child was added cannot leave that child behind.
  private func resolveFromTo(
    _ position: TimelinePosition, duration: Double, curve: TimingCurve, timing: EffectTiming
  ) throws(AnimationError) -> Double {
    try Self.validateTweenDuration(duration)
    var timing = timing
    timing.easing = curve
    try timing.validate()
    return try resolve(position, insertedLength: Self.insertedLength(timing, duration: duration))
  }

  static func validateTweenDuration(_ duration: Double) throws(AnimationError) {
    try AnimationError.requireNonNegative(duration, "duration")
    guard duration <= AnimationEngine.maximumSeconds else {
      throw .invalidArgument(
        parameter: "duration", value: "\(duration)", requirement: .range(0...AnimationEngine.maximumSeconds))
    }
  }

  @discardableResult
  func addTween(
    duration: Double, curve: TimingCurve = .easeInOut, timing: EffectTiming = EffectTiming(),
    at position: TimelinePosition, name: String?, property: String?,
    _ animations: @escaping () -> Void
  ) throws(AnimationError) -> TimelineChild {
    try Self.validateTweenDuration(duration)
    var timing = timing
    timing.easing = curve
    let (start, resolved) = try place(intrinsicDuration: duration, at: position, timing: timing)
    return try append(
      TweenChild(
        name: name, start: start, resolved: resolved, sequence: layout.nextSequence, duration: duration,
        source: TweenSource(body: animations, propertyName: property)))
  }

  /// Adds a tween whose block was recorded already (the outer block of a keyframe animation).
  func addPrerecordedTween(_ block: AnimationBlock, duration: Double) throws(AnimationError) {
    let (start, resolved) = try place(intrinsicDuration: duration, at: .at(0), timing: EffectTiming())
    let child = TweenChild(
      name: "animations", start: start, resolved: resolved, sequence: layout.nextSequence, duration: duration,
      source: TweenSource(body: {}, propertyName: nil))
    child.block = block
    _ = try append(child)
  }
}
