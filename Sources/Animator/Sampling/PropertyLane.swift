/// The property columns of the sampling store: for each `Double` property in the store, its model
/// data, its only layer's offset and its presentation data, in dense arrays that a tick walks in
/// order.
///
/// While a property has a row here (``AnimatedProperty/laneOutput`` is its cell), the row's output
/// *is* the property's presentation data: the property reads and writes it here. The model and the
/// offset are copies, which the property refreshes through ``propertyInputsChanged(at:of:)`` whenever
/// it changes them (every change to a property ends in its `refresh()` or a change of its layers or
/// sink); a property that no longer fits a row (a second layer, a keyframe path, a sink) makes the
/// owner give the whole row of its animator up (``LaneRowOwner/giveUpRow(of:)``).
///
/// The properties of one animator are contiguous: rows `first ..< first + count`. The columns are
/// read and written only by the lane's own methods, which call no code outside the package, so
/// they skip dynamic exclusivity checks.
final class PropertyLane {
  /// Who gives rows up: the animators' store above, which holds the lane.
  let owner: _UnsafeUnretainedRowOwner

  /// The model data of each property.
  @exclusivity(unchecked) private(set) var model: ContiguousArray<Double> = []
  /// `from - to` of each property's only layer.
  @exclusivity(unchecked) private(set) var offset: ContiguousArray<Double> = []
  /// The presentation data of each property, `model + offset × weight`: a buffer of its own, whose
  /// cells the properties read and write through pointers (``AnimatedProperty/laneOutput``), so
  /// that a property's refresh calls nothing. When the buffer moves (it grows, or rows are
  /// compacted), every property is given its new cell.
  /// Its buffer is moved by `PropertyLane+Unsafe.swift`.
  @exclusivity(unchecked) var output: _UnsafeCells
  @exclusivity(unchecked) var outputCapacity = 0
  /// The property of each row, unretained (its block holds it), or `nil` once given up.
  @exclusivity(unchecked) var properties: ContiguousArray<_UnsafeUnretained<AnimatedProperty<Double>>?> = []

  init(owner: any LaneRowOwner) {
    self.owner = _UnsafeUnretainedRowOwner(owner)
    output = _UnsafeCells(capacity: 0)
  }

  deinit {
    output.free()
  }

  /// The number of property rows, given up ones included.
  var count: Int { model.count }

  /// Adds a row for `property`, whose only layer is `block`'s; returns `false` (adding nothing) if
  /// the property cannot have one.
  func append(_ property: AnimatedProperty<Double>, of block: AnimationBlock.Identity) -> Bool {
    guard property.laneOutput == nil, let inputs = property.laneInputs(for: block) else { return false }
    let index = model.count
    if index == outputCapacity { growOutput(capacity: max(16, outputCapacity * 2)) }
    model.append(inputs.model)
    offset.append(inputs.offset)
    properties.append(_UnsafeUnretained(property))
    property.enterLane(output: output + index)
    return true
  }

  /// Makes room for `extra` more rows without growing the columns one doubling at a time: the
  /// rows of a tick's new animators are added at once.
  func reserve(_ extra: Int) {
    let needed = model.count + extra
    guard needed > model.capacity else { return }
    // At least half as much again, so that animators started over many ticks cost amortised O(1).
    let capacity = max(needed, model.capacity + model.capacity / 2)
    model.reserveCapacity(capacity)
    offset.reserveCapacity(capacity)
    properties.reserveCapacity(capacity)
    if capacity > outputCapacity { growOutput(capacity: capacity) }
  }

  /// Removes the rows from `start` on, which ``release(_:)`` gave back already: an animator whose
  /// properties did not all fit.
  func removeRows(from start: Int) {
    let extra = model.count - start
    model.removeLast(extra)
    offset.removeLast(extra)
    properties.removeLast(extra)
  }

  /// Copies the model data and offset of the properties in rows `range` again, for owner rows
  /// whose block is `block`; returns `false` if one of them no longer fits a row.
  func refresh(_ range: Range<Int>, of block: AnimationBlock.Identity) -> Bool {
    range.allSatisfy { copyInputs(at: $0, of: block) }
  }

  /// The property in row `index` changed its model, its layers or its sink; `block` is its row's
  /// block (its only layer's before the change): copies them again, or has the owner give the
  /// animator's row up.
  func propertyInputsChanged(at index: Int, of block: AnimationBlock) {
    if !copyInputs(at: index, of: block.identity) { owner.object.giveUpRow(of: block) }
  }

  /// Copies the model data and offset of the property in row `index` again, if it still fits a row
  /// for `block`; returns whether it does.
  private func copyInputs(at index: Int, of block: AnimationBlock.Identity) -> Bool {
    guard let property = properties[index], let inputs = property.object.laneInputs(for: block) else {
      return false
    }
    model[index] = inputs.model
    offset[index] = inputs.offset
    return true
  }

  /// Keeps only the rows in `kept` (ranges of rows, in order), renumbered from 0, and points each
  /// property at its new cell. Returns where each kept range starts now.
  func compact(keeping kept: [Range<Int>]) -> [Int] {
    var newModel = ContiguousArray<Double>()
    var newOffset = ContiguousArray<Double>()
    var newOutput: [Double] = []
    var newProperties = ContiguousArray<_UnsafeUnretained<AnimatedProperty<Double>>?>()
    let total = kept.reduce(0) { $0 + $1.count }
    newModel.reserveCapacity(total)
    newOffset.reserveCapacity(total)
    newOutput.reserveCapacity(total)
    newProperties.reserveCapacity(total)
    var starts: [Int] = []
    starts.reserveCapacity(kept.count)
    for range in kept {
      starts.append(newModel.count)
      newModel.append(contentsOf: model[range])
      newOffset.append(contentsOf: offset[range])
      newOutput.append(contentsOf: outputCells(range))
      newProperties.append(contentsOf: properties[range])
    }
    (model, offset, properties) = (newModel, newOffset, newProperties)
    replaceOutput(capacity: max(16, newOutput.count), withCellsOf: newOutput)
    return starts
  }
}

/// What owns the rows of a ``PropertyLane``: the store of the animators whose properties they are.
protocol LaneRowOwner: AnyObject {
  /// Gives up the row of `block` (a block with ``AnimationBlock/laneProgress``, which stands for its
  /// row): its animator goes back to being sampled through its objects.
  func giveUpRow(of block: AnimationBlock)
}

extension PropertyLane {
  /// Checks row `index` against the property it copies: the property's output cell is the row's,
  /// and the row's model and offset are the property's, bit for bit. Compiled into debug builds
  /// only.
  ///
  /// - Complexity: O(1).
  func checkRow(_ index: Int) {
    #if DEBUG
      assert(index >= 0 && index < count, "row \(index) exists")
      guard let property = properties[index]?.object else { return }
      property.checkInvariants()
      assert(property.laneOutput == output + index, "row \(index)'s property reads and writes its cell")
      let inputs = property.expectedLaneInputs
      assert(
        inputs?.model.bitPattern == model[index].bitPattern && inputs?.offset.bitPattern == offset[index].bitPattern,
        "row \(index) copies its property's model \(String(describing: inputs?.model)) and offset")
    #endif
  }

  /// Checks every row (``checkRow(_:)``) and that the columns are as long as one another;
  /// compiled into debug builds only.
  ///
  /// - Complexity: O(n) for n rows.
  func checkInvariants() {
    #if DEBUG
      assert(offset.count == model.count && properties.count == model.count, "the columns have one length")
      for index in 0..<count { checkRow(index) }
    #endif
  }
}
