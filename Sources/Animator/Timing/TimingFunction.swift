/// A function from unit time to progress: the shape of an animation.
///
/// Time and progress both run from 0 (the start) to 1 (the end). A timing function maps how far an
/// animation is through its duration to how far its values have moved: a linear function moves
/// them evenly, an ease-in function starts slowly, a spring overshoots and settles.
///
/// ```swift
/// let curve = CubicBezier.easeInEaseOut
/// curve.value(at: 0.25)     // 0.1292…
/// curve.velocity(at: 0.5)   // the slope at the midpoint
/// ```
///
/// Conforming types must be pure: the same input gives the same output, with no side effects, so
/// that animations can be sampled at any time, in any order, from any number of places.
public protocol TimingFunction: Sendable {
  /// The progress at unit time `time`.
  ///
  /// - Parameter time: How far through the duration, from 0 to 1. Times outside `0...1` are clamped
  ///   to it.
  /// - Returns: The progress: 0 at the start and 1 at the end; curves that overshoot go outside
  ///   `0...1` in between.
  /// - Complexity: O(1); called once per animation per frame.
  func value(at time: Double) -> Double

  /// The derivative of ``value(at:)`` with respect to unit time: progress per unit time.
  ///
  /// Divide by the animation's duration in seconds for progress per second.
  ///
  /// - Parameter time: How far through the duration, from 0 to 1, clamped to it.
  /// - Returns: The slope of the function at `time`.
  /// - Complexity: O(1).
  func velocity(at time: Double) -> Double
}
