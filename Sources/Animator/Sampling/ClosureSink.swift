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

  /// A closure target's property lives only while an animation holds it: a scope's journal keeps
  /// it to call the closure with the value it restores. (The change reporter's sink is never asked:
  /// a reporting property is journaled through the sink it reports for.)
  override var journalKeepsProperty: Bool { true }
}
