import Animator

/// The animator's state diagram, found by running the library rather than drawn by hand: every
/// action is performed on a fresh ``PropertyAnimator`` in each state, and each action that moves
/// the animator to another state becomes an arrow. So the picture cannot disagree with the code.
enum StateDiagram {
  /// Where an animator is: its ``AnimatingState``, with `active` split into running and paused.
  enum Phase: String, CaseIterable, Sendable {
    case inactive, running, paused, stopped

    /// The phase an animator is in.
    init(_ animator: PropertyAnimator) {
      switch animator.state {
      case .inactive: self = .inactive
      case .active: self = animator.isRunning ? .running : .paused
      case .stopped: self = .stopped
      }
    }
  }

  /// An arrow: the actions that take an animator from one phase to another.
  struct Transition: Equatable, Sendable {
    /// Where it starts.
    var from: Phase
    /// Where it ends.
    var to: Phase
    /// The actions, in the order of ``actions``.
    var actions: [String]
  }

  /// A property the probe animates.
  private final class Probe {
    @Animated var x = 0.0
  }

  /// An action, or a passage of time, applied to an animator one second long.
  private struct Action {
    let label: String
    let perform: (PropertyAnimator, ManualClock, AnimationEngine, Probe) throws(AnimationError) -> Void
  }

  private static var actions: [Action] {
    [
      Action(label: "startAnimation()") { animator, _, _, _ throws(AnimationError) in try animator.startAnimation() },
      Action(label: "startAnimation(afterDelay:)") { animator, _, _, _ throws(AnimationError) in
        try animator.startAnimation(afterDelay: .milliseconds(100))
      },
      Action(label: "pauseAnimation()") { animator, _, _, _ throws(AnimationError) in try animator.pauseAnimation() },
      Action(label: "fractionComplete = f") { animator, _, _, _ throws(AnimationError) in
        try animator.setFractionComplete(0.5)
      },
      Action(label: "restart()") { animator, _, _, _ throws(AnimationError) in try animator.restart() },
      Action(label: "continueAnimation(…)") { animator, _, _, _ throws(AnimationError) in
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
      },
      Action(label: "isReversed = b") { animator, _, _, _ throws(AnimationError) in
        try animator.setReversed(!animator.isReversed)
      },
      Action(label: "addAnimations") { animator, _, _, probe throws(AnimationError) in
        try animator.addAnimations { probe.x = 2 }
      },
      Action(label: "stopAnimation(false)") { animator, _, _, _ throws(AnimationError) in
        try animator.stopAnimation(false)
      },
      Action(label: "stopAnimation(true)") { animator, _, _, _ throws(AnimationError) in
        try animator.stopAnimation(true)
      },
      Action(label: "finishAnimation(at:)") { animator, _, _, _ throws(AnimationError) in
        try animator.finishAnimation(at: .end)
      },
      Action(label: "runs to its end (or start)") { _, clock, engine, _ in
        clock.advance(by: .seconds(2))
        engine.tick()
      },
      Action(label: "ends, with pausesOnCompletion") { animator, clock, engine, _ in
        animator.pausesOnCompletion = true
        clock.advance(by: .seconds(2))
        engine.tick()
      },
    ]
  }

  /// Makes a one-second linear animator in `phase`, 400 ms into its run for the phases after the
  /// start.
  private static func make(_ phase: Phase) throws(AnimationError) -> (
    PropertyAnimator, ManualClock, AnimationEngine, Probe
  ) {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let probe = Probe()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { probe.x = 1 }
    guard phase != .inactive else { return (animator, clock, engine, probe) }
    try animator.startAnimation()
    clock.advance(by: .milliseconds(400))
    engine.tick()
    switch phase {
    case .inactive, .running: break
    case .paused: try animator.pauseAnimation()
    case .stopped: try animator.stopAnimation(false)
    }
    return (animator, clock, engine, probe)
  }

  /// Every transition between two different phases, found by running each action in each phase.
  ///
  /// - Returns: One transition per pair of phases that some action connects, in the order of
  ///   ``Phase/allCases`` (from, then to).
  /// - Throws: ``AnimationError`` only if an animator cannot be put in a phase, which would be a
  ///   defect of the library.
  static func transitions() throws(AnimationError) -> [Transition] {
    var found: [Transition] = []
    for from in Phase.allCases {
      for action in actions {
        let (animator, clock, engine, probe) = try make(from)
        guard Phase(animator) == from else { continue }
        do {
          try action.perform(animator, clock, engine, probe)
        } catch {
          continue
        }
        let to = Phase(animator)
        guard to != from else { continue }
        if let index = found.firstIndex(where: { $0.from == from && $0.to == to }) {
          found[index].actions.append(action.label)
        } else {
          found.append(Transition(from: from, to: to, actions: [action.label]))
        }
      }
    }
    let order = Phase.allCases
    return found.sorted {
      (order.firstIndex(of: $0.from) ?? 0, order.firstIndex(of: $0.to) ?? 0)
        < (order.firstIndex(of: $1.from) ?? 0, order.firstIndex(of: $1.to) ?? 0)
    }
  }

  /// The diagram as SVG.
  ///
  /// - Returns: `StateMachine/diagram.svg`.
  /// - Throws: What ``transitions()`` throws.
  static func file() throws(AnimationError) -> DocsFile {
    DocsFile(path: "StateMachine/diagram.svg", contents: document(try transitions()))
  }
}
