/// One animation block of a run and how its progress follows the run's unit time.
struct ActiveBlock {
  let block: AnimationBlock
  var track: ProgressTrack

  /// Sets the block's progress and its rate at unit time `unitTime`, through any curve.
  func move(toUnitTime unitTime: Double, unitVelocity: Double) {
    let (progress, slope) = track.progress(atUnitTime: unitTime)
    block.progress = progress
    block.progressVelocity = slope * unitVelocity
  }
}
