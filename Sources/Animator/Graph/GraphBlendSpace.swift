/// A recorded ``BlendSpace1D`` (``GraphMotion``): its points' motions and the phase that keeps
/// them in step.
final class GraphBlendSpace: GraphMotion {
  let positions: [Double]
  let points: [any GraphMotion]
  let input: Int
  let sync: Bool
  /// The phase is `phase + (τ − anchor)/D` for the weighted length `D` of the points, which
  /// changes only when the input does: re-anchored then, so the phase is continuous.
  var phase = 0.0
  var anchor = 0.0

  init(positions: [Double], points: [any GraphMotion], input: Int, sync: Bool) {
    self.positions = positions
    self.points = points
    self.input = input
    self.sync = sync
  }

  func cycle(inputs: GraphInputs) -> Double {
    let (low, high, alpha) = BlendSpace1D.bracket(inputs[input], in: positions)
    let a = points[low].cycle(inputs: inputs)
    guard alpha != 0 else { return a }
    return (1 - alpha) * a + alpha * points[high].cycle(inputs: inputs)
  }

  func progress(at time: Double, inputs: GraphInputs) -> Double {
    let length = cycle(inputs: inputs)
    guard length > 0 else { return 1 }
    return phase + (time - anchor) / length
  }

  var end: Double { .infinity }

  func time(reaching progress: Double, from time: Double, inputs: GraphInputs) -> Double? {
    let length = cycle(inputs: inputs)
    guard length > 0 else { return progress <= 1 ? time : nil }
    return max(anchor + (progress - phase) * length, time)
  }

  func enter(at time: Double, inputs: GraphInputs) {
    let length = cycle(inputs: inputs)
    phase = length > 0 ? time / length : 0
    anchor = time
    for point in points { point.enter(at: time, inputs: inputs) }
  }

  func inputsWillChange(at time: Double, inputs: GraphInputs) {
    phase = progress(at: time, inputs: inputs)
    anchor = time
    for point in points { point.inputsWillChange(at: time, inputs: inputs) }
  }

  func copy(into context: any GraphChannelMaking, inputs: GraphInputs, map: [Int], root: AnimationGraph)
    -> any GraphMotion
  {
    GraphBlendSpace(
      positions: positions, points: points.map { $0.copy(into: context, inputs: inputs, map: map, root: root) },
      input: map[input], sync: sync)
  }

  func accumulate(
    at time: Double, rate: Double, weight: Double, weightVelocity: Double, inputs: GraphInputs, probe: Bool
  ) {
    let (low, high, alpha) = BlendSpace1D.bracket(inputs[input], in: positions)
    let length = cycle(inputs: inputs)
    let phase = length > 0 ? self.phase + (time - anchor) / length : 0
    accumulate(
      point: low, share: 1 - alpha, time: time, rate: rate, phase: phase, length: length, weight: weight,
      weightVelocity: weightVelocity, inputs: inputs, probe: probe)
    if alpha != 0 {
      accumulate(
        point: high, share: alpha, time: time, rate: rate, phase: phase, length: length, weight: weight,
        weightVelocity: weightVelocity, inputs: inputs, probe: probe)
    }
  }

  /// Adds point `index` at its share of the blend space's weight.
  private func accumulate(
    point index: Int, share: Double, time: Double, rate: Double, phase: Double, length: Double, weight: Double,
    weightVelocity: Double, inputs: GraphInputs, probe: Bool
  ) {
    guard share != 0 else { return }
    let point = points[index]
    var pointTime = time
    var pointRate = rate
    if sync, length > 0 {
      let own = point.cycle(inputs: inputs)
      pointTime = phase * own
      pointRate = rate * own / length
    }
    point.accumulate(
      at: pointTime, rate: pointRate, weight: weight * share, weightVelocity: weightVelocity * share, inputs: inputs,
      probe: probe)
  }
}
