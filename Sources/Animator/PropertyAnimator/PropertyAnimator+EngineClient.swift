extension PropertyAnimator: EngineClient, BlockRun, InPlaceClient {
  var soleBlock: AnimationBlock? { moreBlocks.isEmpty ? firstBlock?.block : nil }

  func engineUpdate(seconds: Double) -> Bool {
    var tick = EngineTick(seconds: seconds)
    return engineUpdate(&tick)
  }

  static func engineUpdate(
    from start: Int, to end: Int, in engine: AnimationEngine, _ tick: inout EngineTick,
    ended: inout [any EngineClient]
  ) -> Int {
    engineUpdateInPlace(from: start, to: end, in: engine, &tick, ended: &ended)
  }

  /// ``engineUpdate(seconds:)`` sharing the first block's progress with the animators ticked before
  /// and after it (the shared progress in the tick's ``TickRelay``).
  @inline(__always)
  func engineUpdate(_ tick: inout EngineTick) -> Bool {
    let seconds = tick.seconds
    let (unitTime, unitVelocity) = playback.playhead.motion(atSeconds: seconds)
    sample(unitTime: unitTime, unitVelocity: unitVelocity, sharing: &tick.relay)
    if !playback.observers.isEmpty {
      publish(.fractionComplete(currentFractionComplete))
      tick.relay.forget()
    }
    return playback.playhead.hasReachedTarget(atSeconds: seconds)
  }

  var engineEndInstant: Duration? { playback.playhead.endInstant }

  func engineComplete() {
    let before = changeMark
    if var repeats {
      repeats.pass &+= 1
      self.repeats = repeats
      if Double(repeats.pass) < repeats.iterations || repeats.iterations.isInfinite {
        // The next pass: back from this end when alternating, from the other end otherwise.
        let target = playback.playhead.target
        let alternates = repeats.alternates
        let rate = playback.playhead.rate
        playback.playhead.move(
          fromBound: alternates ? target : 1 - target, at: engine.currentTime, rate: alternates ? -rate : rate)
        engine.noteTouched(self)
        return
      }
    }
    // After the last pass of a repeating run it completes: like UIKit, the properties end at their
    // model values (`settleAtEnd`).
    coreReachEnd(since: before, pausing: repeats == nil && pausesOnCompletion)
  }
}

extension PropertyAnimator {
  /// Ends the run where it is shown, with no completion, when every target its blocks move is
  /// gone (the object of each key path it animates was let go of): what a scope's cancel does
  /// (``coreCancelForScope()``). An animator that still moves some target keeps running.
  func engineEndIfTargetsGone() {
    guard AnimationBlock.targetsAreAllGone(in: blocks.lazy.map(\.block)) else { return }
    _ = scopeCancel()
  }
}
