/// Where an animation ended, as in UIKit's `UIViewAnimatingPosition`; completions receive it.
public enum AnimatingPosition: Hashable, Sendable, CustomStringConvertible {
  /// At the end: the values set in the animation blocks.
  case end
  /// At the start: the values the properties had before the animations.
  case start
  /// Wherever the animation was when it was stopped.
  case current

  /// The position's name: `end`, `start` or `current`.
  public var description: String {
    switch self {
    case .end: "end"
    case .start: "start"
    case .current: "current"
    }
  }
}
