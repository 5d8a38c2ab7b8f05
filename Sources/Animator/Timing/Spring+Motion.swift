extension Spring {
  /// The displacement and velocity of the spring at a time, from its displacement and velocity at
  /// time 0, in closed form.
  ///
  /// The displacement is measured from the rest position (the target), and the velocity is its
  /// rate of change, `d(displacement)/dt`, per second. So a mass that starts 1 away and moves
  /// towards rest has a *negative* initial velocity:
  ///
  /// ```swift
  /// let spring = try Spring(duration: 0.5, bounce: 0.3)
  /// let state = spring.displacement(at: 0.1, initialDisplacement: 1, initialVelocity: -2)
  /// state.position   // how far from rest after 0.1 s
  /// state.velocity   // its rate of change then
  /// ```
  ///
  /// The result is exact in every regime (underdamped, critically damped, overdamped), varies
  /// continuously with the damping ratio across 1, and does not overflow for large damping ratios.
  /// Once the motion has decayed below the smallest double it is exactly `(0, 0)`.
  ///
  /// - Parameters:
  ///   - time: Seconds since the initial state. Negative times and NaN are treated as 0. An
  ///     infinite time gives the rest state `(0, 0)`, for an undamped spring too (the centre it
  ///     oscillates about), and so does a time so large that the phase of the oscillation
  ///     overflows.
  ///   - initialDisplacement: The displacement at time 0.
  ///   - initialVelocity: The velocity at time 0, `d(displacement)/dt`.
  /// - Returns: The displacement and its velocity at `time`.
  /// - Complexity: O(1): one or two exponentials and, for an underdamped spring, a sine and a
  ///   cosine.
  public func displacement(at time: Double, initialDisplacement: Double, initialVelocity: Double) -> (
    position: Double, velocity: Double
  ) {
    oscillator.state(at: time, x0: initialDisplacement, v0: initialVelocity)
  }

  /// The value of a quantity that the spring pulls towards `target`, at a time, as SwiftUI's
  /// `Spring.value(target:initialVelocity:time:)`.
  ///
  /// The quantity starts at `initialValue` (zero unless given, as in SwiftUI, where `target` is
  /// then the amount of change) with `initialVelocity`, and every component moves as
  /// ``displacement(at:initialDisplacement:initialVelocity:)`` says, with the displacement
  /// `value − target`.
  ///
  /// ```swift
  /// let spring = Spring.bouncy
  /// spring.value(target: Point2D(x: 100, y: 0), initialValue: .zero, initialVelocity: Point2D(x: 0, y: 300), time: 0.2)
  /// ```
  ///
  /// - Parameters:
  ///   - target: The rest position.
  ///   - initialValue: The value at time 0. Defaults to zero.
  ///   - initialVelocity: The rate of change of the value at time 0, per second. Defaults to zero.
  ///   - time: Seconds since time 0; negative times and NaN are treated as 0.
  /// - Returns: The value at `time`.
  /// - Complexity: O(1) in the spring's maths plus a few vector operations.
  public func value<V: VectorArithmetic>(
    target: V, initialValue: V = .zero, initialVelocity: V = .zero, time: Double
  ) -> V {
    let p = oscillator.propagator(at: time)
    return target + (initialValue - target).scaled(by: p.xx) + initialVelocity.scaled(by: p.xv)
  }

  /// The rate of change, per second, of the quantity described by
  /// ``value(target:initialValue:initialVelocity:time:)``, as SwiftUI's
  /// `Spring.velocity(target:initialVelocity:time:)`.
  ///
  /// It is the exact derivative, not a difference of two values, so it can be handed on to the
  /// next animation without loss.
  ///
  /// - Parameters:
  ///   - target: The rest position.
  ///   - initialValue: The value at time 0. Defaults to zero.
  ///   - initialVelocity: The rate of change of the value at time 0, per second. Defaults to zero.
  ///   - time: Seconds since time 0; negative times and NaN are treated as 0.
  /// - Returns: The velocity at `time`.
  /// - Complexity: O(1) in the spring's maths plus a few vector operations.
  public func velocity<V: VectorArithmetic>(
    target: V, initialValue: V = .zero, initialVelocity: V = .zero, time: Double
  ) -> V {
    let p = oscillator.propagator(at: time)
    return (initialValue - target).scaled(by: p.vx) + initialVelocity.scaled(by: p.vv)
  }

  /// Moves a value and its velocity `deltaTime` seconds along the spring towards `target`, as
  /// SwiftUI's `Spring.update(value:velocity:target:deltaTime:)`.
  ///
  /// The step is exact whatever its length, so stepping by 1/60 s sixty times lands where one step
  /// of 1 s does (to rounding), and the target may change between steps: the motion carries on
  /// from the current value with the current velocity.
  ///
  /// ```swift
  /// var value = 0.0, velocity = 0.0
  /// spring.update(value: &value, velocity: &velocity, target: 100, deltaTime: 1.0 / 60)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The current value; on return, the value `deltaTime` later.
  ///   - velocity: The current velocity, per second; on return, the velocity `deltaTime` later.
  ///   - target: The rest position.
  ///   - deltaTime: Seconds to advance; negative times and NaN are treated as 0.
  /// - Complexity: O(1) in the spring's maths plus a few vector operations.
  public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
    let p = oscillator.propagator(at: deltaTime)
    let displacement = value - target
    let newValue = target + displacement.scaled(by: p.xx) + velocity.scaled(by: p.xv)
    velocity = displacement.scaled(by: p.vx) + velocity.scaled(by: p.vv)
    value = newValue
  }
}
