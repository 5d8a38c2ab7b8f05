import Animator

/// A rectangle in a tree of rectangles, as Core Animation's `CALayer`: the scenes' views are made of
/// these, and the renderers draw them.
///
/// Every property that the seed write-ups animate is declared with `@LazyAnimated` (``Animated``,
/// with its ``AnimatedProperty`` made on first use), or `@RareAnimated` for those most layers leave
/// at their default (anchor point, transform, rotation), so setting it inside an animation block
/// animates it, and `$name.presentationValue` is what is shown now:
///
/// ```swift
/// let logo = Layer(name: "logo", bounds: Rect2D(x: 0, y: 0, width: 100, height: 100))
/// let animator = PropertyAnimator(duration: .seconds(0.7), curve: .easeOut, engine: engine)
/// try animator.addAnimations { logo.transform = AffineTransform2D(scaleX: 0.75, y: 0.75) }
/// ```
///
/// Geometry is Core Animation's: ``bounds`` is the layer's own coordinate space (sublayers and the
/// mask are placed in it), ``anchorPoint`` is the point of the bounds, in unit coordinates, that sits
/// at ``position`` in the superlayer and about which ``transform`` applies.
final class Layer {
  /// A name for the layer, used in `state`, the timeline and the SVG (`data-layer`).
  let name: String

  /// Where the anchor point sits, in the superlayer's coordinates (UIKit's `center` when the anchor
  /// point is the middle).
  @LazyAnimated var position: Point2D
  /// The layer's own coordinate space: its origin and size.
  @LazyAnimated var bounds: Rect2D
  /// The point of the bounds, in unit coordinates, that sits at ``position``: (0.5, 0.5) by default.
  @RareAnimated<Point2D, MiddleAnchor> var anchorPoint: Point2D
  /// The transform applied about the anchor point.
  @RareAnimated<AffineTransform2D, IdentityTransform> var transform: AffineTransform2D
  /// A rotation in radians about the anchor point, after ``transform`` (Core Animation's
  /// `transform.rotation.z` key path): what a motion along a path turns.
  @RareAnimated<Double, NoRotation> var rotation: Double
  /// The opacity of the layer and its sublayers, composited as a group.
  @LazyAnimated var opacity: Double
  /// The fill of the bounds; `.clear` draws nothing.
  @LazyAnimated var backgroundColor: Color
  /// The radius of the bounds' corners, limited to half the shorter side when drawn.
  @LazyAnimated var cornerRadius: Double

  /// What the layer draws over its background: nothing, text or the logo.
  var contents: LayerContents

  /// A layer whose opacity (drawn in this layer's coordinate space) masks this layer and its
  /// sublayers; `nil` for none.
  var mask: Layer?

  /// The layers drawn over this one, back to front.
  private(set) var sublayers: [Layer] = []

  /// The layer this one is a sublayer of.
  private(set) weak var superlayer: Layer?

  /// Makes a layer. The values given here make no ``AnimatedProperty``: a layer that is never
  /// animated, watched or set afterwards has none (``LazyAnimated``).
  ///
  /// - Parameters:
  ///   - name: The layer's name.
  ///   - bounds: The layer's bounds.
  ///   - position: Where its anchor point sits in the superlayer.
  ///   - anchorPoint: The point of the bounds, in unit coordinates, that sits at `position`.
  ///   - transform: The transform about the anchor point.
  ///   - opacity: Its opacity.
  ///   - backgroundColor: Its fill.
  ///   - cornerRadius: Its corner radius.
  ///   - contents: What it draws over its background.
  init(
    name: String, bounds: Rect2D = .zero, position: Point2D = .zero, anchorPoint: Point2D = Point2D(x: 0.5, y: 0.5),
    transform: AffineTransform2D = .identity, opacity: Double = 1, backgroundColor: Color = .clear,
    cornerRadius: Double = 0, contents: LayerContents = .none
  ) {
    // Each wrapper is initialised here, once: with default values at their declarations, these
    // would be second assignments, each a dynamic exclusivity check, for every layer of a scene
    // file.
    self.name = name
    _bounds = LazyAnimated(wrappedValue: bounds)
    _position = LazyAnimated(wrappedValue: position)
    _anchorPoint = RareAnimated(MiddleAnchor.self, value: anchorPoint)
    _transform = RareAnimated(IdentityTransform.self, value: transform)
    _opacity = LazyAnimated(wrappedValue: opacity)
    _backgroundColor = LazyAnimated(wrappedValue: backgroundColor)
    _cornerRadius = LazyAnimated(wrappedValue: cornerRadius)
    _rotation = RareAnimated(NoRotation.self, value: 0)
    self.contents = contents
  }

  /// The presentation values of the animated properties, read without making a property for any
  /// that has none yet: what ``LayerSnapshot`` takes.
  var presentation:
    (
      position: Point2D, bounds: Rect2D, anchorPoint: Point2D, transform: AffineTransform2D, rotation: Double,
      opacity: Double, backgroundColor: Color, cornerRadius: Double
    )
  {
    (
      _position.presentationValue, _bounds.presentationValue, _anchorPoint.presentationValue,
      _transform.presentationValue, _rotation.presentationValue, _opacity.presentationValue,
      _backgroundColor.presentationValue, _cornerRadius.presentationValue
    )
  }

  /// How many of the eight animated properties have been made (``LazyAnimated``): what the load
  /// tests count.
  var madePropertyCount: Int {
    [
      _position.isMade, _bounds.isMade, _anchorPoint.isMade, _transform.isMade, _rotation.isMade, _opacity.isMade,
      _backgroundColor.isMade, _cornerRadius.isMade,
    ].filter { $0 }.count
  }

  /// Adds `layer` on top of the other sublayers, taking it from its current superlayer.
  ///
  /// - Parameter layer: The layer to add.
  func addSublayer(_ layer: Layer) {
    // A layer in no tree cannot be this layer's ancestor, nor leave a superlayer: append it, without
    // the walk up the tree and the insertion a general move needs (a scene file's every layer comes
    // this way).
    if layer.superlayer == nil, layer.sublayers.isEmpty, layer !== self {
      sublayers.append(layer)
      layer.superlayer = self
      return
    }
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts `layer` just below `sibling`, or on top if `sibling` is not a sublayer.
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: The sublayer to insert it below.
  func insertSublayer(_ layer: Layer, below sibling: Layer) {
    let index = sublayers.firstIndex { $0 === sibling } ?? sublayers.count
    insertSublayer(layer, at: index)
  }

  private func insertSublayer(_ layer: Layer, at index: Int) {
    guard layer !== self else { return }
    var ancestor = superlayer
    while let current = ancestor {
      if current === layer { return }  // A layer cannot contain its own ancestor.
      ancestor = current.superlayer
    }
    layer.removeFromSuperlayer()
    let index = min(max(index, 0), sublayers.count)
    sublayers.insert(layer, at: index)
    layer.superlayer = self
  }

  /// Takes the layer out of its superlayer's sublayers; nothing happens if it has none.
  func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// The rectangle the layer covers in its superlayer when it has no transform, as UIKit's `frame`;
  /// setting it sets ``bounds`` (size) and ``position``, so inside an animation block both animate.
  var frame: Rect2D {
    get {
      let size = bounds.size
      return Rect2D(
        x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
        width: size.width, height: size.height)
    }
    set {
      bounds = Rect2D(origin: bounds.origin, size: newValue.size)
      position = Point2D(
        x: newValue.origin.x + anchorPoint.x * newValue.size.width,
        y: newValue.origin.y + anchorPoint.y * newValue.size.height)
    }
  }

  /// The first layer named `name` in this tree (this layer, its mask and sublayers, depth first).
  ///
  /// - Parameter name: The name to look for.
  /// - Returns: The layer, or `nil`.
  func layer(named name: String) -> Layer? {
    if self.name == name { return self }
    if let found = mask?.layer(named: name) { return found }
    for sublayer in sublayers {
      if let found = sublayer.layer(named: name) { return found }
    }
    return nil
  }
}
