extension PlaybackFrontEnd {
  /// What every player's `finished()` does: waits until the current or next run ends and returns
  /// where it ended, `nil` when it ended with no completion, or `nil` as soon as the waiting task
  /// is cancelled (at once when it is cancelled already). A cancelled wait leaves the run alone:
  /// others may be watching it.
  ///
  /// The waiter joins the player's list before anything suspends, so the run it waits for is the
  /// one current when `finished()` was called, whatever runs before the task sleeps. The player is
  /// touched only in the caller's isolation, then and after the task resumes; the cancellation
  /// handler runs on the thread that cancels the task and touches only the waiter, which is
  /// `Sendable`.
  ///
  /// - Returns: The final position, or `nil`.
  nonisolated(nonsending) func awaitEnd() async -> AnimatingPosition? {
    if Task.isCancelled { return nil }
    let waiter = PlaybackWaiter()
    playback.add(waiter)
    let position = await withTaskCancellationHandler {
      await withCheckedContinuation { waiter.install($0) }
    } onCancel: {
      waiter.resume(returning: nil)
    }
    // Cancelled: the player still keeps the waiter, spent.
    if position == nil { playback.forget(waiter) }
    return position
  }

  /// The tasks waiting for the player's run to end, spent ones included until they are forgotten.
  var waiterCount: Int { playback.waiters.count }
}
