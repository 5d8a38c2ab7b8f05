import Animator

/// What a layer draws over its background colour: the scenes' labels, buttons and logo.
///
/// The cases with values are `indirect`, boxed on the heap: most layers draw nothing, and inline the
/// largest case would make every layer bigger.
enum LayerContents: Hashable, Sendable {
  /// Nothing: only the background colour.
  case none
  /// A line of text, centred in the bounds (terminal renderers draw it in character cells).
  indirect case text(String, color: Color, fontSize: Double)
  /// The bird logo of seeds 001 and 002, filling the bounds, in `color` (``LogoShape``).
  indirect case logo(Color)
  /// A path's outline, in the layer's bounds coordinates, `width` points wide (the path scene's
  /// curve).
  indirect case stroke(Path2D, color: Color, width: Double)
}
