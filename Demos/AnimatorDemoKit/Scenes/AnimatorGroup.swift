import Animator

/// Several property animators played as one run, each from its own start time, with cues that happen
/// at given times: the player of the login and launch scenes, which need a timeline.
///
/// The group is driven by a *master* animator: linear, as long as the whole run, whose only animation
/// hands the run's time to the group. The group pauses every child and sets its `fractionComplete`
/// from that time (children scrub along time, not progress), and runs a cue's `forward` when time
/// passes it going forwards and its `backward` when going back. So the master's state machine is the
/// group's: start, pause, reverse, scrub, stop and finish all act on the master, and the children
/// follow exactly.
///
/// ```swift
/// let group = AnimatorGroup(duration: 2.5, engine: engine)
/// group.add(spring, at: 0)
/// group.add(buttons, at: 0.6)
/// group.cue(at: 1.45, forward: { veil.removeFromSuperlayer() }, backward: { root.addSublayer(veil) })
/// try group.startAnimation()
/// ```
final class AnimatorGroup: Animating {
  private struct Child {
    let animator: PropertyAnimator
    let start: Double
    let duration: Double
  }

  private struct Cue {
    let time: Double
    let forward: () -> Void
    let backward: () -> Void
  }

  /// The length of the run, in seconds.
  let duration: Double
  /// The animator whose state is the group's.
  let master: PropertyAnimator
  private var children: [Child] = []
  private var cues: [Cue] = []
  private var time = 0.0

  /// Makes an empty group of `duration` seconds on `engine`.
  ///
  /// - Parameters:
  ///   - duration: The run's length, seconds >= 0.
  ///   - engine: The engine of the master and the children.
  init(duration: Double, engine: AnimationEngine) {
    let seconds = duration.isFinite ? max(duration, 0) : 0
    self.duration = seconds
    master = PropertyAnimator(duration: .seconds(seconds), curve: .linear, engine: engine)
    try? master.addAnimation(from: 0.0, to: seconds) { [weak self] time in self?.apply(time) }
  }

  /// Adds a child that starts `start` seconds into the run and lasts its own duration.
  ///
  /// The child should be inactive, with its animation blocks added; its blocks run, in the order the
  /// children were added, when the group starts.
  ///
  /// - Parameters:
  ///   - animator: The child.
  ///   - start: Its start, seconds into the run.
  func add(_ animator: PropertyAnimator, at start: Double) {
    animator.scrubsLinearly = false
    children.append(Child(animator: animator, start: start, duration: animator.duration / .seconds(1)))
  }

  /// Adds a cue: `forward` runs when the run's time reaches `time` going forwards, `backward` when it
  /// goes back below it.
  ///
  /// - Parameters:
  ///   - time: The cue's time, seconds into the run (greater than 0).
  ///   - forward: What happens going forwards.
  ///   - backward: What undoes it going back.
  func cue(at time: Double, forward: @escaping () -> Void, backward: @escaping () -> Void) {
    cues.append(Cue(time: time, forward: forward, backward: backward))
    cues.sort { $0.time < $1.time }
  }

  /// Moves every child and crosses the cues to the run's time `newTime`.
  private func apply(_ newTime: Double) {
    for child in children {
      let fraction: Double
      if child.duration > 0 {
        fraction = min(max((newTime - child.start) / child.duration, 0), 1)
      } else {
        fraction = newTime >= child.start ? 1 : 0
      }
      if child.animator.isRunning { try? child.animator.pauseAnimation() }
      try? child.animator.setFractionComplete(fraction)
    }
    if newTime > time {
      for cue in cues where cue.time > time && cue.time <= newTime { cue.forward() }
    } else if newTime < time {
      for cue in cues.reversed() where cue.time > newTime && cue.time <= time { cue.backward() }
    }
    time = newTime
  }

  var state: AnimatingState { master.state }
  var isRunning: Bool { master.isRunning }
  var isReversed: Bool {
    get { master.isReversed }
    set { master.isReversed = newValue }
  }
  var fractionComplete: Double {
    get { master.fractionComplete }
    set { master.fractionComplete = newValue }
  }

  func startAnimation() throws(AnimationError) { try master.startAnimation() }
  func startAnimation(afterDelay delay: Duration) throws(AnimationError) {
    try master.startAnimation(afterDelay: delay)
  }
  func pauseAnimation() throws(AnimationError) { try master.pauseAnimation() }
  func stopAnimation(_ withoutFinishing: Bool) throws(AnimationError) { try master.stopAnimation(withoutFinishing) }
  func finishAnimation(at position: AnimatingPosition) throws(AnimationError) {
    try master.finishAnimation(at: position)
  }
  func setFractionComplete(_ fraction: Double) throws(AnimationError) { try master.setFractionComplete(fraction) }
  func setReversed(_ reversed: Bool) throws(AnimationError) { try master.setReversed(reversed) }
  func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) { master.addCompletion(completion) }
}
