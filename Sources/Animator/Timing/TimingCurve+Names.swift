extension TimingCurve: CustomStringConvertible {
  /// The names ``init(named:)`` reads, in the order a menu would list them: the named Bézier
  /// curves, the two one-step staircases, then Penner's easings family by family.
  public static let names: [String] = namedCurves.map(\.name)

  /// Every named curve with its name.
  static let namedCurves: [(name: String, curve: TimingCurve)] =
    [
      ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
      ("default", .default), ("stepStart", .stepStart), ("stepEnd", .stepEnd),
    ]
    + Easing.Family.allCases.flatMap { family in
      Easing.Mode.allCases.map { mode in
        let easing = Easing(family, mode)
        return (easing.description, TimingCurve.easing(easing))
      }
    }

  /// The curve a name or a CSS spelling describes, or `nil` when the text describes none.
  ///
  /// ```swift
  /// TimingCurve(named: "easeOutBack")                        // .easeOutBack
  /// TimingCurve(named: "cubic-bezier(0.2, 0.8, 0.2, 1)")     // try .cubicBezier(0.2, 0.8, 0.2, 1)
  /// TimingCurve(named: "steps(4, jump-start)")               // try .steps(4, position: .jumpStart)
  /// TimingCurve(named: "bouncy")                             // nil
  /// ```
  ///
  /// The text is one of ``names`` (as written, case included), or CSS's `cubic-bezier(x1, y1, x2,
  /// y2)` or `steps(count)` / `steps(count, position)` with the positions `jump-start`, `jump-end`,
  /// `jump-none`, `jump-both`, `start` and `end`. Spaces around numbers and commas are allowed.
  /// A spelling whose numbers ``cubicBezier(_:_:_:_:)`` or ``steps(_:position:)`` would refuse
  /// describes no curve. ``description`` writes every curve but springs and custom curves in a
  /// form this reads back.
  ///
  /// - Parameter name: The name or the CSS spelling.
  /// - Complexity: O(n) in the length of the text.
  public init?(named name: String) {
    if let named = Self.namedCurves.first(where: { $0.name == name }) {
      self = named.curve
      return
    }
    if let arguments = Self.arguments(of: name, function: "cubic-bezier"), arguments.count == 4 {
      let numbers = arguments.compactMap { Double($0) }
      guard numbers.count == 4, let curve = try? TimingCurve.cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
      else { return nil }
      self = curve
      return
    }
    if let arguments = Self.arguments(of: name, function: "steps"), (1...2).contains(arguments.count) {
      guard let count = Int(arguments[0]) else { return nil }
      var position = StepPosition.jumpEnd
      if arguments.count == 2 {
        switch arguments[1] {
        case "jump-start", "start": position = .jumpStart
        case "jump-end", "end": position = .jumpEnd
        case "jump-none": position = .jumpNone
        case "jump-both": position = .jumpBoth
        default: return nil
        }
      }
      guard let curve = try? TimingCurve.steps(count, position: position) else { return nil }
      self = curve
      return
    }
    return nil
  }

  /// The arguments of `function(a, b, …)` in `text`, trimmed of spaces, or `nil` when `text` is
  /// not a call of `function`.
  private static func arguments(of text: String, function: String) -> [String]? {
    guard text.hasPrefix(function + "("), text.hasSuffix(")") else { return nil }
    let inner = text.dropFirst(function.count + 1).dropLast()
    return inner.split(separator: ",", omittingEmptySubsequences: false).map { argument in
      String(argument.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  /// The curve as ``init(named:)`` reads it: its name when it has one (`easeOutBack`), CSS's
  /// `cubic-bezier(x1, y1, x2, y2)` or `steps(count, position)` otherwise; `spring(…)` with the
  /// spring's mass, stiffness, damping, initial velocity and span, and `custom` for the curves
  /// no text can describe.
  public var description: String {
    if let named = Self.namedCurves.first(where: { $0.curve == self }) { return named.name }
    switch shape {
    case .linear: return "linear"
    case .cubicBezier(let curve): return curve.description
    case .easing(let easing): return easing.description
    case .steps(let steps): return steps.description
    case .custom: return "custom"
    case .spring(let curve):
      let spring = curve.spring
      return "spring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), "
        + "initialVelocity: \(curve.initialVelocity), duration: \(curve.duration))"
    }
  }
}
