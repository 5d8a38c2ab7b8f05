/// A sink that calls a closure: a closure target's, or the change reporter's.
final class ClosureSink<Value>: PropertySink<Value> {
  /// The closure called with each value.
  let body: (Value) -> Void

  /// Makes a sink that calls `body`.
  init(_ body: @escaping (Value) -> Void) {
    self.body = body
  }

  override func receive(_ value: Value) {
    body(value)
  }
}
