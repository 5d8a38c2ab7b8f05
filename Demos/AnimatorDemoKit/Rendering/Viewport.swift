import Animator

/// How a scene's points map to a grid of pixels: the scene scaled to fit, keeping its proportions on
/// a screen whose pixels may be taller than they are wide.
///
/// ```swift
/// // Half blocks: two square pixels per character cell.
/// let viewport = Viewport(scene: Size2D(width: 390, height: 844), columns: 80, rows: 24, pixelRowsPerCell: 2)
/// viewport.pixelWidth   // 22
/// viewport.pixelHeight  // 48
/// ```
struct Viewport: Equatable, Sendable {
  /// The scene's size in points.
  let sceneSize: Size2D
  /// The pixel grid's width.
  let pixelWidth: Int
  /// The pixel grid's height.
  let pixelHeight: Int
  /// Pixel rows per character row: 2 for half blocks, 1 for one character per pixel.
  let pixelRowsPerCell: Int

  /// Fits `scene` into at most `columns` × `rows` character cells.
  ///
  /// A character cell is about twice as tall as it is wide, so with one pixel per cell a pixel is
  /// twice as tall as wide, and with two (half blocks) it is square.
  ///
  /// - Parameters:
  ///   - scene: The scene's size in points; sizes that are not positive and finite count as 1×1.
  ///   - columns: The most columns to use, at least 1.
  ///   - rows: The most rows to use, at least 1.
  ///   - pixelRowsPerCell: 1 or 2.
  init(scene: Size2D, columns: Int, rows: Int, pixelRowsPerCell: Int) {
    let width = scene.width.isFinite && scene.width > 0 ? scene.width : 1
    let height = scene.height.isFinite && scene.height > 0 ? scene.height : 1
    let perCell = pixelRowsPerCell >= 2 ? 2 : 1
    let maxWidth = Double(max(columns, 1))
    let maxHeight = Double(max(rows, 1) * perCell)
    // Pixel height over pixel width: 2 for one pixel per cell, 1 for half blocks.
    let aspect = perCell == 2 ? 1.0 : 2.0
    let scaleY = min(maxHeight / height, maxWidth / (width * aspect))
    var pixelWidth = Int((width * scaleY * aspect).rounded())
    var pixelHeight = Int((height * scaleY).rounded())
    pixelWidth = min(max(pixelWidth, 1), Int(maxWidth))
    pixelHeight = min(max(pixelHeight, perCell), Int(maxHeight))
    pixelHeight -= pixelHeight % perCell
    self.sceneSize = Size2D(width: width, height: height)
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.pixelRowsPerCell = perCell
  }

  /// The number of character columns the frame takes.
  var columns: Int { pixelWidth }
  /// The number of character rows the frame takes.
  var rows: Int { pixelHeight / pixelRowsPerCell }

  /// The transform from scene points to pixels.
  var sceneToPixels: AffineTransform2D {
    AffineTransform2D(
      scaleX: Double(pixelWidth) / sceneSize.width, y: Double(pixelHeight) / sceneSize.height)
  }
}
