/// A staircase: progress that jumps between equal steps, as CSS's `steps(n, <jump-term>)` (CSS
/// Easing Functions Level 1).
///
/// ```swift
/// let ticks = try Steps(4, position: .jumpEnd)  // 0, 0.25, 0.5, 0.75, then 1 at the very end
/// ticks.value(at: 0.3)                          // 0.25
/// try Steps(4, position: .jumpStart).value(at: 0)  // 0.25: the first jump happens at once
/// ```
///
/// The output follows the specification's algorithm (CSS Easing Functions Level 1, §3.1, "Step
/// easing functions"): `step = ⌊t × count⌋`, plus one for ``Position/jumpStart`` and
/// ``Position/jumpBoth``, at most `jumps`, divided by `jumps` (the number of jumps: `count` for
/// `jumpStart` and `jumpEnd`, `count − 1` for `jumpNone`, `count + 1` for `jumpBoth`).
///
/// The specification also has a *before flag*, which Web Animations sets while an effect is in its
/// before phase playing forwards, or in its after phase playing backwards (web-animations-1,
/// "Calculating the transformed progress"). With the flag set, an input exactly on a step boundary
/// takes the step below it: `steps(5, jump-start)` shows 0, not 0.2, during a delay filled
/// backwards, because the input there is 0, a boundary. ``value(at:)`` never sets the flag and
/// clamps its input, as an animator's progress needs; ``unclampedValue(at:beforeFlag:)`` runs the
/// whole algorithm, flag and out-of-range input included, and is what timelines use.
struct Steps: Hashable, Sendable, CustomStringConvertible {
  /// Where the jumps fall, CSS's `<jump-term>`.
  enum Position: Hashable, Sendable, CaseIterable {
    /// The first jump happens when the animation starts: `count` jumps, none at the end.
    case jumpStart
    /// The last jump happens when the animation ends: `count` jumps, none at the start.
    case jumpEnd
    /// No jump at either end: `count − 1` jumps, holding 0 and 1 for a step each.
    case jumpNone
    /// Jumps at both ends: `count + 1` jumps.
    case jumpBoth

    /// CSS's `start`: the same as ``jumpStart``.
    static var start: Position { .jumpStart }

    /// CSS's `end`: the same as ``jumpEnd``, and the default.
    static var end: Position { .jumpEnd }
  }

  /// The number of steps (intervals of equal length) the time is divided into.
  let count: Int
  /// Where the jumps fall.
  let position: Position

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
  init(_ count: Int, position: Position = .end) throws(AnimationError) {
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
  static let stepStart = Steps(unchecked: 1, .jumpStart)

  /// CSS's `step-end`, `steps(1, jump-end)`: 0 until the end, then 1.
  static let stepEnd = Steps(unchecked: 1, .jumpEnd)

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
  /// This is the specification's algorithm for an input in `0...1` with the before flag unset,
  /// which is all an animator's progress needs; see ``unclampedValue(at:beforeFlag:)`` for the rest.
  ///
  /// - Parameter time: How far through the duration; clamped to `0...1`, NaN treated as 0.
  /// - Returns: One of `0, 1/jumps, 2/jumps, …, 1`.
  /// - Complexity: O(1).
  @inlinable
  func value(at time: Double) -> Double {
    let t = TimingMath.clampToUnit(time)
    var step = (t * Double(count)).rounded(.down)
    if position == .jumpStart || position == .jumpBoth { step += 1 }
    let jumps = self.jumps
    return min(step, jumps) / jumps
  }

  /// The output of the CSS Easing Level 1 step algorithm (§3.1) for any input, with the before
  /// flag.
  ///
  /// The six steps: the current step is `⌊input × count⌋`, plus one for ``Position/jumpStart`` and
  /// ``Position/jumpBoth``; minus one if `beforeFlag` is set and `input × count` is a whole number
  /// (the boundary goes to the step below); raised to 0 only if `input >= 0`; lowered to `jumps`
  /// only if `input <= 1`; divided by `jumps`. An input outside `0...1` therefore continues the
  /// staircase below 0 or above 1, as the specification says.
  ///
  /// ```swift
  /// Steps.stepStart.unclampedValue(at: 0, beforeFlag: true)   // 0: the jump has not happened yet
  /// Steps.stepStart.unclampedValue(at: 0)                     // 1
  /// try Steps(4).unclampedValue(at: 1.5)                      // 1.5: one more step per quarter
  /// try Steps(4).unclampedValue(at: -0.25)                    // -0.25
  /// ```
  ///
  /// - Parameters:
  ///   - input: The input progress: any number; NaN is treated as 0.
  ///   - beforeFlag: The specification's before flag (see the type's discussion).
  /// - Returns: A multiple of `1 / jumps`; finite for every input (an input too large for the
  ///   result to stay finite gives `±Double.greatestFiniteMagnitude`).
  /// - Complexity: O(1).
  @inlinable
  func unclampedValue(at input: Double, beforeFlag: Bool = false) -> Double {
    if !beforeFlag && input >= 0 && input <= 1 { return value(at: input) }
    return specificationValue(input.isNaN ? 0 : input, beforeFlag: beforeFlag)
  }

  /// The step algorithm run in full, for the inputs where the before flag or the range matters.
  @usableFromInline
  func specificationValue(_ input: Double, beforeFlag: Bool) -> Double {
    // 1. The current step.
    let scaled = input * Double(count)
    var step = scaled.rounded(.down)
    // 2. A jump at the start.
    if position == .jumpStart || position == .jumpBoth { step += 1 }
    // 3. The before flag takes a boundary to the step below.
    if beforeFlag && scaled == scaled.rounded(.down) { step -= 1 }
    // 4. Not below 0 for an input that is not.
    if input >= 0 && step < 0 { step = 0 }
    // 5, 6. Not above the last jump for an input that is not above 1.
    let jumps = self.jumps
    if input <= 1 && step > jumps { step = jumps }
    // 7.
    return TimingMath.finite(step / jumps)
  }

  /// Zero: a staircase is flat between its jumps (and the jumps have no finite slope).
  ///
  /// - Parameter time: Ignored.
  /// - Returns: 0.
  @inlinable
  func velocity(at time: Double) -> Double { 0 }

  /// The staircase in CSS form, for example `steps(4, jump-end)`.
  var description: String {
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
