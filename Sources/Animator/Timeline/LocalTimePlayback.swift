/// A timeline's playback: local time in seconds, kept within the total duration by the timeline
/// itself; ``TimelineEvent``s.
enum LocalTimePlayback: PlaybackKind {
  typealias Event = TimelineEvent
  static var lower: Double { -.infinity }
  static var upper: Double { .infinity }
}
