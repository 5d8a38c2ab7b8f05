import Animator

/// Curves as the format spells them: a name of ``names``, or `cubic-bezier(x1, y1, x2, y2)`.
///
/// ``names`` is the one list of curve names: the scene files' `curve` and `curves`, and the demo's
/// `curve` command, editor and help, all read it. Each name's curve comes from one table, through
/// ``curve(named:)``.
public enum SceneCurve {
  /// The named curves, in a fixed order: Core Animation's and UIKit's (`linear`, `easeIn`,
  /// `easeOut`, `easeInOut`, `default`), then Penner's easings, each family in, out and in-out
  /// (`easeInQuad`, `easeOutQuad`, `easeInOutQuad`, … `easeInOutBounce`).
  public static let names: [String] = table.map(\.name)

  /// The named curves by name.
  public static let named: [String: TimingCurve] = Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0.curve) })

  /// The curve called `name` (a name of ``names``), or `nil`.
  ///
  /// - Parameter name: The name, as written (names are case-sensitive).
  /// - Returns: The curve.
  public static func curve(named name: String) -> TimingCurve? {
    named[name]
  }

  /// How many names of ``names`` version 1 of the format has: the first five. Penner's easings
  /// are new in version 2.
  static let namesInVersion1 = 5

  /// The version of the format that first has the curve spelled `text`: 2 for Penner's easings,
  /// 1 for anything else (the first five names, `cubic-bezier(…)`, and spellings no version has).
  ///
  /// - Parameter text: The spelling.
  /// - Returns: 1 or 2.
  public static func version(of text: String) -> Int {
    guard let index = codes[text] else { return 1 }
    return Int(index) > namesInVersion1 ? 2 : 1
  }

  /// Each name's index in ``names`` plus 1: a name's code in a ``SceneItem``.
  static let codes: [String: UInt8] = Dictionary(
    uniqueKeysWithValues: names.enumerated().map { ($0.element, UInt8($0.offset + 1)) })

  /// The named curves: the one table behind ``names``, ``named`` and ``curve(named:)``.
  /// ``TimingCurve/names`` in its order, without the two staircases, which the format does not
  /// name (it writes `steps` in no version).
  private static let table: [(name: String, curve: TimingCurve)] = TimingCurve.names.compactMap { name in
    guard name != "stepStart", name != "stepEnd", let curve = TimingCurve(named: name) else { return nil }
    return (name, curve)
  }

  /// Reads a curve: a name of ``names`` or `cubic-bezier(x1, y1, x2, y2)`.
  ///
  /// - Parameter text: The spelling.
  /// - Returns: The curve, or `nil`.
  public static func parse(_ text: String) -> TimingCurve? {
    if let curve = curve(named: text) { return curve }
    guard text.hasPrefix("cubic-bezier("), text.hasSuffix(")") else { return nil }
    let numbers = text.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").map {
      Double($0.trimmingCharacters(in: " "))
    }
    guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3],
      let curve = try? TimingCurve.cubicBezier(x1, y1, x2, y2)
    else { return nil }
    return curve
  }

  /// Reads a curve of a file of version `version`.
  static func parse(_ node: Node, version: Int) throws(SceneFileError) -> TimingCurve {
    let text = try node.string()
    guard let curve = parse(text) else {
      throw node.error(
        "must be a curve's name (linear, easeIn, easeOut, easeInOut, default, or one of Penner's easings such as "
          + "easeOutBack) or cubic-bezier(x1, y1, x2, y2) with x in 0...1, not \(SceneFileError.quoted(text))")
    }
    guard Self.version(of: text) <= version else {
      throw node.error("\(SceneFileError.quoted(text)) is new in version 2 of the format: set \"version\" to 2")
    }
    return curve
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> Substring {
    var text = self
    while text.first == set { text = text.dropFirst() }
    while text.last == set { text = text.dropLast() }
    return text
  }
}
