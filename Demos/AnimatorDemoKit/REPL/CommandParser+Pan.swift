/// The reader of the scripted pan's commands, `drag DX DY` and `release VX VY`.
extension CommandParser {
  /// The largest drag, in points, and the largest release velocity, in points per second.
  static let maximumPan = (drag: 10_000.0, velocity: 100_000.0)

  /// `drag DX DY` or `release VX VY`: two numbers, each finite and within ``maximumPan``.
  ///
  /// - Parameters:
  ///   - name: `drag` or `release`.
  ///   - arguments: The words after it.
  /// - Returns: The command.
  /// - Throws: The message that says what to type.
  static func pan(_ name: String, _ arguments: [String]) throws(ParseError) -> Command {
    let isDrag = name == "drag"
    let example = isDrag ? "drag 0 -200" : "release 0 -800"
    let what = isDrag ? "a move in points" : "a velocity in points per second"
    let limit = isDrag ? maximumPan.drag : maximumPan.velocity
    guard arguments.count == 2 else {
      throw ParseError(message: "\(name) needs two numbers, \(what) across and down: type it like \"\(example)\"")
    }
    var values: [Double] = []
    for argument in arguments {
      guard let value = decimal(argument) else {
        throw ParseError(message: "\(name) \(quoted(argument))? give \(what), like \"\(example)\"")
      }
      guard abs(value) <= limit else {
        throw ParseError(message: "\(name) \(argument) is too large: at most \(Int(limit)) either way")
      }
      values.append(value)
    }
    return isDrag ? .drag(dx: values[0], dy: values[1]) : .release(vx: values[0], vy: values[1])
  }

  /// `scroll DY`: one number, finite and within the largest drag; `scroll` alone, the live view.
  ///
  /// - Parameter arguments: The words after `scroll`.
  /// - Returns: The command.
  /// - Throws: The message that says what to type.
  static func scroll(_ arguments: [String]) throws(ParseError) -> Command {
    if arguments.isEmpty { return .scroll(dy: nil) }
    guard arguments.count == 1 else {
      throw ParseError(message: "scroll needs one number, points down the page: type it like \"scroll 300\"")
    }
    guard let value = decimal(arguments[0]) else {
      throw ParseError(message: "scroll \(quoted(arguments[0]))? give points down the page, like \"scroll 300\"")
    }
    guard abs(value) <= maximumPan.drag else {
      throw ParseError(message: "scroll \(arguments[0]) is too large: at most \(Int(maximumPan.drag)) either way")
    }
    return .scroll(dy: value)
  }
}
