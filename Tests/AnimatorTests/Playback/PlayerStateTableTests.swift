import Animator
import Foundation
import Testing

/// Every cell of the state table every player shares (Documentation/StateMachine.md, "Every
/// player"): each action in each state on each of the five players, through nothing but
/// ``Animating``. A refused action throws the typed error and changes nothing; a no-op changes
/// nothing. The guide's table is checked against the same model, cell by cell.
@MainActor
@Suite("The state table of every player")
struct PlayerStateTableTests {
  enum Setup: String, CaseIterable, Sendable {
    case inactive, running, paused, stopped

    var state: AnimatingState {
      switch self {
      case .inactive: .inactive
      case .running, .paused: .active
      case .stopped: .stopped
      }
    }
  }

  enum Action: String, CaseIterable, Sendable {
    case start = "`startAnimation()`"
    case startAfterDelay = "`startAnimation(afterDelay:)`"
    case pause = "`pauseAnimation()`"
    case stopFinishing = "`stopAnimation(false)`"
    case stopWithoutFinishing = "`stopAnimation(true)`"
    case finish = "`finishAnimation(at:)`"
    case setFraction = "`fractionComplete = f`"
    case reverse = "`isReversed = true`"
    case forwards = "`isReversed = false`"
    case restart = "`restart()`"
    case addCompletion = "`addCompletion(_:)`"
  }

  /// What a cell says, in the guide's words.
  enum Outcome: String, Sendable {
    case running, paused, stopped, inactive
    case noOp = "no-op"
    case reversed
    case error
    case unsupported
  }

  struct Cell: Sendable, CustomTestStringConvertible {
    var kind: PlayerKind
    var setup: Setup
    var action: Action
    var testDescription: String { "\(action.rawValue) on a \(setup.rawValue) \(kind.rawValue)" }
  }

  nonisolated static let cells: [Cell] = PlayerKind.allCases.flatMap { kind in
    Setup.allCases.flatMap { setup in Action.allCases.map { Cell(kind: kind, setup: setup, action: $0) } }
  }

  /// The table.
  static func expected(_ kind: PlayerKind, _ setup: Setup, _ action: Action) -> Outcome {
    switch (setup, action) {
    case (_, .addCompletion), (_, .forwards): return .noOp
    case (_, .reverse) where kind.runsForwardsOnly: return .unsupported
    case (.stopped, .reverse): return .noOp
    case (_, .reverse): return .reversed
    case (.stopped, .finish): return .inactive
    case (_, .finish): return .error
    case (.stopped, _): return .error
    case (.running, .start), (.running, .startAfterDelay), (.paused, .pause), (.running, .setFraction): return .noOp
    case (_, .start), (_, .startAfterDelay), (_, .restart): return .running
    case (_, .pause), (_, .setFraction): return .paused
    case (.inactive, .stopFinishing), (.inactive, .stopWithoutFinishing): return .error
    case (_, .stopFinishing): return .stopped
    case (_, .stopWithoutFinishing): return .inactive
    }
  }

  /// The name an error gives the action.
  static func actionName(_ action: Action) -> AnimationAction {
    switch action {
    case .start: .startAnimation
    case .startAfterDelay: .startAnimationAfterDelay
    case .pause: .pauseAnimation
    case .stopFinishing, .stopWithoutFinishing: .stopAnimation
    case .finish: .finishAnimation
    case .setFraction: .setFractionComplete
    case .reverse, .forwards: .setReversed
    case .restart: .restart
    case .addCompletion: .startAnimation
    }
  }

  /// A player of `kind` put in `setup`.
  static func make(_ kind: PlayerKind, _ setup: Setup) throws -> (rig: TestRig, card: Card, player: any Animating) {
    let rig = TestRig()
    let card = Card()
    let player = try kind.make(rig, card)
    switch setup {
    case .inactive:
      break
    case .running:
      try player.startAnimation()
      rig.advance(milliseconds: 100)
    case .paused:
      try player.startAnimation()
      rig.advance(milliseconds: 100)
      try player.pauseAnimation()
    case .stopped:
      try player.startAnimation()
      rig.advance(milliseconds: 100)
      try player.stopAnimation(false)
    }
    return (rig, card, player)
  }

  static func perform(_ action: Action, on player: some Animating) throws(AnimationError) {
    switch action {
    case .start: try player.startAnimation()
    case .startAfterDelay: try player.startAnimation(afterDelay: .milliseconds(50))
    case .pause: try player.pauseAnimation()
    case .stopFinishing: try player.stopAnimation(false)
    case .stopWithoutFinishing: try player.stopAnimation(true)
    case .finish: try player.finishAnimation(at: .current)
    case .setFraction: try player.setFractionComplete(0.5)
    case .reverse: try player.setReversed(true)
    case .forwards: try player.setReversed(false)
    case .restart: try player.restart()
    case .addCompletion: player.addCompletion { _ in }
    }
  }

  @Test("each action in each state on each player", arguments: cells)
  func cell(_ cell: Cell) throws {
    let (_, card, player) = try Self.make(cell.kind, cell.setup)
    let before = Inspector.read(player)
    let shown = card.$opacity.presentationValue
    let outcome = Self.expected(cell.kind, cell.setup, cell.action)
    var thrown: AnimationError?
    do {
      try Self.perform(cell.action, on: player)
    } catch {
      thrown = error
    }
    let after = Inspector.read(player)
    switch outcome {
    case .error, .unsupported:
      let error: AnimationError =
        outcome == .unsupported
        ? .unsupported(Self.actionName(cell.action))
        : .invalidAction(Self.actionName(cell.action), state: cell.setup.state)
      #expect(thrown == error)
      #expect(after == before && card.$opacity.presentationValue == shown, "a refused action changes nothing")
    case .noOp:
      #expect(thrown == nil)
      #expect(after == before && card.$opacity.presentationValue == shown)
    case .reversed:
      #expect(thrown == nil)
      #expect(after.isReversed && after.state == before.state && after.isRunning == before.isRunning)
    case .running, .paused, .stopped, .inactive:
      #expect(thrown == nil)
      let state: AnimatingState = outcome == .stopped ? .stopped : outcome == .inactive ? .inactive : .active
      #expect(after.state == state && after.isRunning == (outcome == .running))
      #expect(!after.isReversed)
      if cell.action == .setFraction { #expect(after.fractionComplete.isApproximatelyEqual(to: 0.5)) }
    }
  }

  /// The rows of the guide's table: action, state, then one cell per player.
  static func guideRows() throws -> [[String]] {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Documentation/StateMachine.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "## Every player").dropFirst().first)
    return section.components(separatedBy: "\n").prefix { !$0.hasPrefix("## ") }
      .filter { $0.hasPrefix("| `") }
      .map { line in line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
  }

  @Test("the guide's table says what the players do, cell by cell")
  func guide() throws {
    let rows = try Self.guideRows()
    #expect(rows.count == Action.allCases.count * Setup.allCases.count)
    var seen = Set<String>()
    for row in rows {
      let action = try #require(Action(rawValue: row[0]), "unknown action \(row[0])")
      let setup = try #require(Setup(rawValue: row[1]), "unknown state \(row[1])")
      seen.insert("\(row[0]) \(row[1])")
      #expect(row.count == 2 + PlayerKind.tabled.count)
      for (kind, cell) in zip(PlayerKind.tabled, row.dropFirst(2)) {
        #expect(cell == Self.expected(kind, setup, action).rawValue, "\(row[0]) while \(row[1]) on a \(kind.rawValue)")
      }
    }
    #expect(seen.count == rows.count, "each cell once")
  }
}
