/// The shared progress: what the sampling layer keeps in the engine's ``TickRelay``, one evaluation
/// of a block's progress offered to the animators that the engine ticks after it.
///
/// Games and interfaces start many animators at the same instant with the same timing: their
/// first blocks have tracks that evaluate alike and they are at the same unit time, so they show
/// the same progress. The engine hands this record, the relay, from one client to the next; an animator whose first block's track evaluates like the source's
/// (``ProgressTrack/evaluatesLike(_:)``: the same segment bounds and the same curve, bit for bit)
/// at the same unit time (bit for bit) takes the progress and slope from here instead of
/// evaluating its curve. The result is the same to the last bit, because the evaluation is a pure
/// function of exactly what is compared.
///
/// The record refers to its source animator without holding it, and compares with the source's
/// track as it is now, so it must be dropped (``forget()``) whenever code outside the package may
/// have run since it was made (a sink, an observer, a custom curve, another kind of client), since
/// such code can change the source's track. Within one tick's loop the source stays alive: the
/// engine keeps every client it walks until the tick ends. Only animators make records, so a
/// record's source is always an animator.
extension TickRelay {
  /// Remembers that the object at `source` (an animator, unretained) has `value` and `slope` at
  /// `unitTime`.
  @inline(__always)
  mutating func record(_ source: _UnsafeUnretained<AnyObject>, unitTime: Double, value: Double, slope: Double) {
    self.source = source
    self.unitTime = unitTime
    self.value = value
    self.slope = slope
  }

  /// Drops the record: code outside the package may have run.
  @inline(__always)
  mutating func forget() {
    source = nil
  }
}
