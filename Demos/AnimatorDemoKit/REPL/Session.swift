import Animator

/// How a session runs: interactively at a terminal, or from a script with deterministic output.
struct SessionConfiguration {
  /// Whether a person is at a terminal: `play` then watches the scene move in real time, and `scrub`
  /// alone takes the arrow keys. Scripted sessions (`false`) run on the manual clock only.
  var interactive = false
  /// How frames are drawn.
  var colorMode = ColorMode.plain
  /// The width in characters that frames, timelines and plots fit in.
  var columns = 80
  /// The height in lines that a frame fits in.
  var rows = 24
  /// Writes a file (`export`): the path and the contents; throws a message on failure.
  var writeFile: (_ path: String, _ contents: String) throws(FileError) -> Void = { path, _ throws(FileError) in
    throw FileError(message: "writing files is not available here (\(path))")
  }
  /// Makes a folder whose parent exists, or does nothing if it exists (`export docs`); throws a
  /// message on failure.
  var makeDirectory: (_ path: String) throws(FileError) -> Void = { path throws(FileError) in
    throw FileError(message: "making folders is not available here (\(path))")
  }
  /// Reads a whole file (`load FILE`, `replay`); throws a message on failure.
  var readFile: (_ path: String) throws(FileError) -> String = { path throws(FileError) in
    throw FileError(message: "reading files is not available here (\(path))")
  }
  /// Reads a whole file's bytes (`load FILE`, so that its encoding is checked); `nil` reads the
  /// text with ``readFile`` and takes its UTF-8.
  var readBytes: ((_ path: String) throws(FileError) -> [UInt8])?
}

/// A failure to write a file, in words.
struct FileError: Error, Equatable, Sendable {
  /// What went wrong, for example `No such file or directory`.
  let message: String
}

/// What the driver should do after a command's output is printed.
enum SessionNext: Equatable, Sendable {
  /// Read the next line.
  case prompt
  /// Leave.
  case quit
  /// Show the scene moving in real time: for `seconds`, or until it stops moving when `nil`; any key
  /// ends it.
  case watch(seconds: Double?)
  /// The interactive scrubber: arrow keys move the playhead (in the scroll scene, they scroll its
  /// page).
  case scrub
}

/// A command's output and what comes next.
struct SessionResponse: Equatable, Sendable {
  /// The lines to print.
  var lines: [String]
  /// What the driver does next.
  var next = SessionNext.prompt
  /// Whether the command failed: the line is not a command, or a file could not be written. A
  /// one-shot `animator COMMAND` then exits with status 1.
  var failed = false
}

/// The REPL's core: one ``handle(_:)`` call per line of input, returning the text to print. It holds
/// the loaded scene and drives it only through the scene's player and its manual clock, so a
/// scripted session gives the same transcript on every run.
///
/// ```swift
/// let session = Session(configuration: SessionConfiguration())
/// session.handle("load splash").lines
/// session.handle("step 350ms").lines   // ["splash · 0.00 s of 0.70 s (0%) · not started"]
/// ```
final class Session {
  /// The settings.
  var configuration: SessionConfiguration
  /// The loaded scene.
  var scene: any DemoScene
  /// The time scale applied to every scene loaded.
  private(set) var speed = 1.0
  /// Whether `quit` was typed.
  var hasQuit = false
  /// What `record` is writing down: the file, the lines typed since, and what the live views did.
  var recording: Recording?
  /// Whether a `replay` is running its lines (they are not recorded again, and cannot replay).
  var isReplaying = false
  /// Whether a `quit` was refused because the recording could not be written: the next leaves.
  var quitRefusedForRecording = false

  /// Makes a session with `kind` loaded.
  ///
  /// - Parameters:
  ///   - configuration: The settings.
  ///   - kind: The scene to load first.
  init(configuration: SessionConfiguration, scene kind: SceneKind = .defaultScene) {
    self.configuration = configuration
    scene = kind.make()
  }

  /// The prompt.
  static let prompt = "animator> "

  /// What the session prints first: the scene loaded and a one-line hint.
  ///
  /// - Returns: The lines.
  func greeting() -> [String] {
    let hint =
      configuration.interactive
      ? "type \"play\" to watch it, \"scrub\" to drag the playhead with the arrow keys, \"help\" for all commands"
      : "type \"play\", \"step 100ms\", \"show\"; \"help\" lists all commands"
    let seed = scene.kind.seed.map { " (seed \($0))" } ?? ""
    return ["animator: scene \(scene.kind.name) loaded\(seed): \(hint)"]
  }

  /// Runs one line of input.
  ///
  /// Every line gets an answer: a command's output, or one line saying what was wrong and what to
  /// type. Nothing a line contains can crash the session or leave it in a broken state.
  ///
  /// - Parameter line: The line, without its newline.
  /// - Returns: What to print and what comes next.
  func handle(_ line: String) -> SessionResponse {
    noteForRecording(line)
    var response: SessionResponse
    switch CommandParser.parse(line) {
    case .failure(let error):
      response = SessionResponse(lines: [error.message], failed: true)
    case .success(let command):
      response = run(command)
    }
    response.lines += scene.log.drain().map { "  · \($0)" }
    return response
  }

  private func run(_ command: Command) -> SessionResponse {
    switch command {
    case .comment: SessionResponse(lines: [])
    case .help(let topic): SessionResponse(lines: help(topic))
    case .scenes: SessionResponse(lines: sceneList())
    case .load(let kind): load(kind)
    case .play: play()
    case .pause: pause()
    case .reverse: reverse()
    case .scrub(let fraction): scrub(fraction)
    case .seek(let seconds): seek(seconds)
    case .seekLabel(let name): seek(label: name)
    case .step(let duration): step(duration)
    case .speed(let factor): setSpeed(factor)
    case .stop: stop()
    case .finish(let position): finish(position)
    case .tap: tap()
    case .drag(let dx, let dy): drag(dx: dx, dy: dy)
    case .release(let vx, let vy): release(vx: vx, vy: vy)
    case .scroll(let dy): dy.map { scroll(dy: $0) } ?? scrollView()
    case .state: SessionResponse(lines: stateLines())
    case .show: SessionResponse(lines: frameLines())
    case .timeline: SessionResponse(lines: timelineLines())
    case .curve(let name): SessionResponse(lines: curveLines(name))
    case .watch(let seconds): watch(seconds)
    case .exportSVG(let path, let frames): export(path: path, frames: frames)
    case .exportDocs(let path): exportDocs(path)
    case .scope(let ending): ending.map(endScope) ?? SessionResponse(lines: scopeLines())
    case .reset: reset()
    case .quit: quit()
    case .scene(let command): run(command)
    case .graph(let command): run(command)
    }
  }

  private func quit() -> SessionResponse {
    var lines: [String] = []
    // A recording is the user's work: quitting saves it, as `record stop` does, and says so. A
    // second `quit` after a failed save leaves without it.
    if recording != nil, !quitRefusedForRecording {
      let saved = saveRecording()
      lines += saved.lines
      if saved.failed {
        quitRefusedForRecording = true
        return SessionResponse(
          lines: lines + ["not quitting, so that the recording is not lost: type \"quit\" again to leave without it"],
          failed: true)
      }
    }
    recording = nil
    hasQuit = true
    Self.retire(scene)
    return SessionResponse(lines: lines + ["bye"], next: .quit)
  }

  /// A new copy of the scene as it stands, not started: for a scene of the user's own, built from
  /// its document with every edit (never a seed in its place).
  func freshCopyOfScene() -> any DemoScene {
    if let file = scene as? FileScene, let copy = try? FileScene(document: file.documentForSaving()) { return copy }
    return scene.kind.make()
  }

  /// Replaces the scene with a new copy of itself (``freshCopyOfScene()``), at the session's speed.
  func renewScene() {
    let copy = freshCopyOfScene()
    Self.retire(scene)
    scene = copy
    scene.engine.timeScale = speed
  }

  /// Replaces the scene with a new one of `kind`, at the session's speed.
  func replaceScene(with kind: SceneKind) {
    Self.retire(scene)
    scene = kind.make()
    scene.engine.timeScale = speed
  }

  /// Ends whatever still runs in a scene that is being let go: an engine and its running animations
  /// keep each other alive, so a scene left running (the bars' endless chain, expanding copies)
  /// would stay in memory for good.
  static func retire(_ scene: any DemoScene) {
    if scene.player.state == .active { try? scene.player.stopAnimation(true) }
    scene.engine.isPaused = false
    for _ in 0..<8 where scene.engine.hasRunningAnimations {
      scene.advance(by: .seconds(3600))
    }
  }

  private func load(_ kind: SceneKind) -> SessionResponse {
    replaceScene(with: kind)
    return SessionResponse(lines: ["loaded \(kind.title): \(kind.summary)", statusLine()])
  }

  private func reset() -> SessionResponse {
    if let file = scene as? FileScene { return resetFile(file) }
    replaceScene(with: scene.kind)
    return SessionResponse(lines: ["\(scene.kind.name) is as loaded: nothing started", statusLine()])
  }

  private func setSpeed(_ factor: Double) -> SessionResponse {
    speed = factor
    scene.engine.timeScale = factor
    let example = Format.fixed(factor, 2)
    return SessionResponse(lines: ["speed \(Format.fixed(factor, 2))×: \"step 1s\" moves the scene \(example) s"])
  }

  // MARK: Status

  /// Whether the player's run has ended and a new one needs a fresh scene (or, in expand, a new copy).
  var isSpent: Bool { scene.player.state == .inactive && scene.endedPosition != nil }

  /// One line: scene, playhead, state, direction and speed.
  ///
  /// - Returns: For example `splash · 0.35 s of 0.70 s (50%) · paused`.
  /// The scene's name as the user knows it: a file scene's own name, or the seed's.
  var sceneName: String { (scene as? FileScene)?.name ?? scene.kind.name }

  func statusLine() -> String {
    var parts = [sceneName]
    switch scene.length {
    case .finite(let seconds):
      parts.append(
        "\(Format.seconds(scene.playheadSeconds)) of \(Format.seconds(seconds)) (\(Format.percent(scene.position)))")
    case .endless:
      parts.append("\(Format.seconds(scene.playheadSeconds)) (endless)")
    }
    parts.append(stateWords())
    if scene.player.isReversed { parts.append("reversed") }
    if speed != 1 { parts.append("speed \(Format.fixed(speed, 2))×") }
    if let expand = scene as? ExpandScene, let newest = expand.newest {
      let others = expand.olderCopiesMoving
      parts.append("copy\(newest.number)" + (others > 0 ? " (+\(others) older moving)" : ""))
    }
    return parts.joined(separator: " · ")
  }

  /// The player's state in words.
  func stateWords() -> String {
    let player = scene.player
    switch player.state {
    case .inactive:
      guard let ended = scene.endedPosition else { return "not started" }
      if case .endless = scene.length { return ended == 0 ? "ended at the start" : "ended: the chain stopped" }
      if ended == 1 { return "ended at the end" }
      if ended == 0 { return "ended at the start" }
      return "ended at \(Format.percent(ended))"
    case .active:
      return player.isRunning ? "running" : "paused"
    case .stopped:
      return "stopped"
    }
  }

  /// An error of the player as one line with what to type.
  func explain(_ error: AnimationError, doing action: String) -> String {
    switch error {
    case .invalidAction(_, let state) where state == .stopped:
      return "cannot \(action): the run is stopped; type \"finish end\" (or start, current) first"
    case .invalidAction(_, let state):
      return "cannot \(action) while \(state): type \"state\" to see where the scene is"
    case .notInterruptible:
      return "cannot \(action): the animation is not interruptible"
    default:
      return "cannot \(action): \(error)"
    }
  }
}
