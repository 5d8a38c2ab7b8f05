import Animator

/// The commands on a scene's animation graph (`load hero`): set an input, fire a trigger, travel to
/// a node, enter a node, and look at the graph.
enum GraphCommand: Equatable, Sendable {
  /// `input NAME true|false|NUMBER`.
  case input(name: String, value: GraphInputValue)
  /// `fire TRIGGER`.
  case fire(String)
  /// `travel NODE`.
  case travel(String)
  /// `enter NODE [crossfade SECONDS | inertialize SECONDS]`.
  case enter(String, GraphEnterBlend)
  /// `graph`: nodes, transitions, the current node, the blend, weights, inputs and the last events.
  case show

  /// The command words.
  static let names: Set<String> = ["input", "fire", "travel", "enter", "graph"]

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
      name: "enter", usage: "enter NODE [HOW SECONDS]",
      summary:
        "show a node now, at once or blended from what is shown (HOW: crossfade or inertialize), like \"enter jump crossfade 0.2\""
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
    case "enter":
      return try enter(arguments)
    default:
      if let extra = arguments.first {
        throw ParseError(
          message: "graph takes no arguments, but got \(CommandParser.quoted(extra)): type just \"graph\"")
      }
      return .show
    }
  }

  /// `enter NODE`, `enter NODE crossfade SECONDS`, `enter NODE inertialize SECONDS`.
  private static func enter(_ arguments: [String]) throws(ParseError) -> GraphCommand {
    let usage = "type it like \"enter jump\" or \"enter jump crossfade 0.2\""
    guard arguments.count == 1 || arguments.count == 3 else {
      throw ParseError(message: "enter needs a node's name and, if it blends, how and for how long: \(usage)")
    }
    guard arguments.count == 3 else { return .enter(arguments[0], .none) }
    let kind = arguments[1].lowercased()
    guard kind == "crossfade" || kind == "inertialize" else {
      throw ParseError(
        message: "enter blends by crossfade or inertialize, not \(CommandParser.quoted(arguments[1])): \(usage)")
    }
    guard let seconds = CommandParser.decimal(arguments[2]), seconds >= 0 else {
      throw ParseError(
        message: "enter's blend time \(CommandParser.quoted(arguments[2])) is not a number of seconds, 0 or more: "
          + usage)
    }
    return .enter(arguments[0], kind == "crossfade" ? .crossFade(seconds) : .inertialize(seconds))
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

/// How `enter` blends from what is shown: at once, or by a cross-fade or an inertialization over
/// some seconds (the graph's ``AnimationGraph/Blend``, which the demo also words).
enum GraphEnterBlend: Equatable, Sendable {
  /// At once.
  case none
  /// `crossfade SECONDS`, along the default curve.
  case crossFade(Double)
  /// `inertialize SECONDS`.
  case inertialize(Double)

  /// The graph's blend.
  var blend: AnimationGraph.Blend {
    switch self {
    case .none: .none
    case .crossFade(let seconds): .crossFade(seconds)
    case .inertialize(let seconds): .inertialize(seconds)
    }
  }

  /// After the node's name: nothing, `, cross-fade 0.2 s`, `, inertialize 0.25 s`.
  var text: String {
    switch self {
    case .none: ""
    case .crossFade(let seconds): ", cross-fade \(Session.shortNumber(seconds)) s"
    case .inertialize(let seconds): ", inertialize \(Session.shortNumber(seconds)) s"
    }
  }
}
