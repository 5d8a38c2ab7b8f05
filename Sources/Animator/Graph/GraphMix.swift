/// A recorded ``AnimationGraph/Node/mix(_:)`` (``GraphMotion``): parts shown together, each at a
/// constant weight or a number input's value clamped to `0...1`. A part at weight 0 is not
/// evaluated. Its progress and length are its first part's.
final class GraphMix: GraphMotion {
  enum Weight {
    case constant(Double)
    case input(Int)
  }

  let parts: [(motion: any GraphMotion, weight: Weight)]

  init(parts: [(motion: any GraphMotion, weight: Weight)]) {
    self.parts = parts
  }

  func weight(_ weight: Weight, inputs: GraphInputs) -> Double {
    switch weight {
    case .constant(let value): value
    case .input(let index): min(max(inputs[index], 0), 1)
    }
  }

  func accumulate(
    at time: Double, rate: Double, weight: Double, weightVelocity: Double, inputs: GraphInputs, probe: Bool
  ) {
    for part in parts {
      let share = self.weight(part.weight, inputs: inputs)
      guard share != 0 else { continue }
      part.motion.accumulate(
        at: time, rate: rate, weight: weight * share, weightVelocity: weightVelocity * share, inputs: inputs,
        probe: probe)
    }
  }

  func progress(at time: Double, inputs: GraphInputs) -> Double {
    parts.first?.motion.progress(at: time, inputs: inputs) ?? 1
  }

  func cycle(inputs: GraphInputs) -> Double {
    parts.first?.motion.cycle(inputs: inputs) ?? 0
  }

  var end: Double { parts.first?.motion.end ?? 0 }

  func time(reaching progress: Double, from time: Double, inputs: GraphInputs) -> Double? {
    guard let first = parts.first else { return progress <= 1 ? time : nil }
    return first.motion.time(reaching: progress, from: time, inputs: inputs)
  }

  func enter(at time: Double, inputs: GraphInputs) {
    for part in parts { part.motion.enter(at: time, inputs: inputs) }
  }

  func inputsWillChange(at time: Double, inputs: GraphInputs) {
    for part in parts { part.motion.inputsWillChange(at: time, inputs: inputs) }
  }

  func copy(into context: any GraphChannelMaking, inputs: GraphInputs, map: [Int], root: AnimationGraph)
    -> any GraphMotion
  {
    GraphMix(
      parts: parts.map { part in
        let weight: Weight =
          switch part.weight {
          case .constant(let value): .constant(value)
          case .input(let index): .input(map[index])
          }
        return (part.motion.copy(into: context, inputs: inputs, map: map, root: root), weight)
      })
  }

  func holds(_ graph: AnimationGraph) -> Bool {
    parts.contains { $0.motion.holds(graph) }
  }

  // The parts play at the node's time: a nested graph among them is visited as if it were the node.

  func advance(through time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent]) {
    for part in parts { part.motion.advance(through: time, clock: clock, events: &events) }
  }

  func nextInstant(clock: GraphRun.Clock) -> Double {
    var next = Double.infinity
    for part in parts { next = min(next, part.motion.nextInstant(clock: clock)) }
    return next
  }

  func leave(at time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent]) {
    for part in parts { part.motion.leave(at: time, clock: clock, events: &events) }
  }

  func scrub(to fraction: Double, at time: Double, clock: GraphRun.Clock, events: inout [AnimationGraphEvent])
    -> Bool
  {
    parts.first?.motion.scrub(to: fraction, at: time, clock: clock, events: &events) ?? false
  }
}
