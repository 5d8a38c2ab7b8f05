/// How ``Keyframes`` computes the values between its keyframes: Core Animation's
/// `CAAnimationCalculationMode`, with the Kochanek–Bartels shape of the cubic modes.
///
/// ```swift
/// let smooth = try Keyframes(values: [0.0, 10, 5, 20], calculationMode: .cubic)
/// let tight = try Keyframes(values: [0.0, 10, 5, 20], calculationMode: .cubic(tension: 0.5))
/// ```
public struct KeyframeCalculationMode: Hashable, Sendable, CustomStringConvertible {
  /// The five calculation modes of Core Animation.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// Straight lines between the keyframes, at the key times (`kCAAnimationLinear`).
    case linear
    /// No interpolation: each value is held from its key time until the next one
    /// (`kCAAnimationDiscrete`).
    case discrete
    /// Straight lines at an even pace: key times come from the distances between the values
    /// (`kCAAnimationPaced`).
    case paced
    /// A smooth spline through the keyframes, at the key times (`kCAAnimationCubic`).
    case cubic
    /// A smooth spline with key times from the distances between the values
    /// (`kCAAnimationCubicPaced`).
    case cubicPaced
  }

  /// The calculation mode.
  public let kind: Kind
  /// How tightly the cubic spline bends at each keyframe (Kochanek–Bartels tension): 0 is a
  /// Catmull-Rom spline, 1 stops at every keyframe, −1 swings wide. Only the cubic modes use it.
  public let tension: Double
  /// How sharply the cubic spline may turn at each keyframe (Kochanek–Bartels continuity): 0 is
  /// smooth; other values give different velocities into and out of a keyframe, a corner.
  public let continuity: Double
  /// Which side of each keyframe the cubic spline favours (Kochanek–Bartels bias): positive
  /// values overshoot along the incoming direction, negative ones anticipate the outgoing one.
  public let bias: Double

  private init(_ kind: Kind, tension: Double = 0, continuity: Double = 0, bias: Double = 0) {
    self.kind = kind
    self.tension = tension
    self.continuity = continuity
    self.bias = bias
  }

  /// Straight lines between the keyframes, at the key times. Core Animation's default.
  public static let linear = KeyframeCalculationMode(.linear)

  /// Each value held until the next key time.
  public static let discrete = KeyframeCalculationMode(.discrete)

  /// Straight lines at an even pace; key times and timing curves are ignored.
  public static let paced = KeyframeCalculationMode(.paced)

  /// A Catmull-Rom spline through the keyframes, at the key times.
  public static let cubic = KeyframeCalculationMode(.cubic)

  /// A Catmull-Rom spline with key times from the distances between the values; key times and timing
  /// curves are ignored.
  public static let cubicPaced = KeyframeCalculationMode(.cubicPaced)

  /// A Kochanek–Bartels spline through the keyframes, at the key times.
  ///
  /// ``Keyframes`` checks the parameters when it is made: each must be finite.
  ///
  /// - Parameters:
  ///   - tension: How tightly the spline bends at each keyframe; 0 is Catmull-Rom.
  ///   - continuity: How sharply it may turn at each keyframe; 0 is smooth.
  ///   - bias: Which side of each keyframe it favours; 0 is neither.
  /// - Returns: The mode.
  public static func cubic(tension: Double = 0, continuity: Double = 0, bias: Double = 0) -> Self {
    KeyframeCalculationMode(.cubic, tension: tension, continuity: continuity, bias: bias)
  }

  /// A Kochanek–Bartels spline with key times from the distances between the values.
  ///
  /// - Parameters:
  ///   - tension: How tightly the spline bends at each keyframe; 0 is Catmull-Rom.
  ///   - continuity: How sharply it may turn at each keyframe; 0 is smooth.
  ///   - bias: Which side of each keyframe it favours; 0 is neither.
  /// - Returns: The mode.
  public static func cubicPaced(tension: Double = 0, continuity: Double = 0, bias: Double = 0) -> Self {
    KeyframeCalculationMode(.cubicPaced, tension: tension, continuity: continuity, bias: bias)
  }

  /// Whether the mode is paced: key times come from the values.
  public var isPaced: Bool { kind == .paced || kind == .cubicPaced }

  /// Whether the mode draws a spline.
  public var isCubic: Bool { kind == .cubic || kind == .cubicPaced }

  /// The mode's name, with its spline parameters when they are not all zero, for example
  /// `cubic(tension: 0.5, continuity: 0.0, bias: 0.0)`.
  public var description: String {
    let name =
      switch kind {
      case .linear: "linear"
      case .discrete: "discrete"
      case .paced: "paced"
      case .cubic: "cubic"
      case .cubicPaced: "cubicPaced"
      }
    guard isCubic, tension != 0 || continuity != 0 || bias != 0 else { return name }
    return "\(name)(tension: \(tension), continuity: \(continuity), bias: \(bias))"
  }
}
