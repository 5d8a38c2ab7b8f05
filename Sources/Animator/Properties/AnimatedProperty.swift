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
  private struct Layer {
    let block: AnimationBlock
    /// The model value before the block set it, to restore exactly at the start position.
    let from: Value
    /// The model value the block set, to restore exactly at the end position.
    let to: Value
    /// `from - to` in animatable data: the layer contributes `offset × weight`.
    let offset: Value.AnimatableData
    /// For a keyframe layer: its contribution and its derivative at a progress, in place of
    /// `offset × weight`.
    let path: ((Double) -> (Value.AnimatableData, Value.AnimatableData))?

    /// What the layer adds to the model value at `weight` (`1 - progress`).
    func contribution(atWeight weight: Double) -> Value.AnimatableData {
      if let path { return path(1 - weight).0 }
      return weight == 0 ? .zero : offset.scaled(by: weight)
    }
  }

  private struct SuspendedLayer {
    let layer: Layer
    /// The weight folded into the model when the layer was suspended.
    let weight: Double
    /// The model data right after the fold, to tell whether anything changed the model since.
    let foldedModel: Value.AnimatableData
    /// Whether the model held exactly the value this layer set when it was folded, so that the
    /// layer's start and end values can be restored exactly rather than by arithmetic.
    let modelWasTarget: Bool
  }

  private var model: Value
  private var modelData: Value.AnimatableData
  private var layers: [Layer] = []
  private var suspended: [SuspendedLayer] = []
  private var presentationData: Value.AnimatableData
  private let sink: ((Value) -> Void)?
  /// Called when the last layer goes, so a registry of key-path targets can forget the property.
  var onIdle: (() -> Void)?

  /// Makes a property whose model and presentation values are `value`.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    model = value
    modelData = value.animatableData
    presentationData = modelData
    sink = nil
  }

  /// Makes a property that writes its presentation value to `sink` whenever it changes: the form
  /// behind key-path and closure targets.
  init(_ value: Value, sink: @escaping (Value) -> Void) {
    model = value
    modelData = value.animatableData
    presentationData = modelData
    self.sink = sink
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
    if layers.isEmpty { return model }
    var value = model
    value.animatableData = presentationData
    return value
  }

  /// The presentation value's rate of change, in units per second (zero when nothing moves).
  ///
  /// It is exact, computed from the timing curves' derivatives, not estimated from frames, so it
  /// can be handed to a spring that takes over.
  public var velocity: Value.AnimatableData {
    var velocity = Value.AnimatableData.zero
    for layer in layers where layer.block.progressVelocity != 0 {
      if let path = layer.path {
        velocity += path(layer.block.progress).1.scaled(by: layer.block.progressVelocity)
      } else {
        velocity += layer.offset.scaled(by: -layer.block.progressVelocity)
      }
    }
    return velocity
  }

  /// Whether any animation contributes to the presentation value.
  public var isAnimating: Bool { !layers.isEmpty }

  /// The number of animations layered on the property.
  public var animationCount: Int { layers.count }

  private func set(_ newValue: Value) {
    let block = AnimationRecording.activeBlock
    if let block, block.beginsFromCurrentState, !layers.isEmpty {
      // Take the property over: what is shown becomes the model, and other animations let go of it.
      model = presentationValue
      modelData = model.animatableData
      layers.removeAll()
    }
    let oldData = modelData
    let newData = newValue.animatableData
    let previous = model
    model = newValue
    modelData = newData
    if let block, oldData != newData {
      layers.append(Layer(block: block, from: previous, to: newValue, offset: oldData - newData, path: nil))
      block.adopt(self)
    }
    refresh()
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
  ///   values: [Rect(x: 0, y: 0, width: 60, height: 60), Rect(x: 0, y: 0, width: 50, height: 50),
  ///            Rect(x: 0, y: 0, width: 2000, height: 2000)],
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
    guard let block = AnimationRecording.activeBlock else {
      set(last)
      return
    }
    let previous = model
    let end = last.animatableData
    model = last
    modelData = model.animatableData
    let path: (Double) -> (Value.AnimatableData, Value.AnimatableData) = { progress in
      (keyframes.value(at: progress).animatableData - end, keyframes.velocity(at: progress))
    }
    layers.append(Layer(block: block, from: previous, to: last, offset: previous.animatableData - end, path: path))
    block.adopt(self)
    refresh()
  }
}

extension AnimatedProperty {
  /// Adds a layer to the block being recorded whose contribution at a progress (and its derivative)
  /// is `path`'s, and makes `end` the model value: the form behind timeline springs. Outside a
  /// block it sets the model value to `end`.
  func addPathLayer(to end: Value, path: @escaping (Double) -> (Value.AnimatableData, Value.AnimatableData)) {
    guard let block = AnimationRecording.activeBlock else {
      set(end)
      return
    }
    let previous = model
    model = end
    modelData = end.animatableData
    layers.append(Layer(block: block, from: previous, to: end, offset: previous.animatableData - modelData, path: path))
    block.adopt(self)
    refresh()
  }
}

extension AnimatedProperty: LayeredProperty {
  func refresh() {
    if layers.isEmpty {
      presentationData = modelData
    } else {
      var data = modelData
      for layer in layers {
        let weight = layer.block.weight
        if layer.path != nil {
          data += layer.contribution(atWeight: weight)
        } else if weight != 0 {
          data += layer.offset.scaled(by: weight)
        }
      }
      presentationData = data
    }
    if let sink { sink(presentationValue) }
  }

  func suspend(_ block: AnimationBlock, atWeight weight: Double) {
    guard layers.contains(where: { $0.block === block }) else { return }
    for index in layers.indices.reversed() where layers[index].block === block {
      let layer = layers.remove(at: index)
      let modelWasTarget = modelData == layer.to.animatableData
      let contribution = layer.contribution(atWeight: weight)
      if contribution != .zero {
        setModelData(modelData + contribution)
      }
      suspended.append(
        SuspendedLayer(layer: layer, weight: weight, foldedModel: modelData, modelWasTarget: modelWasTarget))
    }
    refresh()
  }

  func resolve(_ block: AnimationBlock, atWeight weight: Double) {
    guard suspended.contains(where: { $0.layer.block === block }) else { return }
    // Newest first, so that an exact restore sees the model as the newest layer left it.
    for index in suspended.indices.reversed() where suspended[index].layer.block === block {
      let entry = suspended.remove(at: index)
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
    refresh()
    if layers.isEmpty && suspended.isEmpty { onIdle?() }
  }
}

@available(*, unavailable)
extension AnimatedProperty: Sendable {}
