import Animator

/// Why a line is not a command: one line that says what was wrong and what to type.
struct ParseError: Error, Equatable, Sendable {
  /// The message, for example `unknown command "plya": try "play", or "help"`.
  let message: String
}

/// Reads one line of input as a ``Command``: total (every line gets a command or a ``ParseError``),
/// with no side effects.
///
/// ```swift
/// CommandParser.parse("seek 1.25s")   // .success(.seek(1.25))
/// CommandParser.parse("plya")         // .failure: unknown command "plya": try "play", or "help"
/// ```
enum CommandParser {
  /// The longest line read as a command; longer lines are refused without being looked at.
  static let maximumLineLength = 1_000
  /// The largest `step`, `seek` and `watch` times, in seconds.
  static let maximumSeconds = 3_600.0
  /// The largest `speed`.
  static let maximumSpeed = 100.0
  /// The most frames of an `export`.
  static let maximumFrames = 60

  /// Parses one line (without its newline).
  ///
  /// - Parameter line: What was typed.
  /// - Returns: The command, or why the line is not one.
  static func parse(_ line: String) -> Result<Command, ParseError> {
    let length = line.utf8.count
    guard length <= maximumLineLength else {
      return .failure(
        ParseError(message: "that line is \(length) bytes long; commands are short, like \"play\": try \"help\""))
    }
    if let message = arrowKeysMessage(line) { return .failure(ParseError(message: message)) }
    if line.unicodeScalars.contains(where: isUnreadable) {
      return .failure(
        ParseError(
          message:
            "that line has control characters or bytes that are not text: type a command like \"play\", or \"help\""))
    }
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let first = words.first else {
      return .failure(ParseError(message: "empty line: type a command, like \"play\", or \"help\" for all of them"))
    }
    if first.hasPrefix("#") { return .success(.comment) }
    let name = first.lowercased()
    let arguments = Array(words.dropFirst())
    do {
      return .success(try parse(name: name, arguments: arguments, line: line))
    } catch {
      return .failure(error)
    }
  }

  /// What to say to a line that is only arrow keys (and Home, End, Page Up and Page Down), as a
  /// terminal sends them to a prompt that reads lines: they work in a live view, not here.
  static func arrowKeysMessage(_ line: String) -> String? {
    guard line.unicodeScalars.first == "\u{1B}" else { return nil }
    let keys = KeyDecoder.decode(Array(line.utf8))
    let arrows: Set<Key> = [.up, .down, .left, .right, .shiftUp, .shiftDown, .shiftLeft, .shiftRight, .home, .end]
    guard !keys.isEmpty, keys.allSatisfy(arrows.contains) else { return nil }
    return "the arrow keys work in a live view, not at the prompt: type \"scrub\" (in the scroll scene, \"scroll\")"
      + " and use them there"
  }

  /// Whether `word`, given to `seek`, is a label's name rather than a time: it starts with a letter
  /// and is not a number's spelling (`nan`, `inf`, `infinity`), which `seek` refuses as a time.
  static func isLabelName(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
    return !["nan", "inf", "infinity"].contains(word.lowercased())
  }

  private static func isUnreadable(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || scalar == "\u{FFFD}"
      || (0x80...0x9F).contains(scalar.value)
  }

  private static func parse(name: String, arguments: [String], line: String) throws(ParseError) -> Command {
    switch name {
    case "help", "?", "h":
      try atMost(1, arguments, name, usage: "help [COMMAND]")
      return .help(arguments.first?.lowercased())
    case "scenes", "ls":
      try none(arguments, name)
      return .scenes
    case "load":
      if arguments.count == 1, SceneCommand.isPath(arguments[0]) { return .scene(.load(path: arguments[0])) }
      return .load(try scene(arguments))
    case "play", "start":
      try none(arguments, name)
      return .play
    case "pause":
      try none(arguments, name)
      return .pause
    case "reverse":
      try none(arguments, name)
      return .reverse
    case "stop":
      try none(arguments, name)
      return .stop
    case "tap":
      try none(arguments, name)
      return .tap
    case "state", "status":
      try none(arguments, name)
      return .state
    case "show", "frame":
      try none(arguments, name)
      return .show
    case "timeline", "tl":
      try none(arguments, name)
      return .timeline
    case "reset":
      try none(arguments, name)
      return .reset
    case "quit", "exit", "q":
      try none(arguments, name)
      return .quit
    case "scrub":
      try atMost(1, arguments, name, usage: "scrub 0.5")
      guard let argument = arguments.first else { return .scrub(nil) }
      return .scrub(try fraction(argument))
    case "seek":
      if let first = arguments.first, isLabelName(first) { return .seekLabel(arguments.joined(separator: " ")) }
      try exactlyOne(arguments, name, example: "seek 1.25s")
      let seconds = try time(arguments[0], command: name, example: "seek 1.25s")
      return .seek(seconds)
    case "step":
      try exactlyOne(arguments, name, example: "step 16ms")
      let seconds = try time(arguments[0], command: name, example: "step 16ms")
      guard seconds > 0 else {
        throw ParseError(message: "step needs a time greater than zero, like \"step 16ms\" or \"step 0.5s\"")
      }
      return .step(.nanoseconds(Int64((seconds * 1e9).rounded())))
    case "speed":
      try exactlyOne(arguments, name, example: "speed 0.5")
      return .speed(try speed(arguments[0]))
    case "finish":
      return .finish(try position(arguments))
    case "scope":
      return .scope(try scopeEnding(arguments))
    case "curve":
      let rest = line.drop(while: { $0 == " " || $0 == "\t" }).dropFirst(first(of: line)).trimmed
      return .curve(rest.isEmpty ? nil : rest)
    case "watch":
      try atMost(1, arguments, name, usage: "watch 2")
      guard let argument = arguments.first else { return .watch(nil) }
      let seconds = try time(argument, command: name, example: "watch 2")
      guard seconds > 0 else { throw ParseError(message: "watch needs a time greater than zero, like \"watch 2\"") }
      return .watch(seconds)
    case "export":
      return try export(arguments)
    case "drag", "release":
      return try pan(name, arguments)
    case "scroll":
      return try scroll(arguments)
    case "live":
      throw ParseError(
        message:
          "live lines are what a recording wrote down of a real-time view: they run only in a replay, like \"replay session.txt\""
      )
    case _ where GraphCommand.names.contains(name):
      return .graph(try GraphCommand.parse(name: name, arguments: arguments))
    case _ where SceneCommand.names.contains(name):
      return .scene(try SceneCommand.parse(name: name, arguments: arguments, line: line))
    default:
      throw ParseError(message: unknownCommand(name))
    }
  }

  /// `scope`'s argument: none, or how to end the scope.
  private static func scopeEnding(_ arguments: [String]) throws(ParseError) -> ScopeEnding? {
    try atMost(1, arguments, "scope", usage: "scope revert")
    guard let word = arguments.first else { return nil }
    if let ending = ScopeEnding(rawValue: word.lowercased()) { return ending }
    throw ParseError(
      message: "scope takes cancel, finish or revert, not \(quoted(word)): type it like \"scope revert\"")
  }

  /// The length of the first word of `line`, for `curve`, whose name may contain spaces.
  private static func first(of line: String) -> Int {
    line.drop(while: { $0 == " " || $0 == "\t" }).prefix(while: { $0 != " " && $0 != "\t" }).count
  }

  private static func unknownCommand(_ name: String) -> String {
    let shown = quoted(name)
    let suggestions = Suggestions.closest(to: name, among: CommandInfo.names)
    if let suggestion = suggestions.first {
      return "unknown command \(shown): try \"\(suggestion)\", or \"help\""
    }
    return "unknown command \(shown): type \"help\" for the commands"
  }

  private static func none(_ arguments: [String], _ name: String) throws(ParseError) {
    guard let extra = arguments.first else { return }
    throw ParseError(message: "\(name) takes no arguments, but got \(quoted(extra)): type just \"\(name)\"")
  }

  private static func atMost(_ count: Int, _ arguments: [String], _ name: String, usage: String) throws(ParseError) {
    guard arguments.count > count else { return }
    throw ParseError(message: "too many arguments for \(name): type it like \"\(usage)\"")
  }

  private static func exactlyOne(_ arguments: [String], _ name: String, example: String) throws(ParseError) {
    if arguments.isEmpty { throw ParseError(message: "\(name) needs a value: type it like \"\(example)\"") }
    if arguments.count > 1 { throw ParseError(message: "too many arguments for \(name): type it like \"\(example)\"") }
  }

  /// `text` in quotes for a message: at most `limit` characters, control characters escaped.
  ///
  /// - Parameters:
  ///   - text: What the user typed.
  ///   - limit: The most characters shown; 24 by default.
  /// - Returns: The quoted text.
  static func quoted(_ text: String, limit: Int = 24) -> String {
    var shown = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
        shown += "\\u{\(String(scalar.value, radix: 16))}"
      } else if scalar == "\"" {
        shown += "\\\""
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    if text.unicodeScalars.count > limit { shown += "…" }
    return "\"\(shown)\""
  }
}

extension Substring {
  /// The substring without leading and trailing spaces and tabs.
  fileprivate var trimmed: String {
    String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
  }
}
