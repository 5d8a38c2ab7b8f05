/// One result that a client sampled in a tick's pass offers the clients sampled after it: the
/// sampling layer's shared progress (`TickRelay+SharedProgress.swift`) gives it its meaning. The engine only
/// starts each pass with it empty; a client that may run code outside the package must empty it.
///
/// `source` identifies, without holding it, the client whose result it is. The engine keeps every
/// client of a pass alive until the pass ends, so it stays valid within the pass.
struct TickRelay {
  /// The client that made the result, unretained; `nil` when there is none.
  var source: _UnsafeUnretained<AnyObject>?
  /// Where the result was computed (the sampling layer's unit time).
  var unitTime = 0.0
  /// The result's value.
  var value = 0.0
  /// The result's slope.
  var slope = 0.0
}
