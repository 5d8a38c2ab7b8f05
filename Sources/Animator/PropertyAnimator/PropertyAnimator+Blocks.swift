extension PropertyAnimator {
  /// Adds an animation block: the property changes it makes are animated by this animator.
  ///
  /// Added while inactive, the block runs when the animator starts and animates over the whole
  /// duration. Added while active (running or paused), it runs at once and animates over the rest
  /// of the run, from the values shown now. You may add as many blocks as you like.
  ///
  /// Whichever way the animator runs, the block's values are its ``AnimatingPosition/end`` and
  /// the values before it its ``AnimatingPosition/start``. So a block added while ``isReversed``
  /// is laid out towards the end, like any other: the run back to the start keeps its start
  /// values (and a natural end there leaves them), `finishAnimation(at: .end)` leaves the block's
  /// values, and turning the animator forwards again animates towards them.
  ///
  /// - Parameter animations: A closure that sets properties declared with ``Animated``.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped; the block does not run.
  public func addAnimations(_ animations: @escaping () -> Void) throws(AnimationError) {
    try addAnimations(animations, delayFactor: 0)
  }

  /// Adds an animation block that starts after `delayFactor × duration`.
  ///
  /// The delay is counted from when the block is added, and the block ends with the animator: added
  /// while inactive it runs over `(1 - delayFactor) × duration`; added while running with `R` left
  /// it runs over `R - delayFactor × duration`, and if nothing is left its values are applied at
  /// the end. (This is the one reading of Apple's documentation that fits its worked example.)
  ///
  /// - Parameters:
  ///   - animations: A closure that sets properties declared with ``Animated``.
  ///   - delayFactor: The delay as a fraction of ``duration``; values outside `0...1` are clamped.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a NaN or
  ///   infinite factor; ``AnimationError/invalidAction(_:state:)`` while stopped.
  public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) throws(AnimationError) {
    try AnimationError.requireFinite(delayFactor, "delayFactor")
    let factor = min(max(delayFactor, 0), 1)
    if try playback.machine.addAnimations() {
      makeBlock(animations, delayFactor: factor, activating: false)
      sample(unitTime: currentPosition, unitVelocity: currentUnitVelocity)
      engine.noteTouched(self)
    } else {
      pendingBlocks.append(PendingBlock(animations: animations, delayFactor: factor))
    }
  }

  /// The rate of change of unit time now.
  var currentUnitVelocity: Double {
    playback.playhead.velocity(atSeconds: engine.currentTime.inSeconds)
  }
}
