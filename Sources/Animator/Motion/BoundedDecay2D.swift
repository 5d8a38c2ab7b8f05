/// A two-dimensional fling inside a rectangle, as a scroll view's content coasts in both
/// directions and bounces off its edges: one ``BoundedDecay`` per axis.
///
/// Each axis decays at the same rate, so until an axis reaches its edge the point moves along the
/// line of the throw, exactly as ``Decay`` moves a ``Point2D``. The axes then part: an axis that would
/// come to rest past its edge hands over to the spring at that edge at its own time, with the
/// velocity it has there, and bounces back, while the other axis coasts on. Each axis is the
/// closed form of ``BoundedDecay``, so the whole motion is too:
///
///     x(t) = BoundedDecay(x0, vx, minX...maxX).value(t)
///     y(t) = BoundedDecay(y0, vy, minY...maxY).value(t)
///
/// ```swift
/// // Content at (100, 700) of a (0, 0, 400, 1000) scroll area, thrown right and down.
/// let fling = try BoundedDecay2D(
///   position: Point2D(x: 100, y: 700), velocity: Point2D(x: 300, y: 1500), bounds: Rect2D(x: 0, y: 0, width: 400, height: 1000))
/// fling.x.handOff            // nil: x comes to rest at 249.85, inside
/// fling.y.handOff?.time      // 0.256: y reaches 1000 and bounces
/// fling.restingPosition      // (249.85, 1000)
/// ```
public struct BoundedDecay2D: Hashable, Sendable {
  /// The motion along the x axis, bounded by the rectangle's `minX...maxX`.
  public let x: BoundedDecay

  /// The motion along the y axis, bounded by the rectangle's `minY...maxY`.
  public let y: BoundedDecay

  /// Makes the motion of a point flung inside a rectangle.
  ///
  /// - Parameters:
  ///   - position: The point at the release.
  ///   - velocity: Its velocity then, in value units per second per axis (a pan gesture's as it
  ///     is).
  ///   - bounds: The rectangle the point may come to rest in, edges included. A negative width or
  ///     height counts from the other side, so the rectangle is the same.
  ///   - decelerationRate: The fraction of the velocity kept each millisecond, on both axes.
  ///     Defaults to ``DecelerationRate/normal``.
  ///   - spring: The spring that takes over at an edge, on either axis. Defaults to
  ///     ``Spring/smooth``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"position"` or `"velocity"` when a component is NaN or infinite, or `"bounds"` when the
  ///   rectangle has one.
  public init(
    position: Point2D, velocity: Point2D, bounds: Rect2D, decelerationRate: DecelerationRate = .normal,
    spring: Spring = .smooth
  ) throws(AnimationError) {
    try AnimationError.requireFinite(vector: position, "position")
    try AnimationError.requireFinite(vector: velocity, "velocity")
    let xs = (bounds.origin.x, bounds.origin.x + bounds.size.width)
    let ys = (bounds.origin.y, bounds.origin.y + bounds.size.height)
    guard xs.0.isFinite, xs.1.isFinite, ys.0.isFinite, ys.1.isFinite else {
      throw .invalidArgument(parameter: "bounds", value: "\(bounds)", requirement: .other("finite bounds"))
    }
    x = try BoundedDecay(
      position: position.x, velocity: velocity.x, bounds: min(xs.0, xs.1)...max(xs.0, xs.1),
      decelerationRate: decelerationRate, spring: spring)
    y = try BoundedDecay(
      position: position.y, velocity: velocity.y, bounds: min(ys.0, ys.1)...max(ys.0, ys.1),
      decelerationRate: decelerationRate, spring: spring)
  }

  /// The point at a time.
  ///
  /// - Parameter time: Seconds since the release. Negative times and NaN are treated as 0; an
  ///   infinite time gives ``restingPosition``.
  /// - Returns: Each axis's value: its decay before its hand-off, its spring after.
  /// - Complexity: O(1): two bounded decays.
  public func value(at time: Double) -> Point2D {
    Point2D(x: x.value(at: time), y: y.value(at: time))
  }

  /// The velocity at a time, in value units per second per axis.
  ///
  /// - Parameter time: Seconds since the release. Negative times and NaN are treated as 0; an
  ///   infinite time gives zero.
  /// - Returns: Each axis's velocity.
  /// - Complexity: O(1).
  public func velocity(at time: Double) -> Point2D {
    Point2D(x: x.velocity(at: time), y: y.velocity(at: time))
  }

  /// Where the point comes to rest: on each axis, the edge it hands over at or the decay's resting
  /// position.
  public var restingPosition: Point2D { Point2D(x: x.restingPosition, y: y.restingPosition) }
}
