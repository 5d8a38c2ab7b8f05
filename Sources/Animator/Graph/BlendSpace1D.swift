/// Nodes placed along a number input, the two around the input's value blended by where it lies
/// between them: Godot's `AnimationNodeBlendSpace1D`, Unity's 1D blend tree.
///
/// Below the first point the first shows alone, above the last the last; between points `pᵢ` and
/// `pᵢ₊₁` they show at weights `1 − α` and `α`, `α = (x − pᵢ)/(pᵢ₊₁ − pᵢ)`, so at a point exactly
/// that point shows alone. The weights change when the input changes, at the instant it is
/// processed.
///
/// With `sync`, the points play in step: the blend space has one phase that advances by one per
/// `Σ wᵢ·durationᵢ` seconds (the weighted length of its points), and each point plays at the
/// phase times its own length, so a walk cycle of 1 s and a run cycle of 0.5 s blended half and
/// half both take 0.75 s per cycle. Without it, every point plays at the node's own time.
///
/// ```swift
/// let locomotion = try BlendSpace1D(input: "speed", points: [(0, .timeline(idle)), (1, .timeline(walk)), (3, .timeline(run))], sync: true)
/// try graph.addNode("locomotion", .blendSpace(locomotion))
/// ```
public struct BlendSpace1D {
  /// The number input that places the blend.
  public let input: String
  /// The points, sorted by position.
  public let points: [(position: Double, node: AnimationGraph.Node)]
  /// Whether the points play in step.
  public let sync: Bool

  /// Makes a blend space.
  ///
  /// - Parameters:
  ///   - input: The name of a number input of the graph (checked when the node is added).
  ///   - points: The positions and their nodes (poses or timelines); sorted here.
  ///   - sync: Whether the points play in step. Defaults to `false`.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"points"`
  ///   for no point, a NaN or infinite position, or two points at one position.
  public init(input: String, points: [(Double, AnimationGraph.Node)], sync: Bool = false) throws(AnimationError) {
    guard !points.isEmpty else {
      throw .invalidArgument(parameter: "points", value: "[]", requirement: .atLeast(count: 1))
    }
    for (position, _) in points where !position.isFinite {
      throw .invalidArgument(parameter: "points", value: "\(position)", requirement: .finite)
    }
    let sorted = points.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
    for index in sorted.indices.dropFirst() where sorted[index].0 == sorted[index - 1].0 {
      throw .invalidArgument(
        parameter: "points", value: "\(sorted[index].0)", requirement: .other("distinct positions"))
    }
    self.input = input
    self.points = sorted.map { (position: $0.0, node: $0.1) }
    self.sync = sync
  }
}

extension BlendSpace1D {
  /// The weight of each point when the input is `value`: the rule the graph blends the points by.
  ///
  /// The two points around `value` share the weight by where it lies between them (`1 − α` and
  /// `α`, `α = (x − pᵢ)/(pᵢ₊₁ − pᵢ)`); at a point that point has it all; below the first point the
  /// first has it all, above the last the last. The weights add up to 1. A blend space shown at
  /// weight `w` shows each point at `w` times its weight here.
  ///
  /// ```swift
  /// let locomotion = try BlendSpace1D(input: "speed", points: [(0, .timeline(idle)), (1, .timeline(walk)), (3, .timeline(run))])
  /// try locomotion.weights(at: 2)  // [0, 0.5, 0.5]
  /// try locomotion.weights(at: 5)  // [0, 0, 1]
  /// ```
  ///
  /// - Parameter value: A value of the input: a finite number, as the graph's number inputs take.
  /// - Returns: A weight in `0...1` per point, in the order of ``points``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming ``input``
  ///   when `value` is NaN or infinite, as ``AnimationGraph/set(_:to:)-(_,Double)`` refuses it.
  /// - Complexity: O(*n*) in the number of points; it allocates the array it returns.
  public func weights(at value: Double) throws(AnimationError) -> [Double] {
    try AnimationError.requireFinite(value, input)
    let (low, high, alpha) = Self.bracket(value, in: points.map(\.position))
    var weights = Array(repeating: 0.0, count: points.count)
    weights[low] = 1 - alpha
    weights[high] += alpha
    return weights
  }

  /// The two points around `x` and the weight `α` of the second (the first has `1 − α`): below the
  /// first point the first alone, above the last the last alone, at a point that point alone (and
  /// then `low == high` or `α == 0`). ``weights(at:)`` and the graph's evaluation both blend by it.
  ///
  /// - Parameters:
  ///   - x: The input's value, finite.
  ///   - positions: The points' positions, sorted, distinct and at least one.
  /// - Returns: The points' indices and the second's weight.
  /// - Complexity: O(*n*) in the number of points; no allocation.
  static func bracket(_ x: Double, in positions: [Double]) -> (low: Int, high: Int, alpha: Double) {
    let last = positions.count - 1
    if x <= positions[0] { return (0, 0, 0) }
    if x >= positions[last] { return (last, last, 0) }
    var high = 1
    while positions[high] <= x { high += 1 }
    let low = high - 1
    return (low, high, (x - positions[low]) / (positions[high] - positions[low]))
  }
}
