/// Receives an ``AnimatedProperty``'s presentation value at each refresh: a closure target's
/// closure (``ClosureSink``), a key path's writer, or the change reporter.
///
/// A class rather than a closure, so that a property keeps one reference (one word, not a
/// closure's two) and a key-path writer is its own sink, with no closure context beside it.
class PropertySink<Value> {
  /// Hands `value`, the property's presentation value, to the target.
  func receive(_ value: Value) {}
}
