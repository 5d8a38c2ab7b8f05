/// How ``Timeline/staggeredPositions(count:at:stagger:)`` spaces a group of children, as GSAP's
/// `stagger` does.
///
/// ```swift
/// Stagger.each(0.1)                             // 0, 0.1, 0.2, 0.3
/// Stagger.amount(0.3, ease: .easeIn)            // spread over 0.3 s, bunched at the end
/// Stagger.each(0.1, from: .center)              // the middle first, outwards
/// ```
public struct Stagger: Hashable, Sendable {
  /// Which child starts first.
  public enum Origin: Hashable, Sendable {
    /// The first index first.
    case start
    /// The last index first.
    case end
    /// The middle first, spreading outwards.
    case center
  }

  /// The gap between consecutive children, in seconds (when given with ``each(_:from:ease:)``).
  public var each: Double?
  /// The span from the first start to the last, in seconds (when given with
  /// ``amount(_:from:ease:)``).
  public var amount: Double?
  /// Which child starts first.
  public var origin: Origin
  /// How the starts are spread over the span: linear is even spacing.
  public var ease: TimingCurve

  /// Children `each` seconds apart (the span is `each × (count - 1)`), spread along `ease`.
  ///
  /// - Parameters:
  ///   - each: The gap in seconds; may be negative to run the group backwards.
  ///   - origin: Which child starts first.
  ///   - ease: How the starts are spread.
  /// - Returns: The stagger.
  public static func each(_ each: Double, from origin: Origin = .start, ease: TimingCurve = .linear) -> Stagger {
    Stagger(each: each, amount: nil, origin: origin, ease: ease)
  }

  /// Children spread over `amount` seconds in all, along `ease`.
  ///
  /// - Parameters:
  ///   - amount: The span in seconds.
  ///   - origin: Which child starts first.
  ///   - ease: How the starts are spread.
  /// - Returns: The stagger.
  public static func amount(_ amount: Double, from origin: Origin = .start, ease: TimingCurve = .linear) -> Stagger {
    Stagger(each: nil, amount: amount, origin: origin, ease: ease)
  }

  /// The most children one stagger spaces: 1,000,000 (an array of `Int.max` offsets cannot be
  /// made, and asking for one would end the process).
  public static let maximumCount = 1_000_000

  /// The start offset of each of `count` children, in index order. The earliest offset is 0.
  ///
  /// - Parameter count: How many children, at most ``maximumCount``.
  /// - Returns: One offset in seconds per child.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` when the gap or the
  ///   amount is not finite, or `count` is above ``maximumCount``.
  public func offsets(count: Int) throws(AnimationError) -> [Double] {
    let gap = each ?? 0
    try AnimationError.requireFinite(gap, "each")
    try AnimationError.requireFinite(amount ?? 0, "amount")
    guard count <= Self.maximumCount else {
      throw .invalidArgument(parameter: "count", value: "\(count)", requirement: .range(0...Double(Self.maximumCount)))
    }
    guard count > 1 else { return Array(repeating: 0, count: max(count, 0)) }
    let last = Double(count - 1)
    let distances: [Double] = (0..<count).map { index in
      switch origin {
      case .start: Double(index)
      case .end: last - Double(index)
      case .center: abs(Double(index) - last / 2)
      }
    }
    let farthest = distances.max() ?? 0
    let span = amount ?? gap * farthest
    let raw = distances.map { farthest > 0 ? span * ease.value(at: $0 / farthest) : 0 }
    let lowest = raw.min() ?? 0
    return raw.map { $0 - lowest }
  }
}
