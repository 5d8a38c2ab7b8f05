extension AnimationGraph {
  /// Ends the run where it is shown, with no completion, when every target its nodes move is gone
  /// (the object of each key path they animate was let go of): what a scope's cancel does. A graph
  /// that still moves some target keeps running, a property it moves being its own target.
  ///
  /// The properties are those that hold the graph's layer: every one its nodes animate.
  ///
  /// - Complexity: O(the properties the graph moves).
  func engineEndIfTargetsGone() {
    guard AnimationBlock.targetsAreAllGone(in: CollectionOfOne(block)) else { return }
    _ = scopeCancel()
  }
}
