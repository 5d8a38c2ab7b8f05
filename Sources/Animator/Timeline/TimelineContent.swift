/// The content behind a child.
enum TimelineContent {
  case tween(TweenChild)
  case animator(PropertyAnimator)
  case timeline(Timeline)
  case spring(any SpringTweenContent)
  case callback((TimelineDirection) -> Void)

  /// The kind of child that holds this content.
  var kind: TimelineChildKind {
    switch self {
    case .tween: .tween
    case .animator: .animator
    case .timeline: .timeline
    case .spring: .spring
    case .callback: .callback
    }
  }

  var intrinsicDuration: Double {
    switch self {
    case .tween(let tween): tween.duration
    case .animator(let animator): animator.durationSeconds
    case .timeline(let timeline): timeline.contentDuration
    case .spring(let spring): spring.duration
    case .callback: 0
    }
  }
}
