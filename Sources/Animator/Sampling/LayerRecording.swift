/// The layers one block recorded in one property, kept after the block ends: how a timeline shows
/// the same start and end values on every run of a tween (GSAP records a tween's start values at
/// its first render and keeps them until `invalidate()`).
///
/// Replaying makes the property's model the value the block set, as it was right after the block
/// ran, and puts the layers back with the offsets they were recorded with, so the block shows its
/// recorded start values at progress 0 and its end values at 1, whatever the property was set to
/// meanwhile. Replaying the recordings of several blocks in the order they were recorded rebuilds
/// the sum they made.
struct LayerRecording {
  /// What is kept: nearly every tween records one plain layer in a `Double` property, kept inline
  /// (no allocation); anything else, in a closure that replays it.
  private enum Kind {
    case plainDouble(AnimatedProperty<Double>, block: AnimationBlock, from: Double, to: Double, offset: Double)
    case general((_ refreshing: Bool, _ journal: ScopeJournal?) -> Void)
  }

  private let kind: Kind

  /// A recording that `replay` puts back, first noting the property in the journal it is given.
  init(_ replay: @escaping (_ refreshing: Bool, _ journal: ScopeJournal?) -> Void) {
    kind = .general(replay)
  }

  /// The recording of one plain layer of `block` (no keyframe path) in `property`, from `from` to
  /// `to` with offset `offset`.
  init(
    plainLayerOf block: AnimationBlock, in property: AnimatedProperty<Double>, from: Double, to: Double, offset: Double
  ) {
    kind = .plainDouble(property, block: block, from: from, to: to, offset: offset)
  }

  /// Puts the layers back in their property and makes the block hold that property again; with
  /// `refreshing` false the property's presentation value is left for the caller to refresh (a
  /// timeline that replays many blocks refreshes each property once, when it next shows them).
  /// With a `journal` (a timeline in an ``AnimationScope``), the property's model value is noted
  /// there first, as a recorded set notes it.
  func replay(_ refreshing: Bool, journal: ScopeJournal? = nil) {
    switch kind {
    case .plainDouble(let property, let block, let from, let to, let offset):
      journal?.note(property)
      property.replayPlainLayer(of: block, from: from, to: to, offset: offset, refreshing: refreshing)
    case .general(let replay):
      replay(refreshing, journal)
    }
  }
}
