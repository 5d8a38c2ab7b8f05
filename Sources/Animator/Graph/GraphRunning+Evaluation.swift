/// The walk over instants of a ``GraphRunning``: inputs applied, transitions fired
/// (`GraphRunning+Transitions.swift`), nested graphs advanced and blends ended
/// (`GraphRunning+Blends.swift`) at the exact instants they happen, in order.
extension GraphRunning {
  /// The node time of the current node at graph time `t`.
  func currentTime(at t: Double) -> Double {
    guard let current = run.current, let clock = run.clocks[current] else { return 0 }
    return clock.time(at: t)
  }

  /// The graph time at which the run completes: the current node has no transition out and
  /// reaches its end, its blend done; `nil` when it does not.
  func completionInstant() -> Double? {
    guard let current = run.current, let clock = run.clocks[current], structure.isTerminal(current),
      run.path.isEmpty
    else { return nil }
    let end = structure.motions[current].end
    guard end.isFinite else { return nil }
    var instant = clock.graphTime(end)
    if let fade = run.crossFade { instant = max(instant, fade.start + fade.duration) }
    if let offsetEnd = run.offsetEnd { instant = max(instant, offsetEnd) }
    return max(instant, run.time)
  }

  /// Processes every instant whose time in the caller's time, by `clock`, is at most `target`, in
  /// order: input changes, then transitions, then what the nested graphs shown do (and the
  /// transitions that makes ready, until none is), then blends that end. A graph that plays is its
  /// own caller (an identity clock); a nested graph's caller is its parent, whose clock maps the
  /// node's time to the parent's.
  ///
  /// Returns the last instant processed and how the walk ended: at `target`, at the run's
  /// completion, or at the cap on transitions (the rest wait for the next walk).
  func processInstants(through target: Double, clock: GraphRun.Clock) -> (time: Double, end: GraphRun.WalkEnd) {
    var t = run.time
    var fired = 0
    while true {
      applyInputs(upTo: t)
      fireTransitions(at: t, fired: &fired)
      if structure.holdsGraphs {
        // The nested graphs take their instant after the graph's transitions, which so read
        // them as they were up to it; what they do may make another transition ready now.
        advanceNestedGraphs(at: t)
        while fired < maximumTransitionsPerTick, transitionReady(at: t) != nil {
          fireTransitions(at: t, fired: &fired)
          advanceNestedGraphs(at: t)
        }
      }
      if fired >= maximumTransitionsPerTick {
        report(
          .transitionLoop("more than \(maximumTransitionsPerTick) transitions in one tick, at \(t) s; the rest wait"))
        run.time = t
        return (t, .capped)
      }
      endBlends(at: t)
      let completion = completionInstant()
      if let completion, completion <= t {
        run.time = t
        return (t, .completed)
      }
      let next = nextInstant(after: t, completion: completion)
      guard clock.graphTime(next) <= target else { break }
      t = next
    }
    run.time = t
    return (t, .reached)
  }

  /// The next instant after `t` at which something happens: an input change, a transition ready,
  /// a blend that ends, the run's completion, or an instant of a nested graph shown; infinity if
  /// none.
  func nextInstant(after t: Double, completion: Double?) -> Double {
    var next = Double.infinity
    func consider(_ instant: Double?) {
      if let instant, instant > t, instant < next { next = instant }
    }
    consider(completion)
    consider(run.pending.first?.time)
    for index in structure.transitions.indices { consider(readyInstant(index, at: t)) }
    consider(run.crossFade.map { $0.start + $0.duration })
    consider(run.offsetEnd)
    if structure.holdsGraphs {
      var node = 0
      while node < run.clocks.count {
        if let clock = run.clocks[node] { consider(structure.motions[node].nextInstant(clock: clock)) }
        node += 1
      }
    }
    return next
  }

  /// Lets each node shown that holds a nested graph process its instants up to `t`; their events
  /// join the run's.
  func advanceNestedGraphs(at t: Double) {
    var node = 0
    while node < run.clocks.count {
      if let clock = run.clocks[node] {
        let motion = structure.motions[node]
        motion.advance(through: t, clock: clock, events: &run.events)
      }
      node += 1
    }
  }

  /// Applies the changes made at or before `t` (input values, nodes entered), in the order they
  /// were made.
  func applyInputs(upTo t: Double) {
    guard let first = run.pending.first, first.time <= t else { return }
    let inputs = structure.inputs
    for (node, clock) in run.clocks.entries {
      structure.motions[node].inputsWillChange(at: clock.time(at: t), inputs: inputs)
    }
    while let first = run.pending.first, first.time <= t {
      run.pending.removeFirst()
      switch first.change {
      case .input(let input, let value):
        structure.inputs.values[input] = value
      case .enter(let node, let blend):
        guard let source = run.current else { continue }
        run.path = []
        go(
          to: node, at: t, blend: motionReduced ? .none : blend, switchMode: .immediate, from: source,
          isTransition: false)
      }
    }
    run.spent = []
  }

  /// Moves the current node to `fraction` of its current iteration at `t` (a nested graph moves
  /// its own current node), and ends the blend under way.
  func scrubCurrent(to fraction: Double, at t: Double) {
    guard let current = run.current, var clock = run.clocks[current] else { return }
    let motion = structure.motions[current]
    let inputs = structure.inputs
    let now = clock.time(at: t)
    if !motion.scrub(to: fraction, at: now, clock: clock, events: &run.events) {
      let cycle = motion.cycle(inputs: inputs)
      if cycle > 0 {
        var iteration = motion.progress(at: now, inputs: inputs).rounded(.down)
        if motion.end.isFinite { iteration = min(iteration, max((motion.end / cycle).rounded(.up) - 1, 0)) }
        let target = motion.time(reaching: iteration + fraction, from: -.infinity, inputs: inputs) ?? now
        clock.offset += target - now
        run.clocks[current] = clock
      }
    }
    exitNodes(at: t) { $0 == current }
    run.crossFade = nil
    run.bracket = []
    run.offsetEnd = nil
    run.transition = nil
    for channel in channels.all { channel.dropOffset() }
  }

  /// Starts the run at the entry node, at graph time 0; a restart also clears every trigger, while
  /// a start keeps the triggers fired before it for its first tick.
  ///
  /// - Parameter clearingTriggers: Whether fired triggers are cleared.
  func begin(clearingTriggers: Bool) {
    for case (_, .input(let input, let value)) in run.pending { structure.inputs.values[input] = value }
    if structure.holdsGraphs {
      // The nested graphs shown forget their runs, as the graph forgets its own.
      var dropped: [AnimationGraphEvent] = []
      for (node, clock) in run.clocks.entries {
        structure.motions[node].leave(at: run.time, clock: clock, events: &dropped)
      }
    }
    run = GraphRun()
    for channel in channels.all { channel.dropOffset() }
    if clearingTriggers {
      for index in structure.inputs.kinds.indices where structure.inputs.kinds[index] == .trigger {
        structure.inputs.values[index] = 0
      }
    }
    if let entry = structure.entry { enter(entry, at: 0, nodeTime: 0, keeping: []) }
  }
}
