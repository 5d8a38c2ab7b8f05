/// What an engine keeps for its frame drivers and change observers, made the first time one asks.
final class EngineActivity {
  /// ``AnimationEngine/needsFrames`` as last reported, so that observers hear only changes.
  var reportedNeedsFrames: Bool
  /// Observers of ``AnimationEngine/needsFrames``.
  var activityObservers: [EventObserver<Bool>] = []
  /// Tasks waiting in ``AnimationEngine/waitUntilNeedsFrames()``: guarded by a lock, because a
  /// waiting task can be cancelled from any thread.
  let waiters = Locked(FrameWaiters())
  /// What a higher layer does when a tick ends, before the engine reports ``needsFrames``: the
  /// sampling layer reports the changes the tick made (``EngineTickEndHandling``).
  var tickEndHandler: (any EngineTickEndHandling)?

  init(needsFrames: Bool) {
    reportedNeedsFrames = needsFrames
  }
}
