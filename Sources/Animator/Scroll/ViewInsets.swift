/// How much of the viewport's start and end a view progress range ignores, as CSS's
/// `view-timeline-inset`: a header 60 points tall is an inset of 60 at the start. Percentages
/// are of the viewport's length.
public struct ViewInsets: Sendable, Hashable {
  /// What is taken off the viewport's start.
  public var start: ScrollLength
  /// What is taken off the viewport's end.
  public var end: ScrollLength

  /// Makes insets.
  ///
  /// - Parameters:
  ///   - start: What is taken off the viewport's start.
  ///   - end: What is taken off its end.
  public init(start: ScrollLength, end: ScrollLength) {
    self.start = start
    self.end = end
  }

  /// The same inset at both ends, as CSS's one-value `view-timeline-inset`.
  ///
  /// - Parameter both: What is taken off each end.
  public init(_ both: ScrollLength) {
    self.init(start: both, end: both)
  }

  /// No insets.
  public static var zero: ViewInsets { ViewInsets(.zero) }
}
