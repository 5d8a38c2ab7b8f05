extension QuickRuns {
  /// The index of the run `id` if it has not ended.
  private func indexOfRunning(_ id: UInt64) -> Int? {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].id < id { low = middle + 1 } else { high = middle }
    }
    guard low < runs.count, runs[low].id == id, !runs[low].isEnded else { return nil }
    return low
  }

  /// Whether the run `id` has not ended.
  func isRunning(_ id: UInt64) -> Bool { indexOfRunning(id) != nil }

  /// Ends the run `id` now: at its end values (`atEnd`) or where it is shown; then runs its
  /// completion with `.end` or `.current`, unless `runsCompletion` is `false` (a scope's
  /// `cancel()`), which lets it go uncalled. Does nothing for a run that has ended.
  func end(_ id: UInt64, atEnd: Bool, runsCompletion: Bool = true) {
    guard let index = indexOfRunning(id) else { return }
    // The run's reference is this call's from here (the run may move while code runs below).
    let taken = takeBlock(endingRunAt: index)
    let completion = takeCompletion(ofRunAt: index)
    taken.withObject { block in
      block.endLayers(atWeight: atEnd ? 0 : block.weight)
      block.progressVelocity = 0
    }
    if isSampling {
      // The pass may be refreshing this block now.
      blocksToLetGo.append(taken)
    } else {
      compact()
      taken.release()
    }
    settle()
    guard runsCompletion else {
      // Let go of last, once the runs are consistent: it may run a `deinit` that acts on them.
      withExtendedLifetime(completion) {}
      return
    }
    completion?.body(atEnd ? .end : .current)
  }

  /// Ends the running run at `index` (``Run/isEnded``) and hands its reference to its block to the
  /// caller, who lets it go.
  @inline(__always)
  func takeBlock(endingRunAt index: Int) -> _UnsafeUnretained<AnimationBlock> {
    let taken = blockOfRunningRun(at: index)
    runs[index].block = nil
    hasEndedRuns = true
    runningCount -= 1
    return taken
  }

  /// Takes the completion of the run at `index` out of ``completions``, if it has one.
  @inline(__always)
  func takeCompletion(ofRunAt index: Int) -> QuickCompletion? {
    guard runs[index].hasCompletion else { return nil }
    return completions.removeValue(forKey: runs[index].id)
  }
}
