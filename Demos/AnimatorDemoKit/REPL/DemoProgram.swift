/// The `animator` program: reads its options, makes the session, and runs lines from standard input
/// or a script, handing the live views to the terminal. `main.swift` only supplies input and output.
///
/// In scripted mode (standard input not a terminal, or `--script`), each command is echoed after the
/// prompt, so the output reads as a transcript of the session and is the same on every run.
package final class DemoProgram {
  /// The session, or `nil` when the command line was bad.
  let session: Session?
  /// The terminal the live views draw on and take their time from (tests give a scripted one).
  var liveTerminal: any LiveTerminal = SystemTerminal()
  private let options: LaunchOptions
  private let startupMessage: String?
  private let interactive: Bool
  private let echoes: Bool

  /// Reads the command line and the environment.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program's name.
  ///   - environment: The environment variables (`NO_COLOR`, `COLORTERM`).
  ///   - inputIsTerminal: Whether standard input is a terminal.
  ///   - outputIsTerminal: Whether standard output is a terminal.
  ///   - terminalSize: The terminal's size, if there is one.
  package init(
    arguments: [String], environment: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool,
    terminalSize: (columns: Int, rows: Int)?
  ) {
    switch LaunchOptions.parse(arguments) {
    case .failure(let error):
      options = LaunchOptions()
      startupMessage = error.message
      session = nil
      interactive = false
      echoes = false
    case .success(let parsed):
      options = parsed
      startupMessage = nil
      let oneShot = !parsed.command.isEmpty
      interactive = !oneShot && parsed.scriptPath == nil && inputIsTerminal && outputIsTerminal
      echoes = !oneShot && (parsed.scriptPath != nil || !inputIsTerminal)
      var configuration = SessionConfiguration()
      configuration.interactive = interactive
      configuration.colorMode =
        parsed.colorMode ?? ColorMode.detect(isTerminal: outputIsTerminal, environment: environment)
      let size = parsed.size ?? (outputIsTerminal ? terminalSize : nil) ?? (columns: 80, rows: 24)
      configuration.columns = size.columns
      configuration.rows = size.rows
      configuration.writeFile = { path, contents throws(FileError) in try Files.write(contents, to: path) }
      configuration.makeDirectory = { path throws(FileError) in try Files.makeDirectory(path) }
      configuration.readFile = { path throws(FileError) in try Files.read(path) }
      configuration.readBytes = { path throws(FileError) in try Files.readBytes(path) }
      session = Session(configuration: configuration, scene: parsed.scene)
    }
  }

  /// Whether the program reads commands from a person at a terminal.
  package var isInteractive: Bool { interactive }

  /// Runs the program to its end.
  ///
  /// - Parameters:
  ///   - readLine: The next line of standard input, or `nil` at its end.
  ///   - write: Writes text to standard output.
  /// - Returns: The exit status: 0; 1 for a one-shot command that failed; 2 for a bad command line or
  ///   an unreadable script.
  package func run(readLine: () -> String?, write: (String) -> Void) -> Int32 {
    guard let session else {
      write((startupMessage ?? "") + "\n")
      return startupMessage?.hasPrefix("usage:") == true ? 0 : 2
    }
    if !options.command.isEmpty {
      let response = session.handle(options.command.joined(separator: " "))
      if !response.lines.isEmpty { write(response.lines.joined(separator: "\n") + "\n") }
      return response.failed ? 1 : 0
    }
    var scriptLines: [String]?
    if let path = options.scriptPath {
      do {
        scriptLines = try Files.readScript(path).split(separator: "\n", omittingEmptySubsequences: false).map {
          $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if scriptLines?.last == "" { scriptLines?.removeLast() }
      } catch {
        write("could not read \(CommandParser.quoted(path)): \(error.message)\n")
        return 2
      }
    }
    var scriptIndex = 0
    func next() -> String? {
      guard let lines = scriptLines else { return readLine() }
      defer { scriptIndex += 1 }
      return scriptIndex < lines.count ? lines[scriptIndex] : nil
    }
    write(session.greeting().joined(separator: "\n") + "\n")
    while !session.hasQuit {
      if interactive { updateSize(session) }
      write(Session.prompt)
      guard let line = next() else {
        write(interactive ? "\nbye\n" : "\n")
        return 0
      }
      if echoes { write(line.count > 200 ? String(line.prefix(200)) + "…\n" : line + "\n") }
      let response = session.handle(line)
      if !response.lines.isEmpty { write(response.lines.joined(separator: "\n") + "\n") }
      switch response.next {
      case .prompt, .quit:
        break
      case .watch(let seconds):
        let lines = LiveView.run(session, mode: .watch, seconds: seconds, terminal: liveTerminal)
        write(lines.joined(separator: "\n") + "\n")
      case .scrub:
        let lines = LiveView.run(session, mode: .scrub, seconds: nil, terminal: liveTerminal)
        write(lines.joined(separator: "\n") + "\n")
      }
    }
    return 0
  }

  private func updateSize(_ session: Session) {
    guard options.size == nil, let size = liveTerminal.size() else { return }
    // A terminal reports its size; drawing costs the area, so it is held to the largest `--size`.
    session.configuration.columns = min(size.columns, LiveLine.maximumSize)
    session.configuration.rows = min(max(size.rows - 2, 8), LiveLine.maximumSize)
  }
}
