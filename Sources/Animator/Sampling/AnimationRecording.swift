/// The context in which animation blocks run: while a block runs, setting an animated property
/// records a layer in it instead of changing the value at once.
///
/// The block being recorded is kept in a thread-local slot (``ThreadSlot``), not a task-local
/// value: every set of an animated property asks for it, and a thread-local read is a few
/// instructions where a task-local one walks the task's values, and setting it allocates nothing.
/// An animation block is a synchronous closure run by the animator's owner, so the slot is read
/// only on the thread that set it, while the block's closure runs; a task that the closure starts
/// does not see it (a task-local value would be inherited, and could record into the block from
/// another thread while the closure still runs).
enum AnimationRecording {
  private static let slot = ThreadSlot<AnimationBlock>()

  /// The block being recorded on this thread, if any.
  @inline(__always)
  static var current: AnimationBlock? { slot.current }

  /// ``current``, unretained: the recording that put it in the slot holds it until it ends.
  @inline(__always)
  static var currentUnretained: _UnsafeUnretained<AnimationBlock>? { slot.currentUnretained }

  /// The block that a property change made now belongs to, if any.
  static var activeBlock: AnimationBlock? { activeRecording?.block }

  /// ``activeBlock``, and whether the recording defers refreshing the properties it layers (see
  /// ``record(into:deferringRefresh:journal:_:)``).
  static var activeRecording: (block: AnimationBlock, defersRefresh: Bool)? {
    guard let block = current, block.isRecording else { return nil }
    return (block, block.defersRefresh)
  }

  /// Runs `body` with `block` recording the property changes it makes.
  ///
  /// With `deferringRefresh`, a property that takes a layer does not recompute its presentation
  /// value: a timeline that records many blocks at once (possibly many on one property, where each
  /// refresh walks every layer) refreshes each property once, when it shows its first frame.
  /// With a `journal` (the recording of a player in an ``AnimationScope``), each property's model
  /// value from before the block first changes it is noted there, for the scope's `revert()`.
  /// Recordings nest: an inner one (a block recorded from inside another's closure) takes the slot
  /// until it ends, then gives it back.
  @inline(__always)
  static func record(
    into block: AnimationBlock, deferringRefresh: Bool = false, journal: ScopeJournal? = nil, _ body: () -> Void
  ) {
    // A recording in no scope (nearly every one) takes the plain path, as if there were no journals.
    guard let journal else {
      record(into: block, as: .on, deferringRefresh: deferringRefresh, body)
      return
    }
    record(into: block, deferringRefresh: deferringRefresh, journaling: journal, body)
  }

  /// ``record(into:deferringRefresh:journal:_:)`` with a journal: `journal` is the thread's
  /// ``ScopeJournal/current`` while `body` runs. The caller's scope keeps it alive.
  @inline(never)
  private static func record(
    into block: AnimationBlock, deferringRefresh: Bool, journaling journal: ScopeJournal, _ body: () -> Void
  ) {
    let outer = ScopeJournal.enter(journal)
    defer { ScopeJournal.leave(restoring: outer) }
    record(into: block, as: .journaled, deferringRefresh: deferringRefresh, body)
  }

  /// Runs `body` with `block` recording as `recording` says.
  private static func record(
    into block: AnimationBlock, as recording: AnimationBlock.Recording, deferringRefresh: Bool, _ body: () -> Void
  ) {
    let defersBefore = block.defersRefresh
    block.recording = recording
    block.defersRefresh = deferringRefresh
    // `block` is alive for the whole call (the caller holds it), which the unretained slot needs.
    let outer = slot.enter(block)
    defer {
      slot.leave(restoring: outer)
      block.recording = .off
      block.defersRefresh = defersBefore
      if block.propertyIndex != nil { block.propertyIndex = nil }
    }
    body()
  }
}
