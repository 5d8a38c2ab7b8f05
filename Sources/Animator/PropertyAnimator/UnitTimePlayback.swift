/// An animator's playback: unit time, from 0 to 1; ``AnimatorEvent``s.
enum UnitTimePlayback: PlaybackKind {
  typealias Event = AnimatorEvent
  static var lower: Double { 0 }
  static var upper: Double { 1 }
}

extension PropertyAnimator: Animating {}
