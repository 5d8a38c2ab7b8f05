/// An ``AnimationGraph``'s playback: local time in seconds since the graph started (pauses
/// excluded), from 0 with no upper bound; ``AnimationGraphEvent``s.
enum GraphPlayback: PlaybackKind {
  typealias Event = AnimationGraphEvent
  static var lower: Double { 0 }
  static var upper: Double { .infinity }
}
