/// A timing function you supply, a closure with or without its derivative, as
/// ``TimingCurve/custom(_:velocity:)`` stores it.
///
/// ```swift
/// let smoothstep = TimingCurve.custom({ t in t * t * (3 - 2 * t) }, velocity: { t in 6 * t * (1 - t) })
/// ```
///
/// Times are clamped to `0...1` (NaN becomes 0) before your closure sees them. Its finite results
/// are returned as they are: unlike the library's own curves, a custom function need not start at 0
/// or end at 1. A result that is NaN or infinite is treated as 0 (the start), and an infinite or NaN
/// slope as the library's curves treat theirs, so that a function with a singularity cannot poison
/// the values an animation moves.
///
/// Without a derivative, ``velocity(at:)`` is a second-order finite difference with the step
/// `h = 2⁻¹⁷` (about `7.6e-6`): central, `(f(t + h) − f(t − h)) / 2h`, inside the interval, and
/// one-sided, `(−3f(t) + 4f(t ± h) − f(t ± 2h)) / 2h`, within `h` of either end, so the closure is
/// never called outside `0...1`. For a smooth function its error is about `1e-10` times the size of
/// the third derivative, plus the closure's rounding error divided by `h`.
///
/// > Important: Closures cannot be compared, so two custom functions are equal only if they are
/// > copies of the same one: equality and hashing go by identity: two functions made from one
/// > closure by two calls differ, and a function equals its copies.
struct CustomTimingFunction: Hashable, Sendable {
  /// The functions, in a reference whose identity is the function's identity.
  private final class Storage: Sendable {
    let value: @Sendable (Double) -> Double
    let derivative: (@Sendable (Double) -> Double)?

    init(value: @escaping @Sendable (Double) -> Double, derivative: (@Sendable (Double) -> Double)?) {
      self.value = value
      self.derivative = derivative
    }
  }

  private let storage: Storage

  /// The step of the finite difference used when no derivative is given: `2⁻¹⁷`.
  static let differenceStep = 1.0 / 131_072

  /// Makes a timing function from a closure from unit time to progress.
  ///
  /// - Parameters:
  ///   - value: The progress at a time in `0...1`. It must be pure: the same time, the same
  ///     progress.
  ///   - derivative: The derivative of `value` with respect to time, if you know it; without it,
  ///     ``velocity(at:)`` uses a finite difference.
  init(
    _ value: @escaping @Sendable (Double) -> Double,
    derivative: (@Sendable (Double) -> Double)? = nil
  ) {
    storage = Storage(value: value, derivative: derivative)
  }

  /// Whether the function was given an analytic derivative.
  var hasDerivative: Bool { storage.derivative != nil }

  /// The progress at unit time `time`: the closure's result.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: What the closure returns, or 0 if that is NaN or infinite.
  /// - Complexity: One call of the closure.
  func value(at time: Double) -> Double {
    Self.finite(storage.value(TimingMath.clampToUnit(time)))
  }

  /// `value`, or 0 if it is NaN or infinite.
  private static func finite(_ value: Double) -> Double {
    value.isFinite ? value : 0
  }

  /// The derivative at unit time `time`: the derivative closure's result, or the finite difference
  /// described on the type.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The slope at `time`.
  /// - Complexity: One call of the derivative, or two or three of the function.
  func velocity(at time: Double) -> Double {
    let t = TimingMath.clampToUnit(time)
    if let derivative = storage.derivative { return TimingMath.finiteSlope(derivative(t)) }
    let function = storage.value
    func f(_ t: Double) -> Double { Self.finite(function(t)) }
    let h = Self.differenceStep
    if t - h < 0 { return TimingMath.finiteSlope((-3 * f(t) + 4 * f(t + h) - f(t + 2 * h)) / (2 * h)) }
    if t + h > 1 { return TimingMath.finiteSlope((3 * f(t) - 4 * f(t - h) + f(t - 2 * h)) / (2 * h)) }
    return TimingMath.finiteSlope((f(t + h) - f(t - h)) / (2 * h))
  }

  /// Whether two values are copies of the same custom function.
  ///
  /// - Parameters:
  ///   - lhs: A custom function.
  ///   - rhs: Another custom function.
  /// - Returns: `true` if both were copied from one initialiser call.
  static func == (lhs: CustomTimingFunction, rhs: CustomTimingFunction) -> Bool {
    lhs.storage === rhs.storage
  }

  /// Hashes the function's identity.
  ///
  /// - Parameter hasher: The hasher to feed.
  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(storage))
  }
}
