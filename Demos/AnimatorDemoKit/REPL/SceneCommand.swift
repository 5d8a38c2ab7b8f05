import Animator
import AnimatorScene

/// The commands on the user's own timeline: load and save scene files, build and edit the timeline
/// at the prompt, and record and replay what is typed.
enum SceneCommand: Equatable, Sendable {
  /// `load FILE`: a scene file (a path: it has a `/` or a `.`).
  case load(path: String)
  /// `new [NAME]`: an empty scene with one layer, `box`, to build a timeline on.
  case new(name: String)
  /// `add tween NAME LAYER.PROPERTY to VALUE for TIME [from VALUE] [at TIME] [curve CURVE]`,
  /// `add spring NAME LAYER.PROPERTY to VALUE [spring PRESET|STIFFNESS,DAMPING[,MASS]] [at TIME]`,
  /// `add keyframes NAME LAYER.PROPERTY values V;V;… for TIME [keyTimes T,T,…] [curves C,C,…] [at TIME]`,
  /// `add label NAME [at TIME]`, `add marker NAME [at TIME]`.
  case add(SceneItem)
  /// `move NAME TIME`.
  case move(name: String, seconds: Double)
  /// `remove NAME`.
  case remove(name: String)
  /// `set NAME curve CURVE`.
  case setCurve(name: String, curve: String)
  /// `set NAME duration TIME`.
  case setDuration(name: String, seconds: Double)
  /// `items`: the timeline's items with their timing.
  case items
  /// `save FILE`.
  case save(path: String)
  /// `record FILE`: start writing down every line typed; `record stop` writes the file.
  case record(path: String?)
  /// `replay FILE`: run the lines of a recording, printing what they print.
  case replay(path: String)

  /// The command words (besides `load`).
  static let names: Set<String> = ["new", "add", "move", "remove", "set", "items", "save", "record", "replay"]

  /// For `help`.
  static let infos: [CommandInfo] = [
    CommandInfo(
      name: "new", usage: "new [NAME]", summary: "an empty scene with one layer, box, to build a timeline on"),
    CommandInfo(
      name: "add", usage: "add KIND NAME ...",
      summary:
        "add to your timeline: add tween fade box.opacity to 0 for 0.5s [from 1] [at 1s] [curve easeOut], add spring drop box.position to 195,600 [spring snappy | 200,20] [at 1s], add keyframes pulse box.opacity values 1;0.5;1 for 1s [keyTimes 0,0.3,1] [curves easeIn,easeOut] [at 1s], add label NAME [at TIME], add marker NAME [at TIME]"
    ),
    CommandInfo(name: "move", usage: "move NAME TIME", summary: "start an item of your timeline at another time"),
    CommandInfo(name: "remove", usage: "remove NAME", summary: "take an item out of your timeline"),
    CommandInfo(
      name: "set", usage: "set NAME curve CURVE", summary: "change an item's curve (or: set NAME duration TIME)"),
    CommandInfo(name: "items", usage: "items", summary: "list your timeline's items with their timing"),
    CommandInfo(name: "save", usage: "save FILE", summary: "write your scene as a scene file (load FILE reads one)"),
    CommandInfo(
      name: "record", usage: "record FILE",
      summary: "write down every line typed and every real-time frame; \"record stop\" saves it"),
    CommandInfo(
      name: "replay", usage: "replay FILE", summary: "run a recording on the manual clock, printing what it printed"),
  ]

  /// Whether `load`'s argument is a file rather than a seed's name.
  static func isPath(_ text: String) -> Bool {
    text.contains("/") || text.contains(".")
  }

  /// Parses a command whose name is in ``names``.
  static func parse(name: String, arguments: [String], line: String) throws(ParseError) -> SceneCommand {
    func path(_ example: String) throws(ParseError) -> String {
      guard arguments.count == 1 else {
        throw ParseError(message: "\(name) needs one file name: type it like \"\(example)\"")
      }
      return arguments[0]
    }
    switch name {
    case "new":
      guard arguments.count <= 1 else { throw ParseError(message: "too many arguments for new: type \"new card\"") }
      return .new(name: arguments.first ?? "untitled")
    case "items":
      guard arguments.isEmpty else { throw ParseError(message: "items takes no arguments: type just \"items\"") }
      return .items
    case "save":
      return .save(path: try path("save card.json"))
    case "replay":
      return .replay(path: try path("replay session.txt"))
    case "record":
      let file = try path("record session.txt")
      return .record(path: file.lowercased() == "stop" ? nil : file)
    case "remove":
      guard arguments.count == 1 else {
        throw ParseError(message: "remove needs an item's name: type it like \"remove fade\" (\"items\" lists them)")
      }
      return .remove(name: arguments[0])
    case "move":
      guard arguments.count == 2 else {
        throw ParseError(message: "move needs an item's name and a time: type it like \"move fade 0.5s\"")
      }
      let seconds = try CommandParser.time(arguments[1], command: "move", example: "move fade 0.5s")
      return .move(name: arguments[0], seconds: seconds)
    case "set":
      guard arguments.count >= 3 else {
        throw ParseError(message: "set needs a name, a field and a value: type it like \"set fade curve easeIn\"")
      }
      switch arguments[1].lowercased() {
      case "curve":
        let text = arguments[2...].joined(separator: " ")
        guard let curve = CurveCatalog.tweenCurve(text) else { throw ParseError(message: badCurve(text)) }
        return .setCurve(name: arguments[0], curve: curve)
      case "duration":
        guard arguments.count == 3 else { throw ParseError(message: "type it like \"set fade duration 0.5s\"") }
        let seconds = try CommandParser.time(arguments[2], command: "set", example: "set fade duration 0.5s")
        return .setDuration(name: arguments[0], seconds: seconds)
      default:
        throw ParseError(
          message:
            "set changes curve or duration, not \(CommandParser.quoted(arguments[1])): type \"set fade curve easeIn\"")
      }
    default:
      return .add(try item(arguments))
    }
  }

  static func badCurve(_ text: String) -> String {
    CurveCatalog.noTweenCurve(text)
  }

  /// `add …`.
  private static func item(_ arguments: [String]) throws(ParseError) -> SceneItem {
    let type = arguments.first.flatMap { SceneItemType(rawValue: $0.lowercased()) }
    let usage =
      switch type {
      case .spring: "add spring drop box.position to 195,600 [spring snappy | 200,20] [at 1s]"
      case .keyframes:
        "add keyframes pulse box.opacity values 1;0.5;1 for 1s [keyTimes 0,0.3,1] [curves easeIn,easeOut]"
      default: "add tween fade box.opacity to 0 for 0.5s [from 1] [at 1s] [curve easeOut]"
      }
    guard arguments.count >= 2, let type else {
      throw ParseError(
        message:
          "add needs what to add and a name: type it like \"\(usage)\", \"add label intro\" or \"add marker done\"")
    }
    var item = SceneItem(type: type)
    item.name = arguments[1]
    var rest = arguments[2...]
    if type != .label && type != .marker {
      guard let target = rest.popFirst(), let dot = target.firstIndex(of: "."), dot != target.startIndex else {
        throw ParseError(
          message: "a \(type.rawValue) needs a LAYER.PROPERTY after its name: type it like \"\(usage)\"")
      }
      item.layer = String(target[..<dot])
      item.property = String(target[target.index(after: dot)...])
    }
    while let keyword = rest.popFirst() {
      guard let value = rest.popFirst() else {
        throw ParseError(message: "\(CommandParser.quoted(keyword)) needs a value after it: type it like \"\(usage)\"")
      }
      switch (keyword.lowercased(), type) {
      case ("at", _):
        item.start = try CommandParser.time(value, command: "add", example: "add label intro at 1s")
      case ("to", .tween), ("to", .spring):
        item.to = try self.value(value)
      case ("spring", .spring):
        item.spring = try spring(value, usage: usage)
      case ("values", .keyframes):
        var values: [SceneValue] = []
        for part in value.split(separator: ";", omittingEmptySubsequences: false) {
          values.append(try self.value(String(part)))
        }
        item.values = values
      case ("for", .keyframes):
        item.duration = try CommandParser.time(value, command: "add", example: usage)
      case ("keytimes", .keyframes):
        var times: [Double] = []
        for part in value.trimmingBrackets.split(separator: ",", omittingEmptySubsequences: false) {
          guard let time = CommandParser.decimal(String(part)), time.isFinite else {
            throw ParseError(
              message:
                "keyTimes \(CommandParser.quoted(value)) must be numbers from 0 to 1 separated by commas, like 0,0.3,1")
          }
          times.append(time)
        }
        item.keyTimes = times
      case ("curves", .keyframes):
        var curves: [String] = []
        for part in value.split(separator: ",", omittingEmptySubsequences: false) {
          guard let curve = CurveCatalog.tweenCurve(String(part)) else {
            throw ParseError(message: "curves: " + badCurve(String(part)) + "; separate them by commas")
          }
          curves.append(curve)
        }
        item.curves = curves
      case ("from", .tween):
        item.from = try self.value(value)
      case ("for", .tween):
        item.duration = try CommandParser.time(value, command: "add", example: usage)
      case ("curve", .tween):
        guard let curve = CurveCatalog.tweenCurve(value) else { throw ParseError(message: badCurve(value)) }
        item.curve = curve
      default:
        throw ParseError(
          message:
            "\(type == .keyframes ? "keyframes take" : "a \(type.rawValue) takes") no \(CommandParser.quoted(keyword)): type it like \"\(usage)\""
        )
      }
    }
    if type == .tween && (item.to == nil || item.duration == nil) {
      throw ParseError(message: "a tween needs \"to VALUE\" and \"for TIME\": type it like \"\(usage)\"")
    }
    if type == .spring {
      guard item.to != nil else { throw ParseError(message: "a spring needs \"to VALUE\": type it like \"\(usage)\"") }
      if item.spring == nil { item.spring = SceneSpring(preset: "smooth") }
    }
    if type == .keyframes && (item.values == nil || item.duration == nil) {
      throw ParseError(message: "keyframes need \"values V;V;…\" and \"for TIME\": type it like \"\(usage)\"")
    }
    return item
  }

  /// `spring`'s value: a preset name, or `STIFFNESS,DAMPING[,MASS]`.
  private static func spring(_ text: String, usage: String) throws(ParseError) -> SceneSpring {
    if SceneSpringPresets.named[text] != nil { return SceneSpring(preset: text) }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { CommandParser.decimal(String($0)) }
    guard parts.count == 2 || parts.count == 3, let stiffness = parts[0], let damping = parts[1] else {
      throw ParseError(
        message:
          "spring \(CommandParser.quoted(text)) must be smooth, snappy, bouncy or STIFFNESS,DAMPING[,MASS]: type it like \"\(usage)\""
      )
    }
    guard parts.count == 2 || parts[2] != nil else {
      throw ParseError(message: "spring \(CommandParser.quoted(text)): the mass after the damping must be a number")
    }
    return SceneSpring(mass: parts.count == 3 ? parts[2] : nil, stiffness: stiffness, damping: damping)
  }

  /// A value: a number, numbers separated by commas (`195,600`), or a colour `#RRGGBB`.
  private static func value(_ text: String) throws(ParseError) -> SceneValue {
    if text.hasPrefix("#") { return .color(text) }
    let parts = text.trimmingBrackets.split(separator: ",", omittingEmptySubsequences: false)
    var numbers: [Double] = []
    for part in parts {
      guard let number = CommandParser.decimal(String(part)), number.isFinite else {
        throw ParseError(
          message:
            "\(CommandParser.quoted(text)) is not a value: type a number (0.5), numbers (195,600) or a colour (#1DA1F2)"
        )
      }
      numbers.append(number)
    }
    return numbers.count == 1 && !text.hasPrefix("[") ? .number(numbers[0]) : .numbers(numbers)
  }
}

extension String {
  fileprivate var trimmingBrackets: Substring {
    var text = self[...]
    if text.first == "[" { text = text.dropFirst() }
    if text.last == "]" { text = text.dropLast() }
    return text
  }
}
