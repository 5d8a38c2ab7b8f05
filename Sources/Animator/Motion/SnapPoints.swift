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
///
/// Candidates whose ``Animatable/animatableData`` is a `Double` (numbers, and values of your own
/// animated as one number) are sorted once when the set is made, so that a lookup among a million
/// of them takes a binary search; other candidates are compared one by one.
public struct SnapPoints<Value: Animatable> {
  /// The candidates, in the order given.
  public let candidates: [Value]
  /// For `Double` data: the distinct values, ascending, each with the first candidate that has it.
  private let line: [(value: Double, index: Int)]

  /// Makes the set of snap points.
  ///
  /// - Parameter candidates: The resting places, at least one.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"candidates"` when the list is empty, or `"candidates[i]"` when a candidate has a NaN or
  ///   infinite component, or components too large to square (beyond about ±1.34e154).
  /// - Complexity: O(n log n) for n candidates with `Double` data, O(n) otherwise.
  public init(_ candidates: [Value]) throws(AnimationError) {
    guard !candidates.isEmpty else {
      throw .invalidArgument(parameter: "candidates", value: "[]", requirement: .atLeast(count: 1))
    }
    for (index, candidate) in candidates.enumerated() {
      try AnimationError.requireFinite(vector: candidate.animatableData, "candidates[\(index)]")
    }
    self.candidates = candidates
    line = Self.line(of: candidates)
  }

  /// The distinct `Double` data of `candidates`, ascending, each with its first candidate; empty
  /// for other data.
  private static func line(of candidates: [Value]) -> [(value: Double, index: Int)] {
    guard Value.AnimatableData.self == Double.self else { return [] }
    var sorted: [(value: Double, index: Int)] = []
    sorted.reserveCapacity(candidates.count)
    for (index, candidate) in candidates.enumerated() {
      guard let value = candidate.animatableData as? Double else { return [] }
      sorted.append((value, index))
    }
    sorted.sort { $0.value < $1.value || ($0.value == $1.value && $0.index < $1.index) }
    var line: [(value: Double, index: Int)] = []
    line.reserveCapacity(sorted.count)
    for entry in sorted where line.last?.value != entry.value { line.append(entry) }
    return line
  }

  /// The index of the candidate nearest to a value.
  ///
  /// - Parameter value: The value, for example where a dragged view is now.
  /// - Returns: An index of ``candidates``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"value"`
  ///   when a component is NaN or infinite.
  /// - Complexity: O(log n) for n candidates with `Double` data, O(n) otherwise.
  public func index(nearest value: Value) throws(AnimationError) -> Int {
    let data = value.animatableData
    try AnimationError.requireFinite(vector: data, "value")
    return nearestIndex(to: data)
  }

  /// The index of the first candidate nearest to `data`.
  private func nearestIndex(to data: Value.AnimatableData) -> Int {
    if !line.isEmpty, let x = data as? Double { return nearestOnLine(to: x) }
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

  /// ``nearestIndex(to:)`` for `Double` data, by binary search: the nearest distinct values are the
  /// neighbours of `x` on the line (the rounded distance grows with the true one), and the values
  /// at the same rounded distance beyond them are taken in too, so that ties go to the first
  /// candidate exactly as the one-by-one comparison decides them.
  private func nearestOnLine(to x: Double) -> Int {
    var low = 0
    var high = line.count
    while low < high {
      let middle = low + (high - low) / 2
      if line[middle].value < x { low = middle + 1 } else { high = middle }
    }
    func distance(_ i: Int) -> Double { (line[i].value - x) * (line[i].value - x) }
    var best = -1
    var bestDistance = Double.infinity
    func consider(_ i: Int) {
      let d = distance(i)
      if best < 0 || d < bestDistance || (d == bestDistance && line[i].index < line[best].index) {
        best = i
        bestDistance = d
      }
    }
    if low < line.count { consider(low) }
    if low > 0 { consider(low - 1) }
    var up = low + 1
    while up < line.count, distance(up) == bestDistance {
      consider(up)
      up += 1
    }
    var down = low - 2
    while down >= 0, distance(down) == bestDistance {
      consider(down)
      down -= 1
    }
    return line[best].index
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
  /// - Complexity: O(log n) for n candidates with `Double` data, O(n) otherwise.
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
  /// - Complexity: O(log n) for n candidates with `Double` data, O(n) otherwise.
  public func target(
    releasedAt position: Value, velocity: Value.AnimatableData, decelerationRate: DecelerationRate = .normal
  ) throws(AnimationError) -> Value {
    candidates[try index(releasedAt: position, velocity: velocity, decelerationRate: decelerationRate)]
  }
}

extension SnapPoints: Sendable where Value: Sendable {}

extension SnapPoints: Equatable where Value: Equatable {
  /// Whether two sets have the same candidates in the same order.
  public static func == (a: SnapPoints, b: SnapPoints) -> Bool { a.candidates == b.candidates }
}
