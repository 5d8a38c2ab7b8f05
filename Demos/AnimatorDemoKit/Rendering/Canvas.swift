import Animator

/// A grid of premultiplied RGBA pixels with a character layer on top: what the rasteriser draws into
/// and the terminal encoder reads.
///
/// Text cannot be scaled in a terminal, so labels are kept as characters (``Glyph``) attached to
/// pixels; compositing treats a glyph like paint: what is drawn over it hides it in proportion.
struct Canvas: Equatable, Sendable {
  /// A character on a pixel, with its colour and how visible it is.
  struct Glyph: Equatable, Sendable {
    /// The character (one Unicode scalar: a plain value, so canvases copy without reference
    /// counting).
    var character: Unicode.Scalar
    /// Its colour.
    var color: SIMD4<Float>
    /// How visible it is, 0 to 1.
    var alpha: Float
  }

  /// The width in pixels.
  let width: Int
  /// The height in pixels.
  let height: Int
  /// Premultiplied (r·a, g·a, b·a, a), row by row.
  var pixels: [SIMD4<Float>]
  /// The glyph on each pixel, if any.
  var glyphs: [Glyph?]

  /// Makes a canvas filled with `color`.
  ///
  /// - Parameters:
  ///   - width: The width in pixels, at least 1.
  ///   - height: The height in pixels, at least 1.
  ///   - color: The fill; transparent by default.
  init(width: Int, height: Int, color: Color = .clear) {
    self.width = max(width, 1)
    self.height = max(height, 1)
    let count = self.width * self.height
    pixels = Array(repeating: Self.premultiplied(color), count: count)
    glyphs = Array(repeating: nil, count: count)
  }

  /// The premultiplied components of `color`, clamped to `0...1`.
  ///
  /// - Parameter color: A colour.
  /// - Returns: (r·a, g·a, b·a, a).
  static func premultiplied(_ color: Color) -> SIMD4<Float> {
    let clamped = color.clamped()
    let alpha = Float(clamped.alpha)
    return SIMD4(Float(clamped.red) * alpha, Float(clamped.green) * alpha, Float(clamped.blue) * alpha, alpha)
  }

  /// The pixel at (`x`, `y`) as straight (not premultiplied) red, green, blue in `0...1`.
  ///
  /// - Parameters:
  ///   - x: The column.
  ///   - y: The row.
  /// - Returns: The colour's components.
  func rgb(x: Int, y: Int) -> SIMD3<Float> {
    let pixel = pixels[y * width + x]
    guard pixel.w > 0 else { return .zero }
    return SIMD3(pixel.x / pixel.w, pixel.y / pixel.w, pixel.z / pixel.w)
  }

  /// Paints `color` over pixel `index` with coverage `coverage` (source over).
  ///
  /// - Parameters:
  ///   - index: The pixel's index.
  ///   - color: Premultiplied colour.
  ///   - coverage: How much of the pixel is covered, 0 to 1.
  mutating func blend(_ index: Int, _ color: SIMD4<Float>, coverage: Float) {
    let source = color * coverage
    pixels[index] = source + pixels[index] * (1 - source.w)
    if let glyph = glyphs[index] {
      let alpha = glyph.alpha * (1 - source.w)
      glyphs[index] = alpha > 0.001 ? Glyph(character: glyph.character, color: glyph.color, alpha: alpha) : nil
    }
  }

  /// Puts `glyph` on pixel `index` over whatever glyph is there.
  ///
  /// - Parameters:
  ///   - index: The pixel's index.
  ///   - glyph: The glyph.
  mutating func stamp(_ index: Int, _ glyph: Glyph) {
    if let existing = glyphs[index], existing.alpha > glyph.alpha { return }
    glyphs[index] = glyph
  }

  /// Composites `group` over this canvas with `opacity`, each pixel further multiplied by the alpha of
  /// the same pixel of `mask` when there is one: Core Animation's group opacity and layer mask.
  ///
  /// - Parameters:
  ///   - group: A canvas of the same size.
  ///   - opacity: The group's opacity.
  ///   - mask: A canvas of the same size whose alpha masks the group, or `nil`.
  mutating func composite(_ group: Canvas, opacity: Float, mask: Canvas?) {
    for index in pixels.indices {
      let factor = opacity * (mask?.pixels[index].w ?? 1)
      guard factor > 0 else { continue }
      let source = group.pixels[index]
      if source.w > 0 { blend(index, source, coverage: factor) }
      if let glyph = group.glyphs[index] {
        let alpha = glyph.alpha * factor
        if alpha > 0.001 { stamp(index, Glyph(character: glyph.character, color: glyph.color, alpha: alpha)) }
      }
    }
  }
}
