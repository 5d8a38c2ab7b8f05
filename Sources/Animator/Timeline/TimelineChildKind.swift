/// What a ``TimelineChild`` is.
public enum TimelineChildKind: Hashable, Sendable, CustomStringConvertible {
  /// A block of property changes, or a tween of one property, along a curve.
  case tween
  /// A ``PropertyAnimator`` driven by the timeline.
  case animator
  /// A nested ``Timeline``.
  case timeline
  /// A property pulled by a ``Spring`` (``SpringTween``).
  case spring
  /// A closure called when the playhead crosses its time.
  case callback

  /// The kind's name.
  public var description: String {
    switch self {
    case .tween: "tween"
    case .animator: "animator"
    case .timeline: "timeline"
    case .spring: "spring"
    case .callback: "callback"
    }
  }
}
