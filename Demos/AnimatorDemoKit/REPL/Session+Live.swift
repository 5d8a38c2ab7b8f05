import Animator

/// The two real-time views of an interactive session.
enum LiveMode: Equatable, Sendable {
  /// `watch` (and `play` in a terminal): the scene moves; any key ends it.
  case watch
  /// `scrub` alone: the arrow keys move the playhead; in the sheet they drag it, in the scroll
  /// scene (where `scroll` and `play` open it too) they scroll the page.
  case scrub
}

/// What a key did in the live view.
enum LiveKeyResult: Equatable, Sendable {
  /// Stay in the view; the message (if any) goes on its last line.
  case stay(String?)
  /// Back to the prompt. `acted` says whether the key changed the scene as it left (space pauses a
  /// watched scene); the view then ends with that change undrawn, which a replay must know.
  case leave(acted: Bool)
}

extension Session {
  /// The fraction of the run that ← and → move the playhead.
  static let smallStep = 0.01
  /// The fraction that shift-← and shift-→ move it.
  static let largeStep = 0.1

  /// What a key does in the live view: any key leaves `watch`; in `scrub`, the arrows move the
  /// playhead, space plays and pauses, `r` reverses, Home and End jump to the ends, and `q`, Escape,
  /// Ctrl-C and Ctrl-D leave.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - mode: The view.
  /// - Returns: Whether to stay, and what to say.
  func liveKey(_ key: Key, mode: LiveMode) -> LiveKeyResult {
    if let result = graphKey(key) { return result }
    if mode == .watch {
      guard key == .space, scene.player.isRunning else { return .leave(acted: false) }
      _ = liveRun(.pause)
      return .leave(acted: true)
    }
    if let result = sheetKey(key) { return result }
    if let result = scrollKey(key) { return result }
    switch key {
    case .character("q"), .character("Q"), .escape, .interrupt, .endOfInput, .enter:
      return .leave(acted: false)
    case .left, .character(","), .character("h"):
      return .stay(nudge(by: -Self.smallStep))
    case .right, .character("."), .character("l"):
      return .stay(nudge(by: Self.smallStep))
    case .shiftLeft, .character("<"), .character("H"):
      return .stay(nudge(by: -Self.largeStep))
    case .shiftRight, .character(">"), .character("L"):
      return .stay(nudge(by: Self.largeStep))
    case .home:
      return .stay(liveRun(.seek(0)).lines.first ?? "at the start")
    case .end:
      return .stay(liveRun(.seek(scrubEnd)).lines.first ?? "at the end")
    case .space:
      return .stay(liveRun(scene.player.isRunning ? .pause : .play).lines.first)
    case .character("r"), .character("R"):
      return .stay(liveRun(.reverse).lines.first)
    case .up, .down, .shiftUp, .shiftDown, .character, .unknown:
      return .stay("←/→ move, shift ←/→ jump, space plays, r reverses, home/end, q returns to the prompt")
    }
  }

  /// The latest time the scrubber reaches: the run's end, or the bars' scrub window.
  private var scrubEnd: Double { scene.length.seconds }

  private func nudge(by fraction: Double) -> String? {
    let target = min(max(scene.playheadSeconds + fraction * scene.length.seconds, 0), scrubEnd)
    return liveRun(.seek(target)).lines.first
  }

  /// Whether a live `watch` should end by itself: nothing moves any more.
  var watchIsOver: Bool { !isMoving }

  /// The live view's screen: the status, the frame, a progress bar, the keys and a message, fitted to
  /// `columns` × `rows`.
  ///
  /// - Parameters:
  ///   - mode: The view.
  ///   - message: The last line, if any.
  ///   - columns: The terminal's width.
  ///   - rows: The terminal's height.
  /// - Returns: The lines, at most `rows`.
  func liveScreen(mode: LiveMode, message: String?, columns: Int, rows: Int) -> [String] {
    let weights = loadedGraph.map { " · " + weightsText($0.graph, outline: $0.scene.graphMonitor?.outline) } ?? ""
    var lines = [String((statusLine() + weights).prefix(columns))]
    let frame = frameBody(columns: columns, rows: max(rows - 4, 2))
    lines += frame
    lines.append(progressBar(width: columns))
    let keys: String
    switch (mode, scene) {
    case _ where graphKeysLine(mode) != nil: keys = graphKeysLine(mode) ?? ""
    case (.watch, _): keys = "watching in real time: any key returns to the prompt"
    case (.scrub, is ScrollScene):
      keys = "↑/↓ scroll 40 pt  shift ↑/↓ 400 pt  space fling  ←/→ 1%  home/end top/bottom  q back"
    case (.scrub, is SheetScene):
      keys =
        "↑/↓ drag  space let go (or play/pause)  ←/→ 1%  shift ←/→ 10%  space play/pause  r reverse  home/end  q back"
    case (.scrub, _): keys = "←/→ 1%  shift ←/→ 10%  space play/pause  r reverse  home/end  q back"
    }
    lines.append(String(keys.prefix(columns)))
    if let message { lines.append(String(message.prefix(columns))) }
    return Array(lines.prefix(max(rows, 1)))
  }

  /// `[█████░░░░░] 0.35 s / 0.70 s`, as wide as `width`.
  ///
  /// - Parameter width: The width in characters.
  /// - Returns: The bar.
  func progressBar(width: Int) -> String {
    let total = scene.length.seconds
    let seconds = scene.playheadSeconds
    let label: String
    switch scene.length {
    case .finite where scene is ScrollScene:
      label =
        " page at \(Format.fixed(seconds * ScrollScene.maximumOffset, 0)) of \(Format.fixed(ScrollScene.maximumOffset, 0)) pt"
    case .finite: label = " \(Format.seconds(seconds)) / \(Format.seconds(total))"
    case .endless: label = " \(Format.seconds(seconds)) (window \(Format.seconds(total, 0)))"
    }
    let cells = max(width - label.count - 2, 4)
    let filled = min(max(Int((seconds / max(total, 1e-9) * Double(cells)).rounded()), 0), cells)
    return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled) + "]" + label
  }
}
