/// A staircase: progress that jumps between equal steps, as CSS's `steps(n, <jump-term>)` (CSS
/// Easing Functions Level 1).
///
/// ```swift
/// let ticks = try Steps(4, position: .jumpEnd)  // 0, 0.25, 0.5, 0.75, then 1 at the very end
/// ticks.value(at: 0.3)                          // 0.25
/// try Steps(4, position: .jumpStart).value(at: 0)  // 0.25: the first jump happens at once
/// ```
///
/// The output follows the specification's algorithm: `step = ⌊t × count⌋`, plus one for
/// ``Position/jumpStart`` and ``Position/jumpBoth``, at most `jumps`, divided by `jumps` (the
/// number of jumps: `count` for `jumpStart` and `jumpEnd`, `count − 1` for `jumpNone`, `count + 1`
/// for `jumpBoth`).
///
/// > Note: The specification also has a "before flag", which lowers the step by one at an exact step
/// > boundary while an animation is in its before phase; that can only happen for input below 0.
/// > Times here are clamped to `0...1` first, so the flag is never set. A ``Position/jumpStart`` or
/// > ``Position/jumpBoth`` staircase is therefore above 0 at time 0, as the specification says.
public struct Steps: TimingFunction, Hashable, Sendable, CustomStringConvertible {
  /// Where the jumps fall, CSS's `<jump-term>`.
  public enum Position: Hashable, Sendable, CaseIterable {
    /// The first jump happens when the animation starts: `count` jumps, none at the end.
    case jumpStart
    /// The last jump happens when the animation ends: `count` jumps, none at the start.
    case jumpEnd
    /// No jump at either end: `count − 1` jumps, holding 0 and 1 for a step each.
    case jumpNone
    /// Jumps at both ends: `count + 1` jumps.
    case jumpBoth

    /// CSS's `start`: the same as ``jumpStart``.
    public static var start: Position { .jumpStart }

    /// CSS's `end`: the same as ``jumpEnd``, and the default.
    public static var end: Position { .jumpEnd }
  }

  /// The number of steps (intervals of equal length) the time is divided into.
  public let count: Int
  /// Where the jumps fall.
  public let position: Position

  /// Makes a staircase of `count` steps.
  ///
  /// ```swift
  /// let frames = try Steps(12, position: .jumpNone)  // 12 held values from 0 to 1
  /// ```
  ///
  /// - Parameters:
  ///   - count: The number of steps: at least 1, and at least 2 for ``Position/jumpNone`` (which
  ///     otherwise has no jump at all).
  ///   - position: Where the jumps fall; CSS's default is ``Position/end``.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"count"` when
  ///   `count` is too small.
  public init(_ count: Int, position: Position = .end) throws(AnimationError) {
    let minimum = position == .jumpNone ? 2 : 1
    guard count >= minimum else {
      let rule = position == .jumpNone ? "an integer >= 2 for jumpNone" : "an integer >= 1"
      throw .invalidArgument(parameter: "count", value: "\(count)", requirement: .other(rule))
    }
    self.init(unchecked: count, position)
  }

  private init(unchecked count: Int, _ position: Position) {
    self.count = count
    self.position = position
  }

  /// CSS's `step-start`, `steps(1, jump-start)`: 1 from the start.
  public static let stepStart = Steps(unchecked: 1, .jumpStart)

  /// CSS's `step-end`, `steps(1, jump-end)`: 0 until the end, then 1.
  public static let stepEnd = Steps(unchecked: 1, .jumpEnd)

  /// The number of jumps, which is also the denominator of every output.
  @inlinable
  var jumps: Double {
    switch position {
    case .jumpStart, .jumpEnd: Double(count)
    case .jumpNone: Double(count) - 1
    case .jumpBoth: Double(count) + 1
    }
  }

  /// The progress at unit time `time`: the current step over the number of jumps.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: One of `0, 1/jumps, 2/jumps, …, 1`.
  /// - Complexity: O(1).
  @inlinable
  public func value(at time: Double) -> Double {
    let t = TimingMath.clampToUnit(time)
    var step = (t * Double(count)).rounded(.down)
    if position == .jumpStart || position == .jumpBoth { step += 1 }
    let jumps = self.jumps
    return min(step, jumps) / jumps
  }

  /// Zero: a staircase is flat between its jumps (and the jumps have no finite slope).
  ///
  /// - Parameter time: Ignored.
  /// - Returns: 0.
  @inlinable
  public func velocity(at time: Double) -> Double { 0 }

  /// The staircase in CSS form, for example `steps(4, jump-end)`.
  public var description: String {
    let term =
      switch position {
      case .jumpStart: "jump-start"
      case .jumpEnd: "jump-end"
      case .jumpNone: "jump-none"
      case .jumpBoth: "jump-both"
      }
    return "steps(\(count), \(term))"
  }
}
