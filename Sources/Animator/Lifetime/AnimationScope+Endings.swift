extension AnimationScope {
  /// Ends every animation the scope holds where it is shown now, with no completion: the child
  /// scopes' first, then the scope's own, the latest first.
  ///
  /// ```swift
  /// override func viewDidDisappear(_ animated: Bool) {
  ///   animations.cancel()   // whatever the screen started stops where it is
  /// }
  /// ```
  ///
  /// Each active player ends as `stopAnimation(true)` ends it, whether it is interruptible or not,
  /// and a stopped one at the values it shows: the values stay, completions are let go of
  /// uncalled, `finished()` returns `nil`, observers see the player become inactive. Quick
  /// animations end where they are shown, with no completion. Scroll drivers and triggers detach
  /// (the player a driver drove stays where it is). Inactive players are left as they are.
  ///
  /// The scope is empty afterwards and can be used again; the values it would put back are kept,
  /// for a later ``revert()``. An animator whose own animation block calls this refuses: it is
  /// reported to its engine's ``AnimationEngine/diagnosticsHandler`` and stays in the scope.
  ///
  /// - Complexity: O(n + p) for the n entries of the scope and its children and the p properties
  ///   of what they end.
  public func cancel() {
    end(finishing: false, keepingRefusals: true)
  }

  /// Ends every animation the scope holds at its end values and runs its completions with
  /// ``AnimatingPosition/end``: the child scopes' first, then the scope's own, the latest first.
  ///
  /// ```swift
  /// animations.finish()   // skip to the end of everything the screen started
  /// ```
  ///
  /// Each active player ends as `stopAnimation(false)` then `finishAnimation(at: .end)` end it,
  /// whether it is interruptible or not, and a stopped one as `finishAnimation(at: .end)`; a
  /// timeline that repeats forever ends as ``Timeline/finishAnimation(at:)`` defines it. Quick
  /// animations jump to their end values and run their completions. Scroll drivers and triggers
  /// detach, and the player a driver drove finishes too. Inactive players are left as they are.
  ///
  /// A completion runs once the scope is empty: one that adds to the scope, or ends it again, acts
  /// on the scope as it is then. The values the scope would put back are kept, for a later
  /// ``revert()``.
  ///
  /// - Complexity: O(n + p) for the n entries of the scope and its children and the p properties
  ///   of what they end, besides the completions.
  public func finish() {
    end(finishing: true, keepingRefusals: true)
  }

  /// Cancels every animation the scope holds, then puts back each value the scope changed: the
  /// model value a property had just before the scope first changed it, bit for bit.
  ///
  /// ```swift
  /// let before = card.opacity
  /// try animations.add { try engine.animate(duration: 1) { card.opacity = 1 } }
  /// animations.revert()
  /// card.opacity == before   // true, and card.$opacity.presentationValue too
  /// ```
  ///
  /// It reverts what the scope's players and quick animations changed, and its child scopes'
  /// changes too, also after those animations ended: ``Animated`` properties, key paths set with
  /// ``AnimationEngine/set(_:on:to:)`` (the object is written when nothing animates the key path
  /// any more) and closure targets (called with the value). Of a property changed by a parent and
  /// a child, or twice, the oldest value is put back. A value whose owner has gone is skipped. An
  /// animation outside the scope that still moves a property carries on, relative to the value
  /// put back, as after any set outside an animation block.
  ///
  /// The scope is empty afterwards, and a second `revert()` does nothing. The scope keeps a closure
  /// target, to call its closure, until it reverts or goes; nothing else.
  ///
  /// - Complexity: O(n + v log v) for the n entries of the scope and its children and the v values
  ///   they put back, besides the cancel.
  public func revert() {
    revert(keepingRefusals: true)
  }

  /// What the scope does as it goes (``whenReleased``): its ending, with no member kept.
  func endAsReleased() {
    switch whenReleased {
    case .cancel: end(finishing: false, keepingRefusals: false)
    case .finish: end(finishing: true, keepingRefusals: false)
    case .revert: revert(keepingRefusals: false)
    }
  }

}

extension AnimationScope {
  /// ``revert()``; a member that refuses stays in the scope with `keepingRefusals`.
  func revert(keepingRefusals: Bool) {
    // Taken out first: a revert that code run here starts finds nothing left to put back.
    var entries: [ScopeJournalEntry] = []
    takeJournals(into: &entries)
    end(finishing: false, keepingRefusals: keepingRefusals)
    // The newest first, so that the oldest value of a target is the one that stays.
    entries.sort { $0.sequence > $1.sequence }
    for entry in entries where entry.isAlive { entry.restore() }
  }

  /// Ends the children's members, then the scope's own, the latest first; the entries are taken
  /// out before any member ends, so that code that runs meanwhile (completions, observers) meets an
  /// empty scope. A member that refuses stays in the scope with `keepingRefusals` (not while the
  /// scope goes: nothing could act on it again).
  func end(finishing: Bool, keepingRefusals: Bool) {
    var taken: [ScopeMembership] = []
    swap(&taken, &memberships)
    nextSweep = 16
    for child in childScopes.reversed() { child.end(finishing: finishing, keepingRefusals: keepingRefusals) }
    var refused: [any ScopedMember] = []
    var seen = Set<ObjectIdentifier>()
    for entry in taken.reversed() {
      if let member = entry.member {
        // A member that moved to another scope, or that an earlier entry ended, is skipped.
        guard member.isMember(of: self), seen.insert(ObjectIdentifier(member)).inserted else { continue }
        member.scopeLink = nil
        let refuses = finishing ? member.scopeFinish() : member.scopeCancel()
        if refuses { refused.append(member) }
      } else if let player = entry.foreign {
        guard seen.insert(ObjectIdentifier(player)).inserted else { continue }
        Self.end(foreign: player, finishing: finishing)
      } else if let runs = entry.quickRuns {
        runs.end(entry.quickID, atEnd: finishing, runsCompletion: finishing)
      }
    }
    guard keepingRefusals else { return }
    for member in refused where member.scopeLink == nil { adopt(member) }
  }

  /// Ends a player of a type outside the package through ``Animating``: stops an active one
  /// (finishing it at its end with `finishing`), finishes a stopped one at where it is shown or
  /// at its end. A refusal is reported to its engine.
  static func end(foreign player: any Animating, finishing: Bool) {
    do {
      switch player.state {
      case .inactive:
        return
      case .active:
        try player.stopAnimation(!finishing)
        if finishing { try player.finishAnimation(at: .end) }
      case .stopped:
        try player.finishAnimation(at: finishing ? .end : .current)
      }
    } catch {
      player.engine.report(error)
    }
  }

  /// Moves the journal entries of this scope and its children into `entries`.
  func takeJournals(into entries: inout [ScopeJournalEntry]) {
    entries.append(contentsOf: journal.takeEntries())
    for child in childScopes { child.takeJournals(into: &entries) }
  }
}
