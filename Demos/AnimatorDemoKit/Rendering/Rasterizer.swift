import Animator

/// Draws a layer tree into a ``Canvas``: rounded rectangles, the logo and text, with transforms about
/// the anchor point, group opacity, masks and sublayers, anti-aliased with 2×2 samples per pixel.
///
/// ```swift
/// let viewport = Viewport(scene: scene.size, columns: 40, rows: 20, pixelRowsPerCell: 2)
/// let canvas = Rasterizer.render(LayerSnapshot(scene.root), window: .white, viewport: viewport)
/// ```
enum Rasterizer {
  /// Draws `root` over a canvas filled with `window`.
  ///
  /// - Parameters:
  ///   - root: The tree to draw, in scene points.
  ///   - window: The colour behind everything.
  ///   - viewport: How scene points map to pixels.
  /// - Returns: The drawing.
  /// - Complexity: O(pixels covered × layers), plus a full pass per masked or translucent group.
  static func render(_ root: LayerSnapshot, window: Color, viewport: Viewport) -> Canvas {
    var canvas = Canvas(
      width: viewport.pixelWidth, height: viewport.pixelHeight,
      color: Color(
        red: window.red, green: window.green, blue: window.blue, alpha: 1))
    draw(root, parentToPixels: viewport.sceneToPixels, into: &canvas)
    return canvas
  }

  /// Draws `layer` (and what is under it) into `canvas`, whose pixels are `parentToPixels` of the
  /// superlayer's coordinates.
  static func draw(_ layer: LayerSnapshot, parentToPixels: AffineTransform2D, into canvas: inout Canvas) {
    let opacity = layer.opacity.isFinite ? min(max(layer.opacity, 0), 1) : 0
    guard opacity > 0 else { return }
    let toPixels = layer.toParent.concatenating(parentToPixels)
    let needsGroup = layer.mask != nil || (opacity < 1 && !layer.sublayers.isEmpty)
    guard needsGroup else {
      drawContent(layer, toPixels: toPixels, alpha: Float(opacity), into: &canvas)
      return
    }
    var group = Canvas(width: canvas.width, height: canvas.height)
    drawContent(layer, toPixels: toPixels, alpha: 1, into: &group)
    var maskCanvas: Canvas?
    if let mask = layer.mask {
      var drawn = Canvas(width: canvas.width, height: canvas.height)
      draw(mask, parentToPixels: toPixels, into: &drawn)
      maskCanvas = drawn
    }
    canvas.composite(group, opacity: Float(opacity), mask: maskCanvas)
  }

  private static func drawContent(
    _ layer: LayerSnapshot, toPixels: AffineTransform2D, alpha: Float, into canvas: inout Canvas
  ) {
    if let inverse = toPixels.inverted() {
      let radius = layer.effectiveCornerRadius
      if layer.backgroundColor.alpha > 0 {
        let bounds = layer.bounds
        fill(
          bounds, toPixels: toPixels, inverse: inverse, color: layer.backgroundColor, alpha: alpha, into: &canvas,
          inside: { point in RoundedRect.contains(point, rect: bounds, radius: radius) },
          interior: { center, halfWidth, halfHeight in
            RoundedRect.containsBox(center, halfWidth: halfWidth, halfHeight: halfHeight, rect: bounds, radius: radius)
          })
      }
      switch layer.contents {
      case .none:
        break
      case .logo(let color):
        let bounds = layer.bounds
        guard bounds.size.width != 0, bounds.size.height != 0 else { break }
        let (x0, y0, width, height) = (bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
        fill(
          bounds, toPixels: toPixels, inverse: inverse, color: color, alpha: alpha, into: &canvas,
          inside: { point in LogoShape.contains(Point2D(x: (point.x - x0) / width, y: (point.y - y0) / height)) },
          interior: { center, halfWidth, halfHeight in
            LogoShape.containsBox(
              Point2D(x: (center.x - x0) / width, y: (center.y - y0) / height), halfWidth: halfWidth / abs(width),
              halfHeight: halfHeight / abs(height))
          })
      case .text(let string, let color, _):
        stamp(string, at: toPixels.apply(to: layer.bounds.center), color: color, alpha: alpha, into: &canvas)
      case .stroke(let path, let color, let width):
        stroke(path, width: width, toPixels: toPixels, color: color, alpha: alpha, into: &canvas)
      }
    }
    for sublayer in layer.sublayers {
      draw(sublayer, parentToPixels: toPixels, into: &canvas)
    }
  }

  /// Fills the pixels of `rect` (in layer coordinates) by the share of their four samples that
  /// `inside` accepts; a pixel whose whole sample box `interior` accepts is filled without sampling.
  private static func fill(
    _ rect: Rect2D, toPixels: AffineTransform2D, inverse: AffineTransform2D, color: Color, alpha: Float,
    into canvas: inout Canvas, inside: (Point2D) -> Bool, interior: (Point2D, Double, Double) -> Bool
  ) {
    guard let box = pixelBox(of: rect, toPixels: toPixels, width: canvas.width, height: canvas.height) else { return }
    let paint = Canvas.premultiplied(color) * alpha
    guard paint.w > 0 else { return }
    // The samples sit a quarter pixel from the centre; in layer coordinates that is this far at most.
    let halfWidth = 0.25 * (abs(inverse.a) + abs(inverse.c))
    let halfHeight = 0.25 * (abs(inverse.b) + abs(inverse.d))
    let stepX = Point2D(x: inverse.a * 0.5, y: inverse.b * 0.5)
    let stepY = Point2D(x: inverse.c * 0.5, y: inverse.d * 0.5)
    for y in box.minY...box.maxY {
      for x in box.minX...box.maxX {
        let center = inverse.apply(to: Point2D(x: Double(x) + 0.5, y: Double(y) + 0.5))
        if interior(center, halfWidth, halfHeight) {
          canvas.blend(y * canvas.width + x, paint, coverage: 1)
          continue
        }
        // The four samples at (±¼, ±¼) pixel from the centre.
        let corner = Point2D(x: center.x - (stepX.x + stepY.x) / 2, y: center.y - (stepX.y + stepY.y) / 2)
        var hits = 0
        if inside(corner) { hits += 1 }
        if inside(Point2D(x: corner.x + stepX.x, y: corner.y + stepX.y)) { hits += 1 }
        if inside(Point2D(x: corner.x + stepY.x, y: corner.y + stepY.y)) { hits += 1 }
        if inside(Point2D(x: corner.x + stepX.x + stepY.x, y: corner.y + stepX.y + stepY.y)) { hits += 1 }
        if hits > 0 { canvas.blend(y * canvas.width + x, paint, coverage: Float(hits) / 4) }
      }
    }
  }

  /// Paints the pixels within half of `width` of `path`: samples the measured path every quarter
  /// pixel, keeps for each pixel the best coverage any sample gives it (full where its centre is
  /// inside the stroke, half where it is within half a pixel of it, so a thin stroke still shows as
  /// a line of pixels), then paints each covered pixel once.
  private static func stroke(
    _ path: Path2D, width: Double, toPixels: AffineTransform2D, color: Color, alpha: Float, into canvas: inout Canvas
  ) {
    guard let measured = try? MeasuredPath(path), measured.length > 0 else { return }
    let scale = max(abs(toPixels.a) + abs(toPixels.c), abs(toPixels.b) + abs(toPixels.d))
    guard scale.isFinite, scale > 0, width.isFinite else { return }
    let paint = Canvas.premultiplied(color) * alpha
    guard paint.w > 0 else { return }
    // No stroke needs to reach further than the canvas is wide and high.
    let radius = min(max(width * scale / 2, 0.5), Double(canvas.width + canvas.height))
    let reach = Int(radius.rounded(.up))
    let pixelLength = measured.length * scale
    guard pixelLength.isFinite else { return }
    let steps = min(max(Int((pixelLength * 4).rounded(.up)), 1), 1_000_000)
    var coverage: [Int: Float] = [:]
    for step in 0...steps {
      let center = toPixels.apply(to: measured.point(atLength: measured.length * Double(step) / Double(steps)))
      guard center.x > -radius - 1, center.x < Double(canvas.width) + radius + 1, center.y > -radius - 1,
        center.y < Double(canvas.height) + radius + 1
      else { continue }
      let column = Int(center.x.rounded(.down))
      let row = Int(center.y.rounded(.down))
      let columns = max(column - reach, 0)..<min(column + reach + 1, canvas.width)
      let rows = max(row - reach, 0)..<min(row + reach + 1, canvas.height)
      guard !columns.isEmpty, !rows.isEmpty else { continue }
      for y in rows {
        for x in columns {
          let dx = Double(x) + 0.5 - center.x
          let dy = Double(y) + 0.5 - center.y
          let distance = (dx * dx + dy * dy).squareRoot()
          guard distance <= radius + 0.5 else { continue }
          let covered: Float = distance <= radius ? 1 : 0.5
          let index = y * canvas.width + x
          if covered > coverage[index] ?? 0 { coverage[index] = covered }
        }
      }
    }
    // In pixel order, so that the same stroke paints the same way on every run.
    for index in coverage.keys.sorted() {
      canvas.blend(index, paint, coverage: coverage[index] ?? 0)
    }
  }

  /// The pixels that `rect` may touch once transformed, clipped to the canvas, or `nil` if none.
  private static func pixelBox(
    of rect: Rect2D, toPixels: AffineTransform2D, width: Int, height: Int
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    let x0 = rect.origin.x
    let y0 = rect.origin.y
    let x1 = x0 + rect.size.width
    let y1 = y0 + rect.size.height
    let corners = [Point2D(x: x0, y: y0), Point2D(x: x1, y: y0), Point2D(x: x0, y: y1), Point2D(x: x1, y: y1)]
      .map(toPixels.apply(to:))
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
    else { return nil }
    let left = max(Int(max(minX, -1).rounded(.down)), 0)
    let top = max(Int(max(minY, -1).rounded(.down)), 0)
    let right = min(Int(min(maxX, Double(width)).rounded(.up)), width - 1)
    let bottom = min(Int(min(maxY, Double(height)).rounded(.up)), height - 1)
    guard left <= right, top <= bottom else { return nil }
    return (left, top, right, bottom)
  }

  /// Writes `string` centred on pixel-space point `center`, one character per pixel column.
  private static func stamp(_ string: String, at center: Point2D, color: Color, alpha: Float, into canvas: inout Canvas)
  {
    guard abs(center.x) < 1e9, abs(center.y) < 1e9, alpha > 0 else { return }
    let characters = Array(string.unicodeScalars)
    let row = Int(center.y.rounded(.down))
    guard row >= 0, row < canvas.height else { return }
    let first = Int((center.x - Double(characters.count) / 2).rounded())
    let paint = Canvas.premultiplied(color)
    for (offset, character) in characters.enumerated() {
      let column = first + offset
      guard column >= 0, column < canvas.width else { continue }
      canvas.stamp(row * canvas.width + column, Canvas.Glyph(character: character, color: paint, alpha: alpha))
    }
  }
}

/// The rounded-rectangle test shared by the rasteriser and the tests.
enum RoundedRect {
  /// Whether `point` is inside `rect` with corners of `radius`.
  ///
  /// - Parameters:
  ///   - point: The point, in the rectangle's coordinates.
  ///   - rect: The rectangle (a negative size counts from the other side).
  ///   - radius: The corner radius, already limited to half the shorter side.
  /// - Returns: `true` inside.
  static func contains(_ point: Point2D, rect: Rect2D, radius: Double) -> Bool {
    let minX = min(rect.origin.x, rect.origin.x + rect.size.width)
    let maxX = max(rect.origin.x, rect.origin.x + rect.size.width)
    let minY = min(rect.origin.y, rect.origin.y + rect.size.height)
    let maxY = max(rect.origin.y, rect.origin.y + rect.size.height)
    guard point.x >= minX, point.x < maxX, point.y >= minY, point.y < maxY else { return false }
    guard radius > 0 else { return true }
    let dx = max(minX + radius - point.x, point.x - (maxX - radius), 0)
    let dy = max(minY + radius - point.y, point.y - (maxY - radius), 0)
    return dx * dx + dy * dy <= radius * radius
  }

  /// Whether the whole box of half-size `halfWidth` × `halfHeight` around `center` is inside, by a
  /// quick test that may answer `false` for boxes that are inside (near the corners).
  ///
  /// - Parameters:
  ///   - center: The box's centre.
  ///   - halfWidth: Half the box's width.
  ///   - halfHeight: Half the box's height.
  ///   - rect: The rectangle.
  ///   - radius: The corner radius.
  /// - Returns: `true` only if every point of the box is inside.
  static func containsBox(_ center: Point2D, halfWidth: Double, halfHeight: Double, rect: Rect2D, radius: Double)
    -> Bool
  {
    let minX = min(rect.origin.x, rect.origin.x + rect.size.width)
    let maxX = max(rect.origin.x, rect.origin.x + rect.size.width)
    let minY = min(rect.origin.y, rect.origin.y + rect.size.height)
    let maxY = max(rect.origin.y, rect.origin.y + rect.size.height)
    let left = center.x - halfWidth
    let right = center.x + halfWidth
    let top = center.y - halfHeight
    let bottom = center.y + halfHeight
    guard left >= minX, right < maxX, top >= minY, bottom < maxY else { return false }
    // Clear of the corners: within the cross that the rounded corners do not cut.
    return (left >= minX + radius && right <= maxX - radius) || (top >= minY + radius && bottom <= maxY - radius)
  }
}
