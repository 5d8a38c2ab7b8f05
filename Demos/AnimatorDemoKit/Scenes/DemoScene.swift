import Animator

/// The screen every scene is drawn on: an iPhone's 390 × 844 points.
let phoneScreen = Rect2D(x: 0, y: 0, width: 390, height: 844)

/// A seed scene: a layer tree, the animations of its seed write-up, and a *player* that the REPL's
/// play, pause, reverse, scrub, stop and finish commands drive.
///
/// Each scene has its own ``ManualClock`` and ``AnimationEngine``, so its time is the time since it
/// was loaded, moved only by ``advance(by:)``.
protocol DemoScene: AnyObject {
  /// Which scene this is.
  var kind: SceneKind { get }
  /// The scene's clock.
  var clock: ManualClock { get }
  /// The engine the scene's animations run on.
  var engine: AnimationEngine { get }
  /// The tree to draw (a scene may replace it, so read it afresh).
  var root: Layer { get }
  /// The colour behind the root layer.
  var windowColor: Color { get }
  /// What play, pause, reverse, scrub, stop and finish drive.
  var player: any Animating { get }
  /// How long the player's run is.
  var length: SceneLength { get }
  /// The lanes of the `timeline` command: one per animated property.
  var lanes: [Lane] { get }
  /// The labels of the player's timeline, by time: what `seek LABEL` reaches and `timeline` draws
  /// (none unless the scene's player is a timeline with labels).
  var labels: [TimelineLabel] { get }
  /// The animated properties that `state` lists.
  var watched: [WatchedProperty] { get }
  /// Where the player's last run ended (0 at the start, 1 at the end), while it is inactive after a
  /// run; `nil` before the first run.
  var endedPosition: Double? { get set }
  /// Messages from completions and other things that happened since the last call.
  var log: EventLog { get }
  /// What the scene started: the scene makes every player and quick animation of its own inside
  /// `scope.add { }` (or adds it), so that `scope cancel`, `scope finish` and `scope revert` end
  /// them all, and a revert puts back the values from before the scene started them.
  var scope: AnimationScope { get }

  /// The name `scope` lists `player` by, one of the players of ``scope``; `nil` for none.
  ///
  /// - Parameter player: The player.
  /// - Returns: Its name in the scene, like `bar2`.
  func scopeName(of player: any Animating) -> String?

  /// The scene's interaction (the seed's button): re-animate, or expand another copy.
  ///
  /// - Returns: What happened.
  func tap() -> TapOutcome

  /// Why `action` does not apply to this scene, or `nil` if it does.
  ///
  /// - Parameter action: A player action.
  /// - Returns: A one-line explanation, or `nil`.
  func refusal(for action: PlayerAction) -> String?

  /// Moves the scene to `seconds` along its run and pauses it there.
  ///
  /// - Parameter seconds: The time, within the scene's length (endless scenes: within 0...600).
  /// - Throws: ``AnimationError`` if the player refuses.
  func seek(toSeconds seconds: Double) throws(AnimationError)
}

extension DemoScene {
  /// The scene's size in points.
  var size: Size2D { phoneScreen.size }

  var labels: [TimelineLabel] { [] }

  /// A timeline's own name; a scene names its other players itself.
  func scopeName(of player: any Animating) -> String? { (player as? Timeline)?.name }

  /// Advances the scene's clock by `duration` and ticks its engine once.
  ///
  /// - Parameter duration: How far to move; negative counts as zero.
  func advance(by duration: Duration) {
    clock.advance(by: duration)
    engine.tick()
  }

  /// The time the scene's engine has run (its clock scaled by the speed), in seconds.
  var engineSeconds: Double { engine.time / .seconds(1) }

  /// Where the playhead is along the run, forwards, from 0 to 1, whatever the direction (a run not
  /// started yet is at its start, which is the end when it is reversed).
  var position: Double {
    switch player.state {
    case .inactive:
      return endedPosition ?? (player.isReversed ? 1 : 0)
    case .active, .stopped:
      let fraction = player.fractionComplete
      return player.isReversed ? 1 - fraction : fraction
    }
  }

  /// The playhead in seconds along the run.
  var playheadSeconds: Double {
    switch length {
    case .finite(let seconds): position * seconds
    case .endless: engineSeconds
    }
  }

  /// Records where a run ended, from a completion: 0 at the start, 1 at the end; at the current
  /// position the session has recorded it already.
  ///
  /// - Parameter position: The completion's position.
  func recordEnd(_ position: AnimatingPosition) {
    switch position {
    case .start: endedPosition = 0
    case .end: endedPosition = 1
    case .current: break
    }
  }

  /// The default seek of a finite scene: the player paused at `seconds / length`.
  ///
  /// - Parameter seconds: The time.
  /// - Throws: ``AnimationError`` if the player refuses.
  func seekPlayer(toSeconds seconds: Double) throws(AnimationError) {
    guard case .finite(let total) = length, total > 0 else { return }
    let forward = min(max(seconds / total, 0), 1)
    if player.state == .active, player.isRunning { try player.pauseAnimation() }
    try player.setFractionComplete(player.isReversed ? 1 - forward : forward)
  }
}

/// The length of a scene's run.
enum SceneLength: Equatable, Sendable {
  /// A run of this many seconds.
  case finite(Double)
  /// No end; scrubbing maps fractions onto the first `window` seconds.
  case endless(window: Double)

  /// The seconds that a fraction of 1 stands for.
  var seconds: Double {
    switch self {
    case .finite(let seconds): seconds
    case .endless(let window): window
    }
  }
}

/// The actions of the player that a scene may refuse.
enum PlayerAction: Equatable, Sendable {
  /// `play`.
  case play
  /// `pause`.
  case pause
  /// `reverse`.
  case reverse
  /// `scrub` and `seek`.
  case scrub
  /// `stop`.
  case stop
  /// `finish` at a position.
  case finish(AnimatingPosition)
}

/// What a scene's `tap` did.
enum TapOutcome: Equatable, Sendable {
  /// The scene wants to be made again from scratch and played: the seed's "Re-animate".
  case replay
  /// The scene handled it; the message says how.
  case handled(String)
  /// The scene has no interaction; the message says so.
  case none(String)
}

/// Lines that scenes write when things happen (completions, removals), read by the session.
final class EventLog {
  private var lines: [String] = []

  /// Adds a line.
  ///
  /// - Parameter line: What happened.
  func add(_ line: String) {
    lines.append(line)
  }

  /// The lines added since the last call.
  ///
  /// - Returns: The lines, oldest first.
  func drain() -> [String] {
    defer { lines.removeAll() }
    return lines
  }
}

/// Runs scene set-up code that cannot fail for the scene's own constants; if it ever does, the scene
/// logs it instead of crashing.
///
/// - Parameters:
///   - log: Where to report a failure.
///   - body: The set-up.
func setUp(_ log: EventLog, _ body: () throws(AnimationError) -> Void) {
  do { try body() } catch { log.add("set-up failed: \(error)") }
}
