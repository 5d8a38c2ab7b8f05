/// Options of the block-based animation methods, as UIKit's `UIView.AnimationOptions`.
///
/// The raw values are UIKit's, so the curve options are a two-bit field: give at most one of them.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  /// The option bits.
  public let rawValue: UInt

  /// Makes options from their bits.
  ///
  /// - Parameter rawValue: The bits, with UIKit's values.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Start each animated property from its presentation value and take it over from other
  /// animations, instead of adding to them (the default, as UIKit does for geometry since iOS 8).
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// Repeat the animation forever.
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  /// Run the animation backwards after running it forwards. Without ``repeat``, the properties end
  /// at their model values after the return, as in UIKit.
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  /// Ease in and out: the default curve.
  public static let curveEaseInOut = AnimationOptions([])
  /// Ease in: start slowly.
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  /// Ease out: end slowly.
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  /// Even pace.
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

  /// The timing curve the options name; ease-in-out when none is named.
  var curve: TimingCurve {
    switch (rawValue >> 16) & 3 {
    case 1: .easeIn
    case 2: .easeOut
    case 3: .linear
    default: .easeInOut
    }
  }

  /// The repeats the options ask for as W3C timing, if any: `.repeat` is endless iterations,
  /// `.autoreverse` alternate iterations, there and back once unless `.repeat` makes it endless.
  var repeats: PropertyAnimator.Repeats? {
    guard contains(.repeat) || contains(.autoreverse) else { return nil }
    return PropertyAnimator.Repeats(iterations: contains(.repeat) ? .infinity : 2, alternates: contains(.autoreverse))
  }
}
