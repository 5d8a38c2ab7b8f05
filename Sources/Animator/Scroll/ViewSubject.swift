/// A subject that scrolls with the content: where its box starts along the axis, measured from
/// the start of the content, and how long it is.
///
/// ```swift
/// // A card 300 points tall whose top is 1,200 points down the page.
/// let card = try ViewSubject(start: 1200, length: 300)
/// ```
public struct ViewSubject: Sendable, Hashable {
  /// Where the subject's box starts, from the start of the content, in points.
  public let start: Double
  /// The length of the subject's box along the axis, in points.
  public let length: Double

  /// Makes a subject.
  ///
  /// - Parameters:
  ///   - start: Where its box starts, from the start of the content: any finite number.
  ///   - length: Its length along the axis: finite, zero or more.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming `"start"`
  ///   or `"length"` for NaN, an infinity or a negative length.
  public init(start: Double, length: Double) throws(AnimationError) {
    try AnimationError.requireFinite(start, "start")
    try AnimationError.requireNonNegative(length, "length")
    self.start = start
    self.length = length
  }
}
