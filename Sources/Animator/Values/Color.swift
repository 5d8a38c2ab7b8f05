/// A colour as red, green, blue and alpha components in gamma-encoded sRGB: the numbers UIKit's
/// `UIColor(red:green:blue:alpha:)` takes.
///
/// ```swift
/// let sunflower = Color(red: 241 / 255, green: 196 / 255, blue: 15 / 255)
/// let same = Color(hex: 0xF1C40F)
/// let veil = Color(white: 0, alpha: 0.4)
/// ```
///
/// Components are nominally in `0...1`. Others are allowed, because an animation with a curve
/// that overshoots (a spring, a back easing) passes through them; whoever draws the colour decides
/// what they mean, and ``clamped()`` brings them back into range. NaN components are stored as
/// given and never trap.
///
/// ## Interpolation
///
/// A colour is ``Animatable`` through its *premultiplied* components `(r·a, g·a, b·a, a)`, still
/// in gamma-encoded sRGB. This is how Core Animation blends colours and what CSS does by default
/// for legacy colours. Premultiplying means that a transparent colour contributes no hue: fading
/// from ``clear`` (transparent black) to opaque red stays pure red while its alpha rises, instead
/// of passing through dark, semi-transparent reds, and fading from transparent blue to red never
/// turns purple.
///
/// The components are not converted to linear light first, so midpoints are those of the
/// gamma-encoded numbers: halfway from black to white is `Color(white: 0.5)`, a grey that looks
/// about halfway but emits only about a fifth of white's light.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, nominally in `0...1`.
  public var red: Double
  /// The green component, nominally in `0...1`.
  public var green: Double
  /// The blue component, nominally in `0...1`.
  public var blue: Double
  /// The opacity, from 0 (transparent) to 1 (opaque).
  public var alpha: Double

  /// Makes a colour from gamma-encoded sRGB components.
  ///
  /// Components are stored as given, even outside `0...1`; see ``clamped()``.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity; opaque by default.
  @inlinable
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Makes a grey: red, green and blue all equal to `white`, like `UIColor(white:alpha:)`.
  ///
  /// - Parameters:
  ///   - white: The grey level, from 0 (black) to 1 (white).
  ///   - alpha: The opacity; opaque by default.
  @inlinable
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Makes an opaque colour from a hexadecimal `0xRRGGBB` number, as written in CSS and design
  /// tools.
  ///
  /// ```swift
  /// Color(hex: 0xF1C40F)  // red 241/255, green 196/255, blue 15/255
  /// ```
  ///
  /// Bits above the lowest 24 are ignored.
  ///
  /// - Parameter hex: The colour as `0xRRGGBB`.
  @inlinable
  public init(hex: UInt32) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255,
      green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255
    )
  }

  /// The colour with every component brought into `0...1`.
  ///
  /// Components below 0 become 0, above 1 become 1, and NaN becomes 0.
  ///
  /// - Returns: The clamped colour.
  public func clamped() -> Color {
    Color(
      red: Self.clampedComponent(red),
      green: Self.clampedComponent(green),
      blue: Self.clampedComponent(blue),
      alpha: Self.clampedComponent(alpha)
    )
  }

  private static func clampedComponent(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// The colour as `Color(red: …, green: …, blue: …, alpha: …)`.
  public var description: String {
    "Color(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
  }
}

extension Color: Animatable {
  /// The premultiplied components `(red·alpha, green·alpha, blue·alpha, alpha)`; setting them
  /// divides by alpha.
  ///
  /// Interpolating these is interpolating in gamma-encoded sRGB with premultiplied alpha (see
  /// ``Color``). Setting data whose alpha is exactly zero gives ``clear``: a fully transparent
  /// colour has no hue, so `Color(red: 1, green: 0, blue: 0, alpha: 0)` reads back as
  /// `.clear`. Any other alpha, including a negative one from an overshoot, is divided out.
  ///
  /// - Complexity: O(1).
  public var animatableData: SIMD4<Double> {
    get { SIMD4(red * alpha, green * alpha, blue * alpha, alpha) }
    set {
      let alpha = newValue[3]
      guard alpha != 0 else {
        self = .clear
        return
      }
      self = Color(red: newValue[0] / alpha, green: newValue[1] / alpha, blue: newValue[2] / alpha, alpha: alpha)
    }
  }
}
