/// Where an animator is in its life, as in UIKit's `UIViewAnimatingState`.
///
/// ```
/// inactive ──start/pause/fractionComplete=──▶ active ──stopAnimation(false)──▶ stopped
///    ▲  ▲                                       │                                │
///    │  └──── natural end, stopAnimation(true) ─┘                                │
///    └─────────────────────── finishAnimation(at:) ─────────────────────────────┘
/// ```
public enum AnimatingState: Hashable, Sendable, CustomStringConvertible {
  /// Not animating: the initial state, and the state after an animation ends.
  case inactive
  /// Running or paused: the animations exist and their values are shown.
  case active
  /// Stopped with ``PropertyAnimator/stopAnimation(_:)`` (passing `false`), waiting for
  /// ``PropertyAnimator/finishAnimation(at:)``.
  case stopped

  /// The state's name: `inactive`, `active` or `stopped`.
  public var description: String {
    switch self {
    case .inactive: "inactive"
    case .active: "active"
    case .stopped: "stopped"
    }
  }
}
