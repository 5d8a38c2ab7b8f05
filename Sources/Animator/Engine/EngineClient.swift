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
}

extension EngineClient {
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

/// What the engine hands each client in one pass of its tick loop.
struct EngineTick {
  /// The engine time of the tick, in seconds.
  let seconds: Double
  /// A result handed from one client to the next; empty when the pass starts.
  var relay = TickRelay()

  init(seconds: Double) {
    self.seconds = seconds
  }
}

/// One result that a client sampled in a tick's pass offers the clients sampled after it: the
/// sampling layer's shared progress (`SharedProgress.swift`) gives it its meaning. The engine only
/// starts each pass with it empty; a client that may run code outside the package must empty it.
///
/// `source` identifies, without holding it, the client whose result it is. The engine keeps every
/// client of a pass alive until the pass ends, so it stays valid within the pass.
struct TickRelay {
  /// The client that made the result, unretained; `nil` when there is none.
  var source: UnsafeRawPointer?
  /// Where the result was computed (the sampling layer's unit time).
  var unitTime = 0.0
  /// The result's value.
  var value = 0.0
  /// The result's slope.
  var slope = 0.0
}
