extension TweenChild {
  /// Makes `block` a block this tween records: tied to the engine's `losses`, so that a property
  /// of it that goes raises the engine's flag and is named there (``AnimationBlock/namesLostTargets``),
  /// for the tween to drop its recording before any replay.
  static func prepare(_ block: AnimationBlock, losses: TargetLosses) {
    block.targetLosses = losses
    block.namesLostTargets = true
  }

  /// Drops the kept recordings of the properties that went since the block last looked: a
  /// recording holds a property its owner holds unretained, and must never replay one that went.
  ///
  /// - Complexity: O(r × g) for r recordings and g properties gone; O(1) when none went.
  func dropRecordingsOfLostTargets() {
    guard let (block, layers) = recorded.recording, block.lostTargets, let losses = block.targetLosses else { return }
    let lost = losses.takeLostIdentities(of: block.identity)
    guard !lost.isEmpty else { return }
    let gone = lost.map { UInt(bitPattern: $0) }
    recorded.recording = (block, layers.filter { !gone.contains($0.propertyBits) })
  }

  /// Lists the kept recording's block among the idle recorders of each property it recorded and
  /// its owner holds, once the block's layers have ended (``block`` became `nil`): the property's
  /// `deinit` then names itself to the block, as it does while the block lists it.
  ///
  /// - Complexity: O(recordings + properties gone).
  func joinIdleRecorders() {
    dropRecordingsOfLostTargets()
    guard let (block, layers) = recorded.recording else { return }
    for layer in layers { layer.ownerHeldProperty?.object.addIdleRecorder(block) }
  }

  /// Takes the kept recording's block out of its properties' idle recorders (``joinIdleRecorders()``,
  /// and a takeover's), dropping the recordings of the properties that went first: before a
  /// replay, when the recording is dropped, and when the tween goes. Every property recorded and
  /// not named gone is alive: the block lists it, or it lists the block among its idle recorders.
  ///
  /// - Complexity: O(recordings × idle recorders of each + properties gone).
  func leaveIdleRecorders() {
    dropRecordingsOfLostTargets()
    guard let (block, layers) = recorded.recording else { return }
    for layer in layers { layer.ownerHeldProperty?.object.removeIdleRecorder(block) }
  }
}
