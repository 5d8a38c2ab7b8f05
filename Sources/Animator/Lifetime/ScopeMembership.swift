/// One thing an ``AnimationScope`` holds, weakly: a player or scroll driver or trigger of the
/// package (``ScopedMember``), a player of another type (any ``Animating``, acted on through that
/// protocol), or a quick animation (its engine's runs, weakly, and its identity).
struct ScopeMembership {
  /// A member of the package, which keeps its own link to the scope.
  private(set) weak var member: (any ScopedMember)?
  /// A player of another type.
  private(set) weak var foreign: (any Animating)?
  /// The quick animations of an engine, for a quick animation (``quickID``).
  private(set) weak var quickRuns: QuickRuns?
  /// The quick animation's identity in ``quickRuns``.
  let quickID: UInt64

  init(member: any ScopedMember) {
    self.member = member
    quickID = 0
  }

  init(foreign: any Animating) {
    self.foreign = foreign
    quickID = 0
  }

  init(quickRuns: QuickRuns, id: UInt64) {
    self.quickRuns = quickRuns
    quickID = id
  }

  /// Whether the entry still stands for something `scope` holds: a member that lives and has not
  /// moved to another scope, a player that lives, a quick animation that runs.
  func isLive(in scope: AnimationScope) -> Bool {
    if let member { return member.isMember(of: scope) }
    if foreign != nil { return true }
    if let quickRuns { return quickRuns.isRunning(quickID) }
    return false
  }

  /// The entry's object, for telling entries of one player apart.
  var object: AnyObject? {
    if let member { return member }
    if let foreign { return foreign }
    return nil
  }
}
