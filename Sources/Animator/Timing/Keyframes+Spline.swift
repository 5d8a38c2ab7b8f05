// The spline of the cubic calculation modes: a Kochanek–Bartels spline through the keyframes in
// animatable-data space, timed by the key times, as cubic Hermite segments.

extension Keyframes {
  /// The spline's velocities (per unit time) leaving and arriving at each keyframe.
  ///
  /// With the chords `L = P[i] − P[i−1]` over the time `dL` and `R = P[i+1] − P[i]` over `dR`, and
  /// `k = (1 − tension) / (dL + dR)` (Kochanek and Bartels' adjustment for unequal segment times):
  ///
  /// - leaving: `k·((1 + c)(1 + b)·L + (1 − c)(1 − b)·R)`
  /// - arriving: `k·((1 − c)(1 + b)·L + (1 + c)(1 − b)·R)`
  ///
  /// With all three parameters 0 both are `(P[i+1] − P[i−1]) / (t[i+1] − t[i−1])`: a Catmull-Rom
  /// spline, smooth (the same velocity in and out) through every keyframe. At the first and last
  /// keyframe, and beside a segment of zero length (a jump), the missing chord is taken to equal the
  /// one that exists, so the spline leaves the first keyframe along the first chord; two keyframes
  /// are joined by a straight line at constant speed, as in linear mode.
  static func splineVelocities(
    _ points: [Value.AnimatableData], _ times: [Double], _ mode: KeyframeCalculationMode
  ) -> (outgoing: [Value.AnimatableData], incoming: [Value.AnimatableData]) {
    let count = points.count
    var outgoing = [Value.AnimatableData](repeating: .zero, count: count)
    var incoming = outgoing
    let (tension, continuity, bias) = (mode.tension, mode.continuity, mode.bias)
    for index in 0..<count {
      let hasLeft = index > 0 && times[index] > times[index - 1]
      let hasRight = index < count - 1 && times[index + 1] > times[index]
      guard hasLeft || hasRight else { continue }
      var left = Value.AnimatableData.zero
      var right = Value.AnimatableData.zero
      var leftDuration = 0.0
      var rightDuration = 0.0
      if hasLeft {
        left = points[index] - points[index - 1]
        leftDuration = times[index] - times[index - 1]
      }
      if hasRight {
        right = points[index + 1] - points[index]
        rightDuration = times[index + 1] - times[index]
      }
      if !hasLeft { (left, leftDuration) = (right, rightDuration) }
      if !hasRight { (right, rightDuration) = (left, leftDuration) }
      let k = (1 - tension) / (leftDuration + rightDuration)
      outgoing[index] =
        left.scaled(by: k * (1 + continuity) * (1 + bias)) + right.scaled(by: k * (1 - continuity) * (1 - bias))
      incoming[index] =
        left.scaled(by: k * (1 - continuity) * (1 + bias)) + right.scaled(by: k * (1 + continuity) * (1 - bias))
    }
    return (outgoing, incoming)
  }

  /// The cubic Hermite segment from `start` to `start + delta` at the parameter `u`, leaving with
  /// velocity `leaving` and arriving with velocity `arriving` (per unit time, over `duration`).
  static func hermite(
    _ start: Value.AnimatableData, _ delta: Value.AnimatableData, _ leaving: Value.AnimatableData,
    _ arriving: Value.AnimatableData, _ duration: Double, _ u: Double
  ) -> Value.AnimatableData {
    let u2 = u * u
    let u3 = u2 * u
    let h01 = -2 * u3 + 3 * u2
    let h10 = u3 - 2 * u2 + u
    let h11 = u3 - u2
    return start + delta.scaled(by: h01) + leaving.scaled(by: duration * h10) + arriving.scaled(by: duration * h11)
  }

  /// The derivative of ``hermite(_:_:_:_:_:_:)`` with respect to `u`.
  static func hermiteDerivative(
    _ delta: Value.AnimatableData, _ leaving: Value.AnimatableData, _ arriving: Value.AnimatableData,
    _ duration: Double, _ u: Double
  ) -> Value.AnimatableData {
    let u2 = u * u
    let d01 = -6 * u2 + 6 * u
    let d10 = 3 * u2 - 4 * u + 1
    let d11 = 3 * u2 - 2 * u
    return delta.scaled(by: d01) + leaving.scaled(by: duration * d10) + arriving.scaled(by: duration * d11)
  }
}
