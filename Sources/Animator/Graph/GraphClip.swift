/// A recorded pose or timeline of tweens (``GraphMotion``): each tween's layers, taken out of
/// their properties, with the tween's timing, played at the node's time.
final class GraphClip: GraphMotion {
  /// One tween: its timing, where it starts in the timeline's content time, and its layers.
  struct Tween {
    let timing: ResolvedTiming
    let start: Double
    let tracks: [any GraphTrack]
  }

  let tweens: [Tween]
  /// The timeline's own timing (its repeats), or `nil` for a pose.
  let root: ResolvedTiming?
  /// For a pose: its layers, held at progress 1.
  let poseTracks: [any GraphTrack]
  /// How many times the clip was evaluated: a clip at weight 0 is not.
  @exclusivity(unchecked) var evaluationCount = 0

  init(tweens: [Tween], root: ResolvedTiming?, poseTracks: [any GraphTrack]) {
    self.tweens = tweens
    self.root = root
    self.poseTracks = poseTracks
  }

  func accumulate(
    at time: Double, rate: Double, weight: Double, weightVelocity: Double, inputs: GraphInputs, probe: Bool
  ) {
    evaluationCount += 1
    guard let root else {
      for track in poseTracks {
        track.accumulate(
          progress: 1, progressVelocity: 0, weight: weight, weightVelocity: weightVelocity, probe: probe)
      }
      return
    }
    let sample = root.sample(time, fillsBoth: true)
    let content = (sample.directedProgress ?? 1) * root.duration
    let contentRate = root.directedSlope(sample) * root.duration * rate
    for tween in tweens {
      let timing = tween.timing
      let local = timing.localTime(parentTime: content, start: tween.start)
      let tweenSample = timing.sample(local, fillsBoth: true)
      let progress = tweenSample.transformedProgress ?? 1
      var progressVelocity = 0.0
      if let directed = tweenSample.directedProgress, contentRate != 0 {
        progressVelocity =
          timing.easing.velocity(at: directed) * timing.directedSlope(tweenSample) * contentRate * timing.playbackRate
      }
      for track in tween.tracks {
        track.accumulate(
          progress: progress, progressVelocity: progressVelocity, weight: weight, weightVelocity: weightVelocity,
          probe: probe)
      }
    }
  }

  func progress(at time: Double, inputs: GraphInputs) -> Double {
    guard let root, root.duration > 0 else { return 1 }
    return min(time, root.endTime) / root.duration
  }

  func cycle(inputs: GraphInputs) -> Double {
    root?.duration ?? 0
  }

  var end: Double { root?.endTime ?? 0 }

  func time(reaching progress: Double, from time: Double, inputs: GraphInputs) -> Double? {
    guard let root, root.duration > 0 else { return progress <= 1 ? time : nil }
    let target = progress * root.duration
    guard target <= root.endTime else { return nil }
    return max(target, time)
  }

  func enter(at time: Double, inputs: GraphInputs) {}

  func copy(into context: any GraphChannelMaking, inputs: GraphInputs, map: [Int], root: AnimationGraph)
    -> any GraphMotion
  {
    GraphClip(
      tweens: tweens.map {
        Tween(timing: $0.timing, start: $0.start, tracks: $0.tracks.map { $0.copy(into: context) })
      },
      root: self.root, poseTracks: poseTracks.map { $0.copy(into: context) })
  }

  func inputsWillChange(at time: Double, inputs: GraphInputs) {}
}
