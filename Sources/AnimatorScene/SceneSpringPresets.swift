import Animator

/// The spring presets a file may name.
public enum SceneSpringPresets {
  /// The presets by name.
  public static let named: [String: Spring] = ["smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy]
}
