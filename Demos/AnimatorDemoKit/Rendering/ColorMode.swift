/// How frames are written to the output: 24-bit colour, the 256-colour palette, or characters only.
enum ColorMode: String, Equatable, Sendable, CaseIterable {
  /// 24-bit colour escapes (`COLORTERM=truecolor` or `24bit`).
  case truecolor
  /// The xterm 256-colour palette.
  case ansi256
  /// No escapes: characters only, for pipes, files, golden transcripts and `NO_COLOR`.
  case plain

  /// The mode for an output, from whether it is a terminal and the environment.
  ///
  /// Not a terminal, or `NO_COLOR` set to anything non-empty (no-color.org): ``plain``.
  /// `COLORTERM` of `truecolor` or `24bit`: ``truecolor``. Otherwise ``ansi256``.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether standard output is a terminal.
  ///   - environment: The environment variables.
  /// - Returns: The mode.
  static func detect(isTerminal: Bool, environment: [String: String]) -> ColorMode {
    guard isTerminal else { return .plain }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
    return .ansi256
  }

  /// Whether frames are drawn with half blocks (two pixels per cell) and colour escapes.
  var usesColor: Bool { self != .plain }
}
