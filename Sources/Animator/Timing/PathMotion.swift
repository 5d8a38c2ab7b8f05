/// Which way a layer moving along a path is turned: Core Animation's `rotationMode`.
public enum PathRotationMode: Hashable, Sendable {
  /// Along the tangent, facing the direction of travel (`kCAAnimationRotateAuto`).
  case auto
  /// Against the tangent, facing where it came from: half a turn more (`kCAAnimationRotateAutoReverse`).
  case autoReverse
}

/// A point's motion along a path over unit time: `CAKeyframeAnimation` with a `path`, GSAP's
/// MotionPath or CSS's `offset-path`.
///
/// ```swift
/// let loop = try PathMotion(path: Path2D(svgPathData: "M 0 0 C 100 0, 100 100, 0 100"))
/// loop.point(at: 0.5)       // halfway along the curve's length
/// loop.rotation(at: 0.5)    // the direction of travel there, in radians
/// ```
///
/// **Timing** (``calculationMode``), as Core Animation's keyframe animation on a path:
/// - ``KeyframeCalculationMode/paced`` and ``KeyframeCalculationMode/cubicPaced`` (the default):
///   constant speed along the path; key times and timing curves are ignored. Equal steps of
///   progress cover equal lengths (to the accuracy of ``MeasuredPath``).
/// - ``KeyframeCalculationMode/linear``: the path's vertices are the keyframes (its start, then the
///   end of every line, curve, arc and close; a move is not a keyframe, so the point jumps to a new
///   subpath's start at the key time of the vertex before it). Each element is crossed between its
///   key times with its curve's own parameter moving linearly (or eased by that segment's timing
///   curve), so the speed varies along a curve as Core Animation's does. ``KeyframeCalculationMode/cubic``
///   behaves as linear: the path is already the curve.
/// - ``KeyframeCalculationMode/discrete``: the point jumps from vertex to vertex at the key times.
///
/// **Part of the path** (GSAP's `start` and `end`): the motion covers progress from ``start`` to
/// ``end`` of the whole motion (fractions of the length in the paced modes); with `end < start` it
/// runs backwards.
///
/// **Beyond the ends**: a progress outside `0...1` (an overshooting curve or spring) continues in a
/// straight line along the tangent at the path's start or end, at the speed it had there.
///
/// **Rotation**: ``rotation(at:)`` is the direction of travel (``MeasuredPath/angle(atLength:)``:
/// continuous along the path, jumping at corners by the turn there) plus half a turn for
/// ``PathRotationMode/autoReverse`` plus ``rotationOffset`` (GSAP's `autoRotate: 90` is
/// `rotationOffset: .pi / 2`). When the motion runs backwards the direction of travel is the
/// path's reversed.
///
/// **Zero length**: a path whose length is zero holds its start point, rotated by 0 (plus the
/// mode's half turn and the offset), with zero velocity.
public struct PathMotion: Sendable {
  /// The path, measured.
  public let measuredPath: MeasuredPath
  /// How progress maps to a place on the path.
  public let calculationMode: KeyframeCalculationMode
  /// The key time of each vertex in use: the ones given or evenly spaced ones (linear and cubic),
  /// one more than the vertices (discrete), or each vertex's fraction of the length (paced).
  public let keyTimes: [Double]
  /// The timing curve of each element between two vertices, or `nil` (linear timing, and always
  /// `nil` in the paced modes).
  public let timingCurves: [TimingCurve]?
  /// Where the motion starts, as a fraction of the whole motion in `0...1`.
  public let start: Double
  /// Where the motion ends, as a fraction of the whole motion in `0...1`; below ``start`` it runs
  /// backwards.
  public let end: Double
  /// Which way ``rotation(at:)`` faces.
  public let rotationMode: PathRotationMode
  /// Radians added to ``rotation(at:)``.
  public let rotationOffset: Double
  /// The vertex index (with the fraction of the element after it) at a progress, in the modes that
  /// are not paced; `nil` in the paced modes.
  private let vertexTiming: Keyframes<Double>?

  /// The path's vertices, the keyframe values: its start and the end of every drawing element.
  public var vertices: [Point2D] { [measuredPath.start] + measuredPath.segments.map(\.end) }

  /// The path moved along.
  public var path: Path2D { measuredPath.path }

  /// Makes a motion along `path`.
  ///
  /// - Parameters:
  ///   - path: The path; it must have at least one element.
  ///   - calculationMode: How progress maps to the path (see the type's discussion); paced by
  ///     default, where Core Animation's default is linear.
  ///   - keyTimes: For the linear and cubic modes, one key time per vertex, ascending in `0...1`
  ///     from 0 to 1; for the discrete mode one more; `nil` spaces them evenly. Ignored when paced.
  ///   - timingCurves: One curve per drawing element (one fewer than the vertices), or `nil` for
  ///     linear timing. Ignored when paced.
  ///   - start: Where the motion starts, a fraction of the whole; clamped to `0...1`.
  ///   - end: Where the motion ends, a fraction of the whole; clamped to `0...1`.
  ///   - rotationMode: Which way ``rotation(at:)`` faces.
  ///   - rotationOffset: Radians added to ``rotation(at:)``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"path"` for
  ///   an empty path or one whose length is not finite, `"start"`, `"end"` or `"rotationOffset"` when
  ///   not finite, and the key times and curves as ``Keyframes/init(values:keyTimes:timingCurves:calculationMode:)``
  ///   names them (`"keyTimes[i]"`, `"keyTimes"`, `"timingCurves"`).
  /// - Complexity: O(n) for n path elements (measuring the path).
  public init(
    path: Path2D, calculationMode: KeyframeCalculationMode = .paced, keyTimes: [Double]? = nil,
    timingCurves: [TimingCurve]? = nil, start: Double = 0, end: Double = 1, rotationMode: PathRotationMode = .auto,
    rotationOffset: Double = 0
  ) throws(AnimationError) {
    try self.init(
      measuredPath: MeasuredPath(path), calculationMode: calculationMode, keyTimes: keyTimes,
      timingCurves: timingCurves, start: start, end: end, rotationMode: rotationMode, rotationOffset: rotationOffset)
  }

  /// Makes a motion along a path measured already; the parameters are those of
  /// ``init(path:calculationMode:keyTimes:timingCurves:start:end:rotationMode:rotationOffset:)``.
  ///
  /// - Parameters:
  ///   - measuredPath: The measured path.
  ///   - calculationMode: How progress maps to the path.
  ///   - keyTimes: The vertices' key times, or `nil`.
  ///   - timingCurves: One curve per drawing element, or `nil`.
  ///   - start: Where the motion starts; clamped to `0...1`.
  ///   - end: Where the motion ends; clamped to `0...1`.
  ///   - rotationMode: Which way ``rotation(at:)`` faces.
  ///   - rotationOffset: Radians added to ``rotation(at:)``.
  /// - Throws: As the other initialiser, except for the path, which is measured already.
  public init(
    measuredPath: MeasuredPath, calculationMode: KeyframeCalculationMode = .paced, keyTimes: [Double]? = nil,
    timingCurves: [TimingCurve]? = nil, start: Double = 0, end: Double = 1, rotationMode: PathRotationMode = .auto,
    rotationOffset: Double = 0
  ) throws(AnimationError) {
    try AnimationError.requireFinite(start, "start")
    try AnimationError.requireFinite(end, "end")
    try AnimationError.requireFinite(rotationOffset, "rotationOffset")
    self.measuredPath = measuredPath
    self.calculationMode = calculationMode
    self.start = min(max(start, 0), 1)
    self.end = min(max(end, 0), 1)
    self.rotationMode = rotationMode
    self.rotationOffset = rotationOffset
    let count = measuredPath.segments.count
    if calculationMode.isPaced {
      let total = measuredPath.length
      self.keyTimes = measuredPath.segmentStartLengths.map { total > 0 ? $0 / total : 0 }
      self.timingCurves = nil
      vertexTiming = nil
    } else {
      let timing = try Keyframes<Double>(
        values: (0...count).map(Double.init), keyTimes: keyTimes, timingCurves: timingCurves,
        calculationMode: calculationMode.kind == .discrete ? .discrete : .linear)
      self.keyTimes = timing.keyTimes
      self.timingCurves = timing.timingCurves
      vertexTiming = timing
    }
  }

  // MARK: - Sampling

  /// The point at `progress`.
  ///
  /// - Parameter progress: How far through the motion, usually in `0...1`; beyond it the motion
  ///   continues along the end tangents. NaN is read as 0, the infinities as 0 or 1.
  /// - Returns: The point; exactly the path's first point at progress 0 (with ``start`` 0) and its
  ///   last point at 1 (with ``end`` 1).
  /// - Complexity: O(log n) for n pieces of the measured path; no allocation.
  public func point(at progress: Double) -> Point2D {
    evaluate(progress, rotating: false).point
  }

  /// The velocity at `progress`: the change of ``point(at:)`` per unit of progress. Divide by the
  /// animation's duration for points per second (its direction is the direction of travel, its
  /// length the speed along the path).
  ///
  /// - Parameter progress: How far through the motion; as ``point(at:)`` reads it.
  /// - Returns: The velocity, zero for the discrete mode and a path of length zero.
  /// - Complexity: O(log n) for n pieces; no allocation.
  public func velocity(at progress: Double) -> Point2D {
    evaluate(progress, rotating: false).velocity
  }

  /// The rotation at `progress`, in radians: the direction of travel, with the rotation mode and
  /// offset (see the type's discussion).
  ///
  /// - Parameter progress: How far through the motion; as ``point(at:)`` reads it.
  /// - Returns: The angle in radians.
  /// - Complexity: O(log n) for n pieces; no allocation.
  public func rotation(at progress: Double) -> Double {
    sample(at: progress).rotation
  }

  /// The change of ``rotation(at:)`` per unit of progress.
  ///
  /// - Parameter progress: How far through the motion; as ``point(at:)`` reads it.
  /// - Returns: Radians per unit of progress; 0 along lines, beyond the ends and in the discrete mode.
  /// - Complexity: O(log n) for n pieces; no allocation.
  public func rotationVelocity(at progress: Double) -> Double {
    sample(at: progress).rotationVelocity
  }

  /// Everything about the motion at one progress, found with one lookup.
  public struct Sample: Hashable, Sendable {
    /// Where the point is.
    public var point: Point2D
    /// Its change per unit of progress.
    public var velocity: Point2D
    /// The rotation in radians, with the mode and the offset.
    public var rotation: Double
    /// The rotation's change per unit of progress.
    public var rotationVelocity: Double
  }

  /// The point, velocity, rotation and rotation velocity at `progress`.
  ///
  /// - Parameter progress: How far through the motion; as ``point(at:)`` reads it.
  /// - Returns: The sample.
  /// - Complexity: O(log n) for n pieces; no allocation.
  public func sample(at progress: Double) -> Sample {
    var result = evaluate(progress, rotating: true)
    if end < start { result.rotation += Double.pi }
    result.rotation += (rotationMode == .autoReverse ? Double.pi : 0) + rotationOffset
    return result
  }

  /// The point and its velocity at `progress`, found as ``sample(at:)`` finds them but without the
  /// rotation (no angle, no curvature): what keyframes of points evaluate every frame.
  ///
  /// - Parameter progress: How far through the motion; as ``point(at:)`` reads it.
  /// - Returns: ``point(at:)`` and ``velocity(at:)``.
  /// - Complexity: O(log n) for n pieces; no allocation.
  func pointAndVelocity(at progress: Double) -> (point: Point2D, velocity: Point2D) {
    let result = evaluate(progress, rotating: false)
    return (result.point, result.velocity)
  }

  /// The sample at `progress`, without the rotation mode, the offset and the half turn of a
  /// backwards motion; its rotation and rotation velocity are 0 unless `rotating`.
  private func evaluate(_ progress: Double, rotating: Bool) -> Sample {
    let p = progress.isFinite ? progress : (progress == .infinity ? 1 : 0)
    let span = end - start
    let fraction = start + span * p
    if let vertexTiming {
      return sampleByVertex(vertexTiming, fraction, span, rotating: rotating)
    }
    return sampleByLength(fraction * measuredPath.length, measuredPath.length * span, rotating: rotating)
  }

  /// The paced modes: the place at `distance`, moving at `rate` units of length per unit of progress.
  private func sampleByLength(_ distance: Double, _ rate: Double, rotating: Bool) -> Sample {
    let path = measuredPath
    guard let (piece, t) = path.location(atLength: distance) else {
      return Sample(point: path.start, velocity: .zero, rotation: 0, rotationVelocity: 0)
    }
    let direction = path.unitDirection(piece: piece, t: t)
    let angle = rotating ? path.angle(piece: piece, t: t) : 0
    let segment = path.segments[path.pieces[piece].segment]
    var point = segment.point(at: t)
    var curvature = rotating ? MeasuredPath.curvature(of: segment, at: t) : 0
    let beyond = distance < 0 ? distance : (distance > path.length ? distance - path.length : 0)
    if beyond != 0 {
      point = point + direction.scaled(by: beyond)
      curvature = 0
    }
    return Sample(
      point: point, velocity: direction.scaled(by: rate), rotation: angle, rotationVelocity: curvature * rate)
  }

  /// The linear and discrete modes: vertex index and the parameter within the element after it.
  private func sampleByVertex(
    _ timing: Keyframes<Double>, _ fraction: Double, _ span: Double, rotating: Bool
  ) -> Sample {
    let path = measuredPath
    let count = path.segments.count
    guard count > 0, path.length > 0 else {
      return Sample(point: path.start, velocity: .zero, rotation: 0, rotationVelocity: 0)
    }
    let position = timing.value(at: fraction)
    let rate = timing.velocity(at: fraction) * span
    let index = min(max(Int(position.rounded(.down)), 0), count - 1)
    let t = position - Double(index)
    let segment = path.segments[index]
    let inside = min(max(t, 0), 1)
    var point = segment.point(at: inside)
    var derivative = segment.derivative(at: inside)
    if t != inside {
      point = point + derivative.scaled(by: t - inside)
    }
    derivative.scale(by: rate)
    guard rotating else { return Sample(point: point, velocity: derivative, rotation: 0, rotationVelocity: 0) }
    let (angle, turning) = angleAndTurning(segment: index, t: inside)
    let rotationVelocity = t != inside ? 0 : turning * (derivative.magnitudeSquared.squareRoot()) * (rate < 0 ? -1 : 1)
    return Sample(point: point, velocity: derivative, rotation: angle, rotationVelocity: rotationVelocity)
  }

  /// The continuous angle at parameter `t` of segment `index` and the curvature there; for an element
  /// of length zero the angle where it sits along the path.
  private func angleAndTurning(segment index: Int, t: Double) -> (Double, Double) {
    let path = measuredPath
    guard let piece = path.piece(segment: index, t: t) else {
      return (path.angle(atLength: path.segmentStartLengths[index]), 0)
    }
    return (path.angle(piece: piece, t: t), MeasuredPath.curvature(of: path.segments[index], at: t))
  }
}
