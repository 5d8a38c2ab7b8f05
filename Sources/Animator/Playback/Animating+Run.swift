extension Animating {
  /// Starts (or resumes) the player, waits until its run ends and returns where it ended; if the
  /// task is cancelled first, stops the player where it is and throws ``AnimationError/cancelled``.
  /// The player then lasts as long as the task: SwiftUI's `.task`, a task group, a test's task.
  ///
  /// ```swift
  /// let loop = Task {
  ///   while true { try await pulse.run() }   // plays until the task is cancelled
  /// }
  /// loop.cancel()   // pulse stops where it is shown; the loop ends with .cancelled
  /// ```
  ///
  /// - A task already cancelled when it calls `run()` gets ``AnimationError/cancelled`` and the
  ///   player is not started.
  /// - When the run ends, however it ends, `run()` returns what ``finished()`` returns: the position
  ///   its completions received, or `nil` when it was stopped without finishing or released.
  /// - When the task is cancelled while it waits, `run()` calls ``stopAnimation(_:)`` with `true`
  ///   on a player that is still active: the values stay where they are shown and no completion
  ///   runs. The stop happens when the task resumes on its own isolation, so a tick that runs
  ///   between the cancellation and then still moves the player. A player that refuses to stop (an
  ///   animator that is not interruptible) runs on, and a stopped player waiting for
  ///   ``finishAnimation(at:)`` is left to whoever stopped it; `run()` throws either way.
  ///
  /// Cancelling a task that waits in ``finished()`` instead leaves the run alone.
  ///
  /// - Returns: Where the run ended, or `nil` when no completion ran.
  /// - Throws: ``AnimationError/cancelled`` when the task is cancelled before the run ends; what
  ///   ``startAnimation()`` throws for a state that refuses it.
  @discardableResult
  public nonisolated(nonsending) func run() async throws(AnimationError) -> AnimatingPosition? {
    if Task.isCancelled { throw .cancelled }
    try startAnimation()
    let position = await finished()
    guard position == nil, Task.isCancelled else { return position }
    if state == .active { try? stopAnimation(true) }
    throw .cancelled
  }
}
