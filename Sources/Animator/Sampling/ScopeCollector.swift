/// What a quick animation needs of the scope that collects it (an ``AnimationScope``, declared in
/// a layer above this one): the journal its block records with, and a place for its handle.
protocol ScopeCollector: AnyObject {
  /// The journal the scope's recordings note their properties in.
  var journal: ScopeJournal { get }
  /// Takes the quick animation `id` of `runs` in, as a member.
  func collectQuickAnimation(of runs: QuickRuns, id: UInt64)
}
