/// The completions and waiters of a run that ended, taken out of its player's ``Playback``.
struct EndedRun {
  let completions: [(AnimatingPosition) -> Void]
  let waiters: [PlaybackWaiter]

  /// Runs the completions with `position`, first in, first out, then resumes the waiters with it.
  func run(at position: AnimatingPosition) {
    for completion in completions { completion(position) }
    for waiter in waiters { waiter.resume(returning: position) }
  }
}
