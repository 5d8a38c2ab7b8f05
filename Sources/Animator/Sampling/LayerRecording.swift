/// The layers one block recorded in one property, kept after the block ends: how a timeline shows
/// the same start and end values on every run of a tween (GSAP records a tween's start values at
/// its first render and keeps them until `invalidate()`).
///
/// Replaying makes the property's model the value the block set, as it was right after the block
/// ran, and puts the layers back with the offsets they were recorded with, so the block shows its
/// recorded start values at progress 0 and its end values at 1, whatever the property was set to
/// meanwhile. Replaying the recordings of several blocks in the order they were recorded rebuilds
/// the sum they made.
///
/// A recording keeps a property its owner holds (`@Animated`) unretained, as the block's lists do,
/// so that the owner's going frees it; one only animations hold (a key-path or closure target), it
/// retains. What keeps an unretained property valid is its keeper's rule (a timeline's tween): it
/// replays only properties that did not go, learning of each that went from the block, which the
/// property's `deinit` tells (``AnimatedProperty/leaveBlocks()``) while the block lists it, or, once
/// the block's layers ended, while the block is among the property's idle recorders
/// (``LayeredProperty/addIdleRecorder(_:)``).
struct LayerRecording {
  /// What is kept: nearly every tween records one plain layer in a `Double` property, kept inline
  /// (no allocation); anything else, in a closure that replays it.
  private enum Kind {
    /// A plain layer of a property its owner holds, unretained.
    case plainDouble(
      _UnsafeUnretained<AnimatedProperty<Double>>, block: AnimationBlock, from: Double, to: Double, offset: Double)
    /// A plain layer of a property only animations hold, retained.
    case heldPlainDouble(AnimatedProperty<Double>, block: AnimationBlock, from: Double, to: Double, offset: Double)
    /// Any other recording: the property's identity, the property itself unretained when its owner
    /// holds it (`nil` when the closure retains it), and the closure that replays it.
    case general(
      ObjectIdentifier, _UnsafeUnretainedProperty?, (_ refreshing: Bool, _ journal: ScopeJournal?) -> Void)
  }

  private let kind: Kind

  /// A recording of `property` that `replay` puts back, first noting the property in the journal
  /// it is given. `replay` must not retain a property its owner holds
  /// (``LayeredProperty/isHeldByAnimations`` `false`).
  init(of property: any LayeredProperty, _ replay: @escaping (_ refreshing: Bool, _ journal: ScopeJournal?) -> Void) {
    let unretained = property.isHeldByAnimations ? nil : _UnsafeUnretainedProperty(property)
    kind = .general(ObjectIdentifier(property), unretained, replay)
  }

  /// The recording of one plain layer of `block` (no keyframe path) in `property`, from `from` to
  /// `to` with offset `offset`.
  init(
    plainLayerOf block: AnimationBlock, in property: AnimatedProperty<Double>, from: Double, to: Double, offset: Double
  ) {
    if property.isHeldByAnimations {
      kind = .heldPlainDouble(property, block: block, from: from, to: to, offset: offset)
    } else {
      kind = .plainDouble(_UnsafeUnretained(property), block: block, from: from, to: to, offset: offset)
    }
  }

  /// The address of the recorded property, read without touching it: it identifies the property
  /// while it lives, and names it once it went, for its keeper to drop the recording.
  var propertyBits: UInt {
    switch kind {
    case .plainDouble(let property, _, _, _, _): property.bits
    case .heldPlainDouble(let property, _, _, _, _): UInt(bitPattern: ObjectIdentifier(property))
    case .general(let identity, _, _): UInt(bitPattern: identity)
    }
  }

  /// The recorded property, unretained, when its owner holds it (so that it may go); `nil` for one
  /// the recording retains. Valid only while the property has not gone.
  var ownerHeldProperty: _UnsafeUnretainedProperty? {
    switch kind {
    case .plainDouble(let property, _, _, _, _): _UnsafeUnretainedProperty(property.object)
    case .heldPlainDouble: nil
    case .general(_, let property, _): property
    }
  }

  /// Puts the layers back in their property and makes the block hold that property again; with
  /// `refreshing` false the property's presentation value is left for the caller to refresh (a
  /// timeline that replays many blocks refreshes each property once, when it next shows them).
  /// With a `journal` (a timeline in an ``AnimationScope``), the property's model value is noted
  /// there first, as a recorded set notes it. The property must not have gone.
  func replay(_ refreshing: Bool, journal: ScopeJournal? = nil) {
    switch kind {
    case .plainDouble(let property, let block, let from, let to, let offset):
      // Retained for the replay: a refresh may run code (an observer) that lets its owner go.
      let property = property.object
      journal?.note(property)
      property.replayPlainLayer(of: block, from: from, to: to, offset: offset, refreshing: refreshing)
    case .heldPlainDouble(let property, let block, let from, let to, let offset):
      journal?.note(property)
      property.replayPlainLayer(of: block, from: from, to: to, offset: offset, refreshing: refreshing)
    case .general(_, _, let replay):
      replay(refreshing, journal)
    }
  }
}
