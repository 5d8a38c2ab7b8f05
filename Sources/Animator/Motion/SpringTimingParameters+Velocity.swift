extension SpringTimingParameters {
  /// A velocity in UIKit's normalised units for a two-dimensional value, as the `CGVector` that
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` takes.
  ///
  /// `dx` is the velocity of the first component (the only one of a one-dimensional property, `x`
  /// of a point) and `dy` that of the second (`y`), each in distances per second: the component's
  /// velocity in points per second divided by the distance that component has left to travel.
  ///
  /// ```swift
  /// // UIKit: UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0.5, dy: -2))
  /// let timing = try SpringTimingParameters(dampingRatio: 0.8, initialVelocity: .init(dx: 0.5, dy: -2))
  /// ```
  public struct Vector: Hashable, Sendable {
    /// The normalised velocity of the first component (`x`).
    public var dx: Double

    /// The normalised velocity of the second component (`y`).
    public var dy: Double

    /// Makes a normalised velocity vector.
    ///
    /// - Parameters:
    ///   - dx: The normalised velocity of the first component.
    ///   - dy: The normalised velocity of the second component.
    public init(dx: Double, dy: Double) {
      self.dx = dx
      self.dy = dy
    }
  }

  /// A spring with the given damping ratio, fitted to the animator's duration, that starts with a
  /// normalised velocity per axis: UIKit's `init(dampingRatio:initialVelocity: CGVector)`.
  ///
  /// UIKit's units: 1 is the whole distance of the animation per second, for each axis on its
  /// own. A card at (270, 40) thrown at (900, −200) points per second towards (400, 300) has
  /// (130, 260) points to go, so `dx` is 900/130 and `dy` is −200/260. As in UIKit, a
  /// one-dimensional property uses `dx` only. Computing one number from one axis and using it for
  /// both is the trap of openradar 32846697: the other axis jumps. To convert from points per
  /// second without dividing by hand, use ``init(dampingRatio:velocity:from:to:)``.
  ///
  /// Each component's spring is fitted to the animator's duration with its own velocity, so the
  /// two axes settle together at the end though their stiffness may differ (UIKit splits a
  /// two-dimensional velocity into two springs too).
  ///
  /// - Parameters:
  ///   - dampingRatio: The damping as a fraction of critical damping, zero or more.
  ///   - initialVelocity: The normalised velocity of the first (`dx`) and second (`dy`)
  ///     components.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"dampingRatio"` when it is negative or not finite, or `"initialVelocity.dx"` or
  ///   `"initialVelocity.dy"` when it is NaN or infinite.
  public init(dampingRatio: Double, initialVelocity: Vector) throws(AnimationError) {
    try AnimationError.requireNonNegative(dampingRatio, "dampingRatio")
    try AnimationError.requireFinite(initialVelocity.dx, "initialVelocity.dx")
    try AnimationError.requireFinite(initialVelocity.dy, "initialVelocity.dy")
    self.init(
      form: .dampingRatio(dampingRatio), initialVelocity: initialVelocity.dx,
      componentVelocities: [initialVelocity.dx, initialVelocity.dy])
  }

  /// A spring with the given damping ratio, fitted to the animator's duration, that starts with a
  /// velocity given in value units per second, per component: the gesture's velocity as it is.
  ///
  /// Each component's velocity is divided by the distance that component has left, `to − from`
  /// (``ComponentwiseArithmetic/normalizedVelocity(from:to:)``), so every component starts at
  /// exactly the velocity handed over, whatever its distance:
  ///
  /// ```swift
  /// // The pan ended at (270, 40), moving at (900, -200) points per second; the card goes to (400, 300).
  /// let timing = try SpringTimingParameters(
  ///   dampingRatio: 0.8, velocity: Point2D(x: 900, y: -200), from: Point2D(x: 270, y: 40), to: Point2D(x: 400, y: 300))
  /// timing.componentVelocities   // [6.923…, -0.769…]: 900/130 and -200/260
  /// ```
  ///
  /// A component with no distance left gets 0: a normalised velocity only scales the distance, so
  /// nothing can carry it (``SpringTrajectory`` keeps it, in value units).
  ///
  /// - Parameters:
  ///   - dampingRatio: The damping as a fraction of critical damping, zero or more.
  ///   - velocity: The rate of change of the value, in value units per second, per component.
  ///   - from: The value the animation continues from: the one shown at the hand-off.
  ///   - to: The value it ends at.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"dampingRatio"` when it is negative or not finite, or `"velocity"`, `"from"` or `"to"`
  ///   when a component is NaN or infinite.
  /// - Complexity: O(number of components).
  public init<Value: Animatable>(dampingRatio: Double, velocity: Value.AnimatableData, from: Value, to: Value)
    throws(AnimationError) where Value.AnimatableData: ComponentwiseArithmetic
  {
    try AnimationError.requireNonNegative(dampingRatio, "dampingRatio")
    try self.init(form: .dampingRatio(dampingRatio), velocity: velocity, from: from, to: to)
  }

  /// Any spring, starting with a velocity given in value units per second, per component; the
  /// animator's duration is replaced by the spring's settling duration.
  ///
  /// As ``init(dampingRatio:velocity:from:to:)``, each component's velocity is divided by its own
  /// distance left. Every component settles in its own time; an animator runs until the last one
  /// has (``resolved(forAnimatorDuration:component:)`` gives each component's curve and duration).
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - velocity: The rate of change of the value, in value units per second, per component.
  ///   - from: The value the animation continues from.
  ///   - to: The value it ends at.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"velocity"`, `"from"` or `"to"` when a component is NaN or infinite.
  /// - Complexity: O(number of components).
  public init<Value: Animatable>(spring: Spring, velocity: Value.AnimatableData, from: Value, to: Value)
    throws(AnimationError) where Value.AnimatableData: ComponentwiseArithmetic
  {
    try self.init(form: .spring(spring), velocity: velocity, from: from, to: to)
  }

  /// Converts and stores a per-component velocity in value units.
  private init<Value: Animatable>(form: Form, velocity: Value.AnimatableData, from: Value, to: Value)
    throws(AnimationError) where Value.AnimatableData: ComponentwiseArithmetic
  {
    let normalized = try velocity.normalizedVelocity(from: from.animatableData, to: to.animatableData)
    let components = normalized.components
    self.init(form: form, initialVelocity: components.first ?? 0, componentVelocities: components)
  }

  /// The normalised velocity a component of the animated value starts with.
  ///
  /// - Parameter index: The component's position in the value (0 for `x`, 1 for `y` of a point).
  /// - Returns: ``componentVelocities``[index] when the velocity was given per component (0 for a
  ///   component past the end: UIKit's vector has only `dx` and `dy`), otherwise
  ///   ``initialVelocity``.
  public func initialVelocity(ofComponent index: Int) -> Double {
    guard !componentVelocities.isEmpty else { return initialVelocity }
    return componentVelocities.indices.contains(index) ? componentVelocities[index] : 0
  }

  /// The normalised velocity of every component of a value of type `V`, as a `V`: what
  /// ``initialVelocity(ofComponent:)`` gives for each of its components.
  ///
  /// ```swift
  /// let timing = try SpringTimingParameters(dampingRatio: 1, initialVelocity: .init(dx: 0.5, dy: -2))
  /// timing.normalizedVelocity(as: Point2D.self)   // (0.5, -2.0)
  /// timing.normalizedVelocity(as: Double.self)  // 0.5: a one-dimensional property uses dx
  /// ```
  ///
  /// - Parameter type: The animatable data type of the animated value.
  /// - Returns: The normalised velocity of each component.
  /// - Complexity: O(number of components).
  public func normalizedVelocity<V: ComponentwiseArithmetic>(as type: V.Type = V.self) -> V {
    var index = 0
    return V.zero.combined(with: .zero) { _, _ in
      defer { index += 1 }
      return initialVelocity(ofComponent: index)
    }
  }

  /// The curve and duration of one component of the animated value: the spring with that
  /// component's velocity (for ``init(dampingRatio:velocity:from:to:)``, fitted to the animator's
  /// duration with it).
  ///
  /// A player that hands a velocity over per component runs every component along its own curve,
  /// `from + (to − from)·curve(t)`, so that each starts with exactly its velocity in value units.
  ///
  /// - Parameters:
  ///   - duration: The animator's duration in seconds, as for ``resolved(forAnimatorDuration:)``.
  ///   - index: The component's position in the value.
  /// - Returns: The curve and duration of that component.
  /// - Throws: As ``resolved(forAnimatorDuration:)``.
  /// - Complexity: As ``resolved(forAnimatorDuration:)``, for each component.
  public func resolved(forAnimatorDuration duration: Double, component index: Int) throws(AnimationError)
    -> Resolution
  {
    try SpringTimingParameters(
      form: form, initialVelocity: initialVelocity(ofComponent: index), componentVelocities: []
    )
    .resolved(forAnimatorDuration: duration)
  }
}
