/// Options of ``AnimationEngine/animateKeyframes(withDuration:delay:options:animations:completion:)-(Double,_,_,_,_)``,
/// as UIKit's `UIView.KeyframeAnimationOptions` (with UIKit's raw values).
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
  /// The option bits.
  public let rawValue: UInt

  /// Makes options from their bits.
  ///
  /// - Parameter rawValue: The bits, with UIKit's values.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Start each animated property from its presentation value and take it over from other
  /// animations.
  public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
  /// Repeat forever.
  public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
  /// Play backwards after playing forwards; without ``repeat`` the properties end at their model
  /// values, as in UIKit.
  public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
  /// Each keyframe moves its properties linearly over its time (the default).
  public static let calculationModeLinear = KeyframeAnimationOptions([])
  /// Each keyframe sets its values at its start time, without moving in between.
  public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
  /// Accepted for UIKit compatibility; keyframes move linearly over the times given.
  public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
  /// Accepted for UIKit compatibility; keyframes move linearly over the times given.
  public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  /// Accepted for UIKit compatibility; keyframes move linearly over the times given.
  public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

  var isDiscrete: Bool { (rawValue >> 10) & 7 == 1 }
}
