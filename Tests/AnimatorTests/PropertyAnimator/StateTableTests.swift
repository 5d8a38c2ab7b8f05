import Animator
import Testing

/// Every (state, action) cell of the animator's state table: a transition, a documented no-op, or
/// a typed error that leaves the animator exactly as it was.
@Suite("The state table")
struct StateTableTests {
  enum Setup: String, Sendable, CaseIterable {
    case inactive, running, paused, stopped
    case inactiveNotInterruptible, runningNotInterruptible
  }

  enum Action: String, Sendable, CaseIterable {
    case start, startAfterDelay, pause, stopFinishing, stopWithoutFinishing, finishEnd, finishStart
    case finishCurrent, setFraction, setReversed, addAnimations, continueAnimation
    case setInterruptibleFalse, addCompletion, restart
  }

  enum Outcome: Sendable, Equatable {
    /// The animator ends up in this state, running or not.
    case becomes(AnimatingState, running: Bool)
    /// Nothing observable changes.
    case noChange
    /// The call throws this error and nothing changes.
    case fails(AnimationError)
  }

  struct Cell: Sendable, CustomTestStringConvertible {
    var setup: Setup
    var action: Action
    var outcome: Outcome
    var testDescription: String { "\(action.rawValue) while \(setup.rawValue)" }
  }

  static func expected(_ setup: Setup, _ action: Action) -> Outcome {
    let state: AnimatingState =
      switch setup {
      case .inactive, .inactiveNotInterruptible: .inactive
      case .running, .paused, .runningNotInterruptible: .active
      case .stopped: .stopped
      }
    func refused(_ action: AnimationAction) -> Outcome { .fails(.invalidAction(action, state: state)) }
    switch (setup, action) {
    case (_, .addCompletion): return .noChange
    case (.stopped, .restart): return refused(.restart)
    case (.runningNotInterruptible, .restart): return .fails(.notInterruptible(.restart))
    case (_, .restart): return .becomes(.active, running: true)
    case (.stopped, .start): return refused(.startAnimation)
    case (.stopped, .startAfterDelay): return refused(.startAnimationAfterDelay)
    case (.running, .start), (.running, .startAfterDelay), (.runningNotInterruptible, .start),
      (.runningNotInterruptible, .startAfterDelay):
      return .noChange
    case (_, .start), (_, .startAfterDelay): return .becomes(.active, running: true)
    case (.inactiveNotInterruptible, .pause), (.runningNotInterruptible, .pause):
      return .fails(.notInterruptible(.pauseAnimation))
    case (.stopped, .pause): return refused(.pauseAnimation)
    case (.paused, .pause): return .noChange
    case (_, .pause): return .becomes(.active, running: false)
    case (.runningNotInterruptible, .stopFinishing), (.runningNotInterruptible, .stopWithoutFinishing):
      return .fails(.notInterruptible(.stopAnimation))
    case (.running, .stopFinishing), (.paused, .stopFinishing): return .becomes(.stopped, running: false)
    case (.running, .stopWithoutFinishing), (.paused, .stopWithoutFinishing):
      return .becomes(.inactive, running: false)
    case (_, .stopFinishing), (_, .stopWithoutFinishing): return refused(.stopAnimation)
    case (.stopped, .finishEnd), (.stopped, .finishStart), (.stopped, .finishCurrent):
      return .becomes(.inactive, running: false)
    case (_, .finishEnd), (_, .finishStart), (_, .finishCurrent): return refused(.finishAnimation)
    case (.inactive, .setFraction), (.paused, .setFraction): return .becomes(.active, running: false)
    case (.inactiveNotInterruptible, .setFraction): return .fails(.notInterruptible(.setFractionComplete))
    case (.running, .setFraction), (.runningNotInterruptible, .setFraction): return .noChange
    case (.stopped, .setFraction): return refused(.setFractionComplete)
    case (.runningNotInterruptible, .setReversed): return .fails(.notInterruptible(.setReversed))
    case (.stopped, .setReversed): return .noChange
    case (_, .setReversed): return .becomes(state, running: setup == .running)
    case (.stopped, .addAnimations): return refused(.addAnimations)
    case (_, .addAnimations): return .becomes(state, running: setup == .running || setup == .runningNotInterruptible)
    case (.paused, .continueAnimation): return .becomes(.active, running: true)
    case (_, .continueAnimation): return refused(.continueAnimation)
    case (.inactive, .setInterruptibleFalse): return .becomes(.inactive, running: false)
    // Setting it while active or stopped is an error whatever the value, the current one included
    // (UIKit raises for any assignment to an active animator).
    case (.inactiveNotInterruptible, .setInterruptibleFalse): return .noChange
    case (_, .setInterruptibleFalse): return refused(.setInterruptible)
    }
  }

  static let cells: [Cell] = Setup.allCases.flatMap { setup in
    Action.allCases.map { action in Cell(setup: setup, action: action, outcome: expected(setup, action)) }
  }

  /// Builds an animator in `setup`, 400 ms into a 1 s linear run of `card.opacity` from 0 to 1
  /// (for the states that have started).
  static func make(_ setup: Setup, rig: TestRig, card: Card) throws -> PropertyAnimator {
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    if setup == .inactiveNotInterruptible || setup == .runningNotInterruptible {
      try animator.setInterruptible(false)
    }
    switch setup {
    case .inactive, .inactiveNotInterruptible:
      break
    case .running, .runningNotInterruptible:
      try animator.startAnimation()
      rig.advance(milliseconds: 400)
    case .paused:
      try animator.startAnimation()
      rig.advance(milliseconds: 400)
      try animator.pauseAnimation()
    case .stopped:
      try animator.startAnimation()
      rig.advance(milliseconds: 400)
      try animator.stopAnimation(false)
    }
    return animator
  }

  static func perform(_ action: Action, on animator: PropertyAnimator, card: Card) throws(AnimationError) {
    switch action {
    case .start: try animator.startAnimation()
    case .restart: try animator.restart()
    case .startAfterDelay: try animator.startAnimation(afterDelay: .milliseconds(100))
    case .pause: try animator.pauseAnimation()
    case .stopFinishing: try animator.stopAnimation(false)
    case .stopWithoutFinishing: try animator.stopAnimation(true)
    case .finishEnd: try animator.finishAnimation(at: .end)
    case .finishStart: try animator.finishAnimation(at: .start)
    case .finishCurrent: try animator.finishAnimation(at: .current)
    case .setFraction: try animator.setFractionComplete(0.75)
    case .setReversed: try animator.setReversed(true)
    case .addAnimations: try animator.addAnimations { card.position = Point2D(x: 10, y: 0) }
    case .continueAnimation: try animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    case .setInterruptibleFalse: try animator.setInterruptible(false)
    case .addCompletion: animator.addCompletion { _ in }
    }
  }

  struct Observed: Equatable {
    var state: AnimatingState
    var isRunning: Bool
    var isReversed: Bool
    var isInterruptible: Bool
    var fraction: Double
    var model: Double
    var shown: Double
    var runningCount: Int

    init(_ animator: PropertyAnimator, _ card: Card, _ engine: AnimationEngine) {
      state = animator.state
      isRunning = animator.isRunning
      isReversed = animator.isReversed
      isInterruptible = animator.isInterruptible
      fraction = animator.fractionComplete
      model = card.opacity
      shown = card.$opacity.presentationValue
      runningCount = engine.runningAnimationCount
    }
  }

  @Test("every state and action", arguments: cells)
  func cell(_ cell: Cell) throws {
    let rig = TestRig()
    let card = Card()
    let animator = try Self.make(cell.setup, rig: rig, card: card)
    let before = Observed(animator, card, rig.engine)
    var thrown: AnimationError?
    do { try Self.perform(cell.action, on: animator, card: card) } catch { thrown = error }
    let after = Observed(animator, card, rig.engine)
    switch cell.outcome {
    case .fails(let error):
      #expect(thrown == error)
      #expect(after == before, "a refused action changes nothing")
    case .noChange:
      #expect(thrown == nil)
      #expect(after == before)
    case .becomes(let state, let running):
      #expect(thrown == nil)
      #expect(after.state == state)
      #expect(after.isRunning == running)
      #expect(after.runningCount == (running ? 1 : 0), "only running animators are in the engine")
      #expect((0...1).contains(after.fraction))
    }
  }

  @Test("setters that cannot throw report refused values to the engine's diagnostics handler")
  func diagnostics() throws {
    let rig = TestRig()
    let card = Card()
    var reported: [AnimationError] = []
    rig.engine.diagnosticsHandler = { reported.append($0) }
    let animator = try Self.make(.stopped, rig: rig, card: card)
    animator.fractionComplete = 0.5
    animator.fractionComplete = .nan
    animator.isInterruptible = false
    #expect(
      reported == [
        .invalidAction(.setFractionComplete, state: .stopped),
        .invalidArgument(parameter: "fractionComplete", value: "nan", requirement: .unitInterval),
        .invalidAction(.setInterruptible, state: .stopped),
      ])
  }

  @Test(
    "bad arguments are refused with the parameter named, and change nothing",
    arguments: [
      "delay", "delaySeconds", "delayFactor", "durationFactor", "fraction",
    ])
  func badArguments(_ parameter: String) throws {
    let rig = TestRig()
    let card = Card()
    let animator = try Self.make(.paused, rig: rig, card: card)
    let before = Observed(animator, card, rig.engine)
    var thrown: AnimationError?
    do {
      switch parameter {
      case "delay": try animator.startAnimation(afterDelay: .seconds(-1))
      case "delaySeconds": try animator.startAnimation(afterDelay: Double.nan)
      case "delayFactor": try animator.addAnimations({ card.opacity = 0 }, delayFactor: .infinity)
      case "durationFactor": try animator.continueAnimation(withTimingParameters: nil, durationFactor: -1)
      default: try animator.setFractionComplete(.nan)
      }
    } catch {
      thrown = error
    }
    guard case .invalidArgument(let name, _, _) = thrown else {
      Issue.record("expected an invalid argument, got \(String(describing: thrown))")
      return
    }
    #expect(["delay", "delayFactor", "durationFactor", "fractionComplete"].contains(name))
    #expect(Observed(animator, card, rig.engine) == before)
  }
}
