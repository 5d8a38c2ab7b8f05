/// What `record` writes down: the lines typed, and what the real-time views did in between.
///
/// A recording is a text file of lines. Lines typed at the prompt are written as typed. What a live
/// view (`play` and `watch` in a terminal, `scrub` alone) did is written as `live` lines right after
/// the line that opened it, so that a replay, which never reads a clock, repeats it exactly:
///
/// ```text
/// play
/// live watch 80x22          the view opened, drawing at 80 columns and 22 rows
/// live step 0.033000412s    a frame: the clock moved by exactly this (to the attosecond)
/// live pause                a key, written as the command it stands for
/// live size 100x30          the terminal was resized
/// live end                  the view closed right after the line above
/// ```
///
/// The view ends `live end key` when a key that changes nothing closed it (`q`, Escape, or any key
/// in `watch`), and `live unavailable` stands for a view that could not open. Outside a view,
/// `live size` records the terminal's size at the prompt when it changed, since `show` and
/// `timeline` fit their drawings to it.
struct Recording {
  /// The file it goes to at `record stop`.
  var path: String
  /// The lines, typed and `live`, in order.
  var lines: [String] = []
  /// How many lines were typed.
  var typed = 0
  /// How many live views it holds.
  var views = 0
  /// How many frames those views advanced the clock by.
  var frames = 0
  /// The size last written down for the prompt.
  var size: (columns: Int, rows: Int)?

  /// Makes an empty recording to `path`.
  init(path: String) { self.path = path }

  /// `8 lines` or `8 lines and 2 live views (61 frames)`.
  var summary: String {
    Recording.summary(typed: typed, views: views, frames: frames)
  }

  static func summary(typed: Int, views: Int, frames: Int) -> String {
    let lines = "\(typed) line\(typed == 1 ? "" : "s")"
    guard views > 0 else { return lines }
    return lines + " and \(views) live view\(views == 1 ? "" : "s") (\(frames) frame\(frames == 1 ? "" : "s"))"
  }
}

/// One `live` line of a recording (see ``Recording``).
enum LiveLine: Equatable, Sendable {
  /// `live watch 80x22` or `live scrub 80x22`: a view opened at this size.
  case begin(LiveMode, columns: Int, rows: Int)
  /// `live step 0.033s`: the clock moved by exactly this.
  case step(Duration)
  /// `live pause`, `live seek 0.25s`, …: a key, as the command it stands for.
  case command(Command)
  /// `live size 100x30`: the terminal's size changed.
  case size(columns: Int, rows: Int)
  /// `live end` or `live end key`: the view closed.
  case end(byKey: Bool)
  /// `live unavailable`: the view could not open (no terminal).
  case unavailable

  /// The commands a key can stand for.
  static let keyCommands = "play, pause, reverse, seek, drag, release, scroll, input and fire"
  /// The largest size a `live` line accepts, in characters: the largest `--size` (drawing a frame
  /// costs memory in proportion to its area).
  static let maximumSize = 1_000

  /// The line as written, with its `live` word.
  var text: String {
    switch self {
    case .begin(let mode, let columns, let rows): "live \(mode == .watch ? "watch" : "scrub") \(columns)x\(rows)"
    case .step(let duration): "live step \(Self.exactSeconds(duration))s"
    case .command(let command): "live " + Self.text(of: command)
    case .size(let columns, let rows): "live size \(columns)x\(rows)"
    case .end(let byKey): byKey ? "live end key" : "live end"
    case .unavailable: "live unavailable"
    }
  }

  /// Whether `line` is a `live` line (its first word is `live`).
  static func isLive(_ line: String) -> Bool {
    line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first?.lowercased() == "live"
  }

  /// Reads a `live` line.
  ///
  /// - Parameter line: The line, whose first word is `live`.
  /// - Returns: The line's meaning.
  /// - Throws: What is wrong with it, naming the part.
  static func parse(_ line: String) throws(ParseError) -> LiveLine {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard words.count >= 2 else {
      throw ParseError(message: "a live line needs what happened, like \"live step 0.033s\"")
    }
    let rest = Array(words.dropFirst(2))
    switch words[1].lowercased() {
    case "watch", "scrub":
      guard rest.count == 1, let size = size(rest[0]) else {
        throw ParseError(message: "live \(words[1]) needs the view's size, like \"live \(words[1]) 80x22\"")
      }
      return .begin(words[1].lowercased() == "watch" ? .watch : .scrub, columns: size.columns, rows: size.rows)
    case "size":
      guard rest.count == 1, let size = size(rest[0]) else {
        throw ParseError(message: "live size needs columns x rows, like \"live size 80x22\"")
      }
      return .size(columns: size.columns, rows: size.rows)
    case "step":
      guard rest.count == 1, rest[0].lowercased().hasSuffix("s"), let duration = duration(String(rest[0].dropLast())),
        duration > .zero, duration <= .seconds(CommandParser.maximumSeconds)
      else {
        throw ParseError(
          message: "live step needs a time in seconds, greater than zero and at most 3600, like \"live step 0.033s\"")
      }
      return .step(duration)
    case "end":
      guard rest.isEmpty || (rest.count == 1 && rest[0].lowercased() == "key") else {
        throw ParseError(message: "live end takes nothing, or \"key\": \"live end\" or \"live end key\"")
      }
      return .end(byKey: !rest.isEmpty)
    case "unavailable":
      guard rest.isEmpty else { throw ParseError(message: "live unavailable takes nothing") }
      return .unavailable
    default:
      let text = words.dropFirst().joined(separator: " ")
      switch CommandParser.parse(text) {
      case .failure(let error):
        throw ParseError(message: "live \(CommandParser.quoted(words[1])): \(error.message)")
      case .success(let command):
        switch command {
        case .play, .pause, .reverse, .seek, .drag, .release, .scroll(dy: .some), .graph(.input), .graph(.fire):
          return .command(command)
        default:
          throw ParseError(
            message:
              "live \(CommandParser.quoted(words[1]))? a key stands for one of \(keyCommands), a view has watch, scrub, step, size and end"
          )
        }
      }
    }
  }

  /// `80x22`, with each side from 1 to ``maximumSize``.
  private static func size(_ text: String) -> (columns: Int, rows: Int)? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let columns = Int(parts[0]), let rows = Int(parts[1]), (1...maximumSize).contains(columns),
      (1...maximumSize).contains(rows)
    else { return nil }
    return (columns, rows)
  }

  /// A command as a key stands for it, with its numbers written exactly (``exact(_:)``).
  static func text(of command: Command) -> String {
    switch command {
    case .play: "play"
    case .pause: "pause"
    case .reverse: "reverse"
    case .seek(let seconds): "seek \(exact(seconds))s"
    case .drag(let dx, let dy): "drag \(exact(dx)) \(exact(dy))"
    case .release(let vx, let vy): "release \(exact(vx)) \(exact(vy))"
    case .scroll(let dy): dy.map { "scroll \(exact($0))" } ?? "scroll"
    case .graph(.input(let name, .number(let value))): "input \(name) \(exact(value))"
    case .graph(.input(let name, .bool(let value))): "input \(name) \(value)"
    case .graph(.fire(let name)): "fire \(name)"
    default: "\(command)"
    }
  }

  /// `value` as a plain decimal that reads back as the same `Double`: Swift's shortest exact form,
  /// with an exponent written out (`1e-05` becomes `0.00001`), since the command reader takes no
  /// exponents.
  ///
  /// - Parameter value: A finite number.
  /// - Returns: The text.
  static func exact(_ value: Double) -> String {
    let text = "\(value)"
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...])
    else { return text }
    var mantissa = Substring(text[..<e])
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa = mantissa.dropFirst() }
    let point =
      mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
    var digits = String(mantissa.filter { $0 != "." })
    let position = point + exponent
    let plain: String
    if position <= 0 {
      plain = "0." + String(repeating: "0", count: -position) + digits
    } else if position >= digits.count {
      plain = digits + String(repeating: "0", count: position - digits.count) + ".0"
    } else {
      digits.insert(".", at: digits.index(digits.startIndex, offsetBy: position))
      plain = digits
    }
    return (negative ? "-" : "") + plain
  }

  /// A duration as seconds with up to 18 decimals, exact to the attosecond: `0.033000412`.
  static func exactSeconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard attoseconds != 0 else { return "\(seconds)" }
    var fraction = String(attoseconds)
    fraction = String(repeating: "0", count: 18 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return "\(seconds).\(fraction)"
  }

  /// Reads ``exactSeconds(_:)``'s form back: digits, and at most 18 after the point.
  private static func duration(_ text: String) -> Duration? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      !parts[0].isEmpty, parts[0].count <= 6, let seconds = Int64(parts[0])
    else { return nil }
    var attoseconds: Int64 = 0
    if parts.count == 2 {
      guard !parts[1].isEmpty, parts[1].count <= 18 else { return nil }
      attoseconds = Int64(parts[1] + String(repeating: "0", count: 18 - parts[1].count)) ?? 0
    }
    return Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
  }
}

/// A live view as a recording holds it, ready to replay.
struct LiveBlock: Sendable {
  /// The view, or `nil` for `live unavailable`.
  var mode: LiveMode?
  /// The size it drew at.
  var columns = 80
  /// The size it drew at.
  var rows = 24
  /// What happened, in order: steps, key commands and resizes.
  var events: [LiveLine] = []
  /// Whether a key that changed nothing closed it.
  var endedByKey = false

  /// How many frames it advanced the clock by.
  var frames: Int { events.filter { if case .step = $0 { true } else { false } }.count }
}

/// A recording read for `replay`: typed lines, views, and sizes at the prompt.
enum ReplayEntry: Sendable {
  /// A typed line.
  case line(String)
  /// A live view, opened by the line before it.
  case live(LiveBlock)
  /// The terminal's size at the prompt from here on.
  case size(columns: Int, rows: Int)

  /// Reads a recording's lines; a `live` line that is malformed or out of place is an error that
  /// names its line number.
  ///
  /// - Parameter lines: The file's lines.
  /// - Returns: The entries.
  /// - Throws: What is wrong, starting `line N:`.
  static func read(_ lines: [String]) throws(ParseError) -> [ReplayEntry] {
    var entries: [ReplayEntry] = []
    var open: LiveBlock?
    for (index, line) in lines.enumerated() {
      func fail(_ message: String) -> ParseError { ParseError(message: "line \(index + 1): \(message)") }
      guard LiveLine.isLive(line) else {
        if open != nil { throw fail("a live view is still open: its lines need \"live end\" before the next command") }
        entries.append(.line(line))
        continue
      }
      let live: LiveLine
      do {
        live = try LiveLine.parse(line)
      } catch {
        throw fail(error.message)
      }
      if var block = open {
        switch live {
        case .step, .command, .size:
          block.events.append(live)
          open = block
        case .end(let byKey):
          block.endedByKey = byKey
          entries.append(.live(block))
          open = nil
        case .begin, .unavailable:
          throw fail("a live view is still open: it needs \"live end\" first")
        }
        continue
      }
      let follows: Bool
      if case .line = entries.last { follows = true } else { follows = false }
      switch live {
      case .size(let columns, let rows):
        entries.append(.size(columns: columns, rows: rows))
      case .begin(let mode, let columns, let rows):
        guard follows else { throw fail("a live view opens only right after the command that opened it") }
        open = LiveBlock(mode: mode, columns: columns, rows: rows)
      case .unavailable:
        guard follows else { throw fail("a live view opens only right after the command that opened it") }
        entries.append(.live(LiveBlock(mode: nil)))
      case .step, .command, .end:
        throw fail("\"\(line)\" belongs inside a live view: \"live watch 80x22\" … \"live end\"")
      }
    }
    if open != nil {
      throw ParseError(message: "line \(lines.count): the last live view has no \"live end\"")
    }
    return entries
  }
}
