extension Timeline {
  /// Ends the run where it is shown, with no completion, when every target its children move is
  /// gone (the object of each key path its tweens animate was let go of): what a scope's cancel
  /// does. A timeline that still moves some target, through a tween, a spring or a nested
  /// animator, keeps running; so does one whose children have not recorded any.
  ///
  /// - Complexity: O(children + the properties their blocks set).
  func engineEndIfTargetsGone() {
    var blocks: [AnimationBlock] = []
    for child in allChildren {
      switch child.content {
      case .tween(let tween):
        if let block = tween.block { blocks.append(block) }
      case .spring:
        // A spring's property is its own target: it does not go while the spring moves it.
        return
      case .animator(let animator):
        blocks.append(contentsOf: animator.blocks.lazy.map(\.block))
      case .timeline, .callback:
        break
      }
    }
    guard AnimationBlock.targetsAreAllGone(in: blocks) else { return }
    _ = scopeCancel()
  }
}
