/// The tasks waiting for an engine to need frames.
struct FrameWaiters {
  var continuations: [UInt64: CheckedContinuation<Void, any Error>] = [:]
  var nextID: UInt64 = 0
}
