// The animator's sampling fast path: the first block read in place without the check for `nil` or a
// copy of its record, and the shared progress's source (another animator) reached unretained. It
// runs only while no code outside the package can run.

extension BlockRun {
  /// ``sample(unitTime:unitVelocity:)``, taking the first block's progress from `sharing` when it
  /// can and offering it there otherwise. Where code outside the package may run (a custom curve, a
  /// sink), `sharing` is dropped.
  ///
  /// Inlined into the engine's loop (``InPlaceClient/engineUpdateInPlace(from:to:in:_:ended:)``),
  /// which then saves and restores its registers once per run of animators rather than once per
  /// animator; the actions reach it through ``sample(unitTime:unitVelocity:)``, not inlined.
  ///
  /// - Complexity: O(blocks + layered properties); runs once per frame while running.
  @inline(__always)
  func sample(unitTime: Double, unitVelocity: Double, sharing: inout TickRelay) {
    // Nearly every run has one block, of built-in curves, whose properties have no sinks: it gets a
    // path of its own, which walks it in place, with no copies and no reference counting.
    guard moreBlocks.isEmpty, firstBlock?.track.mayRunUserCode == false,
      firstBlock?.block.mayRunUserCode == false
    else {
      sampleSeveralBlocks(unitTime: unitTime, unitVelocity: unitVelocity, sharing: &sharing)
      return
    }
    // The block's progress: from `sharing` when the animator before evaluated alike at the same
    // unit time, otherwise evaluated here and offered to the animator after.
    let progress: Double
    let slope: Double
    if sharing.unitTime.bitPattern == unitTime.bitPattern, let source = sharing.source,
      firstBlockEvaluatesLike(source)
    {
      (progress, slope) = (sharing.value, sharing.slope)
    } else {
      (progress, slope) = firstBlock.unsafelyUnwrapped.track.builtInProgress(atUnitTime: unitTime)
      sharing.record(_UnsafeUnretained(self), unitTime: unitTime, value: progress, slope: slope)
    }
    let block = firstBlock.unsafelyUnwrapped.block
    block.progress = progress
    block.progressVelocity = slope * unitVelocity
    guard block.refreshDirectProperties() else { return }
    // Properties that other animations share too, whose layers (a keyframe path with a custom
    // curve) may run any code: hold the block meanwhile.
    sharing.forget()
    firstBlock?.block.refreshLayeredProperties()
  }

  /// The first block's ``ProgressTrack/slope(settingOffAt:forwards:)``, or `nil` without a first
  /// block: read from the stored record in place when its curve runs no user code, without the copy
  /// of the track (its curve through the runtime's value witnesses) that a call which may run user
  /// code needs.
  @inline(__always)
  func firstBlockSlope(settingOffAt unitTime: Double, forwards: Bool) -> Double? {
    guard firstBlock != nil else { return nil }
    guard !firstBlock.unsafelyUnwrapped.track.mayRunUserCode else {
      return firstBlock?.track.slope(settingOffAt: unitTime, forwards: forwards)
    }
    return firstBlock.unsafelyUnwrapped.track.builtInSlope(settingOffAt: unitTime, forwards: forwards)
  }

  /// Whether this runner's first block's track and `other`'s evaluate alike.
  @inline(__always)
  private func firstBlockEvaluatesLike(_ source: _UnsafeUnretained<AnyObject>) -> Bool {
    source.assumingType(Self.self).withObject { other in
      guard firstBlock != nil, other.firstBlock != nil else { return false }
      return firstBlock.unsafelyUnwrapped.track.evaluatesLike(other.firstBlock.unsafelyUnwrapped.track)
    }
  }
}
