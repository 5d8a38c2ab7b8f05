/// An engine client that the engine's tick samples in place: a run of clients of its type is walked
/// in one specialised loop, each reached unretained, with a direct call.
protocol InPlaceClient: EngineClient {
  /// Samples the client at `tick.seconds`, taking from and leaving in `tick.relay` a shared result
  /// (the shared progress in the tick's ``TickRelay``); returns whether it has reached its end.
  ///
  /// - Complexity: Runs once per client per frame.
  func engineUpdate(_ tick: inout EngineTick) -> Bool
}
