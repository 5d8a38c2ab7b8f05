extension AnimatedProperty {
  @_specialize(where Value == Double)
  @_specialize(where Value == Float)
  @_specialize(where Value == Point2D)
  @_specialize(where Value == Size2D)
  @_specialize(where Value == Rect2D)
  @_specialize(where Value == Color)
  @_specialize(where Value == AffineTransform2D)
  @_specialize(where Value == SIMD2<Double>)
  @_specialize(where Value == SIMD4<Double>)
  func set(_ newValue: Value) {
    // Only forwards, as the `LayeredProperty` entry points do: with the body below inline, the
    // generic entry would ask the runtime for its layer type's metadata (a hash-table lookup)
    // before its check that jumps to a specialisation, on every set of every property.
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
      // Before the takeover makes what is shown the model: a scope reverts to the model beneath.
      if block.recording == .journaled { noteInCurrentJournal(before: model) }
      // Take the property over: what is shown becomes the model, and other animations let go of it.
      // (A recording that defers refreshes may have left the shown value behind its layers.)
      if recording?.defersRefresh == true { refresh() }
      model = presentationValue
      modelData = model.animatableData
      removeLayersTakenOver(by: block)
    }
    let oldData = modelData
    let newData = newValue.animatableData
    let previous = model
    model = newValue
    modelData = newData
    if let block, oldData != newData {
      layers.append(Layer(block: block, from: previous, to: newValue, offset: oldData - newData, path: nil))
      noteLayersChanged()
      // A journaled block notes the new layer's start value, the model before this set.
      block.adopt(self)
      // The recorder refreshes the property once it has recorded every block (a timeline's start).
      if recording?.defersRefresh == true { return }
    }
    refresh()
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
      removeLayersTakenOver(by: block)
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
  /// over, defers their refresh nor notes them in a scope's journal. The same steps as ``set(_:)``
  /// takes there (the same model, layer, sole-layer cache and presentation, to the bit), without
  /// its general bookkeeping: the block is read from the recording slot unretained, and adopts the
  /// property as a direct one.
  ///
  /// - Returns: Whether it recorded the set; `false` (nothing changed) leaves it to ``set(_:)``.
  @inline(__always)
  private func recordFirstLayer(_ newValue: Double) -> Bool {
    guard layerCount == 0, sink == nil, extras == nil, !isInLane,
      let slot = AnimationRecording.currentUnretained
    else { return false }
    return slot.withObject { block in
      // A journaled recording takes the general path, which notes the model first.
      guard block.recording == .on, !block.defersRefresh, !block.beginsFromCurrentState else { return false }
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
}

extension AnimatedProperty {
  func recording(of block: AnimationBlock) -> LayerRecording {
    recording(replaying: layers.filter { $0.block === block }, of: block)
  }

  // Specialised as the setter is: a timeline's start calls this through `LayeredProperty` for every
  // property every tween set, and the generic form looks up the layer's and the array's generic
  // metadata on each call.
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
    // Only forwards, as ``set(_:)`` does: with the body here, the generic entry would ask the
    // runtime for the metadata of its array of layers before the check that jumps to a
    // specialisation.
    recordingOfNewestLayers(block)
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
      let recording = replayingRecording { property, refreshing, journal in
        journal?.note(property)
        property.replay(CollectionOfOne(layer), of: block, refreshing: refreshing)
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
    replayingRecording { property, refreshing, journal in
      journal?.note(property)
      property.replay(recorded, of: block, refreshing: refreshing)
    }
  }

  /// A recording of the property whose replay is `replay`, called with the property: held
  /// unretained when its owner holds it (``LayerRecording``'s rule keeps it valid), retained when
  /// only animations hold it.
  private func replayingRecording(
    _ replay: @escaping (AnimatedProperty<Value>, _ refreshing: Bool, _ journal: ScopeJournal?) -> Void
  ) -> LayerRecording {
    let unretained = _UnsafeUnretained(self)
    let keeper = isHeldByAnimations ? self : nil
    return LayerRecording(of: self) { refreshing, journal in
      // Retained for the replay, and by `keeper` throughout for a property only animations hold.
      withExtendedLifetime(keeper) { replay(unretained.object, refreshing, journal) }
    }
  }

  /// Puts back layers of `block` recorded earlier: the model becomes the value the block set (the
  /// last layer's end value), as it was right after the block ran.
  private func replay(_ recorded: some BidirectionalCollection<Layer>, of block: AnimationBlock, refreshing: Bool) {
    guard let last = recorded.last else { return }
    if block.beginsFromCurrentState {
      // As when it was recorded, the block takes the property over from other animations.
      removeLayersTakenOver(by: block)
    }
    model = last.to
    modelData = model.animatableData
    layers.append(contentsOf: recorded)
    noteLayersChanged()
    block.adopt(self)
    if refreshing { refresh() }
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
