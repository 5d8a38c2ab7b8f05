/// How quickly a ``Decay`` slows down: the fraction of its velocity that a motion keeps after each
/// millisecond, as UIKit's `UIScrollView.DecelerationRate`.
///
/// ```swift
/// DecelerationRate.normal.rawValue   // 0.998: a scroll view's momentum
/// DecelerationRate.fast.rawValue     // 0.99: a paging scroll view's
/// let custom = try DecelerationRate(0.995)
/// ```
///
/// After `t` seconds a motion that decelerates at rate `r` keeps `r^(1000·t)` of its velocity: at
/// ``normal`` 13.5% after one second, at ``fast`` 0.004%.
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
  /// The fraction of the velocity kept after each millisecond, in the open interval `(0, 1)`.
  public let rawValue: Double

  /// `1000·ln(rawValue)`: the exponential rate, per second, at which the velocity decays
  /// (negative). The velocity after `t` seconds is `v0·e^(decayConstant·t)`.
  let decayConstant: Double

  /// Makes a deceleration rate from the fraction of the velocity kept after each millisecond.
  ///
  /// ```swift
  /// let rate = try DecelerationRate(0.995)   // between .fast and .normal
  /// ```
  ///
  /// - Parameter rawValue: The fraction kept per millisecond, greater than 0 and smaller than 1.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"decelerationRate"` when `rawValue` is not in the open interval `(0, 1)` (NaN included): 1
  ///   would never slow down and 0 would stop at once.
  public init(_ rawValue: Double) throws(AnimationError) {
    guard rawValue > 0, rawValue < 1 else {
      throw .invalidArgument(parameter: "decelerationRate", value: "\(rawValue)", requirement: Self.requirement)
    }
    self.init(unchecked: rawValue)
  }

  /// Makes a rate known to be in `(0, 1)`.
  private init(unchecked rawValue: Double) {
    self.rawValue = rawValue
    self.decayConstant = 1000 * Math.log(rawValue)
  }

  /// UIKit's default: 0.998 per millisecond, the momentum of a scroll view.
  public static let normal = DecelerationRate(unchecked: 0.998)

  /// UIKit's fast rate: 0.99 per millisecond, as a paging scroll view stops.
  public static let fast = DecelerationRate(unchecked: 0.99)

  /// What ``init(_:)`` accepts, as its error names it.
  static let requirement = AnimationError.Requirement.other("a number > 0 and < 1")

  /// The rate as its raw value, for example `0.998`.
  public var description: String { "\(rawValue)" }

  /// Two rates are equal when their raw values are.
  public static func == (lhs: DecelerationRate, rhs: DecelerationRate) -> Bool { lhs.rawValue == rhs.rawValue }

  /// Hashes the raw value.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
