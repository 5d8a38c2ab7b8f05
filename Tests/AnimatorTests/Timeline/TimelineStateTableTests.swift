import Animator
import Testing

/// A timeline's state table is the animator's: every (state, action) cell is a transition, a
/// documented no-op or a typed error that changes nothing; seeking behaves as scrubbing does.
@Suite("Timeline state table")
struct TimelineStateTableTests {
  enum Setup: String, Sendable, CaseIterable {
    case inactive, running, paused, stopped
  }

  enum Action: String, Sendable, CaseIterable {
    case start, startAfterDelay, pause, stopFinishing, stopWithoutFinishing, finishEnd, setFraction
    case setReversed, seek
  }

  enum Outcome: Sendable, Equatable {
    case becomes(AnimatingState, running: Bool)
    case fails(AnimationError)
  }

  static func expected(_ setup: Setup, _ action: Action) -> Outcome {
    let state: AnimatingState =
      switch setup {
      case .inactive: .inactive
      case .running, .paused: .active
      case .stopped: .stopped
      }
    let unchanged = Outcome.becomes(state, running: setup == .running)
    switch (setup, action) {
    case (.stopped, .start): return .fails(.invalidAction(.startAnimation, state: .stopped))
    case (.stopped, .startAfterDelay): return .fails(.invalidAction(.startAnimationAfterDelay, state: .stopped))
    case (_, .start), (_, .startAfterDelay): return .becomes(.active, running: true)
    case (.stopped, .pause): return .fails(.invalidAction(.pauseAnimation, state: .stopped))
    case (_, .pause): return .becomes(.active, running: false)
    case (.running, .stopFinishing), (.paused, .stopFinishing): return .becomes(.stopped, running: false)
    case (.running, .stopWithoutFinishing), (.paused, .stopWithoutFinishing): return .becomes(.inactive, running: false)
    case (_, .stopFinishing), (_, .stopWithoutFinishing): return .fails(.invalidAction(.stopAnimation, state: state))
    case (.stopped, .finishEnd): return .becomes(.inactive, running: false)
    case (_, .finishEnd): return .fails(.invalidAction(.finishAnimation, state: state))
    case (.stopped, .setFraction): return .fails(.invalidAction(.setFractionComplete, state: .stopped))
    case (.running, .setFraction): return unchanged
    case (_, .setFraction): return .becomes(.active, running: false)
    case (.stopped, .seek): return .fails(.invalidAction(.seek, state: .stopped))
    case (.running, .seek): return unchanged
    case (_, .seek): return .becomes(.active, running: false)
    case (_, .setReversed): return unchanged
    }
  }

  static func make(_ setup: Setup, _ rig: TestRig) throws -> Timeline {
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1) { card.opacity = 1 }
    switch setup {
    case .inactive: break
    case .running: try timeline.startAnimation()
    case .paused: try timeline.pauseAnimation()
    case .stopped:
      try timeline.startAnimation()
      try timeline.stopAnimation(false)
    }
    rig.advance(milliseconds: 100)
    return timeline
  }

  static func perform(_ action: Action, on timeline: Timeline) throws(AnimationError) {
    switch action {
    case .start: try timeline.startAnimation()
    case .startAfterDelay: try timeline.startAnimation(afterDelay: .milliseconds(10))
    case .pause: try timeline.pauseAnimation()
    case .stopFinishing: try timeline.stopAnimation(false)
    case .stopWithoutFinishing: try timeline.stopAnimation(true)
    case .finishEnd: try timeline.finishAnimation(at: .end)
    case .setFraction: try timeline.setFractionComplete(0.5)
    case .setReversed: try timeline.setReversed(true)
    case .seek: try timeline.seek(to: 0.5)
    }
  }

  static let cells: [(Setup, Action)] = Setup.allCases.flatMap { setup in Action.allCases.map { (setup, $0) } }

  @Test("every cell of the table", arguments: cells)
  func cell(_ setup: Setup, _ action: Action) throws {
    let rig = TestRig()
    let timeline = try Self.make(setup, rig)
    let before = (timeline.state, timeline.isRunning, timeline.time)
    switch Self.expected(setup, action) {
    case .becomes(let state, let running):
      try Self.perform(action, on: timeline)
      #expect(timeline.state == state && timeline.isRunning == running)
    case .fails(let error):
      #expect(throws: error) { try Self.perform(action, on: timeline) }
      #expect(timeline.state == before.0 && timeline.isRunning == before.1 && timeline.time == before.2)
    }
  }
}
