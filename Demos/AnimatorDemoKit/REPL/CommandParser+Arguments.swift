import Animator

/// The readers of commands' arguments: scene names, positions, fractions, speeds, times and export
/// settings. Each returns the value or throws the one-line message that says what to type.
extension CommandParser {
  /// The scene named by `load`'s one argument.
  static func scene(_ arguments: [String]) throws(ParseError) -> SceneKind {
    let names = SceneKind.allCases.map(\.name).joined(separator: ", ")
    guard let name = arguments.first else {
      throw ParseError(message: "load needs a scene name: type it like \"load splash\" (scenes: \(names))")
    }
    guard arguments.count == 1 else {
      throw ParseError(message: "too many arguments for load: type it like \"load splash\"")
    }
    if let kind = SceneKind(rawValue: name.lowercased()) { return kind }
    if let suggestion = Suggestions.closest(to: name.lowercased(), among: SceneKind.allCases.map(\.name)).first {
      throw ParseError(message: "no scene named \(quoted(name)): try \"load \(suggestion)\" (scenes: \(names))")
    }
    throw ParseError(message: "no scene named \(quoted(name)): the scenes are \(names)")
  }

  /// `finish`'s position: start, end or current.
  static func position(_ arguments: [String]) throws(ParseError) -> AnimatingPosition {
    guard let word = arguments.first else {
      throw ParseError(message: "finish needs a position: type \"finish start\", \"finish end\" or \"finish current\"")
    }
    guard arguments.count == 1 else {
      throw ParseError(message: "too many arguments for finish: type \"finish end\"")
    }
    switch word.lowercased() {
    case "start": return .start
    case "end": return .end
    case "current": return .current
    default:
      throw ParseError(
        message: "finish at \(quoted(word))? the positions are start, end and current, like \"finish end\"")
    }
  }

  /// `scrub`'s fraction: `0...1`, or a percentage such as `50%`.
  static func fraction(_ text: String) throws(ParseError) -> Double {
    let percent = text.hasSuffix("%")
    let digits = percent ? String(text.dropLast()) : text
    guard let value = decimal(digits) else {
      throw ParseError(
        message:
          "scrub to \(quoted(text))? give a fraction from 0 to 1 or a percentage, like \"scrub 0.5\" or \"scrub 50%\"")
    }
    let fraction = percent ? value / 100 : value
    guard fraction >= 0, fraction <= 1 else {
      throw ParseError(message: "scrub \(text) is out of range: give 0 to 1 (or 0% to 100%), like \"scrub 0.5\"")
    }
    return fraction
  }

  /// `speed`'s factor: more than 0 and at most ``maximumSpeed``, optionally written `2x`.
  static func speed(_ text: String) throws(ParseError) -> Double {
    let digits = text.lowercased().hasSuffix("x") || text.hasSuffix("×") ? String(text.dropLast()) : text
    guard let value = decimal(digits) else {
      throw ParseError(message: "speed \(quoted(text))? give a factor, like \"speed 0.5\" or \"speed 2\"")
    }
    guard value > 0, value <= maximumSpeed else {
      throw ParseError(
        message:
          "speed \(text) is out of range: give more than 0 and at most 100, like \"speed 0.25\" (to go backwards, type \"reverse\")"
      )
    }
    return value
  }

  /// A time in seconds from `1.25`, `1.25s` or `300ms`.
  static func time(_ text: String, command: String, example: String) throws(ParseError) -> Double {
    let lower = text.lowercased()
    let (digits, scale): (Substring, Double) =
      if lower.hasSuffix("ms") {
        (lower.dropLast(2), 0.001)
      } else if lower.hasSuffix("s") {
        (lower.dropLast(), 1)
      } else {
        (Substring(lower), 1)
      }
    guard let value = decimal(String(digits)) else {
      throw ParseError(
        message: "\(command) \(quoted(text))? give a time in seconds or milliseconds, like \"\(example)\"")
    }
    let seconds = value * scale
    guard seconds >= 0, seconds <= maximumSeconds else {
      throw ParseError(message: "\(command) \(text) is out of range: give 0 to 3600 seconds, like \"\(example)\"")
    }
    return seconds
  }

  /// A plain decimal number (`12`, `-0.5`, `.25`), or `nil`: no exponents, hexadecimal, `nan` or
  /// `inf`, which `Double(_:)` would accept.
  ///
  /// - Parameter text: The text.
  /// - Returns: The number, or `nil`.
  static func decimal(_ text: String) -> Double? {
    var digits = 0
    var dots = 0
    for (index, character) in text.enumerated() {
      switch character {
      case "0"..."9": digits += 1
      case ".": dots += 1
      case "-", "+": if index != 0 { return nil }
      default: return nil
      }
    }
    guard digits > 0, digits <= 30, dots <= 1 else { return nil }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// `export svg PATH [FRAMES]` and `export docs DIR`.
  static func export(_ arguments: [String]) throws(ParseError) -> Command {
    let usage = "type it like \"export svg frame.svg\", \"export svg strip.svg 5\" or \"export docs images\""
    guard let format = arguments.first else { throw ParseError(message: "export needs a format and a path: \(usage)") }
    switch format.lowercased() {
    case "svg":
      break
    case "docs":
      guard arguments.count >= 2 else { throw ParseError(message: "export docs needs a folder: \(usage)") }
      guard arguments.count == 2 else { throw ParseError(message: "too many arguments for export docs: \(usage)") }
      return .exportDocs(path: arguments[1])
    default:
      throw ParseError(message: "export writes svg or docs, not \(quoted(format)): \(usage)")
    }
    guard arguments.count >= 2 else { throw ParseError(message: "export svg needs a path: \(usage)") }
    guard arguments.count <= 3 else { throw ParseError(message: "too many arguments for export: \(usage)") }
    var frames = 1
    if arguments.count == 3 {
      guard let count = Int(arguments[2]), count >= 1, count <= maximumFrames else {
        throw ParseError(message: "export frames \(quoted(arguments[2]))? give a whole number from 1 to 60: \(usage)")
      }
      frames = count
    }
    return .exportSVG(path: arguments[1], frames: frames)
  }
}
