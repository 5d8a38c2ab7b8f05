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

  /// The node time of the current node at graph time `t`.
  func currentTime(at t: Double) -> Double {
    guard let current = run.current, let clock = run.clocks[current] else { return 0 }
    return clock.time(at: t)
  }

  /// The instant, from `t` on, at which transition `index` is ready, or `nil` if it is not (or
  /// never will be, the inputs as they are).
  func readyInstant(_ index: Int, at t: Double) -> Double? {
    guard let current = run.current, let clock = run.clocks[current] else { return nil }
    let transition = structure.transitions[index]
    guard transition.from == current || (transition.from == nil && transition.to != current) else { return nil }
    guard !run.spent.contains(index) else { return nil }
    if let next = run.path.first {
      guard transition.to == next else { return nil }
    } else {
      guard transition.automatic else { return nil }
      guard transition.conditions.allSatisfy({ $0.holds(structure.inputs) }) else { return nil }
    }
    let motion = structure.motions[current]
    let inputs = structure.inputs
    let now = clock.time(at: t)
    var instant = t
    if let exit = transition.exitTime {
      guard let reached = motion.time(reaching: exit, from: now, inputs: inputs) else { return nil }
      instant = max(instant, clock.graphTime(reached))
    }
    if transition.switchMode == .atEnd {
      let end: Double
      if motion.end.isFinite {
        end = motion.end
      } else {
        // The end of the iteration under way: at an iteration's end exactly, that iteration's,
        // which ends now (not the next one's, or the instant would move on as it is reached).
        let progress = motion.progress(at: now, inputs: inputs)
        guard let reached = motion.time(reaching: max(progress.rounded(.up), 1), from: now, inputs: inputs) else {
          return nil
        }
        end = reached
      }
      instant = max(instant, clock.graphTime(end - transition.blend.seconds))
    }
    return instant
  }

  /// The transition to fire at `t`: of those ready then, the lowest priority, the last added.
  func transitionReady(at t: Double) -> Int? {
    var best: Int?
    for index in structure.transitions.indices where readyInstant(index, at: t) == t {
      if let chosen = best, structure.transitions[chosen].priority < structure.transitions[index].priority {
        continue
      }
      best = index
    }
    return best
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

  /// Fires the transitions ready at `t`, one after the other; a transition into a node already
  /// entered at `t` does not fire and waits for an input change.
  func fireTransitions(at t: Double, fired: inout Int) {
    // Nothing is made unless a transition is ready: a steady tick allocates nothing.
    guard let start = run.current, fired < maximumTransitionsPerTick, transitionReady(at: t) != nil else { return }
    var entered: Set<Int> = [start]
    while fired < maximumTransitionsPerTick, let index = transitionReady(at: t) {
      let transition = structure.transitions[index]
      guard !entered.contains(transition.to) else {
        run.spent.insert(index)
        run.path = []
        let from = run.current.map { structure.names[$0] } ?? ""
        report(.transitionLoop("\(from) → \(structure.names[transition.to]) at \(t) s enters a node twice"))
        continue
      }
      fire(index, at: t)
      entered.insert(transition.to)
      fired += 1
    }
  }

  /// Takes transition `index` at `t`.
  func fire(_ index: Int, at t: Double) {
    let transition = structure.transitions[index]
    for case .triggered(let input) in transition.conditions { structure.inputs.values[input] = 0 }
    if run.path.first == transition.to { run.path.removeFirst() }
    guard let source = run.current else { return }
    var blend = transition.blend
    if motionReduced { blend = .none }
    go(to: transition.to, at: t, blend: blend, switchMode: transition.switchMode, from: source)
  }

  /// Makes `target` the current node at `t` with `blend`, through a transition or, when
  /// `isTransition` is `false`, through ``enter(_:blend:)``, which reports no transition of its own.
  func go(
    to target: Int, at t: Double, blend: AnimationGraph.Blend, switchMode: AnimationGraph.SwitchMode, from source: Int,
    isTransition: Bool = true
  ) {
    if let running = run.transition {
      run.events.append(.transitionEnded(from: structure.names[running.from], to: structure.names[running.to], time: t))
      run.transition = nil
    }
    if isTransition {
      run.events.append(.transitionStarted(from: structure.names[source], to: structure.names[target], time: t))
    }
    var targetTime = 0.0
    if switchMode == .sync {
      let inputs = structure.inputs
      let progress = structure.motions[source].progress(at: currentTime(at: t), inputs: inputs)
      targetTime = progress * structure.motions[target].cycle(inputs: inputs)
    }
    let kind = blend.seconds > 0 ? blend.kind : .none
    switch kind {
    case .none:
      run.bracket = []
      run.crossFade = nil
      run.offsetEnd = nil
      for channel in channels.all { channel.dropOffset() }
      enter(target, at: t, nodeTime: targetTime, keeping: [])
    case .crossFade(let curve):
      let (parts, factor, _) = weights(at: t)
      run.bracket = parts.filter { $0.weight != 0 }.map { ($0.node, $0.weight) }
      run.bracketOffsetFactor = factor
      run.crossFade = GraphRun.CrossFade(start: t, duration: blend.seconds, curve: curve)
      enter(target, at: t, nodeTime: targetTime, keeping: Set(run.bracket.map(\.node)))
      if factor == 0 {
        run.offsetEnd = nil
        for channel in channels.all { channel.dropOffset() }
      }
    case .inertialize:
      accumulate(at: t)
      run.bracket = []
      run.crossFade = nil
      enter(target, at: t, nodeTime: targetTime, keeping: [])
      for channel in channels.all { channel.clear(probe: true) }
      if let clock = run.clocks[target] {
        structure.motions[target].accumulate(
          at: clock.time(at: t), rate: clock.rate, weight: 1, weightVelocity: 0, inputs: structure.inputs, probe: true)
      }
      for channel in channels.all { channel.inertialize(at: t, duration: blend.seconds) }
      run.offsetEnd = t + blend.seconds
    }
    guard isTransition else { return }
    run.transition = (source, target, t + (kind == .none ? 0 : blend.seconds))
    if kind == .none {
      run.events.append(.transitionEnded(from: structure.names[source], to: structure.names[target], time: t))
      run.transition = nil
    }
  }

  /// Makes `node` current at `t`, at node time `nodeTime` unless it is among `keeping` (a
  /// cross-fade's source, whose nodes keep their times); forgets the clocks of other nodes. A node
  /// that holds a nested graph starts it at its entry, and processes its first instant at once.
  func enter(_ node: Int, at t: Double, nodeTime: Double, keeping: Set<Int>) {
    exitNodes(at: t) { keeping.contains($0) }
    var entered: GraphRun.Clock?
    if run.clocks[node] == nil {
      let motion = structure.motions[node]
      motion.enter(at: nodeTime, inputs: structure.inputs)
      var clock = GraphRun.Clock(entry: t, offset: nodeTime)
      let end = motion.end
      if motionReduced, end.isFinite, end > nodeTime {
        // A node that ends plays as the engine's substitution says: at its end at once, or fast
        // enough to take the cross-fade's duration.
        let pace = reducedPace(over: end - nodeTime)
        if pace.isInfinite {
          clock.offset = end
          motion.enter(at: end, inputs: structure.inputs)
        } else {
          clock.rate = pace
        }
      }
      run.clocks[node] = clock
      entered = clock
    }
    run.current = node
    run.spent = []
    run.events.append(.nodeEntered(structure.names[node], time: t))
    if let entered, structure.holdsGraphs {
      structure.motions[node].advance(through: t, clock: entered, events: &run.events)
    }
  }

  /// Forgets the clocks of the nodes shown that `keep` says no to, each reported as exited at `t`
  /// (after the nodes of a graph nested in it).
  func exitNodes(at t: Double, keeping keep: (Int) -> Bool) {
    for (node, clock) in run.clocks.entries where !keep(node) {
      if structure.holdsGraphs { structure.motions[node].leave(at: t, clock: clock, events: &run.events) }
      run.events.append(.nodeExited(structure.names[node], time: t))
    }
    run.clocks.keep(keep)
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
