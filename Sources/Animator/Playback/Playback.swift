/// The playing state every player keeps, once: the state machine, the playhead, the engine
/// registration, the start delay of the run, the completions, the tasks
/// waiting in `finished()`, the observers and the streams made by `events()`. The actions that
/// change it are written once, in ``PlaybackFrontEnd``.
///
/// Every player (``PropertyAnimator``, ``Timeline``, ``SpringAnimation``, ``DecayAnimation``,
/// ``TimelineFling``) holds one, stored inline (no pointer to chase on a tick), and they differ
/// only in what they show at a position: an animator its blocks, a timeline its child tree, a
/// spring its segments, a decay its motion, a fling its timeline's time. `Event` is what the
/// player's core delivers to its observers.
///
/// Methods that call user code (observers, completions, waiters) take what they call out of the
/// core first and call it after, so user code that re-enters the player never meets a core in the
/// middle of a change.
struct Playback<Kind: PlaybackKind> {
  typealias Event = Kind.Event

  /// Where the player is. The first field, read on every tick.
  var playhead: Playhead<Kind>
  /// Who observes the player's events; read on every tick.
  var observers: [EventObserver<Event>] = []
  /// The player's state table.
  var machine = PlaybackStateMachine()
  /// Whether the current run was made while the engine's ``AnimationEngine/reducedMotion`` was in
  /// effect: the player then runs it as ``AnimationEngine/reducedMotionSubstitution`` says. Decided
  /// once, when the run is made (``PlaybackFrontEnd/makeRun(_:paused:)``); a run already under way
  /// carries on as it was made. (Declared after the machine, whose three bytes leave room for it.)
  var motionReduced = false
  /// Called once when the current or next run ends, first in, first out.
  var completions: [(AnimatingPosition) -> Void] = []
  /// The tasks waiting in `finished()`; a cancelled one may stay until the next ``add(_:)`` or
  /// until it resumes and leaves (``forget(_:)``).
  var waiters: [PlaybackWaiter] = []
  /// Ends every stream made by `events()`, when the player goes.
  var streamEnds: [() -> Void] = []
  /// The player's index in the engine's running set, or -1 while it is not running.
  var engineSlot = -1
  /// The order in which the engine registered the player, to break ties between equal ends.
  var engineSequence: UInt64 = 0
  /// How long the current run waited before it started moving (`startAnimation(afterDelay:)`);
  /// zero otherwise, and once the run ends.
  var startDelay: Duration = .zero

  /// An inactive core, its playhead at its least position.
  init() {
    playhead = Playhead()
  }

  /// Adds an observer calling `handler` with each event, and returns the observation that ends it.
  mutating func observe(_ handler: @escaping (Event) -> Void) -> AnimationObservation {
    let observer = EventObserver(forwardingTo: handler)
    observers.append(observer)
    return AnimationObservation(observer: observer)
  }

  /// Makes a stream of the events, each turned into an `Element` by `element`, buffering the newest
  /// 256; it ends when its consumer stops or the player goes (``finishStreams()``).
  mutating func makeStream<Element: Sendable>(_ element: @escaping (Event) -> Element) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .bufferingNewest(256))
    observers.append(
      EventObserver { event in
        if case .terminated = continuation.yield(element(event)) { return false }
        return true
      })
    streamEnds.append { continuation.finish() }
    return stream
  }

  /// Forgets the observers that were cancelled.
  mutating func forgetCancelledObservers() {
    observers.removeAll(where: \.isCancelled)
  }

  /// Takes the completions and waiters of the run that ended, for the player to call with
  /// ``EndedRun/run(at:)``; those added while they run belong to the next run.
  mutating func takeCompletions() -> EndedRun {
    defer {
      completions.removeAll()
      waiters.removeAll()
    }
    return EndedRun(completions: completions, waiters: waiters)
  }

  /// Keeps `waiter` until the run ends, first forgetting the waiters that are spent (their tasks
  /// were cancelled), so that a loop of cancelled waits does not grow the list.
  mutating func add(_ waiter: PlaybackWaiter) {
    waiters.removeAll(where: \.isSpent)
    waiters.append(waiter)
  }

  /// Forgets `waiter`, if it is still kept: its task was cancelled and has resumed.
  mutating func forget(_ waiter: PlaybackWaiter) {
    waiters.removeAll { $0.isSame(as: waiter) }
  }

  /// Takes the waiters, for the player to resume: the run ended without its completions, or with
  /// them run elsewhere.
  mutating func takeWaiters() -> [PlaybackWaiter] {
    defer { waiters.removeAll() }
    return waiters
  }

  /// Resumes every waiter with `nil` and ends every stream: the player goes.
  mutating func end() {
    for waiter in takeWaiters() { waiter.resume(returning: nil) }
    for finish in streamEnds { finish() }
    streamEnds.removeAll()
  }
}
