import Testing

@testable import Animator

/// The actions written once in `PlaybackFrontEnd` (and `ScrubbableFrontEnd`), checked on a player
/// that only records which hooks they call: the skeleton every player now shares. The state table
/// itself is `PlaybackStateMachine`'s (`StateTableTests`); these tests check what the actions do
/// around its answers: a refused action changes nothing and calls no hook past the player's own
/// checks, the player's checks come before the machine's, and the hooks and user code run in the
/// skeleton's order.
@Suite("The player actions written once over the state machine")
struct PlaybackFrontEndTests {
  /// A player over the core whose hooks record themselves.
  final class Recorder: ScrubbableFrontEnd {
    var playback = Playback<UnitTimePlayback>()
    var stopTarget: Double?
    let engine: AnimationEngine
    var calls: [String] = []
    var anchors: [Duration] = []
    /// What `requireControllable(_:)` throws, if anything.
    var refusal: AnimationError?
    /// What `prepareActivation()` throws, if anything.
    var activationRefusal: AnimationError?

    init(engine: AnimationEngine) {
      self.engine = engine
    }

    func engineUpdate(seconds: Double) -> Bool { false }
    var engineEndInstant: Duration? { nil }
    func engineComplete() {}

    var currentPosition: Double { playback.playhead.position(atSeconds: engine.currentTime.inSeconds) }

    func requireControllable(_ action: AnimationAction) throws(AnimationError) {
      calls.append("require")
      if let refusal { throw refusal }
    }
    var changeMark: Int { calls.count }
    func didChange(since mark: Int) { calls.append("didChange") }
    func prepareActivation() throws(AnimationError) -> String {
      calls.append("prepare")
      if let activationRefusal { throw activationRefusal }
      return "motion"
    }
    func activateRun(_ activation: String, paused: Bool) {
      calls.append("activate(\(activation), paused: \(paused))")
      playback.playhead.freeze(at: playback.machine.isReversed ? 1 : 0)
    }
    func showFrozen(at position: Double) { calls.append("showFrozen(\(position))") }
    func run(fromCurrentPointAt anchor: Duration) {
      calls.append("run")
      anchors.append(anchor)
      playback.playhead.resume(at: anchor, rate: playback.machine.isReversed ? -1 : 1)
      engine.register(self)
    }
    func leaveShown(withoutFinishing: Bool) { calls.append("leaveShown(\(withoutFinishing))") }
    func settle(at position: AnimatingPosition) -> [() -> Void] {
      calls.append("settle(\(position))")
      return [{ self.calls.append("before completions") }]
    }
    func showFraction(_ fraction: Double) { calls.append("showFraction(\(fraction))") }
    func showStoredDirection() { calls.append("showStoredDirection") }
    func turnAround() { calls.append("turnAround") }
    func rewind(activated: Bool, includeDelay: Bool) -> Duration {
      calls.append("rewind(activated: \(activated))")
      return includeDelay ? playback.startDelay : .zero
    }
    func showPausedAtEnd(_ target: Double) { calls.append("showPausedAtEnd(\(target))") }
    func settleAtEnd(_ target: Double) -> (position: AnimatingPosition, before: [() -> Void]) {
      calls.append("settleAtEnd(\(target))")
      return (.end, [{ self.calls.append("before completions") }])
    }
  }

  /// What must not change when an action is refused.
  struct Core: Equatable {
    var machine: PlaybackStateMachine
    var playhead: Playhead<UnitTimePlayback>
    var startDelay: Duration
    var stopTarget: Double?
    var engineSlot: Int
    var completions: Int

    init(_ recorder: Recorder) {
      let playback = recorder.playback
      machine = playback.machine
      playhead = playback.playhead
      startDelay = playback.startDelay
      stopTarget = recorder.stopTarget
      engineSlot = playback.engineSlot
      completions = playback.completions.count
    }
  }

  static let phases: [PlaybackStateMachine.Phase] = [.inactive, .running, .paused, .stopped]

  /// A recorder brought to `phase` through the core's own actions, with one completion waiting.
  static func recorder(in phase: PlaybackStateMachine.Phase, interruptible: Bool, rig: TestRig) throws -> Recorder {
    let recorder = Recorder(engine: rig.engine)
    try recorder.playback.machine.setInterruptible(interruptible)
    switch phase {
    case .inactive: break
    case .running: try recorder.coreStart(after: .seconds(1), action: .startAnimationAfterDelay)
    case .paused:
      try recorder.coreStart(after: .zero, action: .startAnimation)
      if interruptible {
        try recorder.corePause()
      } else {
        // The one way a player that is not interruptible is paused: at the end, pausing there.
        recorder.coreReachEnd(since: recorder.changeMark, pausing: true)
      }
    case .stopped:
      try recorder.playback.machine.setInterruptible(true)
      try recorder.coreStart(after: .zero, action: .startAnimation)
      try recorder.coreStop(withoutFinishing: false)
    }
    recorder.playback.completions.append { _ in }
    recorder.calls.removeAll()
    return recorder
  }

  /// Every action of the skeleton, by name.
  static let actions: [(name: String, perform: @Sendable (Recorder) throws(AnimationError) -> Void)] = [
    ("start", { recorder throws(AnimationError) in try recorder.coreStart(after: .zero, action: .startAnimation) }),
    ("pause", { recorder throws(AnimationError) in try recorder.corePause() }),
    ("stop(true)", { recorder throws(AnimationError) in try recorder.coreStop(withoutFinishing: true) }),
    ("stop(false)", { recorder throws(AnimationError) in try recorder.coreStop(withoutFinishing: false) }),
    ("finish", { recorder throws(AnimationError) in try recorder.coreFinish(at: .end) }),
    ("fraction", { recorder throws(AnimationError) in try recorder.coreSetFractionComplete(0.5) }),
    ("reverse", { recorder throws(AnimationError) in try recorder.coreSetReversed(true) }),
    ("restart", { recorder throws(AnimationError) in try recorder.coreRestart(includeDelay: false) }),
  ]

  @Test("a refused action throws the machine's error, calls no hook past the checks, and changes nothing")
  func refusedActionsChangeNothing() throws {
    var refusals = 0
    for interruptible in [true, false] {
      for phase in Self.phases {
        for action in Self.actions {
          let rig = TestRig()
          let recorder = try Self.recorder(in: phase, interruptible: interruptible, rig: rig)
          let before = Core(recorder)
          // The machine alone says whether the action is refused, and with which error.
          var machine = recorder.playback.machine
          let expected = Self.machineRefusal(of: action.name, on: &machine)
          do {
            try action.perform(recorder)
            #expect(expected == nil, "\(action.name) in \(phase), interruptible \(interruptible)")
          } catch {
            refusals += 1
            #expect(error == expected, "\(action.name) in \(phase), interruptible \(interruptible)")
            // The checks, and the activation worked out while inactive; nothing else.
            let allowed: Set<String> = ["require", "prepare"]
            #expect(Set(recorder.calls).isSubset(of: allowed), "\(action.name) in \(phase): \(recorder.calls)")
            #expect(Core(recorder) == before, "\(action.name) in \(phase), interruptible \(interruptible)")
          }
        }
      }
    }
    // The table's refusals: every phase refuses something, and a non-interruptible player more.
    #expect(refusals > 10)
  }

  /// The error the state machine alone gives for `name`, or `nil` when it accepts it.
  static func machineRefusal(of name: String, on machine: inout PlaybackStateMachine) -> AnimationError? {
    do throws(AnimationError) {
      switch name {
      case "start": _ = try machine.start()
      case "pause": _ = try machine.pause()
      case "stop(true)": try machine.stop(withoutFinishing: true)
      case "stop(false)": try machine.stop(withoutFinishing: false)
      case "finish": try machine.finish()
      case "fraction": _ = try machine.setFractionComplete()
      case "reverse": _ = try machine.setReversed(true)
      case "restart": _ = try machine.restart()
      default: Issue.record("unknown action \(name)")
      }
      return nil
    } catch {
      return error
    }
  }

  @Test("the player's own checks come before the machine's; bad arguments before both")
  func errorPrecedence() throws {
    let rig = TestRig()
    let recorder = try Self.recorder(in: .stopped, interruptible: true, rig: rig)
    recorder.refusal = .controlledByTimeline(.startAnimation)
    // Stopped, the machine would refuse the start; the player's own check is asked first.
    #expect(throws: AnimationError.controlledByTimeline(.startAnimation)) {
      try recorder.coreStart(after: .zero, action: .startAnimation)
    }
    #expect(recorder.calls == ["require"])
    recorder.calls.removeAll()
    // An argument no state accepts is refused before the player is asked anything.
    let delayError = #expect(throws: AnimationError.self) {
      try recorder.coreStart(after: .seconds(-1), action: .startAnimationAfterDelay)
    }
    guard case .invalidArgument(parameter: "delay", _, requirement: .nonNegative) = delayError else {
      Issue.record("a negative delay threw \(String(describing: delayError))")
      return
    }
    let nan = AnimationError.invalidArgument(parameter: "fractionComplete", value: "nan", requirement: .unitInterval)
    #expect(throws: nan) { try recorder.coreSetFractionComplete(.nan) }
    #expect(recorder.calls.isEmpty)
  }

  @Test("a run that cannot be made is refused before the state changes")
  func refusedActivation() throws {
    let rig = TestRig()
    let recorder = Recorder(engine: rig.engine)
    let refusal = AnimationError.invalidArgument(parameter: "position", value: "nan", requirement: .finite)
    recorder.activationRefusal = refusal
    let before = Core(recorder)
    for action in Self.actions where ["start", "pause", "fraction", "restart"].contains(action.name) {
      recorder.calls.removeAll()
      #expect(throws: refusal) { try action.perform(recorder) }
      #expect(recorder.calls == ["require", "prepare"], "\(action.name)")
      #expect(Core(recorder) == before, "\(action.name)")
    }
  }

  @Test("the hooks and the user code run in the skeleton's order")
  func order() throws {
    let rig = TestRig()
    let recorder = Recorder(engine: rig.engine)
    recorder.playback.completions.append { position in recorder.calls.append("completion(\(position))") }
    try recorder.coreStart(after: .milliseconds(500), action: .startAnimationAfterDelay)
    #expect(recorder.calls == ["require", "prepare", "activate(motion, paused: false)", "run", "didChange"])
    #expect(recorder.anchors == [rig.engine.currentTime + .milliseconds(500)])
    #expect(recorder.playback.startDelay == .milliseconds(500))
    recorder.calls.removeAll()

    try recorder.coreStop(withoutFinishing: false)
    #expect(recorder.calls == ["require", "showFrozen(0.0)", "leaveShown(false)", "didChange"])
    #expect(recorder.playback.engineSlot == -1)
    recorder.calls.removeAll()

    // The finishing step: the properties settle, the observers hear of it, then what the player
    // runs first (a timeline's children's completions), then its own completions.
    try recorder.coreFinish(at: .end)
    #expect(recorder.calls == ["require", "settle(end)", "didChange", "before completions", "completion(end)"])
    #expect(recorder.playback.startDelay == .zero)
    #expect(recorder.playback.machine.phase == .inactive)
  }

  @Test("the end of a run pauses at a play(to:) target, and completes otherwise")
  func endOfRun() throws {
    let rig = TestRig()
    let recorder = Recorder(engine: rig.engine)
    recorder.playback.completions.append { position in recorder.calls.append("completion(\(position))") }
    try recorder.coreStart(after: .zero, action: .startAnimation)
    recorder.stopTarget = 1
    recorder.calls.removeAll()
    recorder.coreReachEnd(since: recorder.changeMark, pausing: false)
    #expect(recorder.calls == ["showPausedAtEnd(1.0)", "didChange"])
    #expect(recorder.playback.machine.phase == .paused)
    #expect(recorder.stopTarget == nil)
    #expect(recorder.playback.engineSlot == -1)

    try recorder.coreStart(after: .zero, action: .startAnimation)
    recorder.calls.removeAll()
    recorder.coreReachEnd(since: recorder.changeMark, pausing: false)
    #expect(recorder.calls == ["settleAtEnd(1.0)", "didChange", "before completions", "completion(end)"])
    #expect(recorder.playback.machine.phase == .inactive)
    #expect(recorder.playback.engineSlot == -1)
  }
}
