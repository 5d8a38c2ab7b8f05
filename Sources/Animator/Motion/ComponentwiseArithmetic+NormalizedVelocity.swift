extension ComponentwiseArithmetic {
  /// This velocity, in value units per second, as UIKit's normalised spring velocity of each
  /// component for a run from `start` to `end`: the component's velocity divided by its distance.
  ///
  /// UIKit's `initialVelocity` counts in distances per second: 1 is the whole run in one second.
  /// A view at x = 50 thrown at 50 points per second towards a target at 150 has a normalised
  /// velocity of 50/100 = 0.5. The distance left differs per axis, so one number cannot describe a
  /// two-dimensional throw (the trap of openradar 32846697); this converts every component with
  /// its own distance:
  ///
  /// ```swift
  /// let velocity = Point2D(x: 300, y: -1000)            // the pan gesture's, points per second
  /// try velocity.normalizedVelocity(from: Point2D(x: 100, y: 600), to: Point2D(x: 400, y: 100))
  /// // (1.0, 2.0): 300 of 300 points, and 1000 of 500 points, per second
  /// ```
  ///
  /// A component that has no distance to travel (`start` and `end` equal, or so close that the
  /// quotient overflows) gets 0: a normalised velocity only scales the distance, so nothing can
  /// carry it. A spring in value units (``SpringTrajectory``) keeps such a component's velocity: the
  /// value moves off and springs back. Use it when that matters.
  ///
  /// - Parameters:
  ///   - start: The value at the start of the run.
  ///   - end: The value at its end, the spring's target.
  /// - Returns: The normalised velocity of each component, positive towards `end`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"velocity"`, `"from"` or `"to"` when a component is NaN or infinite.
  /// - Complexity: O(number of components).
  public func normalizedVelocity(from start: Self, to end: Self) throws(AnimationError) -> Self {
    try AnimationError.requireFinite(vector: self, "velocity")
    try AnimationError.requireFinite(vector: start, "from")
    try AnimationError.requireFinite(vector: end, "to")
    return combined(with: end - start) { velocity, distance in
      let normalized = velocity / distance
      return normalized.isFinite ? normalized : 0  // distance 0 (or one that overflows the quotient)
    }
  }

  /// This normalised velocity (distances per second, per component) in value units per second for
  /// a run from `start` to `end`: the inverse of ``normalizedVelocity(from:to:)`` wherever a
  /// component has a distance to travel.
  ///
  /// ```swift
  /// Point2D(x: 1, y: 2).valueVelocity(from: Point2D(x: 100, y: 600), to: Point2D(x: 400, y: 100))
  /// // (300, -1000)
  /// ```
  ///
  /// - Parameters:
  ///   - start: The value at the start of the run.
  ///   - end: The value at its end.
  /// - Returns: Each component times its distance, `end − start`.
  /// - Complexity: O(number of components).
  public func valueVelocity(from start: Self, to end: Self) -> Self {
    combined(with: end - start) { normalized, distance in normalized * distance }
  }
}
