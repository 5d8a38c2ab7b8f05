/// A graph in an ``AnimationScope``: made inside `scope.add { }` or given to `add(_:)`, it ends
/// with the scope's cancel and finish as every player does, and as it attaches its layers it notes
/// each property's model value (the graph's base) in the scope's journal, so that `revert()` puts
/// the base back.
extension AnimationGraph: ScopedMember {
  /// Always: no timeline holds a graph.
  var canJoinScope: Bool { true }
}
