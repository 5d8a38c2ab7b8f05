/// The type that a batched client's slot shows to the slot pass, which then skips it: never
/// instantiated.
final class BatchedSlot: EngineClient {
  private init() {}

  var engineSlot: Int {
    get { -1 }
    set {}
  }
  var engineSequence: UInt64 {
    get { 0 }
    set {}
  }
  func engineUpdate(seconds: Double) -> Bool { false }
  var engineEndInstant: Duration? { nil }
  func engineComplete() {}

  /// Skips the batched slots from `start` on: the batch sampled their clients.
  static func engineUpdate(
    from start: Int, to end: Int, in engine: AnimationEngine, _ tick: inout EngineTick,
    ended: inout [any EngineClient]
  ) -> Int {
    var index = start + 1
    while index < end, let kind = engine.slot(at: index).kind, kind == BatchedSlot.self { index += 1 }
    return index
  }
}
