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
    case setReversed, seek, playTo, restart
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
    case (.stopped, .playTo): return .fails(.invalidAction(.playTo, state: .stopped))
    case (_, .playTo): return .becomes(.active, running: true)
    case (.stopped, .restart): return .fails(.invalidAction(.restart, state: .stopped))
    case (_, .restart): return .becomes(.active, running: true)
    }
  }

  static func make(_ setup: Setup, _ rig: TestRig) throws -> Timeline {
    let card = Card()
    let timeline = Timeline(engine: rig.engine)
    try timeline.addTween(duration: 1, curve: .linear) { card.opacity = 1 }
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
    case .playTo: try timeline.play(to: 0.8)
    case .restart: try timeline.restart()
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

  /// Where seek, play-to and restart leave the playhead in each state that allows them (0.1 s into
  /// a 1 s timeline for the active states): the cell's "what it does", checked after it and after
  /// 0.2 s more. Seek: inactive and paused stay paused at 0.5, running carries on from 0.5. Play-to
  /// 0.8: runs from where it is (0 when inactive) and pauses at 0.8. Restart: back to 0, running.
  static let motionCells: [(Setup, Action)] = [Setup.inactive, .running, .paused].flatMap { setup in
    [Action.seek, .playTo, .restart].map { (setup, $0) }
  }

  @Test("seek, play-to and restart move the playhead as the table says", arguments: motionCells)
  func motion(_ setup: Setup, _ action: Action) throws {
    let rig = TestRig()
    let timeline = try Self.make(setup, rig)
    let start = setup == .inactive ? 0 : (setup == .running ? 0.1 : 0)
    try Self.perform(action, on: timeline)
    let (now, later): (Double, Double) =
      switch (action, setup) {
      case (.seek, .running): (0.5, 0.7)
      case (.seek, _): (0.5, 0.5)
      case (.playTo, _): (start, min(start + 0.2, 0.8))
      default: (0, 0.2)
      }
    #expect(timeline.time.isApproximatelyEqual(to: now))
    rig.advance(milliseconds: 200)
    #expect(timeline.time.isApproximatelyEqual(to: later))
    if action == .playTo {
      rig.advance(milliseconds: 1000)
      #expect(timeline.time == 0.8 && timeline.state == .active && !timeline.isRunning)
    }
  }
}
