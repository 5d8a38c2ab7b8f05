import Animator

/// Number and value formatting that is the same on every machine and every run (no locale, no
/// exponent notation): what golden transcripts need.
enum Format {
  /// `value` with exactly `digits` decimals, rounded half away from zero; `-0.00` is written `0.00`,
  /// and values that are not finite as `nan`, `inf` or `-inf`.
  ///
  /// ```swift
  /// Format.fixed(1.2345, 2)   // "1.23"
  /// ```
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - digits: Decimals, 0 to 9.
  /// - Returns: The text.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let digits = min(max(digits, 0), 9)
    var power = 1.0
    for _ in 0..<digits { power *= 10 }
    let scaled = (abs(value) * power).rounded()
    guard scaled < 9e15 else { return value < 0 ? "-huge" : "huge" }
    let units = Int64(scaled)
    let divisor = Int64(power)
    let whole = units / divisor
    let fraction = units % divisor
    let sign = value < 0 && units != 0 ? "-" : ""
    guard digits > 0 else { return "\(sign)\(whole)" }
    let raw = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: digits - raw.count) + raw
  }

  /// Seconds as `1.25 s`, with `digits` decimals.
  ///
  /// - Parameters:
  ///   - seconds: The time.
  ///   - digits: Decimals; 2 by default.
  /// - Returns: The text.
  static func seconds(_ seconds: Double, _ digits: Int = 2) -> String {
    "\(fixed(seconds, digits)) s"
  }

  /// A percentage of a fraction, as `42%`.
  ///
  /// - Parameter fraction: A fraction, normally `0...1`.
  /// - Returns: The text.
  static func percent(_ fraction: Double) -> String {
    "\(fixed(fraction * 100, 0))%"
  }

  /// `text` padded with spaces (or cut) to exactly `width` characters.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The width.
  /// - Returns: The padded text.
  static func pad(_ text: String, _ width: Int) -> String {
    let count = text.count
    if count >= width { return String(text.prefix(width)) }
    return text + String(repeating: " ", count: width - count)
  }

  /// A value as the `state` command shows it.
  ///
  /// - Parameter value: A double.
  /// - Returns: Two decimals.
  static func value(_ value: Double) -> String { fixed(value, 2) }

  /// A point as `(x, y)` with one decimal.
  ///
  /// - Parameter value: A point.
  /// - Returns: The text.
  static func value(_ value: Point2D) -> String { "(\(fixed(value.x, 1)), \(fixed(value.y, 1)))" }

  /// A rectangle as `w×h at (x, y)`, or just `w×h` at the origin.
  ///
  /// - Parameter value: A rectangle.
  /// - Returns: The text.
  static func value(_ value: Rect2D) -> String {
    let size = "\(fixed(value.size.width, 1))×\(fixed(value.size.height, 1))"
    if value.origin == .zero { return size }
    return "\(size) at \(Format.value(value.origin))"
  }

  /// A transform by its parts: `identity`, or `scale 0.80`, `scale 1.00×0.50`, `translate (0.0, 30.0)`,
  /// `rotate 180.0°`.
  ///
  /// - Parameter value: A transform.
  /// - Returns: The text.
  static func value(_ value: AffineTransform2D) -> String {
    let parts = value.decomposition
    var words: [String] = []
    if abs(parts.translationX) >= 0.05 || abs(parts.translationY) >= 0.05 {
      words.append("translate (\(fixed(parts.translationX, 1)), \(fixed(parts.translationY, 1)))")
    }
    if abs(parts.rotation) >= 0.0005 {
      words.append("rotate \(fixed(parts.rotation * 180 / Double.pi, 1))°")
    }
    if abs(parts.scaleX - parts.scaleY) >= 0.005 {
      words.append("scale \(fixed(parts.scaleX, 2))×\(fixed(parts.scaleY, 2))")
    } else if abs(parts.scaleX - 1) >= 0.005 {
      words.append("scale \(fixed(parts.scaleX, 2))")
    }
    if abs(parts.shear) >= 0.005 { words.append("shear \(fixed(parts.shear, 2))") }
    return words.isEmpty ? "identity" : words.joined(separator: ", ")
  }

  /// A colour as `#RRGGBB`, with `α 0.50` when translucent.
  ///
  /// - Parameter value: A colour.
  /// - Returns: The text.
  static func value(_ value: Color) -> String {
    let alpha = value.clamped().alpha
    return alpha < 0.995 ? "\(SVGRenderer.hex(value)) α \(fixed(alpha, 2))" : SVGRenderer.hex(value)
  }
}
