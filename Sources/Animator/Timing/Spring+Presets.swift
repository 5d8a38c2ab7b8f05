extension Spring {
  /// A smooth spring with no bounce: duration 0.5, bounce 0, as SwiftUI's `Spring.smooth`.
  public static let smooth = Spring(perceptualDuration: 0.5, bounce: 0)

  /// A snappy spring with a little bounce: duration 0.5, bounce 0.15, as SwiftUI's
  /// `Spring.snappy`.
  public static let snappy = Spring(perceptualDuration: 0.5, bounce: 0.15)

  /// A bouncy spring: duration 0.5, bounce 0.3, as SwiftUI's `Spring.bouncy`.
  public static let bouncy = Spring(perceptualDuration: 0.5, bounce: 0.3)

  /// The default spring: critically damped, with a perceptual duration of 0.5 seconds.
  ///
  /// UIKit's default system spring is "a critically-damped spring" (WWDC 2016, session 216) whose
  /// stiffness Apple does not document; SwiftUI's `Spring()` is duration 0.5 and bounce 0. This is
  /// both, and the same spring as ``smooth``. (``TimingParameters/default``'s spring, UIKit's default
  /// timing parameters, is critically damped too, but fits its pace to the animator's duration.)
  public static let `default` = smooth

  /// A smooth spring with a custom duration and extra bounce, as SwiftUI's
  /// `Spring.smooth(duration:extraBounce:)`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, greater than zero. Defaults to 0.5.
  ///   - extraBounce: Bounce added to this preset's bounce of 0. Defaults to 0.
  /// - Returns: `Spring(duration: duration, bounce: extraBounce)`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a bad
  ///   `duration`, or an `extraBounce` that takes the bounce out of `-1...1` or to −1.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) throws(AnimationError) -> Spring {
    try Spring(duration: duration, presetBounce: 0, extraBounce: extraBounce)
  }

  /// A snappy spring with a custom duration and extra bounce, as SwiftUI's
  /// `Spring.snappy(duration:extraBounce:)`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, greater than zero. Defaults to 0.5.
  ///   - extraBounce: Bounce added to this preset's bounce of 0.15. Defaults to 0.
  /// - Returns: `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a bad
  ///   `duration`, or an `extraBounce` that takes the bounce out of `-1...1` or to −1.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) throws(AnimationError) -> Spring {
    try Spring(duration: duration, presetBounce: 0.15, extraBounce: extraBounce)
  }

  /// A bouncy spring with a custom duration and extra bounce, as SwiftUI's
  /// `Spring.bouncy(duration:extraBounce:)`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, greater than zero. Defaults to 0.5.
  ///   - extraBounce: Bounce added to this preset's bounce of 0.3. Defaults to 0.
  /// - Returns: `Spring(duration: duration, bounce: 0.3 + extraBounce)`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a bad
  ///   `duration`, or an `extraBounce` that takes the bounce out of `-1...1` or to −1.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) throws(AnimationError) -> Spring {
    try Spring(duration: duration, presetBounce: 0.3, extraBounce: extraBounce)
  }

  /// A preset's spring, for constants known to be valid.
  private init(perceptualDuration duration: Double, bounce: Double) {
    let frequency = 2 * Double.pi / duration
    self.init(
      uncheckedMass: 1, stiffness: frequency * frequency,
      damping: 2 * Self.dampingRatio(bounce: bounce) * frequency)
  }

  /// A preset's spring with extra bounce, which the errors name as `extraBounce`.
  private init(duration: Double, presetBounce: Double, extraBounce: Double) throws(AnimationError) {
    let bounce = presetBounce + extraBounce
    guard extraBounce.isFinite, bounce > -1, bounce <= 1 else {
      throw .invalidArgument(
        parameter: "extraBounce", value: "\(extraBounce)",
        requirement: .other("a number that keeps \(presetBounce) + extraBounce in -1...1 and other than -1"))
    }
    try self.init(duration: duration, bounce: bounce)
  }
}
