/// The blends of a ``GraphRunning``: the weight of each node shown during a cross-fade, the sum of
/// what is shown into the channels, and the end of cross-fades and inertializations.
extension GraphRunning {
  /// Calls `body` with each node shown at graph time `t`, its weight and the weight's rate of
  /// change, and returns the factor of the inertialization offset and its rate. With no array, so
  /// that a steady tick allocates nothing.
  ///
  /// Outside a cross-fade the current node is shown at weight 1 with the whole offset. During one
  /// at `w = clamp(curve(s), 0, 1)`, `s` the elapsed fraction, each node `i` of the source shows at
  /// `(1 − w)·gᵢ` for its weight `gᵢ` when the cross-fade started, the target at
  /// `w + (1 − w)·g_target`, and the offset at `(1 − w)·f` for its factor `f` then.
  @inline(__always)
  func forEachWeight(
    at t: Double, _ body: (_ node: Int, _ weight: Double, _ rate: Double) -> Void
  ) -> (offset: Double, offsetRate: Double) {
    guard let current = run.current else { return (0, 0) }
    guard let fade = run.crossFade else {
      body(current, 1, 0)
      return (run.offsetEnd == nil ? 0 : 1, 0)
    }
    let s = (t - fade.start) / fade.duration
    let raw = fade.curve.value(at: s)
    let w = min(max(raw, 0), 1)
    let slope = raw > 0 && raw < 1 ? fade.curve.velocity(at: s) / fade.duration : 0
    var targetShare = 0.0
    for index in run.bracket.indices {
      let part = run.bracket[index]
      if part.node == current {
        targetShare = part.weight
      } else {
        body(part.node, (1 - w) * part.weight, -slope * part.weight)
      }
    }
    body(current, w + (1 - w) * targetShare, slope * (1 - targetShare))
    let f = run.bracketOffsetFactor
    return ((1 - w) * f, -slope * f)
  }

  /// ``forEachWeight(at:_:)`` as an array.
  func weights(at t: Double) -> (parts: [(node: Int, weight: Double, rate: Double)], offset: Double, offsetRate: Double)
  {
    var parts: [(node: Int, weight: Double, rate: Double)] = []
    let (offset, offsetRate) = forEachWeight(at: t) { parts.append(($0, $1, $2)) }
    return (parts, offset, offsetRate)
  }

  /// Adds what is shown at graph time `t` into the channels' sums.
  func accumulate(at t: Double) {
    for index in channels.all.indices { channels.all[index].clear(probe: false) }
    let inputs = structure.inputs
    let (factor, factorRate) = forEachWeight(at: t) { node, weight, rate in
      guard weight != 0 || rate != 0, let clock = run.clocks[node] else { return }
      structure.motions[node].accumulate(
        at: clock.time(at: t), rate: clock.rate, weight: weight, weightVelocity: rate, inputs: inputs, probe: false)
    }
    if run.offsetEnd != nil {
      for index in channels.all.indices {
        channels.all[index].addOffset(at: t, factor: factor, factorVelocity: factorRate)
      }
    }
  }

  /// Ends the cross-fade and the inertialization offset that end at `t`.
  func endBlends(at t: Double) {
    if let fade = run.crossFade, fade.start + fade.duration <= t {
      run.crossFade = nil
      run.bracket = []
      run.offsetEnd = nil
      for channel in channels.all { channel.dropOffset() }
      if let current = run.current { exitNodes(at: t) { $0 == current } }
    }
    if let offsetEnd = run.offsetEnd, offsetEnd <= t {
      run.offsetEnd = nil
      for channel in channels.all { channel.dropOffset() }
    }
    if let running = run.transition, running.ends <= t, run.crossFade == nil, run.offsetEnd == nil {
      run.events.append(.transitionEnded(from: structure.names[running.from], to: structure.names[running.to], time: t))
      run.transition = nil
    }
  }
}
