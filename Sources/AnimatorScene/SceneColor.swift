import Animator

/// Colours as the format spells them: `#RRGGBB` or `#RRGGBBAA`.
public enum SceneColor {
  /// Reads a colour.
  ///
  /// - Parameter text: `#RRGGBB` or `#RRGGBBAA`.
  /// - Returns: The colour, or `nil` for any other text.
  public static func parse(_ text: String) -> Color? {
    guard text.first == "#", text.count == 7 || text.count == 9, let value = UInt32(text.dropFirst(), radix: 16) else {
      return nil
    }
    guard text.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
    if text.count == 7 { return Color(hex: value) }
    let alpha = Double(value & 0xFF) / 255
    return Color(hex: value >> 8).withAlpha(alpha)
  }
}

extension Color {
  fileprivate func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}
