/// Whether an engine honours a request for reduced motion.
///
/// ```swift
/// engine.reducedMotion = .always            // e.g. in UI tests
/// engine.reducedMotion = .system { UIAccessibility.isReduceMotionEnabled }
/// ```
///
/// While reduced motion is in effect, animations started on the engine are replaced by the
/// engine's ``AnimationEngine/reducedMotionSubstitution``. Animations already running carry on.
public enum ReducedMotion: Sendable {
  /// Animations run as written. The default.
  case never
  /// Every animation started is substituted.
  case always
  /// Ask the platform each time an animation starts: the closure returns whether the user has asked
  /// for reduced motion (for example `UIAccessibility.isReduceMotionEnabled` on iOS, or a setting
  /// of your own on Linux, which has no system-wide one).
  case system(@Sendable () -> Bool)

  /// Whether motion is reduced right now.
  var isActive: Bool {
    switch self {
    case .never: false
    case .always: true
    case .system(let query): query()
    }
  }
}
