/// A property with a model value, which you set, and a presentation value, which animations move.
///
/// You rarely make one directly: declare properties with ``Animated`` and reach this object through
/// the `$` prefix.
///
/// ```swift
/// final class Card {
///   @Animated var opacity = 0.0
/// }
/// let card = Card()
/// try animator.addAnimations { card.opacity = 1 }   // the model value is 1 at once
/// card.opacity                                  // 1
/// card.$opacity.presentationValue               // what is shown: 0, moving towards 1
/// ```
///
/// Setting ``modelValue`` outside an animation block changes the value at once. Inside a block
/// (``PropertyAnimator/addAnimations(_:)``) it changes the model at once too, and adds a layer
/// that moves the presentation value from what is shown now to the new model value. Layers of
/// several animations add up, as UIKit's additive animations do: a second animation of a property
/// that is already moving starts from where the property is shown, with no jump, and the first
/// animation's velocity carries on in the sum.
///
/// A property belongs to the isolation domain of its engine's animators: it is not `Sendable`.
public final class AnimatedProperty<Value: Animatable> {
  // The fields a tick reads and writes come first, so that they share a cache line. Every field
  // counts: an `AnimatedProperty<Double>` is 120 bytes, the size of a heap block it fills exactly
  // (`PropertySizeTests`); 8 more would cost 16.
  @exclusivity(unchecked) var modelData: Value.AnimatableData
  /// The presentation data while the property has no row in the sampling store; while it has one
  /// (``isInLane``), the address of the row's output cell (``laneOutput``), in the same bytes:
  /// only `Double` properties get a row, and a `Double` holds an address's bits unchanged.
  @exclusivity(unchecked) var presentationOrCell: Value.AnimatableData
  /// The address of the block of the only layer, when there is exactly one and it has no keyframe
  /// path, with its lowest bit set when the property has a sink; 0 otherwise. The presentation is
  /// then `modelData + offset × weight` for that layer's offset (``LayerList/firstOffset``), which
  /// a block can compute directly. A block's direct refresh compares the key with its own address
  /// (``holdsOnlyLayer(of:)``), which is aligned: for a property with a sink the comparison fails,
  /// and the block refreshes it through ``refresh()``, which hands the sink its value, with no
  /// further test on the direct path. (Unretained: the layer holds the block.)
  @exclusivity(unchecked) var soleLayerKey: UInt = 0
  /// Whether the sink is running now: a sink is never re-entered (``refresh()``).
  @exclusivity(unchecked) var isInSink = false
  /// Whether the presentation value changed while the sink ran, so that it is owed the new value.
  @exclusivity(unchecked) var sinkIsOwed = false
  /// Whether the property has a row in the sampling store, whose output cell
  /// ``presentationOrCell`` then holds the address of.
  @exclusivity(unchecked) var isInLane = false
  /// Whether only animations hold the property: a key-path or closure target, made by the package
  /// for its target, which the blocks that list it retain. Otherwise (`@Animated`, `@LazyAnimated`,
  /// ``init(_:)``) its owner holds it, blocks list it unretained, and its `deinit`, when the owner
  /// lets it go, takes it out of their lists (`AnimatedProperty+Lifetime.swift`).
  let isHeldByAnimations: Bool
  /// The number of layers, kept beside the flags above (in their padding) so that a refresh learns
  /// it from a plain integer: ``layers`` is generic, and code not specialised for the value type
  /// would ask the type's metadata whether its inline first layer is there.
  @exclusivity(unchecked) var layerCount: UInt32 = 0
  /// Every change to it is followed by ``noteLayersChanged()``, called by hand rather than by an
  /// observer: around an observer's call the compiler retains and releases the first layer's
  /// block, two atomic operations on every set of a property in an animation block.
  @exclusivity(unchecked) var layers = LayerList()
  /// Receives the presentation value at each refresh: a target's setter, or the change reporter
  /// (AnimatedProperty+Changes.swift), which also calls the target's. Set only outside a refresh.
  @exclusivity(unchecked) var sink: PropertySink<Value>? {
    didSet {
      // Keyed again with the new sink's bit.
      soleLayerBlock = soleLayerBlock
      noteLaneInputsChanged(rowBlock: soleLayerBlock)
    }
  }
  /// The value you set (``modelValue``). Like every field here, it is read and written only by the
  /// property's own code, in accesses that call nothing outside the package while they last, so it
  /// skips dynamic exclusivity checks.
  @exclusivity(unchecked) var model: Value
  /// Layers taken out by `stopAnimation(false)`, waiting for `finishAnimation(at:)`: rare, so kept
  /// in ``extras``.
  var suspended: [SuspendedLayer] {
    get { extras?.suspended ?? [] }
    set { updateExtras { $0.suspended = newValue } }
  }
  /// What few properties need (``changeReporter``, suspended layers), out of line so that every
  /// property is 24 bytes smaller; made when first set.
  @exclusivity(unchecked) var extras: PropertyExtras<Value>?
  /// The observers and the last value reported, while the property reports its changes.
  var changeReporter: PropertyChangeReporter<Value>? {
    get { extras?.changeReporter }
    set { updateExtras { $0.changeReporter = newValue } }
  }
  /// The blocks holding layers on the property, to sort it again when its sink changes.
  var layerBlocks: [AnimationBlock] { layers.map(\.block) + suspended.map(\.layer.block) }

  /// Makes a property whose model and presentation values are `value`.
  ///
  /// - Parameter value: The initial value.
  @_specialize(where Value == Double)
  @_specialize(where Value == Float)
  @_specialize(where Value == Point2D)
  @_specialize(where Value == Size2D)
  @_specialize(where Value == Rect2D)
  @_specialize(where Value == Color)
  @_specialize(where Value == AffineTransform2D)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD4<Double>)
  public init(_ value: Value) {
    // Specialised as the entry points below are: the generic body asks the runtime for the metadata
    // of the layer list it initialises, a hash-table lookup, for every property made.
    model = value
    modelData = value.animatableData
    presentationOrCell = modelData
    isHeldByAnimations = false
    sink = nil
  }

  /// Makes a property that hands its presentation value to `sink` whenever it changes: the form
  /// behind closure targets.
  convenience init(_ value: Value, sink: @escaping (Value) -> Void) {
    self.init(value, target: ClosureSink(sink))
  }

  /// Makes a property that hands its presentation value to `target` whenever it changes: the form
  /// behind key-path targets, whose writer is the sink.
  @_specialize(where Value == Double)
  @_specialize(where Value == Float)
  @_specialize(where Value == Point2D)
  @_specialize(where Value == Size2D)
  @_specialize(where Value == Rect2D)
  @_specialize(where Value == Color)
  @_specialize(where Value == AffineTransform2D)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD4<Double>)
  init(_ value: Value, target: PropertySink<Value>) {
    model = value
    modelData = value.animatableData
    presentationOrCell = modelData
    isHeldByAnimations = true
    self.sink = target
  }

  deinit {
    // Idle (no layer, nothing suspended): no block lists it. Two loads, then the usual teardown.
    guard layerCount != 0 || extras != nil else { return }
    leaveBlocks()
  }

  /// The value you set: the end value of any animation in progress.
  ///
  /// Setting it inside an animation block animates the change; elsewhere it takes effect at once
  /// (animations already in progress keep moving, relative to the new value).
  public var modelValue: Value {
    get { model }
    set { set(newValue) }
  }

  /// The value shown now: the model value plus the contributions of the animations in progress.
  public var presentationValue: Value {
    if layerCount == 0 { return model }
    var value = model
    value.animatableData = presentationData
    return value
  }

  /// The presentation value's rate of change, in units per second (zero when nothing moves).
  ///
  /// It is exact, computed from the timing curves' derivatives, not estimated from frames, so it
  /// can be handed to a spring that takes over.
  public var velocity: Value.AnimatableData { velocityOfLayers() }

  // Only forwards, as ``set(_:)`` does: the generic loop below asks the runtime for the metadata of
  // its layer types on every read.
  @_specialize(where Value == Double)
  @_specialize(where Value == Float)
  @_specialize(where Value == Point2D)
  @_specialize(where Value == Size2D)
  @_specialize(where Value == Rect2D)
  @_specialize(where Value == Color)
  @_specialize(where Value == AffineTransform2D)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD4<Double>)
  private func velocityOfLayers() -> Value.AnimatableData { sumOfLayerVelocities() }

  private func sumOfLayerVelocities() -> Value.AnimatableData {
    var velocity = Value.AnimatableData.zero
    for layer in layers where layer.block.progressVelocity != 0 {
      if let path = layer.path {
        velocity += path.evaluate(layer.block.progress).1.scaled(by: layer.block.progressVelocity)
      } else {
        velocity += layer.offset.scaled(by: -layer.block.progressVelocity)
      }
    }
    return velocity
  }

  /// Whether any animation contributes to the presentation value.
  public var isAnimating: Bool { layerCount != 0 }

  /// The number of animations layered on the property.
  public var animationCount: Int { Int(layerCount) }

  /// The model data plus every layer's contribution at its block's weight.
  @_specialize(where Value == Double)
  func layeredPresentationData() -> Value.AnimatableData {
    if let block = soleLayerBlock {
      // The loop below for its one layer, without walking the array.
      let weight = block.withObject { $0.weight }
      return weight == 0 ? modelData : modelData + layers.firstOffset.scaled(by: weight)
    }
    var data = modelData
    // An index loop: a for-in loop over the generic layers allocates in debug builds.
    // One copy of each layer: every read of `layers[index]` copies the generic layer (its value
    // witness copy and a retain of each reference), which a path layer paid three times a frame.
    for index in 0..<Int(layerCount) {
      let layer = layers[index]
      let weight = layer.block.weight
      if layer.path != nil {
        data += layer.contribution(atWeight: weight)
      } else if weight != 0 {
        data += layer.offset.scaled(by: weight)
      }
    }
    return data
  }

  func updateExtras(_ change: (PropertyExtras<Value>) -> Void) {
    let box = extras ?? PropertyExtras()
    change(box)
    extras = box.isEmpty ? nil : box
  }

  func noteLayersChanged() {
    // The row's block, if the property has a row: its only layer's, before this change.
    let rowBlock = soleLayerBlock
    layerCount = UInt32(layers.count)
    if layers.count == 1 && layers[0].path == nil {
      soleLayerBlock = _UnsafeUnretained(layers[0].block)
    } else {
      soleLayerBlock = nil
    }
    noteLaneInputsChanged(rowBlock: rowBlock)
    checkInvariants()
  }

  /// Tells the sampling store, while it keeps the property's row, that the model data, the layers
  /// or the sink may have changed: it copies them again, or gives the row back.
  ///
  /// - Parameter rowBlock: The row's block, which knows the store: while the property has a row,
  ///   its only layer is that block's (until a change of the layers, which passes the block it had
  ///   before). The store holds the block while the row lives.
  @inline(__always)
  func noteLaneInputsChanged(rowBlock: _UnsafeUnretained<AnimationBlock>?) {
    guard let cell = laneOutput, let rowBlock else { return }
    rowBlock.withObject { block in
      let lane = block.storeLane
      lane.propertyInputsChanged(at: cell - lane.output, of: block)
    }
  }

  func setModelData(_ data: Value.AnimatableData) {
    model.animatableData = data
    modelData = model.animatableData
  }
}

@available(*, unavailable)
extension AnimatedProperty: Sendable {}

extension AnimatedProperty {
  /// Checks what the property keeps beside its layers and its model, as copies for speed, against
  /// them; compiled into debug builds only.
  ///
  /// A defect in the package, never a caller, can break these: the layer count and the sole-layer
  /// cache (the only layer's block and offset, with no keyframe path) agree with the layers, the
  /// model data with the model, and a property with a row in the sampling store has one layer, the
  /// row's block's, and no sink. Called after every change of the layers, and by the store's
  /// checks.
  ///
  /// - Complexity: O(l) for l layers.
  func checkInvariants() {
    #if DEBUG
      assert(Int(layerCount) == layers.count, "the layer count agrees with the layers")
      let modelCopy = model.animatableData
      assert(modelCopy != modelCopy || modelData == modelCopy, "the model data is the model's")
      if layers.count == 1 && layers[0].path == nil {
        assert(soleLayerBlock?.bits == layers[0].block.identity, "the sole-layer cache names the only layer")
        assert((soleLayerKey & 1 == 1) == (sink != nil), "the sole-layer key's low bit says whether there is a sink")
      } else {
        assert(soleLayerBlock == nil, "no sole-layer cache without exactly one plain layer")
      }
      if laneOutput != nil {
        assert(soleLayerBlock != nil && sink == nil, "a property with a store row has one plain layer and no sink")
      }
    #endif
  }
}
