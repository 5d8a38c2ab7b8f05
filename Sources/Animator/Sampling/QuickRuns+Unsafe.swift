// The quick runs' unchecked reads: the engine's field that holds them, and a running run's block.

extension QuickRuns {
  /// The quick runs of `engine`, made the first time: kept in the engine's own field, which holds
  /// nothing else, so the object there is a `QuickRuns` and the cast needs no check (checked in
  /// debug builds).
  static func of(_ engine: AnimationEngine) -> QuickRuns {
    if let runs = engine.storage.quickRuns { return unsafeDowncast(runs, to: QuickRuns.self) }
    let runs = QuickRuns()
    engine.storage.quickRuns = runs
    return runs
  }

  /// The block of the run at `index`, which has not ended (``Run/isEnded``): read without the check
  /// for `nil`, which a debug build makes.
  @_transparent
  func blockOfRunningRun(at index: Int) -> _UnsafeUnretained<AnimationBlock> {
    assert(runs[index].block != nil, "the run at \(index) has not ended")
    return runs[index].block.unsafelyUnwrapped
  }
}
