/// `record FILE` and `replay FILE`, and the live views' side of them: every change a real-time view
/// makes goes through a `live…` call here, which a recording writes down as a `live` line (see
/// ``Recording``) and a replay repeats without a clock.
extension Session {
  /// What a live view prints when there is no terminal to draw on.
  static let liveUnavailableMessage = "the live view needs a terminal: use \"step\" and \"show\" instead"

  // MARK: Writing down

  /// Writes `line` down if a recording is on (not the `record` lines themselves, nor `quit`, which
  /// saves the recording, nor replayed ones, nor `live` lines typed at the prompt, which only a
  /// recording may hold). In a terminal, the
  /// prompt's size goes first when it changed, since drawings fit it.
  func noteForRecording(_ line: String) {
    guard var recording, !isReplaying else { return }
    switch CommandParser.parse(line) {
    case .success(.scene(.record)), .success(.quit): return
    default: break
    }
    if LiveLine.isLive(line) { return }
    let size = (columns: configuration.columns, rows: configuration.rows)
    if configuration.interactive, recording.size.map({ $0 != size }) ?? true {
      recording.lines.append(LiveLine.size(columns: size.columns, rows: size.rows).text)
      recording.size = size
    }
    recording.lines.append(line)
    recording.typed += 1
    self.recording = recording
  }

  /// Writes a live view's `line` down, if a recording is on.
  private func noteLive(_ line: LiveLine) {
    guard recording != nil, !isReplaying else { return }
    recording?.lines.append(line.text)
    switch line {
    case .begin, .unavailable: recording?.views += 1
    case .step: recording?.frames += 1
    default: break
    }
  }

  // MARK: The live views' changes

  /// A live view opens at `columns` × `rows`.
  func liveBegin(mode: LiveMode, columns: Int, rows: Int) {
    noteLive(.begin(mode, columns: columns, rows: rows))
  }

  /// A live view could not open: there is no terminal.
  func liveUnavailable() {
    noteLive(.unavailable)
  }

  /// The longest a live view's frame moves the clock (after the machine slept, say): a `step`'s
  /// limit, so that every recorded frame replays.
  static let longestLiveStep = Duration.seconds(CommandParser.maximumSeconds)

  /// A frame of a live view: the scene's clock moves by `duration`, the real time that passed (at
  /// most ``longestLiveStep``; nothing for no time).
  ///
  /// - Parameter duration: How far.
  func liveAdvance(by duration: Duration) {
    guard duration > .zero else { return }
    let step = min(duration, Self.longestLiveStep)
    noteLive(.step(step))
    scene.advance(by: step)
  }

  /// The terminal was resized while a live view shows.
  func liveResize(columns: Int, rows: Int) {
    noteLive(.size(columns: columns, rows: rows))
  }

  /// What a key does, as the command it stands for: written down, then done as the live view does
  /// it (a `seek` moves the playhead without a message on success).
  ///
  /// - Parameter command: `play`, `pause`, `reverse`, `seek`, `drag` or `release`.
  /// - Returns: What the command says.
  @discardableResult
  func liveRun(_ command: Command) -> SessionResponse {
    noteLive(.command(command))
    return performLive(command)
  }

  private func performLive(_ command: Command) -> SessionResponse {
    switch command {
    case .seek(let seconds): SessionResponse(lines: moveTo(seconds: seconds).map { [$0] } ?? [])
    case .play: play()
    case .pause: pause()
    case .reverse: reverse()
    case .drag(let dx, let dy): drag(dx: dx, dy: dy)
    case .release(let vx, let vy): release(vx: vx, vy: vy)
    case .scroll(let dy?): scroll(dy: dy)
    case .graph(let command): run(command)
    default: SessionResponse(lines: [])
    }
  }

  /// A live view closes: the lines it leaves at the prompt, the last frame, the status and what the
  /// scene logged since the view last drew.
  ///
  /// - Parameters:
  ///   - byKey: Whether a key that changed nothing closed it (the last change was drawn).
  ///   - columns: The terminal's width.
  ///   - rows: The terminal's height.
  /// - Returns: The lines.
  func liveEnd(byKey: Bool, columns: Int, rows: Int) -> [String] {
    noteLive(.end(byKey: byKey))
    let frame = frameBody(columns: columns, rows: max(rows - 3, 4))
    return frame + [statusLine()] + scene.log.drain().map { "  · \($0)" }
  }

  // MARK: Commands

  private func refuse(_ message: String) -> SessionResponse {
    SessionResponse(lines: [message], failed: true)
  }

  /// `record FILE` starts a recording, `record stop` writes it.
  func record(_ path: String?) -> SessionResponse {
    if isReplaying { return refuse("a replay cannot start or stop a recording") }
    guard let path else {
      guard recording != nil else { return refuse("not recording: type \"record FILE\" to start") }
      return saveRecording()
    }
    if let recording {
      return refuse(
        "already recording to \(CommandParser.quoted(recording.path, limit: 60)): type \"record stop\" first")
    }
    recording = Recording(path: path)
    return SessionResponse(lines: [
      "recording to \(CommandParser.quoted(path, limit: 60)): every line from now; \"record stop\" saves it"
    ])
  }

  /// Writes the recording to its file and ends it; if the file cannot be written, the recording
  /// goes on and the answer says so.
  func saveRecording() -> SessionResponse {
    guard let recording else { return refuse("not recording: type \"record FILE\" to start") }
    let text = recording.lines.map { $0 + "\n" }.joined()
    do {
      try configuration.writeFile(recording.path, text)
    } catch {
      return refuse(
        "could not write \(CommandParser.quoted(recording.path, limit: 60)): \(error.message) (still recording)")
    }
    self.recording = nil
    return SessionResponse(lines: [
      "recorded \(recording.summary) to \(CommandParser.quoted(recording.path, limit: 60))"
    ])
  }

  /// `replay FILE`: runs a recording's lines as if typed, printing what they print, and repeats its
  /// live views from their `live` lines, on the manual clock only. A file whose `live` lines are
  /// malformed or out of place is refused before anything runs.
  func replay(_ path: String) -> SessionResponse {
    let shown = CommandParser.quoted(path, limit: 60)
    if isReplaying { return refuse("a replay cannot replay another file") }
    let text: String
    do {
      text = try configuration.readFile(path)
    } catch {
      return refuse("could not read \(shown): \(error.message)")
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    if lines.last == "" { lines.removeLast() }
    let entries: [ReplayEntry]
    do {
      entries = try ReplayEntry.read(lines)
    } catch {
      return refuse("\(shown) is not a recording: \(error.message); nothing was replayed")
    }
    var typed = 0
    var views = 0
    var frames = 0
    for entry in entries {
      switch entry {
      case .line: typed += 1
      case .live(let block):
        views += 1
        frames += block.frames
      case .size: break
      }
    }
    let saved = configuration
    isReplaying = true
    defer {
      isReplaying = false
      configuration.interactive = saved.interactive
      configuration.columns = saved.columns
      configuration.rows = saved.rows
    }
    var output = ["replaying \(Recording.summary(typed: typed, views: views, frames: frames)) from \(shown)"]
    var failed = false
    for (index, entry) in entries.enumerated() {
      switch entry {
      case .size(let columns, let rows):
        configuration.columns = columns
        configuration.rows = rows
      case .live(let block):
        output += replayLive(block)
      case .line(let line):
        output.append(Self.prompt + line)
        // A line that opened a live view runs as in a terminal (so `watch` hands over to the view);
        // every other line runs as in a script, wherever the replay runs.
        if index + 1 < entries.count, case .live = entries[index + 1] {
          configuration.interactive = true
        } else {
          configuration.interactive = false
        }
        let response = handle(line)
        output += response.lines
        failed = failed || response.failed
        if hasQuit { return SessionResponse(lines: output, next: .quit, failed: failed) }
      }
    }
    output.append("end of \(shown)")
    return SessionResponse(lines: output)
  }

  /// Repeats a recorded live view: its changes in order, the log drained after each one the view
  /// drew (all but the last, unless a key that changed nothing closed it), then the view's last
  /// lines.
  private func replayLive(_ block: LiveBlock) -> [String] {
    guard block.mode != nil else { return [Self.liveUnavailableMessage] }
    var columns = block.columns
    var rows = block.rows
    for (index, event) in block.events.enumerated() {
      switch event {
      case .step(let duration): liveAdvance(by: duration)
      case .command(let command): liveRun(command)
      case .size(let newColumns, let newRows):
        columns = newColumns
        rows = newRows
      default: break
      }
      if index + 1 < block.events.count || block.endedByKey { _ = scene.log.drain() }
    }
    return liveEnd(byKey: block.endedByKey, columns: columns, rows: rows)
  }
}
