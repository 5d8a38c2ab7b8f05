/// Which way the playhead crossed an event, in the local time of the timeline that holds the
/// event's source.
public enum TimelineDirection: Hashable, Sendable, CustomStringConvertible {
  /// Local time increasing.
  case forward
  /// Local time decreasing.
  case backward

  /// `forward` or `backward`.
  public var description: String { self == .forward ? "forward" : "backward" }
}

/// Something that happened as a timeline's playhead moved: a child started or completed, an
/// iteration began, a callback's time was crossed.
///
/// Events are crossings of points in time, so each fires exactly once per crossing and in
/// timeline order however the playhead moves: seeking from `a` to `b` fires the same events, in
/// the same order, as playing from `a` to `b` (see the "Timelines" article).
///
/// The one shape every timeline event has, whoever listens: ``Timeline/observe(_:)`` and
/// ``Timeline/events()`` hand it for the timeline and everything nested in it, and a child's
/// ``TimelineChild/onStart`` and the other handlers hand it for that child. It is a value, so it
/// can cross isolation domains.
///
/// ```swift
/// let observation = timeline.observe { event in
///   if event.kind == .complete && event.sourceName == "fade" { print("faded at", event.time) }
/// }
/// ```
public struct TimelineEvent: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// The source entered its active interval playing forwards.
    case start
    /// The source reached the end of its active interval playing forwards.
    case complete
    /// The source reached the start of its active interval playing backwards.
    case reverseComplete
    /// The source crossed into the iteration with the given index.
    case `repeat`(iteration: Int)
    /// A callback's time was crossed.
    case callback
    /// The source's progress changed during the move (once per move, after its other events).
    case update

    /// The kind's name, for example `repeat(2)`.
    public var description: String {
      switch self {
      case .start: "start"
      case .complete: "complete"
      case .reverseComplete: "reverseComplete"
      case .repeat(let iteration): "repeat(\(iteration))"
      case .callback: "callback"
      case .update: "update"
      }
    }
  }

  /// What happened.
  public let kind: Kind
  /// Which way the source's local time was moving.
  public let direction: TimelineDirection
  /// When it happened, in seconds of the moving timeline's time (``Timeline/time``).
  public let time: Double
  /// The source's name: the child's ``TimelineChild/name``, `#rank` for an unnamed child (its
  /// place among the timeline's children), `timeline` for the moving timeline itself.
  public let sourceName: String

  /// The event in one line: `fade start`, `intro callback backward`.
  public var description: String {
    direction == .forward ? "\(sourceName) \(kind)" : "\(sourceName) \(kind) backward"
  }
}
