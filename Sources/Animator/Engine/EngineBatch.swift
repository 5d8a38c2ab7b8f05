/// A pass the engine runs at the start of each tick, before it walks its slots: the sampling
/// layer's store, which samples the clients it holds from dense arrays instead of through their
/// objects.
///
/// A client the batch samples stays registered (it keeps its slot, its sequence and its place in
/// ``AnimationEngine/runningAnimationCount``); its slot is marked (``AnimationEngine/setBatched(_:_:)``)
/// so that the slot pass skips it. The batch runs no code outside the package, so nothing changes
/// while it runs.
protocol EngineBatch: AnyObject {
  /// Samples every client the batch holds at engine time `seconds` and appends those that reached
  /// their end to `ended`.
  ///
  /// - Complexity: O(clients and values held); runs once per frame.
  func sampleBatch(atSeconds seconds: Double, ended: inout [any EngineClient])
  /// The number of registered clients the batch samples now.
  var batchedCount: Int { get }
  /// The engine is going: give every client back to its objects.
  func engineWillEnd()
}
