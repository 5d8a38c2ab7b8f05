extension Timeline {
  /// Ends the run where it is shown, with no completion, when every target its children move is
  /// gone (the object of each key path its tweens animate was let go of, the owner of each
  /// `@Animated` value its tweens and springs move): what a scope's cancel does. A timeline that
  /// still moves some target, through a tween, a spring or a nested animator, keeps running; so
  /// does one whose children have not recorded any.
  ///
  /// - Complexity: O(children + the properties their blocks set).
  func engineEndIfTargetsGone() {
    var blocks: [AnimationBlock] = []
    for child in allChildren {
      switch child.content {
      case .tween(let tween):
        if let block = tween.block { blocks.append(block) }
      case .spring(let spring):
        if let block = spring.recordedBlock { blocks.append(block) }
      case .animator(let animator):
        blocks.append(contentsOf: animator.blocks.lazy.map(\.block))
      case .timeline, .callback:
        break
      }
    }
    guard AnimationBlock.targetsAreAllGone(in: blocks) else { return }
    _ = scopeCancel()
  }

  /// Raises the engine's flag of lost targets when some tween or spring of the tree lost a target
  /// while the timeline stood still (paused, stopped or between runs), so that the engine looks
  /// after its next tick: a run that starts or resumes with nothing left to move ends then.
  ///
  /// - Complexity: O(children); at a start or a resume, not per tick.
  func noteTargetsLostWhileStill() {
    if someBlockLostTargets() { engine.targetLosses.hasNew = true }
  }

  /// Whether the block of some tween or spring of the tree lost a target.
  private func someBlockLostTargets() -> Bool {
    for child in layout.entries {
      switch child.content {
      case .tween(let tween):
        if tween.blockReference?.withObject({ $0.lostTargets }) == true { return true }
      case .spring(let spring):
        if spring.recordedBlock?.lostTargets == true { return true }
      case .timeline(let nested):
        if nested.someBlockLostTargets() { return true }
      case .animator, .callback:
        break
      }
    }
    return false
  }
}
