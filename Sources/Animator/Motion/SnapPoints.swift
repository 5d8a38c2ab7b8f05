/// The places a dragged value may come to rest, and the choice among them when the finger lets
/// go: the candidate nearest to where the throw would coast to (WWDC 2018, "Designing Fluid
/// Interfaces").
///
/// Distances are measured between the values' ``Animatable/animatableData``, as the length of the
/// difference (``VectorArithmetic/magnitudeSquared``), so candidates may be numbers, points, rects
/// or values of your own.
///
/// ```swift
/// let sheet = try SnapPoints([0.0, 400, 800])          // open, half, closed
/// // Released at 350 moving down at 900 points per second: it would coast to 799.55.
/// try sheet.target(releasedAt: 350, velocity: 900)   // 800
/// try sheet.target(releasedAt: 350, velocity: 0)     // 400: the nearest to where it is
/// ```
///
/// When two candidates are equally near, the first in the list wins.
public struct SnapPoints<Value: Animatable> {
  /// The candidates, in the order given.
  public let candidates: [Value]

  /// Makes the set of snap points.
  ///
  /// - Parameter candidates: The resting places, at least one.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"candidates"` when the list is empty, or `"candidates[i]"` when a candidate has a NaN or
  ///   infinite component.
  public init(_ candidates: [Value]) throws(AnimationError) {
    guard !candidates.isEmpty else {
      throw .invalidArgument(parameter: "candidates", value: "[]", requirement: .atLeast(count: 1))
    }
    for (index, candidate) in candidates.enumerated() {
      try AnimationError.requireFinite(vector: candidate.animatableData, "candidates[\(index)]")
    }
    self.candidates = candidates
  }

  /// The index of the candidate nearest to a value.
  ///
  /// - Parameter value: The value, for example where a dragged view is now.
  /// - Returns: An index of ``candidates``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"value"`
  ///   when a component is NaN or infinite.
  /// - Complexity: O(n) for n candidates.
  public func index(nearest value: Value) throws(AnimationError) -> Int {
    let data = value.animatableData
    try AnimationError.requireFinite(vector: data, "value")
    return nearestIndex(to: data)
  }

  /// The index of the first candidate nearest to `data`.
  private func nearestIndex(to data: Value.AnimatableData) -> Int {
    var best = 0
    var bestDistance = Double.infinity
    for (index, candidate) in candidates.enumerated() {
      let distance = (candidate.animatableData - data).magnitudeSquared
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// The index of the candidate a throw comes to rest at: the one nearest to `position +`
  /// ``project(velocity:decelerationRate:)``.
  ///
  /// - Parameters:
  ///   - position: Where the value is when the finger lets go.
  ///   - velocity: Its velocity then, in value units per second.
  ///   - decelerationRate: How quickly the throw would slow down. Defaults to
  ///     ``DecelerationRate/normal``.
  /// - Returns: An index of ``candidates``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"position"` or `"velocity"` when a component is NaN or infinite.
  /// - Complexity: O(n) for n candidates.
  public func index(
    releasedAt position: Value, velocity: Value.AnimatableData, decelerationRate: DecelerationRate = .normal
  ) throws(AnimationError) -> Int {
    let data = position.animatableData
    try AnimationError.requireFinite(vector: data, "position")
    try AnimationError.requireFinite(vector: velocity, "velocity")
    return nearestIndex(to: data + project(velocity: velocity, decelerationRate: decelerationRate))
  }

  /// The candidate a throw comes to rest at: the one nearest to `position +`
  /// ``project(velocity:decelerationRate:)``.
  ///
  /// - Parameters:
  ///   - position: Where the value is when the finger lets go.
  ///   - velocity: Its velocity then, in value units per second.
  ///   - decelerationRate: How quickly the throw would slow down. Defaults to
  ///     ``DecelerationRate/normal``.
  /// - Returns: One of ``candidates``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"position"` or `"velocity"` when a component is NaN or infinite.
  /// - Complexity: O(n) for n candidates.
  public func target(
    releasedAt position: Value, velocity: Value.AnimatableData, decelerationRate: DecelerationRate = .normal
  ) throws(AnimationError) -> Value {
    candidates[try index(releasedAt: position, velocity: velocity, decelerationRate: decelerationRate)]
  }
}

extension SnapPoints: Sendable where Value: Sendable {}

extension SnapPoints: Equatable where Value: Equatable {}
