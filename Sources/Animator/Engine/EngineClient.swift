/// What the engine needs of something it runs: an animator or a timeline. The engine knows its
/// clients only through this protocol and ``EngineTick``.
protocol EngineClient: AnyObject {
  /// The client's index in the engine's running set, or -1 when it is not running.
  var engineSlot: Int { get set }
  /// The order in which the client was registered, to break ties between equal end instants.
  var engineSequence: UInt64 { get set }
  /// Samples the client at engine time `seconds`; returns whether it has reached its end.
  func engineUpdate(seconds: Double) -> Bool
  /// Samples, at `tick.seconds`, the client in the engine's slot `start` (a client of this type)
  /// and, if it likes, the clients of this same type in the slots after it, up to `end`; appends
  /// those that reached their end to `ended` and returns the index of the first slot it did not
  /// sample. Empty slots in between may be skipped. A client may take from and leave in
  /// `tick.relay` a result for the clients sampled after it (see ``TickRelay``).
  ///
  /// The engine calls this once per run of clients of one type, so that a type can sample its
  /// clients in a loop of its own, specialised, with no call through a witness table per client
  /// and no reference counting (the sampling layer's `engineUpdateInPlace`). The default samples
  /// the one client through ``engineUpdate(seconds:)``, after emptying the relay.
  ///
  /// - Complexity: Runs once per frame for each run of clients of one type.
  static func engineUpdate(
    from start: Int, to end: Int, in engine: AnimationEngine, _ tick: inout EngineTick,
    ended: inout [any EngineClient]
  ) -> Int
  /// The engine time at which the client reaches its end, if it is heading for one.
  var engineEndInstant: Duration? { get }
  /// Ends the run that reached its end at the engine's ``AnimationEngine/currentTime``.
  func engineComplete()
  /// Ends the client's run, as `stopAnimation(true)` does and with no completion, if it moves some
  /// target and every target it moves is gone; a client that keeps some target keeps running.
  /// Called after a tick in which some target went (``TargetLosses``); the default does nothing.
  func engineEndIfTargetsGone()
}

extension EngineClient {
  func engineEndIfTargetsGone() {}

  static func engineUpdate(
    from start: Int, to end: Int, in engine: AnimationEngine, _ tick: inout EngineTick,
    ended: inout [any EngineClient]
  ) -> Int {
    guard let client = engine.slotOwner(at: start) else { return start + 1 }
    // A client that does not use the relay may run code outside the package, which may change
    // whatever the relay's result was computed from: drop it.
    tick.relay = TickRelay()
    if client.engineUpdate(seconds: tick.seconds) { ended.append(client) }
    return start + 1
  }
}
