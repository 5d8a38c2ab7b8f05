/// The shape of an animation: a function from unit time to progress, and the one type the library
/// takes wherever a curve is asked for (an animator, a quick animation, a timeline's tween, a
/// keyframe segment).
///
/// ```swift
/// let curves: [TimingCurve] = [
///   .easeInOut,                                  // UIKit's default
///   try .cubicBezier(0.2, 0.8, 0.2, 1),          // CSS's cubic-bezier()
///   .easeOutBack,                                // one of Penner's easings
///   try .steps(4),                               // CSS's steps()
///   try .spring(.bouncy),                        // a spring, over its settling time
///   .custom { t in t * t * (3 - 2 * t) },        // your own function
/// ]
/// curves[0].value(at: 0.25)                      // 0.1292…
/// TimingCurve(named: "easeOutBack")              // the same curve as .easeOutBack
/// ```
///
/// Time and progress both run from 0 (the start) to 1 (the end). Every curve takes any input time:
/// times outside `0...1` are clamped to it and NaN is treated as 0, so no input can crash or poison
/// an animation. Curves are values: they compare equal when they evaluate alike (a custom curve
/// only to its own copies), and they are cheap to copy.
public struct TimingCurve: Hashable, Sendable {
  /// The closed set of shapes a curve can have.
  enum Shape: Hashable, Sendable {
    /// Progress equals time.
    case linear
    /// A cubic Bézier curve: Core Animation's and UIKit's named curves, or your own.
    ///
    /// Stored out of line, as is ``spring(_:)``, so that a curve is a few bytes wide whatever its
    /// case and the copies an animator keeps (its curve, its blocks' tracks) share one instance.
    indirect case cubicBezier(CubicBezier)
    /// One of Penner's easings.
    case easing(Easing)
    /// A CSS staircase.
    case steps(Steps)
    /// A function you supply.
    case custom(CustomTimingFunction)
    /// A spring over a span of time, from 0 to its target 1.
    indirect case spring(SpringCurve)
  }

  /// The curve's shape.
  let shape: Shape

  /// Makes a curve of a shape.
  init(_ shape: Shape) {
    self.shape = shape
  }

  /// Progress equals time.
  ///
  /// Computed rather than stored: a shape with no payload is made in place, without the one-time
  /// initialisation check that every read of a stored static pays.
  public static var linear: TimingCurve { TimingCurve(.linear) }
  /// Slow at the start: Core Animation's `easeIn`, the Bézier curve (0.42, 0)(1, 1).
  public static let easeIn = TimingCurve.cubicBezier(.easeIn)
  /// Slow at the end: Core Animation's `easeOut`, the Bézier curve (0, 0)(0.58, 1).
  public static let easeOut = TimingCurve.cubicBezier(.easeOut)
  /// Slow at the start and the end, UIKit's default: the Bézier curve (0.42, 0)(0.58, 1), which
  /// Core Animation calls `easeInEaseOut`.
  public static let easeInOut = TimingCurve.cubicBezier(.easeInOut)
  /// Core Animation's default curve, the Bézier curve (0.25, 0.1)(0.25, 1): what
  /// `CAMediaTimingFunction(name: .default)` and UIKit's `UICubicTimingParameters()` give.
  public static let `default` = TimingCurve.cubicBezier(.default)

  /// A curve made of a cubic Bézier curve the library already checked.
  static func cubicBezier(_ curve: CubicBezier) -> TimingCurve { TimingCurve(.cubicBezier(curve)) }
  /// A curve made of one of Penner's easings.
  static func easing(_ easing: Easing) -> TimingCurve { TimingCurve(.easing(easing)) }
  /// A curve made of a staircase the library already checked.
  static func steps(_ steps: Steps) -> TimingCurve { TimingCurve(.steps(steps)) }
  /// A curve made of a custom function.
  static func custom(_ function: CustomTimingFunction) -> TimingCurve { TimingCurve(.custom(function)) }
  /// A curve made of a spring over a span.
  static func spring(_ curve: SpringCurve) -> TimingCurve { TimingCurve(.spring(curve)) }

  /// The progress at unit time `time`, with the time clamped to `0...1`: an animator's progress.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The progress; 0 at time 0 and 1 at time 1 for every case but a staircase
  ///   (``steps(_:position:)``) with a jump at the start and custom functions that choose otherwise.
  /// - Complexity: O(1): see each case.
  public func value(at time: Double) -> Double {
    shape.value(at: time)
  }

  /// The progress at any input, as CSS Easing Functions Level 1 and Web Animations define it: the
  /// form a timeline's transformed progress and a ``Keyframes`` segment use.
  ///
  /// Inside `0...1` with the before flag unset this is ``value(at:)``. Otherwise:
  ///
  /// - ``linear`` is the identity line, extended (CSS's `linear` keyword);
  /// - a Bézier curve (``cubicBezier(_:_:_:_:)``) continues along its end tangents;
  /// - a staircase (``steps(_:position:)``) runs the whole step algorithm, before flag included;
  /// - Penner's easings, custom functions and springs, which no specification extends, hold their values
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
  public func unclampedValue(at time: Double, beforeFlag: Bool = false) -> Double {
    if time >= 0 && time <= 1 && !beforeFlag { return value(at: time) }
    return extendedValue(time, beforeFlag: beforeFlag)
  }

  /// ``unclampedValue(at:beforeFlag:)`` outside `0...1` or with the before flag: out of line, so
  /// that the common case stays small.
  @inline(never)
  func extendedValue(_ time: Double, beforeFlag: Bool) -> Double {
    shape.extendedValue(time, beforeFlag: beforeFlag)
  }

  /// The slope of ``unclampedValue(at:beforeFlag:)``: ``velocity(at:)`` inside `0...1`; outside it,
  /// 1 for ``linear``, the slope of the end tangent for a Bézier curve, 0 for a staircase and for
  /// the curves that hold their end values.
  ///
  /// - Parameter time: Any input progress; NaN is treated as 0.
  /// - Returns: Progress per unit of input.
  /// - Complexity: O(1).
  public func unclampedVelocity(at time: Double) -> Double {
    if time >= 0 && time <= 1 || time.isNaN { return velocity(at: time) }
    return shape.extendedVelocity(time)
  }

  /// The progress per unit time at unit time `time`.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The slope at `time`: finite for every case but custom functions, whose derivative
  ///   is returned as it is.
  /// - Complexity: O(1): see each case.
  public func velocity(at time: Double) -> Double {
    shape.velocity(at: time)
  }

  /// ``value(at:)`` and ``velocity(at:)`` together, the same to the last bit, sharing the work both
  /// need: one Bézier solve, one spring propagator. Animations call it on every tick.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The progress and the slope at `time`.
  @inline(__always)
  func valueAndVelocity(at time: Double) -> (value: Double, velocity: Double) {
    shape.valueAndVelocity(atClamped: TimingMath.clampToUnit(time))
  }

  /// ``valueAndVelocity(at:)`` for every case but ``custom(_:)``, which it must not be given (it
  /// answers linear progress for it): code that calls nothing outside the package, so that the
  /// compiler can keep a tick free of reference counting around it.
  ///
  /// With `inliningEasings` (a constant at every call), the polynomial easings' formulas are
  /// inlined into the caller (`Easing.inlinedValueAndVelocity(atClamped:)`), with the same results.
  @inline(__always)
  func builtInValueAndVelocity(at time: Double, inliningEasings: Bool = false) -> (value: Double, velocity: Double) {
    shape.builtInValueAndVelocity(atClamped: TimingMath.clampToUnit(time), inliningEasings: inliningEasings)
  }

  /// `CubicBezier.valueAndVelocity(at:)` of a Bézier shape (linear progress for any other), out
  /// of line: the curve is read where its box holds it rather than copied whole for a
  /// call, and the registers the solve needs do not crowd the loops that call it (the sampling
  /// store's evaluates every case, and steady ticks of shared curves must not pay for it).
  ///
  /// - Parameters:
  ///   - shape: The curve's shape.
  ///   - t: The unit time, in `0...1`.
  /// - Returns: The progress and the slope.
  @inline(never)
  static func bezierValueAndVelocity(_ shape: Shape, at t: Double) -> (value: Double, velocity: Double) {
    if case .cubicBezier(let bezier) = shape { return bezier.valueAndVelocity(at: t) }
    return (t, 1)
  }

  /// The unit time at which the curve reaches `progress`, for curves that can be inverted.
  ///
  /// An animator that has been scrubbed linearly uses it to resume on its curve without a jump
  /// (UIKit's `scrubsLinearly`: time is remapped to `c⁻¹(p)`).
  ///
  /// - Parameter progress: The progress; clamped to `0...1`, NaN treated as 0.
  /// - Returns: The time in `0...1`: exactly `progress` for ``linear``; the solved inverse for a
  ///   monotonic Bézier curve and the closed-form inverse for a monotonic Penner easing. `nil` for
  ///   curves that go back on themselves, for staircases (which jump over most progress values) and
  ///   for custom functions (whose shape is unknown).
  /// - Complexity: O(1).
  public func time(forValue progress: Double) -> Double? {
    shape.time(forValue: progress)
  }

  /// Whether progress is known never to decrease and to pass through every value on the way, so
  /// that the curve can be inverted: `true` exactly when ``time(forValue:)`` returns a time.
  ///
  /// `true` for ``linear`` and for the Bézier curves and easings that are monotonic. `false` for
  /// curves that overshoot or bounce, for springs (which may), for custom functions (whose shape is
  /// unknown), and for
  /// staircases (``steps(_:position:)``): a staircase never goes down, but it jumps over most progress values, so an animator
  /// cannot scrub it linearly and hand it back to the curve without a jump.
  public var isMonotonic: Bool {
    shape.isMonotonic
  }
}

/// The evaluation of each shape. A curve's methods switch here, on the shape handed to them, not
/// on the curve's stored `shape`: a switch on a stored enum works on a copy of it, and the copy of
/// a custom shape is a retain and a release that the optimizer leaves in, which made every curve
/// evaluation dearer (and too big to inline where it was before) than when the curve was the enum.
extension TimingCurve.Shape {
  /// ``TimingCurve/value(at:)``.
  @inline(__always)
  func value(at time: Double) -> Double {
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

  /// ``TimingCurve/velocity(at:)``.
  @inline(__always)
  func velocity(at time: Double) -> Double {
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

  /// ``TimingCurve/extendedValue(_:beforeFlag:)``.
  @inline(__always)
  func extendedValue(_ time: Double, beforeFlag: Bool) -> Double {
    switch self {
    case .linear: return time.isNaN ? 0 : TimingMath.finite(time)
    case .cubicBezier(let curve): return curve.unclampedValue(at: time)
    case .steps(let steps): return steps.unclampedValue(at: time, beforeFlag: beforeFlag)
    case .easing, .custom, .spring: return value(at: time)
    }
  }

  /// ``TimingCurve/unclampedVelocity(at:)`` outside `0...1`.
  @inline(__always)
  func extendedVelocity(_ time: Double) -> Double {
    switch self {
    case .linear: return 1
    case .cubicBezier(let curve): return curve.unclampedVelocity(at: time)
    case .easing, .steps, .custom, .spring: return 0
    }
  }

  /// ``TimingCurve/valueAndVelocity(at:)`` at a unit time already in `0...1`.
  @inline(__always)
  func valueAndVelocity(atClamped t: Double) -> (value: Double, velocity: Double) {
    switch self {
    case .linear: return (t, 1)
    case .cubicBezier: return TimingCurve.bezierValueAndVelocity(self, at: t)
    case .easing(let easing): return easing.valueAndVelocity(atClamped: t)
    case .steps(let steps): return (steps.value(at: t), steps.velocity(at: t))
    case .custom(let function): return (function.value(at: t), function.velocity(at: t))
    case .spring(let spring): return spring.valueAndVelocity(at: t)
    }
  }

  /// ``TimingCurve/builtInValueAndVelocity(at:inliningEasings:)`` at a unit time already in `0...1`.
  @inline(__always)
  func builtInValueAndVelocity(atClamped t: Double, inliningEasings: Bool) -> (value: Double, velocity: Double) {
    switch self {
    case .linear, .custom: return (t, 1)
    case .cubicBezier: return TimingCurve.bezierValueAndVelocity(self, at: t)
    case .easing(let easing):
      return inliningEasings ? easing.inlinedValueAndVelocity(atClamped: t) : easing.valueAndVelocity(atClamped: t)
    case .steps(let steps): return (steps.value(at: t), steps.velocity(at: t))
    case .spring(let spring): return spring.valueAndVelocity(at: t)
    }
  }

  /// ``TimingCurve/time(forValue:)``.
  func time(forValue progress: Double) -> Double? {
    switch self {
    case .linear: return TimingMath.clampToUnit(progress)
    case .cubicBezier(let curve): return curve.time(forValue: progress)
    case .easing(let easing): return easing.time(forValue: progress)
    case .steps, .custom, .spring: return nil
    }
  }

  /// ``TimingCurve/isMonotonic``.
  var isMonotonic: Bool {
    switch self {
    case .linear: true
    case .cubicBezier(let curve): curve.isMonotonic
    case .easing(let easing): easing.isMonotonic
    case .steps, .custom, .spring: false
    }
  }
}
