import Animator

/// The presentation values of a layer tree at one instant: what both renderers draw, and what tests
/// compare the drawings with.
///
/// ```swift
/// let frame = LayerSnapshot(scene.root)
/// frame.toParent      // the layer's bounds coordinates to its superlayer's
/// ```
struct LayerSnapshot: Equatable, Sendable {
  /// The layer's name.
  var name: String
  /// The presentation ``Layer/position``.
  var position: Point2D
  /// The presentation ``Layer/bounds``.
  var bounds: Rect2D
  /// The presentation ``Layer/anchorPoint``.
  var anchorPoint: Point2D
  /// The presentation ``Layer/transform``.
  var transform: AffineTransform2D
  /// The presentation ``Layer/rotation``.
  var rotation: Double
  /// The presentation ``Layer/opacity``.
  var opacity: Double
  /// The presentation ``Layer/backgroundColor``.
  var backgroundColor: Color
  /// The presentation ``Layer/cornerRadius``.
  var cornerRadius: Double
  /// The layer's contents.
  var contents: LayerContents
  /// The mask's snapshot; boxed in an array to keep the type finite (zero or one element).
  var maskStorage: [LayerSnapshot]
  /// The sublayers' snapshots, back to front.
  var sublayers: [LayerSnapshot]

  /// Takes the presentation values of `layer` and everything under it.
  ///
  /// - Parameter layer: The root of the tree.
  init(_ layer: Layer) {
    name = layer.name
    let shown = layer.presentation
    position = shown.position
    bounds = shown.bounds
    anchorPoint = shown.anchorPoint
    transform = shown.transform
    rotation = shown.rotation
    opacity = shown.opacity
    backgroundColor = shown.backgroundColor
    cornerRadius = shown.cornerRadius
    contents = layer.contents
    maskStorage = layer.mask.map { [LayerSnapshot($0)] } ?? []
    sublayers = layer.sublayers.map(LayerSnapshot.init)
  }

  /// The mask's snapshot, if the layer has a mask.
  var mask: LayerSnapshot? { maskStorage.first }

  /// The transform from the layer's bounds coordinates to its superlayer's: move the anchor point
  /// to the origin, apply ``transform`` and then ``rotation``, move the origin to ``position``.
  var toParent: AffineTransform2D {
    let anchorX = bounds.origin.x + anchorPoint.x * bounds.size.width
    let anchorY = bounds.origin.y + anchorPoint.y * bounds.size.height
    var transformed = AffineTransform2D(translationX: -anchorX, y: -anchorY).concatenating(transform)
    if rotation != 0, rotation.isFinite {
      transformed = transformed.concatenating(AffineTransform2D(rotationAngle: rotation))
    }
    return transformed.concatenating(AffineTransform2D(translationX: position.x, y: position.y))
  }

  /// The corner radius as drawn: at least 0 and at most half the shorter side of the bounds.
  var effectiveCornerRadius: Double {
    let limit = min(abs(bounds.size.width), abs(bounds.size.height)) / 2
    guard cornerRadius.isFinite, limit.isFinite else { return 0 }
    return min(max(cornerRadius, 0), limit)
  }

  /// The first snapshot named `name` in this tree, depth first (the mask before the sublayers).
  ///
  /// - Parameter name: The name to look for.
  /// - Returns: The snapshot, or `nil`.
  func find(_ name: String) -> LayerSnapshot? {
    if self.name == name { return self }
    if let found = mask?.find(name) { return found }
    for sublayer in sublayers {
      if let found = sublayer.find(name) { return found }
    }
    return nil
  }
}
