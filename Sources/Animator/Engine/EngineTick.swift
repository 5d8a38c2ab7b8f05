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
