import Animator

/// `scope`: what the scene's ``AnimationScope`` holds, and `scope cancel|finish|revert`, which end
/// all of it at once.
extension Session {
  /// `scope`: the players of the scene's scope by kind and name, running or not, then how many
  /// quick animations it holds and how many values a revert would put back.
  ///
  /// - Returns: For example `scope of bars: 3 players, no quick animations, 6 values it can revert`
  ///   and a line per player, like `  animator bar1: running`.
  func scopeLines() -> [String] {
    let scope = scene.scope
    let players = scope.players
    let quick = scope.runningQuickAnimationCount
    let values = scope.revertibleValueCount
    var lines = [
      "scope of \(sceneName): \(Self.counted(players.count, "player")), "
        + "\(Self.counted(quick, "quick animation")) running, \(Self.counted(values, "value")) it can revert"
    ]
    for player in players {
      let name = scene.scopeName(of: player).map { " \($0)" } ?? ""
      lines.append("  \(Self.kind(of: player))\(name): \(Self.state(of: player))")
    }
    return lines
  }

  /// `scope cancel`, `scope finish` or `scope revert`: ends every animation the scene's scope
  /// holds, and says what it ended; with nothing to end, it says so and leaves the scope as it is.
  func endScope(_ ending: ScopeEnding) -> SessionResponse {
    let scope = scene.scope
    let ended = scope.players.filter { $0.state != .inactive }
    let quick = scope.runningQuickAnimationCount
    let values = scope.revertibleValueCount
    let what = Self.list(ended.map(Self.kind(of:)) + Array(repeating: "quick animation", count: quick))
    guard !what.isEmpty || (ending == .revert && values > 0) else {
      let reason = ending == .revert ? "" : ": no animation of the scene runs"
      return SessionResponse(lines: ["nothing to \(ending.rawValue)\(reason)"])
    }
    let player = scene.player
    let playerEnds = ended.contains { $0 === player }
    let position = scene.position
    let answer: String
    switch ending {
    case .cancel:
      scope.cancel()
      answer = "cancelled \(what): each stops where it is shown, and no completion runs"
    case .finish:
      scope.finish()
      answer = "finished \(what) at their ends; their completions ran"
    case .revert:
      scope.revert()
      let back = "\(Self.counted(values, "value")) back to before the scene started"
      answer = what.isEmpty ? "reverted \(back)" : "reverted \(what); \(back)"
    }
    if playerEnds, ending != .finish {
      scene.endedPosition = position
    } else if !playerEnds, ending != .finish, player.state == .active {
      // A player of the scene's own that drives scoped animations (the bars' chain) stops with them.
      try? player.stopAnimation(false)
      try? player.finishAnimation(at: .current)
      scene.endedPosition = position
    }
    // Values back to before the scene: a run that ended shows its start.
    if ending == .revert, player.state == .inactive, scene.endedPosition != nil { scene.endedPosition = 0 }
    return SessionResponse(lines: [answer, statusLine()])
  }

  /// `count` and `noun`, with the noun's plural and "no" for none: `1 player`, `no players`.
  static func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count == 0 ? "no" : "\(count)") \(noun)s"
  }

  /// The kinds counted, in the order each first appears: `3 animators and 1 quick animation`;
  /// empty for none.
  static func list(_ kinds: [String]) -> String {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for kind in kinds {
      if counts[kind] == nil { order.append(kind) }
      counts[kind, default: 0] += 1
    }
    let parts = order.map { counted(counts[$0] ?? 0, $0) }
    guard parts.count > 1 else { return parts.first ?? "" }
    return parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
  }

  /// A player's kind in a word: animator, timeline, spring, decay or fling.
  static func kind(of player: any Animating) -> String {
    switch player {
    case is PropertyAnimator: return "animator"
    case is Timeline: return "timeline"
    case is AnimationGraph: return "graph"
    default:
      let type = String(describing: Swift.type(of: player))
      if type.hasPrefix("SpringAnimation") { return "spring" }
      if type.hasPrefix("DecayAnimation") { return "decay" }
      if type.hasPrefix("TimelineFling") { return "fling" }
      return type
    }
  }

  /// A player's state in a word: running, paused, stopped or not running.
  static func state(of player: any Animating) -> String {
    switch player.state {
    case .active: player.isRunning ? "running" : "paused"
    case .stopped: "stopped"
    case .inactive: "not running"
    }
  }
}
