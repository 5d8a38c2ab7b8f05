import Animator

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The three curves of the tick workload.
enum CurveKind: String, CaseIterable {
  /// `TimingCurve.easeInOutCubic`: `p < 0.5 ? 4p³ : 1 − (−2p + 2)³ / 2`.
  case cubic
  /// `TimingCurve.cubicBezier(0.65, 0, 0.35, 1)`.
  case bezier
  /// `PropertyAnimator(duration:dampingRatio:engine:)` with a damping ratio of 0.8.
  case spring

  static let bezierPoints = (x1: 0.65, y1: 0.0, x2: 0.35, y2: 1.0)
  static let dampingRatio = 0.8

  /// Makes an animator of this curve, 1 s long, the way a user writes it.
  func makeAnimator(engine: AnimationEngine) throws -> PropertyAnimator {
    switch self {
    case .cubic:
      return PropertyAnimator(duration: .seconds(1), curve: .easeInOutCubic, engine: engine)
    case .bezier:
      let p = Self.bezierPoints
      return try PropertyAnimator(
        duration: .seconds(1), controlPoint1: Point2D(x: p.x1, y: p.y1), controlPoint2: Point2D(x: p.x2, y: p.y2),
        engine: engine)
    case .spring:
      return try PropertyAnimator(duration: .seconds(1), dampingRatio: Self.dampingRatio, engine: engine)
    }
  }

  /// The library's own curve for a 1 s run, to check values against.
  func libraryCurve() throws -> TimingCurve {
    switch self {
    case .cubic:
      return .easeInOutCubic
    case .bezier:
      let p = Self.bezierPoints
      return try .cubicBezier(p.x1, p.y1, p.x2, p.y2)
    case .spring:
      return try .spring(dampingRatio: Self.dampingRatio, duration: 1)
    }
  }

  /// The same curve as plain maths for the hand-written loop: no library code runs per tick.
  func baselineCurve() throws -> BaselineCurve {
    switch self {
    case .cubic:
      return .cubic
    case .bezier:
      let p = Self.bezierPoints
      return .bezier(UnitBezier(p.x1, p.y1, p.x2, p.y2))
    case .spring:
      // The spring's constants, taken once from the library: the loop itself is plain maths. With
      // no initial velocity a spring's settling duration is inversely proportional to its natural
      // frequency, so the spring that settles in 1 s has the frequency that settles in 1 / ω₀ s at
      // ω₀ = 1, as the animator fits it.
      let zeta = Self.dampingRatio
      let omega = try Spring(mass: 1, stiffness: 1, damping: 2 * zeta).settlingDuration()
      return .spring(DampedSpring(omega: omega, zeta: zeta, duration: 1))
    }
  }
}

/// A curve written out by hand, as a game loop would.
enum BaselineCurve {
  case cubic
  case bezier(UnitBezier)
  case spring(DampedSpring)
}

/// The cubic in-out easing, written out.
@inline(__always)
func easeInOutCubic(_ p: Double) -> Double {
  if p < 0.5 { return 4 * p * p * p }
  let f = -2 * p + 2
  return 1 - f * f * f / 2
}

/// A cubic Bézier timing curve solved the way most hand-written engines do it (WebKit's
/// `UnitBezier`): up to eight Newton steps from `x` until `|x(s) − x| < 1e-7`, then bisection.
struct UnitBezier {
  let ax: Double, bx: Double, cx: Double
  let ay: Double, by: Double, cy: Double

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  @inline(__always) func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  @inline(__always) func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  @inline(__always) func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  @inline(__always)
  func value(at x: Double) -> Double {
    let epsilon = 1e-7
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) < epsilon { return sampleY(s) }
      let slope = derivativeX(s)
      if abs(slope) < 1e-6 { break }
      s -= error / slope
    }
    var lo = 0.0
    var hi = 1.0
    s = x
    while lo < hi {
      let sample = sampleX(s)
      if abs(sample - x) < epsilon { break }
      if x > sample { lo = s } else { hi = s }
      s = (hi - lo) * 0.5 + lo
    }
    return sampleY(s)
  }
}

/// An underdamped spring's progress over a span, written out: `1 − e^(−ζω₀t)(cos ωd·t + ζω₀/ωd · sin ωd·t)`.
struct DampedSpring {
  let decay: Double
  let dampedFrequency: Double
  let duration: Double

  init(omega: Double, zeta: Double, duration: Double) {
    decay = zeta * omega
    dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
    self.duration = duration
  }

  @inline(__always)
  func value(at u: Double) -> Double {
    let t = u * duration
    let angle = dampedFrequency * t
    return 1 - exp(-decay * t) * (cos(angle) + decay * sin(angle) / dampedFrequency)
  }
}
