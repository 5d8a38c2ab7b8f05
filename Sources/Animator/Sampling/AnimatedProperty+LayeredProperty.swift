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
}

extension AnimatedProperty {
  @inline(never)
  private func suspendLayers(of block: AnimationBlock, atWeight weight: Double) {
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
  private func suspendLayers(ofEach suspensions: [(block: AnimationBlock, weight: Double)]) {
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
  /// of N tweens of one property finishing.)
  @inline(never)
  private func resolveLayers(ofEach resolutions: [(block: AnimationBlock, weight: Double)]) {
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
  private func resolveLayers(of block: AnimationBlock, atWeight weight: Double) {
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
  private func endLayers(ofEach ends: [(block: AnimationBlock, weight: Double)]) {
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
  private func endLayers(of block: AnimationBlock, atWeight weight: Double) {
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
