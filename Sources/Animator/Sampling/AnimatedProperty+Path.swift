extension AnimatedProperty where Value == Point2D {
  /// Moves the point along `motion` over the animation block's time, and turns `rotation` with the
  /// direction of travel if you pass one: `CAKeyframeAnimation` with a `path` and a `rotationMode`.
  /// Call it inside an animation block.
  ///
  /// ```swift
  /// let route = try PathMotion(path: Path2D(svgPathData: "M 0 0 C 100 0, 100 100, 0 100"), rotationMode: .auto)
  /// try animator.addAnimations { sprite.$position.animate(along: route, rotating: sprite.$angle) }
  /// ```
  ///
  /// The model value becomes the motion's last point at once (and the rotation's model its last
  /// angle); the presentation follows the path as the block progresses, added to other animations
  /// of the property like every layer. ``velocity`` is the velocity along the path in points per
  /// second, so a spring or a fling can take over at the tangent's speed. Outside an animation
  /// block it sets the model values without animating.
  ///
  /// - Parameters:
  ///   - motion: The motion along a path.
  ///   - rotation: A property to turn with the direction of travel (``PathMotion/rotation(at:)``),
  ///     or `nil`.
  public func animate(along motion: PathMotion, rotating rotation: AnimatedProperty<Double>? = nil) {
    animate(through: Keyframes(motion: motion))
    rotation?.animate(rotationAlong: motion)
  }
}

extension AnimatedProperty where Value == Double {
  /// Turns the property with the direction of travel along `motion` (``PathMotion/rotation(at:)``,
  /// in radians) over the animation block's time: `CAKeyframeAnimation`'s `rotationMode`. Call it
  /// inside an animation block.
  ///
  /// The model value becomes the rotation at the motion's end at once. Outside an animation block
  /// it sets the model value without animating.
  ///
  /// - Parameter motion: The motion along a path.
  public func animate(rotationAlong motion: PathMotion) {
    let end = motion.rotation(at: 1)
    addPathLayer(to: end) { progress in
      let sample = motion.sample(at: progress)
      return (sample.rotation - end, sample.rotationVelocity)
    }
  }

  /// Turns the property with the direction of travel along the path of `keyframes`, as
  /// ``animate(rotationAlong:)`` does; keyframes made from values have no path and leave the
  /// property as it is.
  ///
  /// - Parameter keyframes: Keyframes made from a path
  ///   (``Keyframes/init(values:keyTimes:timingCurves:calculationMode:path:rotationMode:rotationOffset:start:end:)``).
  public func animate(rotationThrough keyframes: Keyframes<Point2D>) {
    guard let motion = keyframes.pathMotion else { return }
    animate(rotationAlong: motion)
  }
}
