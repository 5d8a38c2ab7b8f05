/// Where a trigger range starts or ends: when a line across the subject meets a line across the
/// viewport, as GSAP ScrollTrigger's `start: "top 80%"` (the subject's top meets the line 80% down
/// the viewport).
///
/// Lines are lengths from the start edge (the top, for a vertical scroll): `.percent(0)` is the
/// top, `.percent(50)` the centre, `.percent(100)` the bottom, and points move them.
///
/// ```swift
/// // "top 80%": the subject's top reaches 80% of the way down the viewport.
/// let start = ScrollTriggerPosition(subject: .percent(0), viewport: .percent(80))
/// ```
public struct ScrollTriggerPosition: Sendable, Hashable {
  /// The line across the subject, from its start edge; percentages are of its length.
  public var subject: ScrollLength
  /// The line across the viewport, from its start edge; percentages are of its length.
  public var viewport: ScrollLength

  /// Makes the position at which `subject`'s line meets `viewport`'s.
  ///
  /// - Parameters:
  ///   - subject: The line across the subject.
  ///   - viewport: The line across the viewport.
  public init(subject: ScrollLength, viewport: ScrollLength) {
    self.subject = subject
    self.viewport = viewport
  }

  /// The subject's top meets the viewport's bottom: it starts to show (GSAP's `"top bottom"`).
  public static var topMeetsBottom: ScrollTriggerPosition { .init(subject: .zero, viewport: .percent(100)) }
  /// The subject's top meets the viewport's top (GSAP's `"top top"`).
  public static var topMeetsTop: ScrollTriggerPosition { .init(subject: .zero, viewport: .zero) }
  /// The subject's centre meets the viewport's centre (GSAP's `"center center"`).
  public static var centerMeetsCenter: ScrollTriggerPosition {
    .init(subject: .percent(50), viewport: .percent(50))
  }
  /// The subject's bottom meets the viewport's bottom (GSAP's `"bottom bottom"`).
  public static var bottomMeetsBottom: ScrollTriggerPosition {
    .init(subject: .percent(100), viewport: .percent(100))
  }
  /// The subject's bottom meets the viewport's top: it has left (GSAP's `"bottom top"`).
  public static var bottomMeetsTop: ScrollTriggerPosition { .init(subject: .percent(100), viewport: .zero) }

  /// The scroll offset at which the two lines meet.
  func offset(for subject: ViewSubject, viewportLength: Double) -> Double {
    subject.start + self.subject.resolved(against: subject.length) - viewport.resolved(against: viewportLength)
  }
}
