/// `Double` cells at a fixed heap address, read and written in place: the sampling store's columns
/// that a tick writes in order (its blocks' progress, its properties' presentation), and the cells
/// of them that a block or a property reads and writes while it has a row there.
///
/// One word, with no storage of its own: a field of this type, or an optional one, is as large as
/// the pointer it replaces. It does not know how many cells follow it; the buffer's owner keeps
/// the count and frees the buffer (``free()``) once nothing reads it. Reading past the owner's count,
/// or through cells that have been freed, is undefined behaviour: the owners' debug-only checks
/// (`SamplingStore.checkRow(_:)`, `PropertyLane.checkRow(_:)`) compare every block's and property's
/// cells with its row's, after every change of a row.
struct _UnsafeCells: Equatable {
  /// The first cell: for the loops of the owners' `+Unsafe` files, which walk the cells as a buffer.
  let base: UnsafeMutablePointer<Double>

  /// The cells that start at `base`.
  @_transparent
  init(_ base: UnsafeMutablePointer<Double>) {
    self.base = base
  }

  /// A new buffer of `capacity` uninitialised cells (a `Double` needs no initialisation before it
  /// is written), which the caller frees with ``free()``.
  @_transparent
  init(capacity: Int) {
    base = .allocate(capacity: capacity)
  }

  /// Frees the buffer these cells start: nothing may read them after.
  @_transparent
  func free() {
    base.deallocate()
  }

  /// The cell `offset` places after the first.
  subscript(offset: Int) -> Double {
    @_transparent get { base[offset] }
    @_transparent nonmutating set { base[offset] = newValue }
  }

  /// The cells that start `offset` places after the first.
  @_transparent
  static func + (cells: Self, offset: Int) -> Self {
    Self(cells.base + offset)
  }

  /// How many cells `cells` starts after `start`.
  @_transparent
  static func - (cells: Self, start: Self) -> Int {
    cells.base - start.base
  }

  /// Copies the first `count` cells of `source` into the first `count` cells here.
  @_transparent
  func initialize(from source: Self, count: Int) {
    base.initialize(from: source.base, count: count)
  }
}
