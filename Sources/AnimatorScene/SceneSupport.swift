import Animator

/// Colours as the format spells them: `#RRGGBB` or `#RRGGBBAA`.
public enum SceneColor {
  /// Reads a colour.
  ///
  /// - Parameter text: `#RRGGBB` or `#RRGGBBAA`.
  /// - Returns: The colour, or `nil` for any other text.
  public static func parse(_ text: String) -> Color? {
    guard text.first == "#", text.count == 7 || text.count == 9, let value = UInt32(text.dropFirst(), radix: 16) else {
      return nil
    }
    guard text.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
    if text.count == 7 { return Color(hex: value) }
    let alpha = Double(value & 0xFF) / 255
    return Color(hex: value >> 8).withAlpha(alpha)
  }
}

extension Color {
  fileprivate func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}

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
      let curve = try? TimingCurve.cubicBezier(x1, y1, x2, y2)
    else { return nil }
    return curve
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

/// The spring presets a file may name.
public enum SceneSpringPresets {
  /// The presets by name.
  public static let named: [String: Spring] = ["smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy]
}

extension SceneSpring {
  /// The spring, once the document has been checked.
  public var value: Spring {
    if let preset, let spring = SceneSpringPresets.named[preset] { return spring }
    return (try? Spring(mass: mass ?? 1, stiffness: stiffness ?? 100, damping: damping ?? 20)) ?? .smooth
  }
}

extension SceneSpringTiming {
  /// The unit curve of this spring fitted to `duration` seconds, as a UIKit animator runs it.
  ///
  /// - Parameter duration: The tween's duration in seconds.
  /// - Returns: The curve.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"dampingRatio"`, `"initialVelocity"` or `"duration"` (not above 0, or no spring of that
  ///   damping ratio settles in it).
  public func curve(forDuration duration: Double) throws(AnimationError) -> TimingCurve {
    try .spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity ?? 0, duration: duration)
  }
}

extension SceneTiming {
  static let directions: [String: PlaybackDirection] = [
    "normal": .normal, "reverse": .reverse, "alternate": .alternate, "alternate-reverse": .alternateReverse,
  ]
  static let fills: [String: FillMode] = ["none": .none, "forwards": .forwards, "backwards": .backwards, "both": .both]

  /// The timing as the core's ``EffectTiming``.
  public var effectTiming: EffectTiming {
    var timing = EffectTiming()
    if let delay { timing.delay = delay }
    if let endDelay { timing.endDelay = endDelay }
    if let iterations { timing.iterations = iterations }
    if repeatForever == true { timing.iterations = .infinity }
    if let iterationStart { timing.iterationStart = iterationStart }
    if let direction, let value = Self.directions[direction] { timing.direction = value }
    if let fill, let value = Self.fills[fill] { timing.fill = value }
    if let playbackRate { timing.playbackRate = playbackRate }
    if let repeatDelay { timing.repeatDelay = repeatDelay }
    return timing
  }
}
