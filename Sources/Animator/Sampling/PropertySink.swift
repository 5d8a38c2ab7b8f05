/// Receives an ``AnimatedProperty``'s presentation value at each refresh: a closure target's
/// closure (``ClosureSink``), a key path's writer, or the change reporter.
///
/// A class rather than a closure, so that a property keeps one reference (one word, not a
/// closure's two) and a key-path writer is its own sink, with no closure context beside it.
class PropertySink<Value> {
  /// Hands `value`, the property's presentation value, to the target.
  func receive(_ value: Value) {}
}

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
