/// How an ``AnimationScope`` ends a player it holds, written once for every player: the cancel
/// that leaves values where they are shown and calls no completion, and the finish that jumps to
/// the end values and runs the completions with ``AnimatingPosition/end``.
///
/// Both end the player from any state it can be in, whether it is interruptible or not: a scope
/// that is cancelled, or let go of, ends everything it holds. The player's own refusal still
/// holds (``PlaybackFrontEnd/requireControllable(_:)``: a timeline holds it, or one of its own
/// animation blocks is running), and nothing changes then.
extension PlaybackFrontEnd {
  /// Ends the player where it is shown, with no completion: what `stopAnimation(true)` does to an
  /// active player, and, for a stopped one, the end at the values it shows
  /// (`finishAnimation(at: .current)`) with its completions let go of uncalled. Waiters in
  /// `finished()` get `nil`. Does nothing to an inactive player.
  ///
  /// - Returns: Whether the player was active or stopped, and is inactive now.
  /// - Throws: What ``requireControllable(_:)`` throws; nothing changes then.
  @discardableResult
  func coreCancelForScope() throws(AnimationError) -> Bool {
    let phase = playback.machine.phase
    guard phase != .inactive else { return false }
    try requireControllable(.stopAnimation)
    let mark = changeMark
    // Taken out, and let go of last: letting go of a completion can run the `deinit` of an object
    // it captured, which may call this player, so not inside an access to its playback.
    var dropped: [(AnimatingPosition) -> Void] = []
    var before: [() -> Void] = []
    if phase == .stopped {
      _ = try? playback.machine.finish()
      before = settle(at: .current)
    } else {
      let position = currentPosition
      playback.machine.forceStop(withoutFinishing: true)
      engine.unregister(self)
      playback.playhead.freeze(at: position)
      stopTarget = nil
      showFrozen(at: position)
      leaveShown(withoutFinishing: true)
    }
    swap(&dropped, &playback.completions)
    playback.startDelay = .zero
    let waiters = playback.takeWaiters()
    didChange(since: mark)
    for waiter in waiters { waiter.resume(returning: nil) }
    withExtendedLifetime((dropped, before)) {}
    return true
  }

  /// Ends the player at its end values and runs its completions with ``AnimatingPosition/end``:
  /// `stopAnimation(false)` then `finishAnimation(at: .end)` for an active player, the finish alone
  /// for a stopped one. Does nothing to an inactive player.
  ///
  /// - Returns: Whether the player was active or stopped, and is inactive now.
  /// - Throws: What ``requireControllable(_:)`` throws; nothing changes then.
  @discardableResult
  func coreFinishForScope() throws(AnimationError) -> Bool {
    let phase = playback.machine.phase
    guard phase != .inactive else { return false }
    try requireControllable(.finishAnimation)
    if phase != .stopped {
      let mark = changeMark
      let position = currentPosition
      playback.machine.forceStop(withoutFinishing: false)
      engine.unregister(self)
      playback.playhead.freeze(at: position)
      stopTarget = nil
      showFrozen(at: position)
      leaveShown(withoutFinishing: false)
      didChange(since: mark)
    }
    try coreFinish(at: .end)
    return true
  }
}
