/// What an ``AnimationScope`` holds and ends: every player of the package (animator, timeline,
/// spring, decay, fling), and the scroll drivers and triggers. Each conforms in its own folder.
///
/// A member keeps a link to the scope it is in, ``scopeLink`` (the scope held weakly): at most one,
/// so that adding it to another scope (or to a timeline, which then controls it) moves it, and the
/// scope it left skips it from then on. The scope holds its members weakly too: neither keeps the
/// other alive.
protocol ScopedMember: AnyObject {
  /// The link to the scope the member is in, if any.
  var scopeLink: ScopeLink? { get set }
  /// Whether the member may join a scope: `false` while a timeline holds it (the timeline's scope
  /// acts on it, through the timeline).
  var canJoinScope: Bool { get }
  /// The member as a player, for ``AnimationScope/players``: `nil` for a scroll driver or trigger.
  var scopedPlayer: (any Animating)? { get }
  /// Ends the member where it is shown, with no completion (``AnimationScope/cancel()``).
  ///
  /// - Returns: Whether it refused (one of its own animation blocks is running): it then stays
  ///   as it is, and in the scope.
  func scopeCancel() -> Bool
  /// Ends the member at its end values, completions with ``AnimatingPosition/end``
  /// (``AnimationScope/finish()``).
  ///
  /// - Returns: Whether it refused, as ``scopeCancel()``.
  func scopeFinish() -> Bool
}

extension ScopedMember {
  /// The scope the member is in, while it lives.
  var scope: AnimationScope? { scopeLink?.scope }

  /// Whether the member is in `scope` (also while `scope` goes, when a weak reference to it reads
  /// `nil`).
  func isMember(of scope: AnimationScope) -> Bool {
    scopeLink?.identity == ObjectIdentifier(scope)
  }
}

extension ScopedMember where Self: PlaybackFrontEnd & Animating {
  var scopedPlayer: (any Animating)? { self }

  func scopeCancel() -> Bool {
    do {
      try coreCancelForScope()
      return false
    } catch {
      engine.report(error)
      return true
    }
  }

  func scopeFinish() -> Bool {
    do {
      try coreFinishForScope()
      return false
    } catch {
      engine.report(error)
      return true
    }
  }
}
