import Animator
import AnimatorScene

/// The timing curves and springs that `curve NAME` plots, by name. The named curves are the scene
/// format's (``SceneCurve/names``): every name `curve` plots, a tween of a scene file, the editor's
/// `add tween … curve NAME` and `set NAME curve NAME` take too.
enum CurveCatalog {
  /// A curve to plot.
  struct Entry {
    /// A line about the curve.
    var description: String
    /// The curve over unit time.
    var curve: TimingCurve
    /// How many seconds unit time stands for, for springs that set their own duration; `nil` for
    /// curves, which span any duration.
    var seconds: Double?
  }

  /// The named curves, in the order of ``SceneCurve/names``: UIKit's and Core Animation's, then
  /// Penner's easings.
  static let named: [(name: String, curve: TimingCurve, description: String)] = SceneCurve.names.compactMap { name in
    SceneCurve.curve(named: name).map { (name, $0, description(of: name)) }
  }

  /// What `curve NAME` says about a named curve.
  private static func description(of name: String) -> String {
    switch name {
    case "linear": "progress equals time"
    case "easeIn": "cubic Bézier (0.42, 0) (1, 1)"
    case "easeOut": "cubic Bézier (0, 0) (0.58, 1)"
    case "easeInOut": "cubic Bézier (0.42, 0) (0.58, 1), UIKit's default"
    case "default": "cubic Bézier (0.25, 0.1) (0.25, 1), Core Animation's default"
    default: "Penner's \(name)"
    }
  }

  /// The canonical spelling of a curve a person typed for a tween (names in any case, or a
  /// `cubic-bezier(…)` the format reads), or `nil` when the format has no such curve.
  ///
  /// - Parameter text: As typed.
  /// - Returns: The name as ``SceneCurve/names`` spells it, or the text.
  static func tweenCurve(_ text: String) -> String? {
    if SceneCurve.curve(named: text) != nil { return text }
    if let name = SceneCurve.names.first(where: { $0.lowercased() == text.lowercased() }) { return name }
    return SceneCurve.parse(text) != nil ? text : nil
  }

  /// Why `text` is no curve of a tween, and what to type.
  static func noTweenCurve(_ text: String) -> String {
    let lowered = SceneCurve.names.map { $0.lowercased() }
    if let suggestion = Suggestions.closest(to: text.lowercased(), among: lowered).first,
      let index = lowered.firstIndex(of: suggestion)
    {
      return
        "no curve \(CommandParser.quoted(text)): try \(SceneCurve.names[index]) (\"curve\" lists the names, and"
        + " cubic-bezier(x1,y1,x2,y2) gives any Bézier)"
    }
    return
      "no curve \(CommandParser.quoted(text)): \"curve\" lists the names (or give cubic-bezier(x1,y1,x2,y2))"
  }

  /// The springs by name.
  static let springs: [(name: String, spring: Spring, description: String)] = [
    ("smooth", .smooth, "SwiftUI's smooth spring: duration 0.5, bounce 0"),
    ("snappy", .snappy, "SwiftUI's snappy spring: duration 0.5, bounce 0.15"),
    ("bouncy", .bouncy, "SwiftUI's bouncy spring: duration 0.5, bounce 0.3"),
  ]

  /// What `curve` alone (and `help curve`) prints: every name, then the springs and the
  /// parameterised forms, fitted to 100 columns.
  static var listing: [String] {
    var lines = ["curves (for tweens and scene files too, like \"add tween … curve easeOutBack\"):"]
    var line = " "
    for name in named.map(\.name) {
      if line.count + name.count + 2 > 100 {
        lines.append(line)
        line = " "
      }
      line += " " + name + (name == named.last?.name ? "" : ",")
    }
    lines.append(line)
    lines += [
      "  or cubic-bezier(X1,Y1,X2,Y2), like cubic-bezier(0.2,0.8,0.2,1)",
      "to plot only: springs smooth, snappy, bouncy, spring(DURATION,BOUNCE) like spring(0.5,0.3),",
      "  uispring(DAMPING,VELOCITY) like uispring(0.8,10), steps(N), and cubic(X1,Y1,X2,Y2) for short",
    ]
    return lines
  }

  /// The curve called `name`, or a one-line reason why there is none.
  ///
  /// - Parameter name: As typed after `curve`; case and spaces do not matter.
  /// - Returns: The entry, or a message.
  static func entry(named name: String) -> Result<Entry, ParseError> {
    let key = String(name.lowercased().filter { $0 != " " && $0 != "\t" })
    if let match = named.first(where: { $0.name.lowercased() == key }) {
      return .success(Entry(description: "\(match.name): \(match.description)", curve: match.curve, seconds: nil))
    }
    if let match = springs.first(where: { $0.name == key }) {
      return spring(match.spring, description: match.description)
    }
    if let arguments = arguments(key, function: "spring"), arguments.count == 2 {
      guard let spring = try? Spring(duration: arguments[0], bounce: arguments[1]) else {
        return .failure(
          ParseError(
            message:
              "spring(DURATION,BOUNCE) needs a duration > 0 and a bounce in -1...1, like \"curve spring(0.5,0.3)\""))
      }
      return Self.spring(spring, description: "spring duration \(arguments[0]), bounce \(arguments[1])")
    }
    if let arguments = arguments(key, function: "uispring"), arguments.count == 2 {
      guard let curve = try? TimingCurve.spring(dampingRatio: arguments[0], initialVelocity: arguments[1], duration: 1)
      else {
        return .failure(
          ParseError(
            message:
              "uispring(DAMPING,VELOCITY) needs a damping ratio > 0 and a finite velocity, like \"curve uispring(0.8,10)\""
          ))
      }
      let text = "UIKit spring: damping ratio \(arguments[0]), initial velocity \(arguments[1]), fitted to 1 s"
      return .success(Entry(description: text, curve: curve, seconds: 1))
    }
    if let arguments = arguments(key, function: "steps"), arguments.count == 1 {
      guard arguments[0] >= 1, arguments[0] <= 100, arguments[0] == arguments[0].rounded(),
        let steps = try? TimingCurve.steps(Int(arguments[0]))
      else {
        return .failure(ParseError(message: "steps(N) needs a whole number from 1 to 100, like \"curve steps(4)\""))
      }
      return .success(Entry(description: "steps(\(Int(arguments[0])))", curve: steps, seconds: nil))
    }
    for function in ["cubic-bezier", "cubic"] {
      guard let arguments = arguments(key, function: function), arguments.count == 4 else { continue }
      guard let bezier = try? TimingCurve.cubicBezier(arguments[0], arguments[1], arguments[2], arguments[3]) else {
        return .failure(
          ParseError(
            message:
              "\(function)(X1,Y1,X2,Y2) needs X1 and X2 in 0...1, like \"curve \(function)(0.2,0.8,0.2,1)\""))
      }
      let points = arguments.map { "\($0)" }.joined(separator: ", ")
      return .success(Entry(description: "cubic Bézier cubic-bezier(\(points))", curve: bezier, seconds: nil))
    }
    let candidates = named.map(\.name) + springs.map(\.name)
    let lowered = candidates.map { $0.lowercased() }
    if let suggestion = Suggestions.closest(to: key, among: lowered).first,
      let index = lowered.firstIndex(of: suggestion)
    {
      return .failure(
        ParseError(
          message:
            "no curve named \(CommandParser.quoted(name)): try \"curve \(candidates[index])\", or \"curve\" for the list"
        ))
    }
    return .failure(ParseError(message: "no curve named \(CommandParser.quoted(name)): type \"curve\" for the list"))
  }

  private static func spring(_ spring: Spring, description: String) -> Result<Entry, ParseError> {
    guard let curve = try? TimingCurve.spring(spring) else {
      return .failure(
        ParseError(message: "that spring does not settle: give a bounce below 1, like \"curve spring(0.5,0.3)\""))
    }
    // A spring curve runs for a span of its own, as long as an animator of it lasts.
    let seconds = PropertyAnimator(
      duration: .zero, timingParameters: .curve(curve), engine: AnimationEngine(clock: ManualClock())
    ).duration
    let span =
      spring.damping == 0
      ? "never settles; drawn to its second arrival, \(Format.seconds(seconds))"
      : "settles in \(Format.seconds(seconds))"
    return .success(Entry(description: "\(description); \(span)", curve: curve, seconds: seconds))
  }

  /// The numbers of `function(a,b,...)`, or `nil` if `key` is not that form or a number is not plain.
  private static func arguments(_ key: String, function: String) -> [Double]? {
    guard key.hasPrefix(function + "("), key.hasSuffix(")") else { return nil }
    let inner = key.dropFirst(function.count + 1).dropLast()
    var numbers: [Double] = []
    for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
      guard let number = CommandParser.decimal(String(part)) else { return nil }
      numbers.append(number)
    }
    return numbers
  }
}
