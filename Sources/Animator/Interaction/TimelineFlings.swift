/// The flings under way, by timeline, kept with the engine: a new fling of a timeline catches the
/// one before it.
final class TimelineFlings {
  var byTimeline: [ObjectIdentifier: TimelineFling] = [:]
}
