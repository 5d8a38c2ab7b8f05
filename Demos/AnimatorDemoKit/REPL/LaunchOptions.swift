/// The command line of `animator`.
///
/// ```
/// animator [--script FILE] [--scene NAME] [--color auto|truecolor|256|none] [--size COLUMNSxROWS] [COMMAND...]
/// ```
///
/// Words after the options are one command, run once without a prompt, for scripts and CI:
/// `animator export docs Documentation/Images`.
struct LaunchOptions: Equatable, Sendable {
  /// Run the commands in this file instead of reading standard input.
  var scriptPath: String?
  /// The scene loaded first.
  var scene = SceneKind.defaultScene
  /// The colour mode, or `nil` to detect it.
  var colorMode: ColorMode?
  /// The size frames fit in, or `nil` for the terminal's (80 × 24 when there is none).
  var size: (columns: Int, rows: Int)?
  /// The words of a command to run once instead of reading commands; empty for none.
  var command: [String] = []

  /// The usage text.
  static let usage = """
    usage: animator [--script FILE] [--scene NAME] [--color auto|truecolor|256|none] [--size COLUMNSxROWS] [COMMAND...]
      With standard input from a terminal: an interactive prompt. Otherwise (or with --script) the
      commands are read from the input or the file and run on the manual clock, with the same output
      on every run. Type "help" at the prompt for the commands.
      With a COMMAND, runs it once and exits (1 if it failed), for example:
        animator export docs Documentation/Images
    """

  static func == (lhs: LaunchOptions, rhs: LaunchOptions) -> Bool {
    lhs.scriptPath == rhs.scriptPath && lhs.scene == rhs.scene && lhs.colorMode == rhs.colorMode
      && lhs.size?.columns == rhs.size?.columns && lhs.size?.rows == rhs.size?.rows && lhs.command == rhs.command
  }

  /// Reads the arguments (without the program's name).
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options, or a message saying what was wrong.
  static func parse(_ arguments: [String]) -> Result<LaunchOptions, ParseError> {
    var options = LaunchOptions()
    var index = 0
    func value(_ name: String) -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--script":
        guard let path = value(argument) else { return .failure(ParseError(message: "--script needs a file")) }
        options.scriptPath = path
      case "--scene":
        guard let name = value(argument), let kind = SceneKind(rawValue: name.lowercased()) else {
          let names = SceneKind.allCases.map(\.name).joined(separator: ", ")
          return .failure(ParseError(message: "--scene needs one of: \(names)"))
        }
        options.scene = kind
      case "--color":
        switch value(argument)?.lowercased() {
        case "auto": options.colorMode = nil
        case "truecolor", "24bit": options.colorMode = .truecolor
        case "256", "ansi256": options.colorMode = .ansi256
        case "none", "plain", "no": options.colorMode = .plain
        default: return .failure(ParseError(message: "--color needs auto, truecolor, 256 or none"))
        }
      case "--size":
        let parts = (value(argument) ?? "").lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), (20...1000).contains(columns),
          (8...1000).contains(rows)
        else {
          return .failure(ParseError(message: "--size needs COLUMNSxROWS, like 80x24 (20 to 1000 by 8 to 1000)"))
        }
        options.size = (columns, rows)
      case "--help", "-h":
        return .failure(ParseError(message: usage))
      default:
        guard !argument.hasPrefix("-") else {
          return .failure(ParseError(message: "unknown option \(CommandParser.quoted(argument))\n\(usage)"))
        }
        options.command = Array(arguments[index...])
        return .success(options)
      }
      index += 1
    }
    return .success(options)
  }
}
