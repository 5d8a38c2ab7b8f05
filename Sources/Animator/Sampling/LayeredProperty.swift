/// What an animator needs of the properties its blocks set, whatever their value type.
///
/// A block's layers end in two steps. ``suspend(_:atWeight:)`` takes them out of the presentation
/// value and folds `offset × weight` into the model, so the property keeps showing what it showed;
/// ``resolve(_:atWeight:)`` then moves the model to where the block would be at another weight: 0
/// for its end values, 1 for its start values, or the same weight to stay put. A natural end does
/// both at once; `stopAnimation(false)` suspends and `finishAnimation(at:)` resolves.
protocol LayeredProperty: AnyObject {
  /// Recomputes the presentation value from the model value and the layers.
  func refresh()
  /// Whether only animations hold the property (a key-path or closure target), so that a block
  /// that lists it retains it; otherwise its owner holds it and blocks list it unretained.
  var isHeldByAnimations: Bool { get }
  /// Whether the property's target is gone (a key path's object was let go of), so that its value
  /// reaches no one.
  var targetIsGone: Bool { get }
  /// Takes the layers of `block` out, folding their contribution at `weight` into the model.
  func suspend(_ block: AnimationBlock, atWeight weight: Double)
  /// Moves the model from the suspended layers' fold to their values at `weight`, and forgets them.
  func resolve(_ block: AnimationBlock, atWeight weight: Double)
  /// ``suspend(_:atWeight:)`` then ``resolve(_:atWeight:)`` at the same weight: how a block ends.
  func end(_ block: AnimationBlock, atWeight weight: Double)
  /// ``end(_:atWeight:)`` for each block of `ends`, in order: the same model and layers at the end,
  /// in O(layers + ends) rather than O(layers) per block when each block has one layer here (a
  /// timeline ending or re-recording N tweens of one property).
  func end(each ends: [(block: AnimationBlock, weight: Double)])
  /// ``suspend(_:atWeight:)`` for each block of `suspensions`, in order: the same model, layers and
  /// suspended layers at the end, in O(layers + suspensions) rather than O(layers) per block when
  /// each block has one layer here (a timeline of N tweens of one property stopping).
  func suspend(each suspensions: [(block: AnimationBlock, weight: Double)])
  /// Whether `block`'s layers are the newest here, nothing is suspended, and the first of them
  /// starts from the value the layer below it ends at (or no layer is below it): what a block
  /// recorded after every other gives when no value was set directly in between.
  func continuesLayersBelow(_ block: AnimationBlock) -> Bool
  /// The layers `block` holds in the property now, kept so that ``LayerRecording/replay`` can put
  /// them back after the block has ended.
  func recording(of block: AnimationBlock) -> LayerRecording
  /// The layers of `block` at the end of the property's list (the block recorded last), and how
  /// many they are: what ``recording(of:)`` gives when they are all of the block's layers, in
  /// O(their number) rather than O(every layer of the property).
  func recordingOfNewest(_ block: AnimationBlock) -> (recording: LayerRecording, count: Int)
  /// Notes, in the journal of the recording that runs now (``ScopeJournal/current``), the model
  /// value from before the newest layer was added: its start value. Called by a journaled block
  /// (``AnimationBlock/Recording/journaled``) as it adopts the property.
  func noteNewestLayerInJournal()
  /// Notes, once, that `block` keeps a recording of the property while no layer of `block` is live
  /// or suspended here (a timeline's tween between runs, or one whose layers another animation
  /// took over), so that the property's `deinit` has it forget the property
  /// (``AnimationBlock/forget(_:reason:)``), as it has the blocks its layers name. The block is
  /// held until ``removeIdleRecorder(_:)`` or the property goes.
  func addIdleRecorder(_ block: AnimationBlock)
  /// Takes `block` out of the idle recorders (``addIdleRecorder(_:)``).
  func removeIdleRecorder(_ block: AnimationBlock)
}

extension LayeredProperty {
  func end(_ block: AnimationBlock, atWeight weight: Double) {
    suspend(block, atWeight: weight)
    resolve(block, atWeight: weight)
  }

  func end(each ends: [(block: AnimationBlock, weight: Double)]) {
    for end in ends { self.end(end.block, atWeight: end.weight) }
  }

  func suspend(each suspensions: [(block: AnimationBlock, weight: Double)]) {
    for suspension in suspensions { suspend(suspension.block, atWeight: suspension.weight) }
  }
}
