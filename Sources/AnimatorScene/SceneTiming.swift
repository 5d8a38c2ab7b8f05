import Animator

/// An item's timing, the W3C fields of ``EffectTiming``; every field optional, defaulting as there.
public struct SceneTiming: Codable, Equatable, Sendable {
  /// Seconds before the active interval; 0 by default.
  public var delay: Double?
  /// Seconds after it; 0 by default.
  public var endDelay: Double?
  /// How many iterations; 1 by default.
  public var iterations: Double?
  /// Repeats forever (overrides ``iterations``); `false` by default.
  public var repeatForever: Bool?
  /// Where in the iterations it starts; 0 by default.
  public var iterationStart: Double?
  /// `normal` (default), `reverse`, `alternate` or `alternate-reverse`.
  public var direction: String?
  /// `none`, `forwards`, `backwards` or `both` (default).
  public var fill: String?
  /// The speed, not 0; 1 by default.
  public var playbackRate: Double?
  /// Seconds between iterations; 0 by default.
  public var repeatDelay: Double?

  /// Makes a timing with every field at its default.
  public init() {}
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
