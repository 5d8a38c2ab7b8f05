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
  struct Layer {
    let block: AnimationBlock
    /// The model value before the block set it, to restore exactly at the start position.
    let from: Value
    /// The model value the block set, to restore exactly at the end position.
    let to: Value
    /// `from - to` in animatable data: the layer contributes `offset × weight`.
    let offset: Value.AnimatableData
    /// For a keyframe layer: its contribution and its derivative at a progress, in place of
    /// `offset × weight`.
    let path: LayerPath<Value.AnimatableData>?

    /// What the layer adds to the model value at `weight` (`1 - progress`).
    func contribution(atWeight weight: Double) -> Value.AnimatableData {
      if let path { return path.evaluate(1 - weight).0 }
      return weight == 0 ? .zero : offset.scaled(by: weight)
    }
  }

  /// The layers of a property, in the order they were added: the first inline, so that a property
  /// with one animation (nearly every one) needs no array of its own, and the others in an array.
  struct LayerList: RandomAccessCollection {
    var head: Layer?
    private var tail: [Layer] = []

    var startIndex: Int { 0 }
    var endIndex: Int { head == nil ? 0 : 1 + tail.count }
    // Directly, rather than through the collection's generic `distance(from:to:)`, which unspecialised
    // (a debug build) costs a metadata lookup per call.
    var count: Int { endIndex }
    var isEmpty: Bool { head == nil }
    subscript(index: Int) -> Layer {
      if index == 0, let head { return head }
      return tail[index - 1]
    }

    mutating func append(_ layer: Layer) {
      if head == nil {
        head = layer
      } else {
        tail.append(layer)
      }
    }

    mutating func append(contentsOf layers: some Sequence<Layer>) {
      for layer in layers { append(layer) }
    }

    @discardableResult
    mutating func remove(at index: Int) -> Layer {
      let removed: Layer
      if index == 0, let head {
        removed = head
        self.head = tail.isEmpty ? nil : tail.removeFirst()
      } else {
        removed = tail.remove(at: index - 1)
      }
      // An emptied array lets its buffer go.
      if tail.isEmpty { tail = [] }
      return removed
    }

    mutating func removeAll() {
      head = nil
      tail = []
    }
  }

  struct SuspendedLayer {
    let layer: Layer
    /// The weight folded into the model when the layer was suspended.
    let weight: Double
    /// The model data right after the fold, to tell whether anything changed the model since.
    let foldedModel: Value.AnimatableData
    /// Whether the model held exactly the value this layer set when it was folded, so that the
    /// layer's start and end values can be restored exactly rather than by arithmetic.
    let modelWasTarget: Bool
  }

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
  private var suspended: [SuspendedLayer] {
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
    self.sink = target
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

  @_specialize(where Value == Double)
  @_specialize(where Value == Float)
  @_specialize(where Value == Point2D)
  @_specialize(where Value == Size2D)
  @_specialize(where Value == Rect2D)
  @_specialize(where Value == Color)
  @_specialize(where Value == AffineTransform2D)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD4<Double>)
  private func set(_ newValue: Value) {
    // Only forwards, as the `LayeredProperty` entry points do: with the body below inline, the
    // generic entry asked the runtime for its layer type's metadata (a hash-table lookup, about 400
    // instructions) before its check that jumps to a specialisation, on every set of every property.
    if Value.self == Double.self,
      asDoubleProperty.recordFirstLayer(Self.doubleValue(newValue))
    {
      return
    }
    setGenerally(newValue)
  }

  /// ``set(_:)`` in every case: a layer recorded in the block being recorded, if any, or the value
  /// set at once.
  private func setGenerally(_ newValue: Value) {
    let recording = AnimationRecording.activeRecording
    let block = recording?.block
    if let block, block.beginsFromCurrentState, layerCount != 0 {
      // Take the property over: what is shown becomes the model, and other animations let go of it.
      // (A recording that defers refreshes may have left the shown value behind its layers.)
      if recording?.defersRefresh == true { refresh() }
      model = presentationValue
      modelData = model.animatableData
      layers.removeAll()
      noteLayersChanged()
    }
    let oldData = modelData
    let newData = newValue.animatableData
    let previous = model
    model = newValue
    modelData = newData
    if let block, oldData != newData {
      layers.append(Layer(block: block, from: previous, to: newValue, offset: oldData - newData, path: nil))
      noteLayersChanged()
      block.adopt(self)
      // The recorder refreshes the property once it has recorded every block (a timeline's start).
      if recording?.defersRefresh == true { return }
    }
    refresh()
  }

  /// The model data plus every layer's contribution at its block's weight.
  @_specialize(where Value == Double)
  private func layeredPresentationData() -> Value.AnimatableData {
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

  private func updateExtras(_ change: (PropertyExtras<Value>) -> Void) {
    let box = extras ?? PropertyExtras()
    change(box)
    extras = box.changeReporter == nil && box.suspended.isEmpty ? nil : box
  }

  private func noteLayersChanged() {
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
  private func noteLaneInputsChanged(rowBlock: _UnsafeUnretained<AnimationBlock>?) {
    guard let cell = laneOutput, let rowBlock else { return }
    rowBlock.withObject { block in
      let lane = block.storeLane
      lane.propertyInputsChanged(at: cell - lane.output, of: block)
    }
  }

  private func setModelData(_ data: Value.AnimatableData) {
    model.animatableData = data
    modelData = model.animatableData
  }
}

extension AnimatedProperty where Value: Sendable {
  /// Animates the property through `keyframes` over the animation block's time, as a
  /// `CAKeyframeAnimation` does: call it inside an animation block.
  ///
  /// ```swift
  /// let mask = try Keyframes(
  ///   values: [Rect2D(x: 0, y: 0, width: 60, height: 60), Rect2D(x: 0, y: 0, width: 50, height: 50),
  ///            Rect2D(x: 0, y: 0, width: 2000, height: 2000)],
  ///   keyTimes: [0, 0.5, 1], timingCurves: [.easeInEaseOut, .easeOut])
  /// try animator.addAnimations { layer.$bounds.animate(through: mask) }
  /// ```
  ///
  /// The model value becomes the last keyframe at once; the presentation value follows the
  /// keyframes as the block progresses (the animator's own curve shapes the block's progress; use
  /// a linear animator to let the keyframes' curves alone decide). Like every layer it adds to
  /// other animations of the property. Outside an animation block it sets the model value to the
  /// last keyframe without animating.
  ///
  /// - Parameter keyframes: The values to pass through.
  public func animate(through keyframes: Keyframes<Value>) {
    guard let last = keyframes.values.last else { return }
    guard let (block, defersRefresh) = AnimationRecording.activeRecording else {
      set(last)
      return
    }
    let previous = model
    let end = last.animatableData
    model = last
    modelData = model.animatableData
    let path: (Double) -> (Value.AnimatableData, Value.AnimatableData)
    if let evaluation = keyframes.pathEvaluation {
      // A path's point and velocity come from one lookup on it, not one each.
      path = { progress in
        let (value, velocity) = evaluation(progress)
        return (value.animatableData - end, velocity)
      }
    } else {
      path = { progress in
        (keyframes.value(at: progress).animatableData - end, keyframes.velocity(at: progress))
      }
    }
    layers.append(
      Layer(block: block, from: previous, to: last, offset: previous.animatableData - end, path: LayerPath(path)))
    noteLayersChanged()
    block.adopt(self)
    if !defersRefresh { refresh() }
  }
}

extension AnimatedProperty {
  /// Adds a layer to the block being recorded whose contribution at a progress (and its derivative)
  /// is `path`'s, and makes `end` the model value: the form behind timeline springs. Outside a
  /// block it sets the model value to `end`.
  func addPathLayer(to end: Value, path: @escaping (Double) -> (Value.AnimatableData, Value.AnimatableData)) {
    guard let (block, defersRefresh) = AnimationRecording.activeRecording else {
      set(end)
      return
    }
    let previous = model
    model = end
    modelData = end.animatableData
    layers.append(
      Layer(block: block, from: previous, to: end, offset: previous.animatableData - modelData, path: LayerPath(path)))
    noteLayersChanged()
    block.adopt(self)
    if !defersRefresh { refresh() }
  }
}

extension AnimatedProperty {
  /// Makes `block` the only animation of the property (UIKit's `beginFromCurrentState`): what is
  /// shown becomes the model and the other layers let go; then adds a layer of `block` whose
  /// contribution at a progress (and its derivative) is `path`'s, and makes `end` the model value.
  /// The form behind ``SpringAnimation``, which is never recorded in a block's closure.
  func takeOver(
    by block: AnimationBlock, to end: Value, path: @escaping (Double) -> (Value.AnimatableData, Value.AnimatableData)
  ) {
    if !layers.isEmpty {
      model = presentationValue
      modelData = model.animatableData
      layers.removeAll()
      noteLayersChanged()
    }
    let previous = model
    model = end
    modelData = end.animatableData
    layers.append(
      Layer(block: block, from: previous, to: end, offset: previous.animatableData - modelData, path: LayerPath(path)))
    noteLayersChanged()
    block.adopt(self)
    refresh()
  }

  /// Whether nothing animates the property: no layer, and none suspended.
  var isIdle: Bool { layerCount == 0 && (extras?.suspended.isEmpty ?? true) }

  /// Makes an idle property (``isIdle``) show `value` as its model and presentation values without
  /// handing it to the sink: a key-path target found idle in its registry takes up its object's
  /// current value, as a property made for it then would read it.
  func takeUpIdle(_ value: Value) {
    guard isIdle else { return }
    model = value
    modelData = value.animatableData
    presentationData = modelData
  }

  /// Sets the model value without animating and without recording into a block being recorded,
  /// keeping the layers: a ``SpringAnimation``'s new target, or where a stopped one stays.
  func setModelKeepingLayers(_ value: Value) {
    model = value
    modelData = value.animatableData
    refresh()
  }
}

extension AnimatedProperty where Value == Double {
  /// ``set(_:)`` for what nearly every set in an animation block is: the first layer of an idle
  /// property with no sink, no row and nothing suspended, in a block that neither takes properties
  /// over nor defers their refresh. The same steps as ``set(_:)`` takes there (the same model, layer,
  /// sole-layer cache and presentation, to the bit), without its general bookkeeping: the block is
  /// read from the recording slot unretained, and adopts the property as a direct one.
  ///
  /// - Returns: Whether it recorded the set; `false` (nothing changed) leaves it to ``set(_:)``.
  @inline(__always)
  private func recordFirstLayer(_ newValue: Double) -> Bool {
    guard layerCount == 0, sink == nil, extras == nil, !isInLane,
      let slot = AnimationRecording.currentUnretained
    else { return false }
    return slot.withObject { block in
      guard block.isRecording, !block.defersRefresh, !block.beginsFromCurrentState else { return false }
      let previous = model
      model = newValue
      modelData = newValue
      guard previous != newValue else {
        presentationOrCell = newValue
        return true
      }
      let offset = previous - newValue
      layers.append(Layer(block: block, from: previous, to: newValue, offset: offset, path: nil))
      // What ``noteLayersChanged()`` works out: one plain layer, and no row to tell.
      layerCount = 1
      soleLayerKey = slot.bits  // no sink (checked above)
      checkInvariants()
      block.adoptDirect(self)
      // ``layeredPresentationData()`` of the one layer, inline: the same arithmetic, so the same bits.
      let weight = block.weight
      presentationOrCell = weight == 0 ? newValue : newValue + offset * weight
      return true
    }
  }

  #if DEBUG
    /// ``modelValue``'s setter without the direct path for a first layer (``recordFirstLayer(_:)``):
    /// for tests that compare the two paths bit for bit.
    func setThroughGeneralPath(_ newValue: Double) { setGenerally(newValue) }
  #endif

  /// Whether a block may refresh the property with ``refresh(solelyBy:atWeight:)``: it writes to
  /// no sink, so refreshing it runs no user code. (A property with a sink sits in a block's direct
  /// list too, but ``refresh(solelyBy:atWeight:)`` always leaves it to ``refreshIfShared(with:)``.)
  var refreshesDirectly: Bool { sink == nil }

  /// What the sampling store copies into the property's row: its model data and its only layer's
  /// offset, if `block` holds that layer and the property writes to no sink (otherwise `nil`: the
  /// property cannot have a row for `block`).
  func laneInputs(for block: AnimationBlock.Identity) -> (model: Double, offset: Double)? {
    guard sink == nil, holdsOnlyLayer(of: block) else { return nil }
    return (modelData, layers.firstOffset)
  }

  /// Refreshes the property if `block`, at weight `weight`, holds its only layer: the same result
  /// as ``refresh()``, to the last bit, from one multiply-add.
  ///
  /// - Returns: Whether it refreshed; if not, other layers share the property, or it has a sink,
  ///   and ``refreshIfShared(with:)`` must refresh it.
  /// - Complexity: O(1).
  @inline(__always)
  func refresh(solelyBy block: AnimationBlock.Identity, atWeight weight: Double) -> Bool {
    guard holdsOnlyLayer(of: block) else { return false }
    presentationData = weight == 0 ? modelData : modelData + layers.firstOffset * weight
    return true
  }

  /// ``refresh(solelyBy:atWeight:)`` for a weight known not to be 0.
  @inline(__always)
  func refresh(solelyBy block: AnimationBlock.Identity, atNonzeroWeight weight: Double) -> Bool {
    guard holdsOnlyLayer(of: block) else { return false }
    presentationData = modelData + layers.firstOffset * weight
    return true
  }

  /// Whether `block` holds the property's only layer (and it has no keyframe path): one comparison
  /// of addresses, since a block's identity is never null.
  @inline(__always)
  private func holdsOnlyLayer(of block: AnimationBlock.Identity) -> Bool {
    soleLayerKey == block
  }

  /// Refreshes the property, handing its sink the value, unless `block` holds its only layer and it
  /// has no sink (then ``refresh(solelyBy:atWeight:)`` has refreshed it already).
  func refreshIfShared(with block: AnimationBlock.Identity) {
    if !holdsOnlyLayer(of: block) { refresh() }
  }

  /// Ends the layer of `block` at its end (weight 0), as ``end(_:atWeight:)`` does, when it is the
  /// property's only layer and the property has no sink, no row in the sampling store and nothing
  /// suspended or observed: the end of nearly every quick animation (``QuickRuns``). The fold of a
  /// layer at weight 0 adds nothing and sets a model equal to the layer's end value to that value,
  /// and the presentation becomes the model, so the bits are the same as the general end's, without
  /// its walk of the layers or its generic refresh.
  ///
  /// The layer's reference to the block is not released here but handed to the caller, which holds
  /// the block too and releases the references of all its layers together.
  ///
  /// - Returns: Whether it ended the layer, and so handed over a reference to `block` that the
  ///   caller must release; if not, nothing changed and the caller ends it through
  ///   ``end(_:atWeight:)``.
  /// - Complexity: O(1).
  func endSoleLayerAtEndHandingOverBlock(of block: AnimationBlock.Identity) -> Bool {
    guard holdsOnlyLayer(of: block), !isInLane, sink == nil, extras == nil else { return false }
    let end = layers.firstEnd
    if modelData == end {
      model = end
      modelData = end
    }
    layers.removeSoleHandingOverBlock()
    // What ``noteLayersChanged()`` works out: no layer, no row (checked above) to tell.
    layerCount = 0
    soleLayerBlock = nil
    checkInvariants()
    presentationOrCell = modelData
    return true
  }
}

extension AnimatedProperty: LayeredProperty {

  // Each entry point is specialised for the value types animated most, so that a call through
  // `LayeredProperty` runs concrete arithmetic rather than generic code: the generic entry point
  // checks the type and jumps to the specialisation. The entry points only forward, so that the
  // generic one has nothing to set up before the check.

  @_specialize(where Value == Double)
  @_specialize(where Value == Float)
  @_specialize(where Value == Point2D)
  @_specialize(where Value == Size2D)
  @_specialize(where Value == Rect2D)
  @_specialize(where Value == Color)
  @_specialize(where Value == AffineTransform2D)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD4<Double>)
  func refresh() {
    presentationData = layeredPresentationData()
    noteLaneInputsChanged(rowBlock: soleLayerBlock)
    guard let sink else { return }
    // The sink is never re-entered: a value that changes while it runs (a sink that scrubs, seeks
    // or restarts what animates it) is handed over after it returns, in a loop rather than a
    // recursion, so that a sink which keeps moving its own animation cannot exhaust the stack, and
    // the sink always ends up with the latest value.
    guard !isInSink else {
      sinkIsOwed = true
      return
    }
    isInSink = true
    repeat {
      sinkIsOwed = false
      sink.receive(presentationValue)
    } while sinkIsOwed
    isInSink = false
  }

  @_specialize(where Value == Double)
  @_specialize(where Value == Float)
  @_specialize(where Value == Point2D)
  @_specialize(where Value == Size2D)
  @_specialize(where Value == Rect2D)
  @_specialize(where Value == Color)
  @_specialize(where Value == AffineTransform2D)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD4<Double>)
  func suspend(_ block: AnimationBlock, atWeight weight: Double) {
    suspendLayers(of: block, atWeight: weight)
  }

  @_specialize(where Value == Double)
  @_specialize(where Value == Float)
  @_specialize(where Value == Point2D)
  @_specialize(where Value == Size2D)
  @_specialize(where Value == Rect2D)
  @_specialize(where Value == Color)
  @_specialize(where Value == AffineTransform2D)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD4<Double>)
  func resolve(_ block: AnimationBlock, atWeight weight: Double) {
    resolveLayers(of: block, atWeight: weight)
  }

  @_specialize(where Value == Double)
  @_specialize(where Value == Float)
  @_specialize(where Value == Point2D)
  @_specialize(where Value == Size2D)
  @_specialize(where Value == Rect2D)
  @_specialize(where Value == Color)
  @_specialize(where Value == AffineTransform2D)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD4<Double>)
  func end(_ block: AnimationBlock, atWeight weight: Double) {
    endLayers(of: block, atWeight: weight)
  }

  func end(each ends: [(block: AnimationBlock, weight: Double)]) {
    endLayers(ofEach: ends)
  }

  func suspend(each suspensions: [(block: AnimationBlock, weight: Double)]) {
    suspendLayers(ofEach: suspensions)
  }

  func continuesLayersBelow(_ block: AnimationBlock) -> Bool {
    guard suspended.isEmpty else { return false }
    let first = firstOfNewestLayers(of: block)
    guard first < Int(layerCount) else { return false }
    guard first > 0 else { return true }
    guard layers[first - 1].to.animatableData == layers[first].from.animatableData else { return false }
    // The block's layers are all at the top: none of its layers lies further down.
    for index in 0..<(first - 1) where layers[index].block === block { return false }
    return true
  }
}

extension AnimatedProperty {
  func recording(of block: AnimationBlock) -> LayerRecording {
    recording(replaying: layers.filter { $0.block === block }, of: block)
  }

  // Specialised as the setter is: a timeline's start calls this through `LayeredProperty` for every
  // property every tween set, and the generic form looked up the layer's and the array's generic
  // metadata on each call (about 5,700 instructions a property, issue 28's "timeline start").
  @_specialize(where Value == Double)
  @_specialize(where Value == Float)
  @_specialize(where Value == Point2D)
  @_specialize(where Value == Size2D)
  @_specialize(where Value == Rect2D)
  @_specialize(where Value == Color)
  @_specialize(where Value == AffineTransform2D)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD4<Double>)
  func recordingOfNewest(_ block: AnimationBlock) -> (recording: LayerRecording, count: Int) {
    // Only forwards, as ``set(_:)`` does: with the body here, the generic entry asked the runtime
    // for the metadata of its array of layers before the check that jumps to a specialisation
    // (about 2,800 instructions a tween of four properties at a timeline's start).
    recordingOfNewestLayers(block)
  }

  private func recordingOfNewestLayers(_ block: AnimationBlock) -> (recording: LayerRecording, count: Int) {
    let first = firstOfNewestLayers(of: block)
    if Int(layerCount) - first == 1 {
      // One layer, nearly every tween: held by the recording itself, without an array of one (an
      // allocation for each property a timeline records); a `Double` property's plain layer, inline
      // in the recording, without the closure's context either.
      let layer = layers[first]
      if Value.self == Double.self, layer.path == nil {
        let recording = LayerRecording(
          plainLayerOf: block, in: asDoubleProperty, from: Self.doubleValue(layer.from),
          to: Self.doubleValue(layer.to), offset: Self.doubleValue(layer.offset))
        return (recording, 1)
      }
      let recording = LayerRecording { [self] refreshing in
        self.replay(CollectionOfOne(layer), of: block, refreshing: refreshing)
      }
      return (recording, 1)
    }
    var recorded: [Layer] = []
    recorded.reserveCapacity(Int(layerCount) - first)
    for index in first..<Int(layerCount) { recorded.append(layers[index]) }
    return (recording(replaying: recorded, of: block), recorded.count)
  }

  /// Where the run of `block`'s layers at the end of the list starts (``layerCount`` when the
  /// newest layer is not `block`'s).
  @inline(__always)
  private func firstOfNewestLayers(of block: AnimationBlock) -> Int {
    var first = Int(layerCount)
    while first > 0 && layers[first - 1].block === block { first -= 1 }
    return first
  }

  /// The recording that puts `recorded`, layers of `block`, back in the property.
  private func recording(replaying recorded: [Layer], of block: AnimationBlock) -> LayerRecording {
    LayerRecording { [self] refreshing in self.replay(recorded, of: block, refreshing: refreshing) }
  }

  /// Puts back layers of `block` recorded earlier: the model becomes the value the block set (the
  /// last layer's end value), as it was right after the block ran.
  private func replay(_ recorded: some BidirectionalCollection<Layer>, of block: AnimationBlock, refreshing: Bool) {
    guard let last = recorded.last else { return }
    if block.beginsFromCurrentState {
      // As when it was recorded, the block takes the property over from other animations.
      layers.removeAll()
      noteLayersChanged()
    }
    model = last.to
    modelData = model.animatableData
    layers.append(contentsOf: recorded)
    noteLayersChanged()
    block.adopt(self)
    if refreshing { refresh() }
  }

  @inline(never)
  fileprivate func suspendLayers(of block: AnimationBlock, atWeight weight: Double) {
    guard layers.contains(where: { $0.block === block }) else { return }
    for index in layers.indices.reversed() where layers[index].block === block {
      let layer = layers.remove(at: index)
      noteLayersChanged()
      suspended.append(fold(suspending: layer, atWeight: weight))
    }
    refresh()
  }

  /// Folds `layer`'s contribution at `weight` into the model, and answers the suspended layer that
  /// keeps it, to resolve later (``resolve(_:atWeight:)``).
  @inline(__always)
  private func fold(suspending layer: Layer, atWeight weight: Double) -> SuspendedLayer {
    let modelWasTarget = modelData == layer.to.animatableData
    let contribution = layer.contribution(atWeight: weight)
    if contribution != .zero {
      setModelData(modelData + contribution)
    }
    return SuspendedLayer(layer: layer, weight: weight, foldedModel: modelData, modelWasTarget: modelWasTarget)
  }

  /// Moves the model from where `entry` was suspended to where its layer leaves it at `weight`:
  /// exactly to the layer's start or end value when nothing changed the model since the fold,
  /// by the difference of its contributions otherwise.
  @inline(__always)
  private func resolve(_ entry: SuspendedLayer, atWeight weight: Double) {
    let untouched = entry.modelWasTarget && modelData == entry.foldedModel
    if untouched && weight == 1 {
      model = entry.layer.from
      modelData = model.animatableData
    } else if untouched && weight == 0 {
      model = entry.layer.to
      modelData = model.animatableData
    } else if weight != entry.weight {
      let change = entry.layer.contribution(atWeight: weight) - entry.layer.contribution(atWeight: entry.weight)
      setModelData(modelData + change)
    }
  }

  /// ``suspendLayers(of:atWeight:)`` for each of `suspensions` in order, with one walk of the
  /// layers: when each block holds at most one layer here and comes once, each suspension folds
  /// and keeps its layer exactly as that method does, in the same order, so the model and the
  /// suspended layers end with the same bits; the layers left are rebuilt once and the property
  /// refreshed once. Otherwise they are suspended one by one.
  @inline(never)
  fileprivate func suspendLayers(ofEach suspensions: [(block: AnimationBlock, weight: Double)]) {
    let owners = (0..<Int(layerCount)).lazy.map { self.layers[$0].block }
    guard let place = Self.singlePlaces(of: owners, for: suspensions.lazy.map(\.block)) else {
      for suspension in suspensions { suspendLayers(of: suspension.block, atWeight: suspension.weight) }
      return
    }
    var taken = [Bool](repeating: false, count: Int(layerCount))
    // Appended to a local list and stored once: each append through ``suspended`` copies it.
    var list = suspended
    for suspension in suspensions {
      guard let index = place[ObjectIdentifier(suspension.block)] else { continue }
      taken[index] = true
      list.append(fold(suspending: layers[index], atWeight: suspension.weight))
    }
    guard taken.contains(true) else { return }
    suspended = list
    var kept = LayerList()
    for index in 0..<Int(layerCount) where !taken[index] { kept.append(layers[index]) }
    layers = kept
    noteLayersChanged()
    refresh()
  }

  /// The place of each layer by the block that owns it, when every layer (`owners`, in order)
  /// belongs to a block of its own and no block of `blocks` comes twice; `nil` otherwise (the
  /// one-by-one path then).
  private static func singlePlaces(
    of owners: some Collection<AnimationBlock>, for blocks: some Sequence<AnimationBlock>
  ) -> [ObjectIdentifier: Int]? {
    var place: [ObjectIdentifier: Int] = [:]
    place.reserveCapacity(owners.count)
    for (index, owner) in owners.enumerated() {
      if place.updateValue(index, forKey: ObjectIdentifier(owner)) != nil { return nil }
    }
    var seen = Set<ObjectIdentifier>()
    for block in blocks where !seen.insert(ObjectIdentifier(block)).inserted { return nil }
    return place
  }

  /// ``resolveLayers(of:atWeight:)`` for each of `resolutions` in order, with one walk of the
  /// suspended layers: when each block has at most one suspended layer here and comes once, and no
  /// block holds a layer still shown, each resolution moves the model exactly as that method does,
  /// in the same order, so it ends with the same bits; the suspended layers left are rebuilt once
  /// and the property refreshed once. Otherwise they are resolved one by one. (A stopped timeline
  /// of N tweens of one property finishing, issue 30.)
  @inline(never)
  fileprivate func resolveLayers(ofEach resolutions: [(block: AnimationBlock, weight: Double)]) {
    // Read once: each read of ``suspended`` goes through the property's extras.
    let all = suspended
    guard let place = Self.singlePlaces(of: all.lazy.map(\.layer.block), for: resolutions.lazy.map(\.block)) else {
      for resolution in resolutions { resolveLayers(of: resolution.block, atWeight: resolution.weight) }
      return
    }
    var resolved = [Bool](repeating: false, count: all.count)
    for resolution in resolutions {
      guard let index = place[ObjectIdentifier(resolution.block)] else { continue }
      resolved[index] = true
      resolve(all[index], atWeight: resolution.weight)
    }
    guard resolved.contains(true) else { return }
    var kept: [SuspendedLayer] = []
    kept.reserveCapacity(all.count)
    for index in all.indices where !resolved[index] { kept.append(all[index]) }
    suspended = kept
    refresh()
  }

  @inline(never)
  fileprivate func resolveLayers(of block: AnimationBlock, atWeight weight: Double) {
    guard suspended.contains(where: { $0.layer.block === block }) else { return }
    // Newest first, so that an exact restore sees the model as the newest layer left it.
    for index in suspended.indices.reversed() where suspended[index].layer.block === block {
      resolve(suspended.remove(at: index), atWeight: weight)
    }
    refresh()
  }

  /// ``endLayers(of:atWeight:)`` for each of `ends` in order, with one walk of the layers: when
  /// nothing is suspended and each block holds one layer here, each end folds and restores exactly
  /// as that method's one-layer path does, in the same order, so the model ends with the same bits;
  /// the layers that remain are rebuilt once and the property refreshed once. Otherwise it ends
  /// them one by one.
  @inline(never)
  fileprivate func endLayers(ofEach ends: [(block: AnimationBlock, weight: Double)]) {
    if ends.count > 1, !suspended.isEmpty {
      var shown = Set<ObjectIdentifier>()
      for index in 0..<Int(layerCount) { shown.insert(ObjectIdentifier(layers[index].block)) }
      if !ends.contains(where: { shown.contains(ObjectIdentifier($0.block)) }) {
        // No block of `ends` has a layer shown (a stopped timeline finishing): ending each is
        // resolving it, since its suspension finds nothing.
        resolveLayers(ofEach: ends)
        return
      }
    }
    guard ends.count > 1, suspended.isEmpty else {
      for end in ends { endLayers(of: end.block, atWeight: end.weight) }
      return
    }
    var place: [ObjectIdentifier: Int] = [:]
    place.reserveCapacity(Int(layerCount))
    var shared = false
    for index in 0..<Int(layerCount) {
      if place.updateValue(index, forKey: ObjectIdentifier(layers[index].block)) != nil { shared = true }
    }
    var ended = [Bool](repeating: false, count: Int(layerCount))
    var valid = !shared
    if valid {
      for end in ends {
        guard let index = place[ObjectIdentifier(end.block)] else { continue }
        if ended[index] { valid = false }
        ended[index] = true
      }
    }
    guard valid else {
      for end in ends { endLayers(of: end.block, atWeight: end.weight) }
      return
    }
    for end in ends {
      guard let index = place[ObjectIdentifier(end.block)] else { continue }
      fold(layers[index], atWeight: end.weight)
    }
    var kept = LayerList()
    for index in 0..<Int(layerCount) where !ended[index] { kept.append(layers[index]) }
    layers = kept
    noteLayersChanged()
    refresh()
  }

  /// `suspend` then `resolve` at the same weight, without the round trip through `suspended` when
  /// the block has one layer here and nothing of it is suspended (the end of nearly every run).
  @inline(never)
  fileprivate func endLayers(of block: AnimationBlock, atWeight weight: Double) {
    var mine = -1
    var count = 0
    for index in layers.indices where layers[index].block === block {
      mine = index
      count += 1
    }
    guard count == 1, !suspended.contains(where: { $0.layer.block === block }) else {
      suspendLayers(of: block, atWeight: weight)
      resolveLayers(of: block, atWeight: weight)
      return
    }
    let layer = layers.remove(at: mine)
    noteLayersChanged()
    fold(layer, atWeight: weight)
    refresh()
  }

  /// What `suspend` then `resolve` do for one layer that ends at `weight`: folds its contribution
  /// into the model, then, if the model held exactly the layer's end value, restores its start
  /// value (at weight 1) or its end value (at weight 0) exactly. The caller refreshes. Inlined: the
  /// end of nearly every run passes through it, and a call would copy the layer.
  @inline(__always)
  private func fold(_ layer: Layer, atWeight weight: Double) {
    let modelWasTarget = modelData == layer.to.animatableData
    let contribution = layer.contribution(atWeight: weight)
    if contribution != .zero {
      setModelData(modelData + contribution)
    }
    if modelWasTarget && weight == 1 {
      model = layer.from
      modelData = model.animatableData
    } else if modelWasTarget && weight == 0 {
      model = layer.to
      modelData = model.animatableData
    }
  }
}

/// The rarely used state of an ``AnimatedProperty``, kept out of line.
final class PropertyExtras<Value: Animatable> {
  var changeReporter: PropertyChangeReporter<Value>?
  var suspended: [AnimatedProperty<Value>.SuspendedLayer] = []
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

extension AnimatedProperty where Value == Double {
  /// The model data and offset a store row for the property must hold now, from its only layer's
  /// block; `nil` if it cannot have a row. For the store's debug checks.
  var expectedLaneInputs: (model: Double, offset: Double)? {
    guard let block = soleLayerBlock else { return nil }
    return laneInputs(for: block.bits)
  }
}

/// A keyframe or spring layer's contribution and its derivative at a progress. The closure is held
/// in a class and called through one generic method so that a specialised refresh does not read it
/// out of generic storage, which makes a reabstraction thunk (an allocation) on every read in debug
/// builds.
final class LayerPath<Data> {
  let body: (Double) -> (Data, Data)

  init(_ body: @escaping (Double) -> (Data, Data)) {
    self.body = body
  }

  func evaluate(_ progress: Double) -> (Data, Data) {
    body(progress)
  }
}

extension AnimatedProperty where Value == Double {
  /// Puts back one plain layer of `block` that a ``LayerRecording`` kept inline: what replaying the
  /// layer itself does (``replay(_:of:refreshing:)``), the same model, layers and bits.
  func replayPlainLayer(of block: AnimationBlock, from: Double, to: Double, offset: Double, refreshing: Bool) {
    let layer = Layer(block: block, from: from, to: to, offset: offset, path: nil)
    replay(CollectionOfOne(layer), of: block, refreshing: refreshing)
  }
}
