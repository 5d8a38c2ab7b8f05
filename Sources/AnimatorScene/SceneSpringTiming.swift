import Animator

/// UIKit's spring timing for a tween, as `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:…)` and `UISpringTimingParameters(dampingRatio:initialVelocity:)` give it:
/// the spring of that damping ratio whose motion settles exactly at the end of the tween's
/// duration, starting at `initialVelocity` distances per second. New in version 2.
public struct SceneSpringTiming: Codable, Equatable, Sendable {
  /// The damping as a fraction of critical damping, 0 or more.
  public var dampingRatio: Double
  /// The speed towards the target at the start, in distances per second; 0 by default.
  public var initialVelocity: Double?

  /// Makes a spring timing.
  ///
  /// - Parameters:
  ///   - dampingRatio: The damping ratio.
  ///   - initialVelocity: The initial velocity.
  public init(dampingRatio: Double, initialVelocity: Double? = nil) {
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
  }
}

extension SceneSpringTiming {
  /// The unit curve of this spring fitted to `duration` seconds, as a UIKit animator runs it.
  ///
  /// - Parameter duration: The tween's duration in seconds.
  /// - Returns: The curve.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"dampingRatio"`, `"initialVelocity"` or `"duration"` (not above 0, or no spring of that
  ///   damping ratio settles in it).
  public func curve(forDuration duration: Double) throws(AnimationError) -> TimingCurve {
    try .spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity ?? 0, duration: duration)
  }
}
