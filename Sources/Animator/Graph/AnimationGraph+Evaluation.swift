extension AnimationGraph: GraphRunning {
  var motionReduced: Bool { playback.motionReduced }

  func report(_ error: AnimationError) {
    engine.report(error)
  }

  /// Shows graph time `t`, moving at `rate` graph seconds per second.
  func show(at t: Double, rate: Double) {
    accumulate(at: t)
    block.progress = t
    block.progressVelocity = rate
    block.refreshProperties()
  }

  /// Processes every instant up to graph time `target` in order (input changes, then transitions,
  /// then blends that end), and shows `target`, moving at `rate`. Returns the instant the run
  /// completes at, if it does by `target`: it is shown there.
  func advance(to target: Double, rate: Double) -> Double? {
    let (t, end) = processInstants(through: target, clock: GraphRun.Clock(entry: 0, offset: 0))
    switch end {
    case .reached:
      run.time = max(t, target)
      show(at: run.time, rate: rate)
      return nil
    case .capped:
      show(at: t, rate: rate)
      return nil
    case .completed:
      show(at: t, rate: 0)
      return t
    }
  }
}
