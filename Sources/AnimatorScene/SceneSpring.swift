import Animator

/// A spring: stiffness and damping (mass 1 by default), or a preset name.
public struct SceneSpring: Codable, Equatable, Sendable {
  /// `smooth`, `snappy` or `bouncy`, instead of the numbers.
  public var preset: String?
  /// The mass; 1 by default.
  public var mass: Double?
  /// The stiffness.
  public var stiffness: Double?
  /// The damping.
  public var damping: Double?

  /// Makes a spring from a preset name or numbers.
  ///
  /// - Parameters:
  ///   - preset: A preset.
  ///   - mass: The mass.
  ///   - stiffness: The stiffness.
  ///   - damping: The damping.
  public init(preset: String? = nil, mass: Double? = nil, stiffness: Double? = nil, damping: Double? = nil) {
    self.preset = preset
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }
}

extension SceneSpring {
  /// The spring, once the document has been checked.
  public var value: Spring {
    if let preset, let spring = SceneSpringPresets.named[preset] { return spring }
    return (try? Spring(mass: mass ?? 1, stiffness: stiffness ?? 100, damping: damping ?? 20)) ?? .smooth
  }
}
