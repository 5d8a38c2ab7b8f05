/// Where a released scroll comes to rest, and the exact path its offset takes there: the answer to
/// "the finger lifted at this offset and speed; where should the page settle?".
///
/// The candidate is chosen by projection, as ``SnapPoints`` chooses: the one nearest to where a
/// free deceleration at the given rate would stop. The ``trajectory`` is a spring from the release
/// offset and velocity to the candidate, so the page keeps the finger's speed as it hands over.
/// The host moves its own scroll offset along it (or animates an `@Animated` offset with the same
/// spring) and reports each offset back to the ``ScrollSource``, so the drivers follow the snap.
///
/// ```swift
/// let snap = try page.snap(releasedWithVelocity: -900, to: [0, 800, 1600])
/// // Each frame, t seconds after the release:
/// try page.scroll(to: snap.trajectory.value(at: t))
/// ```
public struct ScrollSnap: Sendable, Equatable {
  /// Which of the candidates the scroll settles on.
  public let index: Int
  /// The offset it settles at.
  public let targetOffset: Double
  /// The offset over time, in seconds from the release: `trajectory.value(at: t)`.
  public let trajectory: SpringTrajectory<Double>

  /// The last time, in seconds from the release, that the offset is more than half a point from
  /// ``targetOffset``: after it the page is at rest to the eye. Found on the spring's exact
  /// motion, to the last bit; infinite for a spring with no damping.
  ///
  /// - Returns: The settling time.
  public func settlingTime() -> Double {
    trajectory.oscillator.settlingTime(
      x0: trajectory.initialValue - targetOffset, v0: trajectory.initialVelocity, epsilon: 0.5)
  }
}

extension ScrollSource {
  /// Chooses where a released scroll along `axis` settles among `offsets`, and the spring that
  /// takes it there from the current offset at `velocity`.
  ///
  /// Candidates outside the scrollable distance are moved into it (the page cannot rest beyond
  /// its ends).
  ///
  /// - Parameters:
  ///   - velocity: The scroll's velocity at the release, in points per second (positive scrolls
  ///     forwards).
  ///   - offsets: The candidate offsets: at least one, each finite.
  ///   - axis: The axis. Defaults to ``ScrollAxis/vertical``.
  ///   - spring: The spring that takes the offset to the candidate. Defaults to
  ///     ``Spring/default``.
  ///   - decelerationRate: The deceleration that projects the release. Defaults to
  ///     ``DecelerationRate/normal``.
  /// - Returns: The chosen candidate and the path to it.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"velocity"` for NaN or an infinity, or what ``SnapPoints/init(_:)`` throws for no
  ///   candidates or a candidate that is NaN or infinite.
  /// - Complexity: O(n log n) for n candidates.
  public func snap(
    releasedWithVelocity velocity: Double, to offsets: [Double], axis: ScrollAxis = .vertical,
    spring: Spring = .default, decelerationRate: DecelerationRate = .normal
  ) throws(AnimationError) -> ScrollSnap {
    try AnimationError.requireFinite(velocity, "velocity")
    let metrics = metrics(axis)
    for offset in offsets { try AnimationError.requireFinite(offset, "offsets") }
    let reachable = offsets.map { min(max($0, 0), metrics.maximumOffset) }
    let points = try SnapPoints(reachable)
    let start = metrics.clampedOffset
    let index = try points.index(releasedAt: start, velocity: velocity, decelerationRate: decelerationRate)
    let target = reachable[index]
    let trajectory = try SpringTrajectory(spring: spring, from: start, velocity: velocity, to: target)
    return ScrollSnap(index: index, targetOffset: target, trajectory: trajectory)
  }
}

extension ScrollDriver {
  /// The offsets at which the player shows each multiple of `step` of its progress (0, `step`,
  /// 2 × `step`… up to 1): snap candidates for "settle on a whole slide".
  ///
  /// - Parameter step: The step of progress: greater than 0 and at most 1; a step that does not
  ///   divide 1 ends with 1 itself.
  /// - Returns: The offsets, or an empty array while the range is inactive.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"step"`
  ///   outside `0 < step <= 1`.
  public func snapOffsets(every step: Double) throws(AnimationError) -> [Double] {
    guard step > 0, step <= 1 else {
      throw .invalidArgument(parameter: "step", value: "\(step)", requirement: .other("a number in 0 < step <= 1"))
    }
    guard let offsets else { return [] }
    let count = Int((1 / step).rounded(.down))
    var progresses = (0...count).map { Double($0) * step }
    if progresses.last! < 1 - 1e-12 { progresses.append(1) }
    return progresses.map { offsets.offset(atProgress: min($0, 1)) }
  }

  /// The offsets at which a driven timeline's playhead reaches each of its labels, in time order:
  /// snap candidates for "settle on a chapter".
  ///
  /// - Parameter timeline: The timeline the driver drives.
  /// - Returns: The offsets, or an empty array while the range is inactive or the timeline has no
  ///   finite length.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"timeline"` when it is not the driver's player.
  public func snapOffsets(atLabelsOf timeline: Timeline) throws(AnimationError) -> [Double] {
    guard timeline === player else {
      throw .invalidArgument(
        parameter: "timeline", value: "another player", requirement: .other("the timeline this driver drives"))
    }
    let length = timeline.totalDuration
    guard let offsets, length.isFinite, length > 0 else { return [] }
    return timeline.labels.map { offsets.offset(atProgress: min(max($0.time / length, 0), 1)) }
  }
}
