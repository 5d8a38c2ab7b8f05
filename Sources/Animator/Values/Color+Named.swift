extension Color {
  /// Opaque black, `(0, 0, 0)`.
  public static let black = Color(white: 0)

  /// Opaque white, `(1, 1, 1)`.
  public static let white = Color(white: 1)

  /// Transparent black, `(0, 0, 0, alpha: 0)`: what a fully transparent colour becomes when it is
  /// rebuilt from its premultiplied components.
  public static let clear = Color(white: 0, alpha: 0)

  /// Opaque red, `(1, 0, 0)`.
  public static let red = Color(red: 1, green: 0, blue: 0)

  /// Opaque green, `(0, 1, 0)`, as UIKit's `UIColor.green`.
  public static let green = Color(red: 0, green: 1, blue: 0)

  /// Opaque blue, `(0, 0, 1)`.
  public static let blue = Color(red: 0, green: 0, blue: 1)

  /// Opaque cyan, `(0, 1, 1)`.
  public static let cyan = Color(red: 0, green: 1, blue: 1)

  /// Opaque yellow, `(1, 1, 0)`.
  public static let yellow = Color(red: 1, green: 1, blue: 0)

  /// Opaque magenta, `(1, 0, 1)`.
  public static let magenta = Color(red: 1, green: 0, blue: 1)

  /// Opaque mid grey, `(0.5, 0.5, 0.5)`, as UIKit's `UIColor.gray`.
  public static let gray = Color(white: 0.5)

  /// Opaque orange, `(1, 0.5, 0)`, as UIKit's `UIColor.orange`.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
}
