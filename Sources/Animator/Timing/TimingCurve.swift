/// The timing curves an animation can use, as one closed set of values: what an animator, a keyframe
/// segment or a timeline stores.
///
/// ```swift
/// let curves: [TimingCurve] = [
///   .easeInOut,                                        // UIKit's default
///   .cubicBezier(try CubicBezier(0.2, 0.8, 0.2, 1)),
///   .easing(.easeOutBack),
///   .steps(try Steps(4)),
///   TimingCurve(.easeOut),                             // from UIView.AnimationCurve
/// ]
/// ```
///
/// Every case takes any input time: times outside `0...1` are clamped to it and NaN is treated as 0,
/// so no input can crash or poison an animation. Evaluation is a `switch` on the case followed by
/// the case's own closed form or solver.
///
/// A spring is a curve too (``SpringCurve``): it spans a given number of seconds, so an animator
/// makes it from its ``SpringTimingParameters`` and its duration.
public enum TimingCurve: TimingFunction, Hashable, Sendable {
  /// Progress equals time.
  case linear
  /// A cubic Bézier curve: Core Animation's and UIKit's named curves, or your own.
  ///
  /// Stored out of line, as is ``spring(_:)``, so that a curve is a few bytes wide whatever its case
  /// and the copies an animator keeps (its curve, its blocks' tracks) share one instance.
  indirect case cubicBezier(CubicBezier)
  /// One of Penner's easings.
  case easing(Easing)
  /// A CSS staircase.
  case steps(Steps)
  /// A function you supply.
  case custom(CustomTimingFunction)
  /// A spring over a span of time, from 0 to its target 1.
  indirect case spring(SpringCurve)

  /// ``CubicBezier/easeIn``.
  public static let easeIn = TimingCurve.cubicBezier(.easeIn)
  /// ``CubicBezier/easeOut``.
  public static let easeOut = TimingCurve.cubicBezier(.easeOut)
  /// ``CubicBezier/easeInOut``, UIKit's name.
  public static let easeInOut = TimingCurve.cubicBezier(.easeInOut)
  /// ``CubicBezier/easeInEaseOut``, Core Animation's name for ``easeInOut``.
  public static let easeInEaseOut = TimingCurve.cubicBezier(.easeInEaseOut)
  /// ``CubicBezier/default``, Core Animation's default curve.
  public static let `default` = TimingCurve.cubicBezier(.default)

  /// The curve UIKit uses for a `UIView.AnimationCurve`: a Bézier curve, ``linear`` included.
  ///
  /// - Parameter curve: The UIKit curve.
  public init(_ curve: AnimationCurve) {
    self = .cubicBezier(curve.bezier)
  }

  /// The progress at unit time `time`, with the time clamped to `0...1`: an animator's progress.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The progress; 0 at time 0 and 1 at time 1 for every case but ``Steps`` with a jump at
  ///   the start and custom functions that choose otherwise.
  /// - Complexity: O(1): see each case.
  @inlinable
  public func value(at time: Double) -> Double {
    let t = TimingMath.clampToUnit(time)
    switch self {
    case .linear: return t
    case .cubicBezier(let curve): return curve.value(at: t)
    case .easing(let easing): return easing.value(at: t)
    case .steps(let steps): return steps.value(at: t)
    case .custom(let function): return function.value(at: t)
    case .spring(let spring): return spring.value(at: t)
    }
  }

  /// The progress at any input, as CSS Easing Functions Level 1 and Web Animations define it: the
  /// form a timeline's transformed progress and a ``Keyframes`` segment use.
  ///
  /// Inside `0...1` with the before flag unset this is ``value(at:)``. Otherwise:
  ///
  /// - ``linear`` is the identity line, extended (CSS's `linear` keyword);
  /// - a ``CubicBezier`` continues along its end tangents (``CubicBezier/unclampedValue(at:)``);
  /// - ``Steps`` runs the whole step algorithm, before flag included
  ///   (``Steps/unclampedValue(at:beforeFlag:)``);
  /// - ``Easing``, custom functions and springs, which no specification extends, hold their values
  ///   at the ends: their input is clamped as in ``value(at:)``.
  ///
  /// ```swift
  /// TimingCurve.linear.unclampedValue(at: 1.25)                          // 1.25
  /// TimingCurve.steps(.stepStart).unclampedValue(at: 0, beforeFlag: true)  // 0
  /// ```
  ///
  /// - Parameters:
  ///   - time: Any input progress; NaN is treated as 0.
  ///   - beforeFlag: CSS Easing's before flag, which only steps read: set while a Web Animations
  ///     effect is in its before phase playing forwards or in its after phase playing backwards.
  /// - Returns: The output progress, finite.
  /// - Complexity: O(1): a range check, then see each case.
  @inlinable
  public func unclampedValue(at time: Double, beforeFlag: Bool = false) -> Double {
    if time >= 0 && time <= 1 && !beforeFlag { return value(at: time) }
    return extendedValue(time, beforeFlag: beforeFlag)
  }

  /// ``unclampedValue(at:beforeFlag:)`` outside `0...1` or with the before flag: out of line, so
  /// that the common case stays small.
  @usableFromInline @inline(never)
  func extendedValue(_ time: Double, beforeFlag: Bool) -> Double {
    switch self {
    case .linear: return time.isNaN ? 0 : TimingMath.finite(time)
    case .cubicBezier(let curve): return curve.unclampedValue(at: time)
    case .steps(let steps): return steps.unclampedValue(at: time, beforeFlag: beforeFlag)
    case .easing, .custom, .spring: return value(at: time)
    }
  }

  /// The slope of ``unclampedValue(at:beforeFlag:)``: ``velocity(at:)`` inside `0...1`; outside it,
  /// 1 for ``linear``, the slope of the end tangent for a ``CubicBezier``, 0 for ``Steps`` and for
  /// the curves that hold their end values.
  ///
  /// - Parameter time: Any input progress; NaN is treated as 0.
  /// - Returns: Progress per unit of input.
  /// - Complexity: O(1).
  public func unclampedVelocity(at time: Double) -> Double {
    if time >= 0 && time <= 1 || time.isNaN { return velocity(at: time) }
    switch self {
    case .linear: return 1
    case .cubicBezier(let curve): return curve.unclampedVelocity(at: time)
    case .easing, .steps, .custom, .spring: return 0
    }
  }

  /// The progress per unit time at unit time `time`.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The slope at `time`: finite for every case but custom functions, whose derivative
  ///   is returned as it is.
  /// - Complexity: O(1): see each case.
  @inlinable
  public func velocity(at time: Double) -> Double {
    let t = TimingMath.clampToUnit(time)
    switch self {
    case .linear: return 1
    case .cubicBezier(let curve): return curve.velocity(at: t)
    case .easing(let easing): return easing.velocity(at: t)
    case .steps(let steps): return steps.velocity(at: t)
    case .custom(let function): return function.velocity(at: t)
    case .spring(let spring): return spring.velocity(at: t)
    }
  }

  /// ``value(at:)`` and ``velocity(at:)`` together, the same to the last bit, sharing the work both
  /// need: one Bézier solve, one spring propagator. Animations call it on every tick.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The progress and the slope at `time`.
  @inline(__always)
  func valueAndVelocity(at time: Double) -> (value: Double, velocity: Double) {
    let t = TimingMath.clampToUnit(time)
    switch self {
    case .linear: return (t, 1)
    case .cubicBezier: return Self.bezierValueAndVelocity(self, at: t)
    case .easing(let easing): return easing.valueAndVelocity(atClamped: t)
    case .steps(let steps): return (steps.value(at: t), steps.velocity(at: t))
    case .custom(let function): return (function.value(at: t), function.velocity(at: t))
    case .spring(let spring): return spring.valueAndVelocity(at: t)
    }
  }

  /// ``valueAndVelocity(at:)`` for every case but ``custom(_:)``, which it must not be given (it
  /// answers linear progress for it): code that calls nothing outside the package, so that the
  /// compiler can keep a tick free of reference counting around it.
  ///
  /// With `inliningEasings` (a constant at every call), the polynomial easings' formulas are
  /// inlined into the caller (``Easing/inlinedValueAndVelocity(atClamped:)``), with the same results.
  @inline(__always)
  func builtInValueAndVelocity(at time: Double, inliningEasings: Bool = false) -> (value: Double, velocity: Double) {
    let t = TimingMath.clampToUnit(time)
    switch self {
    case .linear, .custom: return (t, 1)
    case .cubicBezier: return Self.bezierValueAndVelocity(self, at: t)
    case .easing(let easing):
      return inliningEasings ? easing.inlinedValueAndVelocity(atClamped: t) : easing.valueAndVelocity(atClamped: t)
    case .steps(let steps): return (steps.value(at: t), steps.velocity(at: t))
    case .spring(let spring): return spring.valueAndVelocity(at: t)
    }
  }

  /// ``CubicBezier/valueAndVelocity(at:)`` of a ``cubicBezier(_:)`` curve (linear progress for any
  /// other), out of line: the curve is read where its box holds it rather than copied whole for a
  /// call, and the registers the solve needs do not crowd the loops that call it (the sampling
  /// store's evaluates every case, and steady ticks of shared curves must not pay for it).
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - t: The unit time, in `0...1`.
  /// - Returns: The progress and the slope.
  @inline(never)
  static func bezierValueAndVelocity(_ curve: TimingCurve, at t: Double) -> (value: Double, velocity: Double) {
    if case .cubicBezier(let bezier) = curve { return bezier.valueAndVelocity(at: t) }
    return (t, 1)
  }

  /// The unit time at which the curve reaches `progress`, for curves that can be inverted.
  ///
  /// An animator that has been scrubbed linearly uses it to resume on its curve without a jump
  /// (UIKit's `scrubsLinearly`: time is remapped to `c⁻¹(p)`).
  ///
  /// - Parameter progress: The progress; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The time in `0...1`: exactly `progress` for ``linear``; the solved inverse for a
  ///   monotonic ``CubicBezier`` and the closed-form inverse for a monotonic ``Easing``. `nil` for
  ///   curves that go back on themselves, for ``Steps`` (which jump over most progress values) and
  ///   for custom functions (whose shape is unknown).
  /// - Complexity: O(1).
  public func time(forValue progress: Double) -> Double? {
    switch self {
    case .linear: return TimingMath.clampToUnit(progress)
    case .cubicBezier(let curve): return curve.time(forValue: progress)
    case .easing(let easing): return easing.time(forValue: progress)
    case .steps, .custom, .spring: return nil
    }
  }

  /// Whether progress is known never to decrease and to pass through every value on the way, so
  /// that the curve can be inverted: `true` exactly when ``time(forValue:)`` returns a time.
  ///
  /// `true` for ``linear`` and for the Bézier curves and easings that are monotonic. `false` for
  /// curves that overshoot or bounce, for springs (which may), for custom functions (whose shape is
  /// unknown), and for
  /// ``Steps``: a staircase never goes down, but it jumps over most progress values, so an animator
  /// cannot scrub it linearly and hand it back to the curve without a jump.
  public var isMonotonic: Bool {
    switch self {
    case .linear: true
    case .cubicBezier(let curve): curve.isMonotonic
    case .easing(let easing): easing.isMonotonic
    case .steps, .custom, .spring: false
    }
  }
}
