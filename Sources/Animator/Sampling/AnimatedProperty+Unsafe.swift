// What AnimatedProperty does without the language's checks: the presentation's bits that hold the
// address of the sampling store's cell while the property has a row there, the only layer's block
// kept as an address (with the sink bit), the first layer read in place without the check for
// `nil`, and the casts by which a generic entry point reaches its `Double` path. The debug-only
// `checkInvariants()` checks the copies against the layers after every change.

extension AnimatedProperty {
  /// The property as the `AnimatedProperty<Double>` it is when `Value` is `Double`: how a generic
  /// entry point reaches its `Double` path without a dynamic cast. Checked in debug builds.
  @_transparent
  var asDoubleProperty: AnimatedProperty<Double> {
    assert(Value.self == Double.self, "only a Double property is read as one")
    return unsafeDowncast(self, to: AnimatedProperty<Double>.self)
  }

  /// `value`, of a type that is `Double` where this is called, as a `Double`: its bits unchanged.
  /// Checked in debug builds.
  @_transparent
  static func doubleValue<T>(_ value: T) -> Double {
    assert(T.self == Double.self, "only a Double is read as one")
    return unsafeBitCast(value, to: Double.self)
  }

  /// What is shown, in animatable data: the model data plus the layers' contributions. The
  /// sampling store keeps it while the property has a row there.
  @inline(__always)
  var presentationData: Value.AnimatableData {
    // Only `Double` properties get a row, so the casts below are between `Double`s: a plain load or
    // store, with no call, which keeps a block's refresh free of reference counting.
    get {
      guard isInLane else { return presentationOrCell }
      return unsafeBitCast(laneCell.pointee, to: Value.AnimatableData.self)
    }
    set {
      if isInLane {
        laneCell.pointee = unsafeBitCast(newValue, to: Double.self)
      } else {
        presentationOrCell = newValue
      }
    }
  }

  /// The block of ``soleLayerKey`` (without the sink bit), or `nil`; set, it keys the block with the
  /// property's sink bit.
  @inline(__always)
  var soleLayerBlock: _UnsafeUnretained<AnimationBlock>? {
    get {
      guard let address = UnsafeMutableRawPointer(bitPattern: soleLayerKey & ~1) else { return nil }
      return _UnsafeUnretained(Unmanaged.fromOpaque(address))
    }
    set {
      guard let newValue else {
        soleLayerKey = 0
        return
      }
      soleLayerKey = newValue.bits | (sink == nil ? 0 : 1)
    }
  }

  /// The cell of the sampling store's output buffer (``PropertyLane/output``) that holds the
  /// presentation data while the property has a row there, `nil` otherwise: only `Double`
  /// properties get one. Its offset in the buffer is the row's index.
  var laneOutput: _UnsafeCells? { isInLane ? _UnsafeCells(laneCell) : nil }
  /// ``laneOutput`` while ``isInLane``: the address kept in ``presentationOrCell``.
  @inline(__always)
  private var laneCell: UnsafeMutablePointer<Double> {
    unsafeBitCast(presentationOrCell, to: UnsafeMutablePointer<Double>.self)
  }

}

extension AnimatedProperty.LayerList {
  /// The end value of the first layer, read in place; the list must not be empty.
  var firstEnd: Value { head.unsafelyUnwrapped.to }
  /// The offset of the first layer, read in place; the list must not be empty.
  var firstOffset: Value.AnimatableData { head.unsafelyUnwrapped.offset }

  /// Removes the only layer (the list must hold exactly one), leaving the empty array alone,
  /// without releasing the layer's reference to its block: that reference passes to the caller,
  /// which must release it (``AnimationBlock/release(_:times:)``).
  mutating func removeSoleHandingOverBlock() {
    // The layer's reference moves into the unmanaged one: the retain and the release this pair
    // implies cancel out, and the optimised build makes neither (checked in the disassembly).
    let layer = head.take().unsafelyUnwrapped
    _ = Unmanaged.passRetained(layer.block)
  }
}

extension AnimatedProperty where Value == Double {
  /// Hands the property's presentation data to the store's output cell `cell`.
  func enterLane(output cell: _UnsafeCells) {
    cell[0] = presentationOrCell
    presentationOrCell = Self.bits(of: cell)
    isInLane = true
  }

  /// Takes the presentation data back from the store (the row is being given up).
  func leaveLane() {
    guard isInLane else { return }
    presentationOrCell = laneCell.pointee
    isInLane = false
  }

  /// Points the property at its row's cell `cell`, where the store moved its output (the row keeps
  /// its index in a larger buffer).
  func moveLane(to cell: _UnsafeCells) {
    assert(isInLane, "only a property with a row moves with it")
    presentationOrCell = Self.bits(of: cell)
  }

  /// The address of `cell` as the bits of a `Double`, which keep it unchanged.
  private static func bits(of cell: _UnsafeCells) -> Double {
    Double(bitPattern: UInt64(UInt(bitPattern: cell.base)))
  }
}
