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
public struct TimelineEvent: CustomStringConvertible {
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
  /// The child the event is about, or `nil` for the moving timeline itself.
  public let child: TimelineChild?

  /// The source's name (the child's name, `#rank` for an unnamed child, `timeline` for the moving
  /// timeline itself).
  public var sourceName: String {
    guard let child else { return "timeline" }
    return child.name ?? "#\(child.rank)"
  }

  /// The event in one line: `fade start`, `intro callback backward`.
  public var description: String {
    direction == .forward ? "\(sourceName) \(kind)" : "\(sourceName) \(kind) backward"
  }
}

@available(*, unavailable)
extension TimelineEvent: Sendable {}

extension TimelineEvent {
  /// An event as a value that can cross isolation domains: what ``Timeline/events()`` delivers.
  /// (A ``TimelineEvent`` holds its child, which belongs to the engine's isolation domain.)
  public struct Record: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public let kind: Kind
    /// Which way the source's local time was moving.
    public let direction: TimelineDirection
    /// When it happened, in seconds of the moving timeline's time (``Timeline/time``).
    public let time: Double
    /// The source's name, as ``TimelineEvent/sourceName`` gives it.
    public let sourceName: String

    /// The event in one line, as ``TimelineEvent/description`` gives it.
    public var description: String {
      direction == .forward ? "\(sourceName) \(kind)" : "\(sourceName) \(kind) backward"
    }
  }

  /// The event as a ``Record``.
  public var record: Record {
    Record(kind: kind, direction: direction, time: time, sourceName: sourceName)
  }
}
