/// The transitions of a ``GraphRunning``: when each is ready, which fires, and how firing one
/// makes its target the current node, with its blend.
extension GraphRunning {
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
}
