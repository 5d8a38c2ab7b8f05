/// Holds a path motion for the keyframes made from it (a class, so that keyframes of `Double`
/// inside the motion do not make the keyframe type contain itself).
final class PathMotionBox: Sendable {
  let motion: PathMotion

  init(_ motion: PathMotion) {
    self.motion = motion
  }
}
