extension Keyframes where Value == Point2D {
  /// Makes keyframes that move a point along `path`, as `CAKeyframeAnimation` does when its `path`
  /// is set: the path overrides `values`, which are ignored.
  ///
  /// ```swift
  /// let arc = try Path2D(svgPathData: "M 0 100 Q 50 0 100 100")
  /// let flight = try Keyframes(path: arc, calculationMode: .paced)
  /// try animator.addAnimations { ball.$position.animate(through: flight) }
  /// ```
  ///
  /// As in Core Animation, the keyframe values are the path's vertices (its start and the end of
  /// each drawing element; moves are not keyframes), ``values`` lists them, and key times and
  /// timing curves apply to them in the linear and discrete modes; the paced modes move at a
  /// constant speed along the length. ``PathMotion`` describes each mode, the rotation and the
  /// partial paths; ``value(at:)`` and ``velocity(at:)`` are its ``PathMotion/point(at:)`` and
  /// ``PathMotion/velocity(at:)``.
  ///
  /// - Parameters:
  ///   - values: Ignored, as Core Animation ignores `values` when a path is set.
  ///   - keyTimes: For the linear and cubic modes, one per vertex, ascending from 0 to 1; for the
  ///     discrete mode one more; `nil` spaces them evenly. Ignored when paced.
  ///   - timingCurves: One per drawing element, or `nil` for linear timing. Ignored when paced.
  ///   - calculationMode: How progress maps to the path; linear by default, as Core Animation's.
  ///   - path: The path to follow.
  ///   - rotationMode: Which way ``pathMotion``'s rotation faces (for
  ///     ``AnimatedProperty/animate(rotationThrough:)``).
  ///   - rotationOffset: Radians added to that rotation.
  ///   - start: Where the motion starts, a fraction of the whole; clamped to `0...1`.
  ///   - end: Where the motion ends, a fraction of the whole; clamped to `0...1`. Below `start` it
  ///     runs backwards.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` as
  ///   ``PathMotion/init(path:calculationMode:keyTimes:timingCurves:start:end:rotationMode:rotationOffset:)``
  ///   names it.
  /// - Complexity: O(n) for n path elements.
  public init(
    values: [Point2D] = [], keyTimes: [Double]? = nil, timingCurves: [TimingCurve]? = nil,
    calculationMode: KeyframeCalculationMode = .linear, path: Path2D, rotationMode: PathRotationMode = .auto,
    rotationOffset: Double = 0, start: Double = 0, end: Double = 1
  ) throws(AnimationError) {
    let motion = try PathMotion(
      path: path, calculationMode: calculationMode, keyTimes: keyTimes, timingCurves: timingCurves, start: start,
      end: end, rotationMode: rotationMode, rotationOffset: rotationOffset)
    self.init(motion: motion)
  }

  /// Makes keyframes that follow `motion`.
  ///
  /// - Parameter motion: The motion along a path.
  public init(motion: PathMotion) {
    let vertices = motion.vertices
    self.values = vertices
    self.keyTimes = motion.keyTimes
    self.timingCurves = motion.timingCurves
    self.calculationMode = motion.calculationMode
    self.points = vertices
    self.outgoing = []
    self.incoming = []
    self.pathBox = PathMotionBox(motion)
    self.pathEvaluation = { progress in motion.pointAndVelocity(at: progress) }
  }

  /// The motion along a path these keyframes follow, or `nil` for keyframes made from values.
  public var pathMotion: PathMotion? { pathBox?.motion }
}
