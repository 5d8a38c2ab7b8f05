import Animator

/// Curves as the format spells them.
public enum SceneCurve {
  /// The named curves.
  public static let named: [String: TimingCurve] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut, "default": .default,
  ]

  /// The names of ``named``, in a fixed order.
  static let names = ["linear", "easeIn", "easeOut", "easeInOut", "default"]

  /// Reads a curve: a name of ``named`` or `cubic-bezier(x1, y1, x2, y2)`.
  ///
  /// - Parameter text: The spelling.
  /// - Returns: The curve, or `nil`.
  public static func parse(_ text: String) -> TimingCurve? {
    if let curve = named[text] { return curve }
    guard text.hasPrefix("cubic-bezier("), text.hasSuffix(")") else { return nil }
    let numbers = text.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").map {
      Double($0.trimmingCharacters(in: " "))
    }
    guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3],
      let bezier = try? CubicBezier(x1, y1, x2, y2)
    else { return nil }
    return .cubicBezier(bezier)
  }

  static func parse(_ node: Node) throws(SceneFileError) -> TimingCurve {
    let text = try node.string()
    guard let curve = parse(text) else {
      throw node.error(
        "must be \(named.keys.sorted().joined(separator: ", ")) or cubic-bezier(x1, y1, x2, y2) with x in 0...1, not \(SceneFileError.quoted(text))"
      )
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
