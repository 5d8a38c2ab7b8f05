extension AnimationScope {
  /// Runs `body` and collects every animation it makes on this thread: the players made (animators,
  /// timelines, springs, decays, flings, graphs), the quick animations started, the scroll drivers and
  /// triggers made; GSAP's `context.add(function)`.
  ///
  /// ```swift
  /// let animations = AnimationScope()
  /// try animations.add {
  ///   try engine.animate(duration: 0.3) { card.opacity = 1 }
  ///   let slide = PropertyAnimator(duration: .seconds(0.5), curve: .easeOut, engine: engine)
  ///   try slide.addAnimations { card.position = Point2D(x: 100, y: 0) }
  ///   try slide.startAnimation()
  /// }
  /// animations.players.count   // 1: the animator (the quick animation is not a player)
  /// ```
  ///
  /// Calls nest. Inside another scope's `add { }`, this scope becomes that scope's child (once: a
  /// scope has one parent, and never becomes a child of a scope it holds), and what `body` makes
  /// belongs to this scope only. A body that throws keeps what it made before the throw. Code
  /// that `body` starts to run later (a task, a completion, a timer) does not collect into the
  /// scope: add what it makes with ``add(_:)-(Animating)``.
  ///
  /// What a player records joins the scope's journal for ``revert()``: the blocks it runs, its
  /// spring's or decay's start, from now on. A player that joins after it ran its blocks (an
  /// animator added while it runs) is cancelled and finished by the scope, but its earlier changes
  /// are not reverted.
  ///
  /// - Parameter body: The code whose animations the scope collects.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  /// - Complexity: O(1) besides `body`; each animation made costs one entry.
  @discardableResult
  public func add<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    if let outer = Self.collecting { outer.adoptChild(self) }
    // The slot holds the scope unretained: the scope lives until the body returns.
    defer { withExtendedLifetime(self) {} }
    return try ScopeCollecting.run(collectingInto: self, body)
  }

  /// Adds a player made elsewhere: the scope cancels, finishes or reverts it with the rest.
  ///
  /// ```swift
  /// let spring = try SpringAnimation(card.$position, to: .zero, engine: engine)
  /// animations.add(spring)
  /// ```
  ///
  /// A player of the package in another scope moves to this one (a player is in one scope at
  /// most). A player that a timeline holds is left out: the timeline's scope acts on it, through
  /// the timeline. A player of your own type (any ``Animating``) is held weakly and acted on
  /// through the protocol: ``cancel()`` stops an active one with `stopAnimation(true)` and
  /// finishes a stopped one at ``AnimatingPosition/current`` (its completions run).
  ///
  /// Only what the player records from now on is journaled for ``revert()``: add it before it
  /// starts, or make it inside ``add(_:)->_``.
  ///
  /// - Parameter player: The player.
  /// - Complexity: O(1), amortised.
  public func add(_ player: some Animating) {
    if let member = player as? any ScopedMember {
      adopt(member)
    } else {
      join(ScopeMembership(foreign: player))
    }
  }

  /// Adds a quick animation that runs: the scope ends it with the rest.
  ///
  /// ```swift
  /// let fade = try engine.animate(duration: 0.3) { card.opacity = 0 }
  /// animations.add(fade)
  /// ```
  ///
  /// A quick animation started inside ``add(_:)->_`` is added already, and its changes
  /// journaled for ``revert()``; one added afterwards is ended by the scope, but its changes are
  /// not reverted. One that has ended is not added.
  ///
  /// - Parameter quick: The quick animation's handle.
  /// - Complexity: O(log n) in the engine's running quick animations.
  public func add(_ quick: QuickAnimation) {
    guard quick.isRunning else { return }
    join(ScopeMembership(quickRuns: quick.runs, id: quick.id))
  }

  /// The players the scope holds, in the order they joined: those that live and have not moved to
  /// another scope or into a timeline. Quick animations, drivers and triggers are not players, and
  /// a child scope's players are in its own ``players``.
  ///
  /// ```swift
  /// for player in animations.players where player.isRunning { try player.pauseAnimation() }
  /// ```
  ///
  /// - Complexity: O(n) for the n entries the scope keeps.
  public var players: [any Animating] {
    var seen = Set<ObjectIdentifier>()
    var players: [any Animating] = []
    for entry in memberships where entry.isLive(in: self) {
      let player = entry.member.map { $0.scopedPlayer } ?? entry.foreign
      guard let player, seen.insert(ObjectIdentifier(player)).inserted else { continue }
      players.append(player)
    }
    return players
  }

  /// The scopes made or filled inside this one's ``add(_:)->_``, in the order they
  /// joined.
  ///
  /// ```swift
  /// let screen = AnimationScope()
  /// let header = AnimationScope()
  /// screen.add { header.add { /* … */ } }
  /// screen.children.count   // 1: header, which screen's cancel(), finish() and revert() reach
  /// ```
  public var children: [AnimationScope] { childScopes }

  /// Whether the scope has nothing to act on: no player, quick animation, driver or trigger that
  /// it holds and that lives, no value to put back, and no child that is not empty itself.
  ///
  /// ```swift
  /// animations.revert()
  /// animations.isEmpty   // true
  /// ```
  ///
  /// - Complexity: O(n) in the entries of the scope and its children.
  public var isEmpty: Bool {
    !memberships.contains { $0.isLive(in: self) } && !journal.entries.contains { $0.isAlive }
      && childScopes.allSatisfy(\.isEmpty)
  }
}

extension AnimationScope {
  /// Adds a player or driver or trigger made now to the scope collecting on this thread, if any:
  /// called by every public initialiser of a player and by `ScrollSource`'s `drive` and `trigger`.
  ///
  /// One read of a thread-local slot when no scope collects.
  @inline(__always)
  static func collect(_ member: some ScopedMember) {
    if ScopeCollecting.isCollecting { collectIntoCurrent(member) }
  }

  /// ``collect(_:)`` once a scope collects: out of line, so that a player made outside any scope
  /// pays only for the slot's read.
  @inline(never)
  static func collectIntoCurrent(_ member: any ScopedMember) {
    collecting?.adopt(member)
  }

  /// The scope collecting on this thread, if any.
  static var collecting: AnimationScope? {
    ScopeCollecting.current as? AnimationScope
  }

  /// Makes `member` this scope's, taking it from the scope it was in (whose entry is skipped from
  /// then on). Does nothing while a timeline holds it.
  func adopt(_ member: any ScopedMember) {
    guard !member.isMember(of: self), member.canJoinScope else { return }
    member.scopeLink = ScopeLink(self)
    join(ScopeMembership(member: member))
  }

  /// Appends an entry, sweeping dead ones out first when the list has doubled since the last sweep
  /// (so a join is O(1), amortised).
  func join(_ entry: ScopeMembership) {
    if memberships.count >= nextSweep { sweep() }
    memberships.append(entry)
  }

  /// Drops the entries that stand for nothing any more, the journal's entries whose targets have
  /// gone, and the empty children nothing else holds (nothing can add to them again).
  func sweep() {
    memberships.removeAll { !$0.isLive(in: self) }
    journal.dropGoneEntries()
    var kept: [AnimationScope] = []
    for index in childScopes.indices {
      // Unique in the list: no one else can add to it, or act on it, again.
      if isKnownUniquelyReferenced(&childScopes[index]), childScopes[index].isEmpty { continue }
      kept.append(childScopes[index])
    }
    // The children dropped go last, once the scope is consistent: a child's release ends it.
    let dropped = childScopes
    childScopes = kept
    withExtendedLifetime(dropped) {}
    nextSweep = max(16, 2 * memberships.count)
  }

  /// Makes `child` a child of this scope: once, and never a scope that holds this one (the tree
  /// has no cycle).
  func adoptChild(_ child: AnimationScope) {
    guard child !== self, child.parent == nil else { return }
    var ancestor: AnimationScope? = self
    while let scope = ancestor {
      if scope === child { return }
      ancestor = scope.parent
    }
    child.parent = self
    childScopes.append(child)
  }
}

extension AnimationScope: ScopeCollector {
  func collectQuickAnimation(of runs: QuickRuns, id: UInt64) {
    join(ScopeMembership(quickRuns: runs, id: id))
  }
}

extension AnimationScope: CustomStringConvertible {
  /// What the scope holds, counted: players (and how many run), quick animations that run,
  /// drivers and triggers, values it would put back, and child scopes.
  ///
  /// ```swift
  /// print(animations)   // AnimationScope: 2 players (1 running), 3 values to revert
  /// ```
  public var description: String {
    let players = self.players
    let running = players.count { $0.isRunning }
    var quick = 0
    var followers = 0
    for entry in memberships where entry.isLive(in: self) {
      if entry.quickRuns != nil {
        quick += 1
      } else if entry.member.map({ $0.scopedPlayer == nil }) == true {
        followers += 1
      }
    }
    let values = journal.entries.count { $0.isAlive }
    var parts = ["\(players.count) player\(players.count == 1 ? "" : "s") (\(running) running)"]
    if quick > 0 { parts.append("\(quick) quick animation\(quick == 1 ? "" : "s")") }
    if followers > 0 { parts.append("\(followers) scroll follower\(followers == 1 ? "" : "s")") }
    parts.append("\(values) value\(values == 1 ? "" : "s") to revert")
    if !childScopes.isEmpty {
      parts.append("\(childScopes.count) child scope\(childScopes.count == 1 ? "" : "s")")
    }
    return "AnimationScope: " + parts.joined(separator: ", ")
  }
}
