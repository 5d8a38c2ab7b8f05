extension PropertyAnimator {
  /// Adds an animation block: the property changes it makes are animated by this animator.
  ///
  /// Added while inactive, the block runs when the animator starts and animates over the whole
  /// duration. Added while active (running or paused), it runs at once and animates over the rest
  /// of the run, from the values shown now. You may add as many blocks as you like.
  ///
  /// Whichever way the animator runs, the block's values are its ``AnimatingPosition/end`` and
  /// the values before it its ``AnimatingPosition/start``. So a block added while ``isReversed``
  /// is laid out towards the end, like any other: the run back to the start keeps its start
  /// values (and a natural end there leaves them), `finishAnimation(at: .end)` leaves the block's
  /// values, and turning the animator forwards again animates towards them.
  ///
  /// - Parameter animations: A closure that sets properties declared with ``Animated``.
  /// - Throws: ``AnimationError/invalidAction(_:state:)`` while stopped; the block does not run.
  public func addAnimations(_ animations: @escaping () -> Void) throws(AnimationError) {
    try addAnimations(animations, delayFactor: 0)
  }

  /// Adds an animation block that starts after `delayFactor × duration`.
  ///
  /// The delay is counted from when the block is added, and the block ends with the animator: added
  /// while inactive it runs over `(1 - delayFactor) × duration`; added while running with `R` left
  /// it runs over `R - delayFactor × duration`, and if nothing is left its values are applied at
  /// the end. (This is the one reading of Apple's documentation that fits its worked example.)
  ///
  /// - Parameters:
  ///   - animations: A closure that sets properties declared with ``Animated``.
  ///   - delayFactor: The delay as a fraction of ``duration``; values outside `0...1` are clamped.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` for a NaN or
  ///   infinite factor; ``AnimationError/invalidAction(_:state:)`` while stopped.
  public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) throws(AnimationError) {
    try AnimationError.requireFinite(delayFactor, "delayFactor")
    let factor = min(max(delayFactor, 0), 1)
    if try playback.machine.addAnimations() {
      makeBlock(animations, delayFactor: factor, activating: false, journal: scopeJournal)
      sample(unitTime: currentPosition, unitVelocity: currentUnitVelocity)
      engine.noteTouched(self)
    } else {
      pendingBlocks.append(PendingBlock(animations: animations, delayFactor: factor))
    }
  }

  /// The rate of change of unit time now.
  var currentUnitVelocity: Double {
    playback.playhead.velocity(atSeconds: engine.currentTime.inSeconds)
  }

  struct PendingBlock {
    let animations: () -> Void
    let delayFactor: Double
  }

  /// The blocks added while inactive, in order: the first inline, since nearly every animator has
  /// one and an array would be an allocation for each, and the others in an array.
  struct PendingBlocks {
    private var first: PendingBlock?
    private var more: [PendingBlock] = []

    var isEmpty: Bool { first == nil }

    /// The number of blocks waiting.
    var count: Int { first == nil ? 0 : 1 + more.count }

    mutating func append(_ block: PendingBlock) {
      if first == nil {
        first = block
      } else {
        more.append(block)
      }
    }

    /// Takes every block out, leaving the list empty: moved, not copied, so no closure is retained
    /// or released.
    mutating func takeAll() -> PendingBlocks {
      var taken = PendingBlocks()
      swap(&taken, &self)
      return taken
    }

    /// Calls `body` with each block, in the order they were added.
    func visit(_ body: (PendingBlock) -> Void) {
      guard let first else { return }
      body(first)
      for block in more { body(block) }
    }
  }

  /// The blocks of the run, in the order they were added.
  var blocks: [ActiveBlock] {
    get { firstBlock.map { [$0] + moreBlocks } ?? [] }
    set {
      firstBlock = newValue.first
      moreBlocks = Array(newValue.dropFirst())
      syncLaneRow()
    }
  }
  /// Whether blocks take properties over from other animations instead of adding to them.
  var beginsFromCurrentState: Bool {
    get { blockState & 0x8000_0000 != 0 }
    set { blockState = newValue ? blockState | 0x8000_0000 : blockState & 0x7FFF_FFFF }
  }

  /// How many of the animator's own animation blocks are running now (they can nest).
  var runningBlocks: Int {
    get { Int(blockState & 0x7FFF_FFFF) }
    set {
      precondition((0...0x7FFF_FFFF).contains(newValue), "animation blocks nested too deeply")
      blockState = blockState & 0x8000_0000 | UInt32(newValue)
    }
  }
  /// How the animator repeats: set by the `.repeat` and `.autoreverse` options of the block forms,
  /// `nil` for one pass. A timeline that holds the animator plays these repeats.
  var repeats: Repeats? {
    get { extras?.repeats }
    set {
      if let extras {
        extras.repeats = newValue
      } else if newValue != nil {
        makeExtras().repeats = newValue
      }
    }
  }
}
