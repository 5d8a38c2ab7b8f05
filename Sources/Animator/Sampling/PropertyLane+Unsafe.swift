// The property lane's output buffer moved by hand, and its rows given back through the column's
// buffer with each property reached unretained. The debug-only checks are `checkRow(_:)` and
// `checkInvariants()` in PropertyLane.swift.

extension PropertyLane {
  /// Moves the outputs to a new buffer of `capacity` cells that starts with `cells`, and points
  /// every property at its new cell.
  private func replaceOutput(capacity: Int, with cells: UnsafeBufferPointer<Double>) {
    let buffer = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
    if let base = cells.baseAddress { buffer.initialize(from: base, count: cells.count) }
    output.free()
    output = _UnsafeCells(buffer)
    outputCapacity = capacity
    for index in properties.indices {
      if let property = properties[index] { property.object.moveLane(to: output + index) }
    }
  }

  /// Moves the outputs to a new buffer of `capacity` cells that starts with the rows' cells.
  @_transparent
  func growOutput(capacity: Int) {
    replaceOutput(capacity: capacity, with: UnsafeBufferPointer(start: output.base, count: model.count))
  }

  /// ``replaceOutput(capacity:with:)`` with the cells of `cells`.
  func replaceOutput(capacity: Int, withCellsOf cells: [Double]) {
    cells.withUnsafeBufferPointer { replaceOutput(capacity: capacity, with: $0) }
  }

  /// The output cells of rows `range`, to copy.
  @_transparent
  func outputCells(_ range: Range<Int>) -> UnsafeBufferPointer<Double> {
    assert(range.lowerBound >= 0 && range.upperBound <= count, "rows \(range) exist")
    return UnsafeBufferPointer(start: output.base + range.lowerBound, count: range.count)
  }

  /// Gives rows `range` back to their properties, which keep their presentation data again.
  ///
  /// The column is walked through one buffer and each property reached unretained: ``leaveLane()``
  /// calls nothing, and the row's block, which holds the properties, outlives the call (its owner
  /// lets it go after). Through the array and a strong reference, the end of every animator with a
  /// row paid a uniqueness check, a retain and a release per property.
  func release(_ range: Range<Int>) {
    properties.withUnsafeMutableBufferPointer { properties in
      for index in range {
        guard let property = properties[index] else { continue }
        properties[index] = nil
        property.withObject { $0.leaveLane() }
      }
    }
  }
}
