/// One property an ``AnimationGraph`` drives (``AnyGraphChannel``): the nodes' leaves add their
/// weighted displacements into ``value`` and ``velocity`` at each evaluation, and the property's
/// one layer of the graph shows them on top of its model value.
final class GraphChannel<Value: Animatable>: AnyGraphChannel {
  typealias Data = Value.AnimatableData

  let property: AnimatedProperty<Value>
  /// What the graph adds to the model value now, and its rate of change per second of graph time.
  @exclusivity(unchecked) var value = Data.zero
  @exclusivity(unchecked) var velocity = Data.zero
  /// The same sums for the target of an inertialization alone, at its start.
  @exclusivity(unchecked) var probeValue = Data.zero
  @exclusivity(unchecked) var probeVelocity = Data.zero
  /// The inertialization offset and the graph time it started at.
  var offset: InertialDecay<Data>?
  var offsetStart = 0.0
  /// The model value and the current node's displacement at its end, saved when the graph
  /// stopped, for a finish at the start or the end.
  var base: Value?
  var endData = Data.zero

  /// For a nested graph's channel, its parent's channel of the same property, into which it adds
  /// its sums at the node's weight; `nil` for a graph's own.
  let outer: GraphChannel<Value>?

  init(_ property: AnimatedProperty<Value>, outer: GraphChannel<Value>? = nil) {
    self.property = property
    self.outer = outer
  }

  /// Adds the sums shown, at `weight` (moving at `weightVelocity`), into the outer channel's sums
  /// shown or, with `probe`, its probe; the velocity, per second of the nested graph's time, is
  /// scaled by `rate`, the nested graph's seconds per second of its parent's.
  func addIntoOuter(weight: Double, weightVelocity: Double, rate: Double, probe: Bool) {
    outer?.add(
      value.scaled(by: weight), velocity.scaled(by: weight * rate) + value.scaled(by: weightVelocity), probe: probe)
  }

  /// Adds a weighted displacement and its rate of change.
  @inline(__always)
  func add(_ data: Data, _ rate: Data, probe: Bool) {
    if probe {
      probeValue += data
      probeVelocity += rate
    } else {
      value += data
      velocity += rate
    }
  }

  func clear(probe: Bool) {
    if probe {
      probeValue = .zero
      probeVelocity = .zero
    } else {
      value = .zero
      velocity = .zero
    }
  }

  func addOffset(at time: Double, factor: Double, factorVelocity: Double) {
    guard let offset, factor != 0 || factorVelocity != 0 else { return }
    let elapsed = time - offsetStart
    let o = offset.value(at: elapsed)
    value += o.scaled(by: factor)
    velocity += offset.velocity(at: elapsed).scaled(by: factor) + o.scaled(by: factorVelocity)
  }

  func inertialize(at time: Double, duration: Double) {
    offset = InertialDecay(offset: value - probeValue, velocity: velocity - probeVelocity, duration: duration)
    offsetStart = time
  }

  func dropOffset() {
    offset = nil
  }

  func note(in journal: ScopeJournal) {
    journal.note(property)
  }

  func attach(to block: AnimationBlock) {
    // A strong reference: the cycle it makes (channel, property, layer, closure) lasts only while
    // the layer is on the property, and the graph removes it when it ends or goes.
    property.addHolderLayer(of: block) { _ in (self.value, self.velocity) }
  }

  func detach(from block: AnimationBlock, keepShown: Bool) {
    var model: Value?
    if keepShown {
      var shown = property.model
      shown.animatableData = property.modelData + value
      model = shown
    }
    property.removeHolderLayer(of: block, model: model)
  }

  func saveEnds() {
    base = property.model
    endData = probeValue
  }

  func restoreEnd(_ atEnd: Bool) {
    guard var value = base else { return }
    if atEnd { value.animatableData = value.animatableData + endData }
    property.setModelKeepingLayers(value)
    base = nil
  }
}
