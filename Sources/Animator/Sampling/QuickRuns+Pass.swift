extension QuickRuns {
  /// Unregisters when nothing runs and no completion waits, and keeps the engine's count.
  func settle() {
    guard runningCount == 0, pending.isEmpty, let engine = runningEngine else {
      noteCount()
      return
    }
    engine.quickRunsBeyondClient = 0
    engine.unregister(self)
    runningEngine = nil
  }

  /// Keeps ``AnimationEngine/quickRunsBeyondClient``: the runs and waiting completions beyond this
  /// one client, while it is registered.
  @inline(__always)
  func noteCount() {
    runningEngine?.quickRunsBeyondClient = max(runningCount + pending.count - 1, 0)
  }

  /// Drops the ended runs, keeping the order. It calls nothing outside this object: their blocks
  /// have gone already, or wait in ``blocksToLetGo``.
  func compact() {
    guard hasEndedRuns else { return }
    hasEndedRuns = false
    var write = 0
    var sampled = 0
    // The curves the runs kept have, in the same walk: both lists go in increasing identity.
    var curveWrite = 0
    var curveRead = 0
    for read in runs.indices {
      if runs[read].isEnded { continue }
      if write != read { runs[write] = runs[read] }
      let curveID = runs[write].curveID
      write += 1
      if read < sampledCount { sampled = write }
      if curveWrite > 0 && curves[curveWrite - 1].id == curveID { continue }
      while curves[curveRead].id != curveID { curveRead += 1 }
      if curveWrite != curveRead { curves.swapAt(curveWrite, curveRead) }
      curveWrite += 1
      curveRead += 1
    }
    curves.removeLast(curves.count - curveWrite)
    checkCurves()
    // The array keeps its capacity, as Swift's arrays do: a burst of quick animations (a game's
    // particles, a list's cells) ending together leaves it empty, and the next burst reuses it. Let
    // go of, it would cost the end of every burst a free of the whole array, which makes the
    // allocator merge every small block freed before it, and the next burst the array's growth
    // again.
    runs.removeLast(runs.count - write)
    // The runs made since the last pass keep their place after the ones it sampled.
    sampledCount = sampled
  }
}

extension QuickRuns: EngineClient {
  func engineUpdate(seconds: Double) -> Bool {
    let first = seconds == sampledSeconds ? min(sampledCount, runs.count) : 0
    sample(from: first, atSeconds: seconds)
    return !pending.isEmpty
  }

  var engineEndInstant: Duration? { pending.first?.completion.end }

  func engineComplete() {
    guard !pending.isEmpty else { return }
    let (completion, _) = pending.removeFirst()
    settle()
    if !pending.isEmpty { runningEngine?.noteTouched(self) }
    completion.body(.end)
  }

  /// Ends, where they are shown and with no completion, the runs whose every target is gone (the
  /// object of each key path they animate was let go of), as a scope's cancel does.
  ///
  /// - Complexity: O(runs + properties of their blocks).
  func engineEndIfTargetsGone() {
    var gone: [UInt64] = []
    for index in runs.indices where !runs[index].isEnded {
      if blockOfRunningRun(at: index).withObject({ $0.targetsAreAllGone }) == true { gone.append(runs[index].id) }
    }
    for id in gone { end(id, atEnd: false, runsCompletion: false) }
  }

  /// Moves the runs from `first` on to engine time `seconds`, ending those that reached their end.
  ///
  /// - Complexity: O(runs and their properties); once per frame.
  private func sample(from first: Int, atSeconds seconds: Double) {
    isSampling = true
    var index = first
    var endedWithCompletion = false
    // The curve evaluation last made, shared with the next run that evaluates alike at the same
    // unit time (runs started together): the same bits, since it is a pure function of those.
    var shared: (unitTime: Double, curveID: UInt32, value: Double, slope: Double)?
    let time = runningEngine?.time ?? .zero
    while index < runs.count {
      defer { index += 1 }
      guard !runs[index].isEnded else { continue }
      let anchorSeconds = runs[index].anchorSeconds
      let rate = runs[index].rate
      let endSeconds = runs[index].endSeconds
      if seconds >= endSeconds && time >= runs[index].end {
        endedWithCompletion = finishRun(at: index) || endedWithCompletion
        continue
      }
      // `PlayheadCourse.motion(atSeconds:)` of a playhead from 0 towards 1.
      let unitTime: Double
      let unitVelocity: Double
      let elapsed = seconds - anchorSeconds
      if seconds >= endSeconds {
        (unitTime, unitVelocity) = (1, 0)
      } else if elapsed <= 0 {
        unitTime = 0
        unitVelocity = elapsed == 0 && rate.isFinite ? rate : 0
      } else {
        let position = elapsed * rate
        (unitTime, unitVelocity) = position < 1 ? (position, rate) : (1, 0)
      }
      let block = blockOfRunningRun(at: index)
      if runs[index].curveRunsUserCode || block.withObject({ $0.mayRunUserCode }) {
        shared = nil
        sampleHolding(at: index, unitTime: unitTime, unitVelocity: unitVelocity)
        continue
      }
      let progress: Double
      let slope: Double
      if let last = shared, last.unitTime.bitPattern == unitTime.bitPattern, last.curveID == runs[index].curveID {
        (progress, slope) = (last.value, last.slope)
      } else {
        (progress, slope) = evaluateBuiltInCurve(ofRunAt: index, at: unitTime)
        shared = (unitTime, runs[index].curveID, progress, slope)
      }
      block.withObject { block in
        block.progress = progress
        block.progressVelocity = slope * unitVelocity
        if block.refreshDirectProperties() {
          // Properties other animations share: their refresh may reach a keyframe path's code, which
          // may end runs (only marked during the pass, so the block stays retained) or start others.
          shared = nil
          block.refreshLayeredProperties()
        }
      }
    }
    sampledSeconds = seconds
    sampledCount = runs.count
    isSampling = false
    compact()
    // Taken off the list before each goes: the code a block's end runs may end other runs.
    while let block = blocksToLetGo.popLast() { block.release() }
    if endedWithCompletion {
      // In the order of their end instants, then of their starts, as the engine orders animators.
      pending.sort { ($0.completion.end, $0.id) < ($1.completion.end, $1.id) }
    }
    settle()
  }

  /// The built-in curve of the run at `index` at `unitTime`: its progress and slope. Apart from the
  /// pass, which it would make too large to keep its block's refresh inline.
  @inline(never)
  private func evaluateBuiltInCurve(ofRunAt index: Int, at unitTime: Double) -> (progress: Double, slope: Double) {
    ProgressTrack.Segment(start: 0, end: 1, from: 0, to: 1, curve: curve(ofRunAt: index)).evaluateBuiltIn(at: unitTime)
  }

  /// The curve of the run at `index`. (Inline: the pass reads it for every run it evaluates.)
  @inline(__always)
  private func curve(ofRunAt index: Int) -> TimingCurve {
    curves[curveIndex(of: runs[index].curveID)].curve
  }

  /// Samples the run at `index`, whose curve or properties may run code outside the package,
  /// holding its block: that code may end runs or start others (which only marks or appends).
  private func sampleHolding(at index: Int, unitTime: Double, unitVelocity: Double) {
    let block = blockOfRunningRun(at: index).object
    let (progress, slope) = ProgressTrack.Segment(start: 0, end: 1, from: 0, to: 1, curve: curve(ofRunAt: index))
      .evaluate(at: unitTime)
    block.progress = progress
    block.progressVelocity = slope * unitVelocity
    block.refreshProperties()
  }

  /// Ends the run at `index`, which reached its end: its block at progress 1, its layers folded into
  /// the model (the values the animation set), then let go of; its completion, if any, left to
  /// wait in ``pending``.
  ///
  /// - Returns: Whether a completion now waits.
  private func finishRun(at index: Int) -> Bool {
    let taken = takeBlock(endingRunAt: index)
    let completion = takeCompletion(ofRunAt: index)
    let id = runs[index].id
    let handedOver = taken.withObject { block in
      block.progress = 1
      block.progressVelocity = 0
      // The properties are taken out below, by the reset or the removal, before any code outside
      // the package runs.
      return block.endLayersHandingOver(atWeight: 0, takingPropertiesOut: false)
    }
    // Now, while its properties are in the cache. No frame of this pass is refreshing it (the pass
    // refreshes one block at a time, and a tick does not run inside another).
    AnimationBlock.release(taken, times: handedOver)
    // Kept for the next start when nothing else holds it: no layer (every one ended), and no code
    // outside the package can reach a quick animation's block.
    var block = taken.takeRetainedObject()
    if spareBlocks.count < Self.spareBlockLimit && isKnownUniquelyReferenced(&block) {
      block.resetForReuse()
      spareBlocks.append(.retaining(block))
    } else {
      block.removeAllProperties()
    }
    guard let completion else { return false }
    pending.append((completion, id))
    return true
  }
}
