/// The commands on a scene's animation graph (`load hero`): set an input, fire a trigger, travel to
/// a node, and look at the graph.
enum GraphCommand: Equatable, Sendable {
  /// `input NAME true|false|NUMBER`.
  case input(name: String, value: GraphInputValue)
  /// `fire TRIGGER`.
  case fire(String)
  /// `travel NODE`.
  case travel(String)
  /// `graph`: nodes, transitions, the current node, the blend, weights, inputs and the last events.
  case show

  /// The command words.
  static let names: Set<String> = ["input", "fire", "travel", "graph"]

  /// For `help`.
  static let infos: [CommandInfo] = [
    CommandInfo(
      name: "input", usage: "input NAME VALUE",
      summary: "set a graph input to true, false or a number, like \"input speed 2\" (load hero)"),
    CommandInfo(name: "fire", usage: "fire TRIGGER", summary: "fire a graph trigger, like \"fire jump\""),
    CommandInfo(
      name: "travel", usage: "travel NODE", summary: "go to a node along the graph's transitions, like \"travel wave\""
    ),
    CommandInfo(
      name: "graph", usage: "graph",
      summary: "the graph: nodes, transitions, the current node and blend, weights, inputs and the last events"),
  ]

  /// Parses a command whose name is in ``names``.
  static func parse(name: String, arguments: [String]) throws(ParseError) -> GraphCommand {
    switch name {
    case "input":
      guard arguments.count == 2 else {
        throw ParseError(
          message: "input needs a name and a value: type it like \"input speed 2\" or \"input crouched true\"")
      }
      return .input(name: arguments[0], value: try value(arguments[1]))
    case "fire":
      guard arguments.count == 1 else {
        throw ParseError(message: "fire needs one trigger's name: type it like \"fire jump\"")
      }
      return .fire(arguments[0])
    case "travel":
      guard arguments.count == 1 else {
        throw ParseError(message: "travel needs one node's name: type it like \"travel wave\"")
      }
      return .travel(arguments[0])
    default:
      if let extra = arguments.first {
        throw ParseError(
          message: "graph takes no arguments, but got \(CommandParser.quoted(extra)): type just \"graph\"")
      }
      return .show
    }
  }

  /// An input's value: `true`, `false` or a finite number.
  private static func value(_ text: String) throws(ParseError) -> GraphInputValue {
    switch text.lowercased() {
    case "true", "yes", "on": return .bool(true)
    case "false", "no", "off": return .bool(false)
    default:
      guard let number = CommandParser.decimal(text), number.isFinite else {
        throw ParseError(
          message:
            "input's value \(CommandParser.quoted(text)) is not true, false or a number: type it like \"input speed 2\""
        )
      }
      return .number(number)
    }
  }
}

/// The value `input` gives an input.
enum GraphInputValue: Equatable, Sendable {
  /// `true` or `false`.
  case bool(Bool)
  /// A finite number.
  case number(Double)
}
