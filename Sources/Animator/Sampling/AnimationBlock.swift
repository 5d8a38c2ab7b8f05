/// One animation's share of a property's presentation value.
///
/// A block owns one layer per property it set. The block's animator moves the block's progress
/// from 0 to 1; the layer's contribution to the presentation value goes from `offset` (the value
/// shown before the animation, minus the new model value) to zero, so the presentation moves from
/// what was shown to the model value. Layers of several animations add up.
final class AnimationBlock: UserCodeAware {
  // The fields a tick touches come first, so that they share the object's first cache line.

  /// The block's progress towards its end values: 0 shows the old values, 1 the new ones.
  @inline(__always)
  var progress: Double {
    get { laneProgress?[0] ?? storedProgress }
    set {
      if let cells = laneProgress {
        cells[0] = newValue
      } else {
        storedProgress = newValue
      }
    }
  }
  /// The rate of change of ``progress`` in progress per second (0 while paused).
  @inline(__always)
  var progressVelocity: Double {
    get { laneProgress?[1] ?? storedVelocity }
    set {
      if let cells = laneProgress {
        cells[1] = newValue
      } else {
        storedVelocity = newValue
      }
    }
  }
  /// ``progress`` and ``progressVelocity`` while the block has no row in the sampling store.
  @exclusivity(unchecked) private var storedProgress: Double = 0
  @exclusivity(unchecked) private var storedVelocity: Double = 0
  /// While the block has a row in the sampling store: the store's two cells that hold its
  /// ``progress`` and ``progressVelocity``, which the store's tick writes in order. Their place
  /// in the store's column is the row's: a change to the block's lists of properties gives the row
  /// up (``noteStructureChanged()``).
  @exclusivity(unchecked) var laneProgress: _UnsafeCells?
  /// The property columns of that row's store. (Unretained: the store clears it when it gives the
  /// row up, before the block could go.)
  @exclusivity(unchecked) var lane: _UnsafeUnretained<PropertyLane>?

  /// The `Double` properties (every `@Animated` one, and key-path and closure targets of `Double`
  /// values): those without a sink refreshed by concrete code, with no dynamic dispatch and no
  /// reference counting; those with one (``directPropertiesHaveSinks``) through
  /// ``AnimatedProperty/refreshIfShared(with:)``, which hands the sink its value. Kept here rather
  /// than with the other properties, a key path costs a block no list of its own: four fit inline.
  @exclusivity(unchecked) private(set) var directProperties = DirectPropertyList()

  /// Every other property (of other value types), refreshed through ``LayeredProperty/refresh()``.
  ///
  /// Both lists hold their properties unretained, but for those only animations hold
  /// (``LayeredProperty/isHeldByAnimations``), which the block retains by hand: a property its
  /// owner holds (`@Animated`) goes when the owner lets it go, and its `deinit` takes it out of the
  /// lists of the blocks its layers name. So a block lists a property only while the property holds
  /// a live or suspended layer of it, or within an end that takes every property out
  /// (``takeEachProperty(_:)``); a takeover has the blocks it takes from forget the property
  /// (``AnimatedProperty/removeLayersTakenOver(by:)``). Every walk that may run code outside the
  /// package retains what it walks.
  @exclusivity(unchecked) private(set) var indirectProperties: ContiguousArray<_UnsafeUnretainedProperty> = []

  /// The properties this block set, each holding a layer that refers back to the block: the direct
  /// ones, then the others.
  ///
  /// Built on each read, which no tick makes (a recording, a timeline's placement or query, the
  /// end of a spring). Setting it (for example `removeAll()` when the block ends) keeps the lists
  /// that ``refreshProperties()`` walks in step.
  var properties: [any LayeredProperty] {
    get {
      var all: [any LayeredProperty] = []
      all.reserveCapacity(directProperties.count + indirectProperties.count)
      directProperties.visit { all.append($0) }
      for index in indirectProperties.indices { all.append(indirectProperties[index].object) }
      return all
    }
    set {
      // First, while the lists still hold the properties (the block may be the last to hold one):
      // the store's row gives each property its presentation back.
      noteStructureChanged()
      let replaced = takeAllProperties()
      for property in newValue where !holds(ObjectIdentifier(property)) { classify(property) }
      Self.letGo(replaced)
    }
  }

  /// While the block is recorded and holds many properties: the identities of those it holds, so
  /// that ``holds(_:)`` answers in O(1). A block that sets thousands of properties (the key paths
  /// of every object in a scene, one quick animation of many targets) otherwise walked every
  /// property it held on each adoption: O(n²) to record n. Made at ``indexThreshold`` properties,
  /// kept in step with the lists, and dropped when they are taken out or the recording ends (it
  /// takes 8 to 16 bytes a property, and fits in the block's padding while `nil`).
  @exclusivity(unchecked) var propertyIndex: Set<ObjectIdentifier>?

  /// The number of properties, beyond the four a list keeps inline, from which a recording indexes
  /// them (``propertyIndex``).
  private static let indexThreshold = 32

  /// Calls `body` with each property the block set, in the order of ``properties``, without making
  /// that array (which the end of every run would otherwise allocate): over copies of the lists,
  /// which hold the properties while `body` runs code (a sink) that may change them.
  ///
  /// - Complexity: O(properties).
  func forEachProperty(_ body: (any LayeredProperty) -> Void) {
    let taken = (direct: directProperties, indirect: indirectProperties, retainsSome: false)
    Self.walkRetaining(taken, mayRunUserCode: mayRunUserCode, body)
  }

  /// Calls `body` with each property, in the order of ``properties``, neither retaining nor
  /// releasing them: `body` must run no code outside the package and change no list (a recording
  /// of the block's layers), so that every property the block lists stays alive and listed.
  ///
  /// - Complexity: O(properties).
  @inline(__always)
  func visitEachProperty(_ body: (any LayeredProperty) -> Void) {
    directProperties.visit { body($0) }
    for index in indirectProperties.indices { body(indirectProperties[index].object) }
  }

  /// Takes every property out of the block, which then lists none, calls `body` with each, in the
  /// order of ``properties``, and lets them go: an end of every layer of the block (`body` ends,
  /// resolves or detaches the block's layers in the property). Each property is retained while
  /// `body` runs, and the block lists none of them once one may go: a property let go of during
  /// the walk goes after it, listed nowhere.
  ///
  /// - Complexity: O(properties).
  func takeEachProperty(_ body: (any LayeredProperty) -> Void) {
    noteStructureChanged()
    let mayRunUserCode = self.mayRunUserCode
    let taken = takeAllProperties()
    // Without a sink, no code outside the package runs, and nothing can let a property go.
    guard mayRunUserCode else {
      Self.visit(taken, body)
      Self.letGo(taken)
      return
    }
    // The walk's counts are given back last: a property whose owner went during the walk (a sink
    // let it go) is still read when the block's own counts go back, and goes after, listed nowhere.
    Self.retainAll(taken)
    Self.visit(taken, body)
    Self.letGo(taken, keptAlive: true)
    Self.releaseAll(taken)
  }

  /// Calls `body` with each property of `lists`, direct ones first, each retained for the walk.
  private static func walkRetaining(
    _ lists: TakenProperties, mayRunUserCode: Bool, _ body: (any LayeredProperty) -> Void
  ) {
    // Without a sink, no code outside the package runs, and nothing can let a property go.
    guard mayRunUserCode else {
      visit(lists, body)
      return
    }
    retainAll(lists)
    visit(lists, body)
    releaseAll(lists)
  }

  /// Calls `body` with each property of `lists`, direct ones first, neither retaining nor releasing
  /// them: the caller keeps them alive.
  @inline(__always)
  private static func visit(_ lists: TakenProperties, _ body: (any LayeredProperty) -> Void) {
    lists.direct.visit { body($0) }
    for index in lists.indirect.indices { body(lists.indirect[index].object) }
  }

  /// Retains every property of `lists` by hand, for as long as code outside the package may run.
  private static func retainAll(_ lists: TakenProperties) {
    lists.direct.retainAll()
    for index in lists.indirect.indices { lists.indirect[index].retain() }
  }

  /// Gives back the counts ``retainAll(_:)`` took; a property may go with its count.
  private static func releaseAll(_ lists: TakenProperties) {
    lists.direct.releaseAll()
    for index in lists.indirect.indices { lists.indirect[index].release() }
  }

  /// `properties.removeAll()` without reading ``properties`` first, which would make the array.
  func removeAllProperties() {
    noteStructureChanged()
    let removed = takeAllProperties()
    Self.letGo(removed)
  }

  /// Gives back the counts the block took for the properties in `taken` that only animations hold,
  /// once the block is consistent: the last may go, and run code outside the package.
  ///
  /// - Parameters:
  ///   - taken: The lists taken out of the block.
  ///   - keptAlive: Whether the caller holds a count of every property of `taken` until this
  ///     returns (``retainAll(_:)``).
  private static func letGo(_ taken: TakenProperties, keptAlive: Bool = false) {
    // A block that never retained a property took no count to give back.
    guard taken.retainsSome else { return }
    // Each property stays alive until every count is back: a property that goes can run code
    // outside the package (a closure target's captures) that lets an owner go, whose properties
    // the lists may name further on and whose counts are read here.
    if !keptAlive { retainAll(taken) }
    taken.direct.releaseHeld()
    for index in taken.indirect.indices where taken.indirect[index].object.isHeldByAnimations {
      taken.indirect[index].release()
    }
    if !keptAlive { releaseAll(taken) }
  }

  deinit {
    // A block goes once no layer names it: what it still lists, only animations hold.
    Self.letGo(takeAllProperties())
    // Its address may serve another block next: the identities it lost are dropped with it.
    if flags.contains(.namesLostTargets) && lostTargets { targetLosses?.dropLostIdentities(of: identity) }
  }

  /// Makes the block as ``init()`` makes one, for ``QuickRuns`` to record another animation in it:
  /// nothing holds a layer of it any more and its caller holds the only reference, so no property
  /// or other object refers to it. Its properties are let go of last, once the block is as new: that
  /// may run code outside the package (a key-path target's object's `deinit`). It keeps its link to
  /// the engine's flag of lost targets (``targetLosses``): it serves the same engine again.
  ///
  /// `BlockReuseTests` compares every stored property of a reused block with a new one's, so that
  /// a field added to the block and not reset here fails.
  func resetForReuse() {
    let removed = takeAllProperties()
    storedProgress = 0
    storedVelocity = 0
    laneProgress = nil
    lane = nil
    flags = []
    recording = .off
    defersRefresh = false
    adoptions = 0
    Self.letGo(removed)
  }

  /// The lists of properties taken out of a block (``takeAllProperties()``).
  private typealias TakenProperties = (
    direct: DirectPropertyList, indirect: ContiguousArray<_UnsafeUnretainedProperty>, retainsSome: Bool
  )

  /// Empties the lists of properties and returns what they held, for the caller to let go of once
  /// the block is consistent: a property let go of can run code outside the package (the `deinit`
  /// of an object that its sink or an observer captured), which may reach this block again. Moved
  /// out, not copied: no property is retained or released here.
  private func takeAllProperties() -> TakenProperties {
    var direct = DirectPropertyList()
    var indirect: ContiguousArray<_UnsafeUnretainedProperty> = []
    swap(&direct, &directProperties)
    swap(&indirect, &indirectProperties)
    indirectListChanged = true
    if propertyIndex != nil { propertyIndex = nil }
    directPropertiesHaveSinks = false
    let retainsSome = flags.contains(.retainsSome)
    flags.remove(.retainsSome)
    return (direct, indirect, retainsSome)
  }

  /// Takes the property whose identity is `identity` out of the lists, if they hold it, and gives
  /// back the count the block took for it if only animations hold it, once the block is
  /// consistent. The store's row, if the block has one, is given up first.
  ///
  /// The property is valid memory (its `deinit` may be running), but may be let go of here.
  ///
  /// - Complexity: O(properties).
  func removeProperty(_ identity: ObjectIdentifier) {
    guard holds(identity) else { return }
    noteStructureChanged()
    propertyIndex?.remove(identity)
    if let direct = directProperties.remove(identity) {
      if direct.withObject({ $0.isHeldByAnimations }) { direct.release() }
      return
    }
    guard let index = indirectProperties.firstIndex(where: { ObjectIdentifier($0.object) == identity }) else { return }
    let indirect = indirectProperties.remove(at: index)
    indirectListChanged = true
    if indirect.object.isHeldByAnimations { indirect.release() }
  }

  /// Whether the block lists the property whose identity is `identity`.
  func lists(_ identity: ObjectIdentifier) -> Bool { holds(identity) }

  /// The engine's flag of lost targets, which the block raises when a property it set goes
  /// (``forget(_:reason:)``): set by whoever makes the block for a player the engine runs, and
  /// kept when a quick animation's block is reset for reuse, since it serves the same engine.
  var targetLosses: TargetLosses?

  /// The block's rarely changed flags, in one byte.
  private var flags: Flags = []

  /// The flags of a block (``flags``).
  private struct Flags: OptionSet {
    let rawValue: UInt8
    static let beginsFromCurrentState = Flags(rawValue: 1 << 0)
    static let lostTargets = Flags(rawValue: 1 << 1)
    static let indirectListChanged = Flags(rawValue: 1 << 2)
    /// Whether the lists took a count of some property by hand (one only animations hold).
    static let retainsSome = Flags(rawValue: 1 << 3)
    /// Whether the block notes the identity of each property that goes (``namesLostTargets``).
    static let namesLostTargets = Flags(rawValue: 1 << 4)
  }

  /// Whether the block notes, in the engine's ``targetLosses``, the identity of each property it
  /// set that went (``forget(_:reason:)``), until it goes or they are taken
  /// (``TargetLosses/takeLostIdentities(of:)``): a timeline's tween, which keeps recordings of its
  /// properties to replay, and must drop those of the properties that went. Set with
  /// ``targetLosses``.
  var namesLostTargets: Bool {
    get { flags.contains(.namesLostTargets) }
    set { newValue ? flags.formUnion(.namesLostTargets) : flags.subtract(.namesLostTargets) }
  }

  /// Whether the list of indirect properties changed since the flag was last cleared: set by every
  /// change to it, so that ``refreshIndirectProperties()`` learns that a sink changed the list it
  /// walks.
  var indirectListChanged: Bool {
    get { flags.contains(.indirectListChanged) }
    set { newValue ? flags.formUnion(.indirectListChanged) : flags.subtract(.indirectListChanged) }
  }

  /// Whether the block takes its properties over from other animations (UIKit's
  /// `beginFromCurrentState`) instead of adding to them.
  var beginsFromCurrentState: Bool {
    get { flags.contains(.beginsFromCurrentState) }
    set { newValue ? flags.formUnion(.beginsFromCurrentState) : flags.subtract(.beginsFromCurrentState) }
  }

  /// Whether some property the block set went (``forget(_:reason:)`` with ``TargetLoss/gone``):
  /// a block that lists no property any more and lost some has lost every target.
  var lostTargets: Bool {
    get { flags.contains(.lostTargets) }
    set { newValue ? flags.formUnion(.lostTargets) : flags.subtract(.lostTargets) }
  }

  /// Whether the block's closure is running now, so that property changes are recorded in it
  /// (``Recording/on``), and whether the scope journal entered for the recording notes each
  /// property's model value before the block first changes it (``Recording/journaled``).
  ///
  /// One byte, in the place of a flag: the first layer's direct path (``AnimatedProperty``'s
  /// `recordFirstLayer`) takes only a plain recording, so a journaled set goes to the general
  /// path with no test the plain one does not already make.
  var recording = Recording.off

  /// Whether the block's closure is running now, so that property changes are recorded in it.
  var isRecording: Bool { recording != .off }

  /// Whether a block is being recorded, and how (``recording``).
  enum Recording: UInt8 {
    /// Not recorded now.
    case off
    /// Recorded: a property set now takes a layer of the block.
    case on
    /// Recorded, and each property's model value from before the block's first change of it is
    /// noted in the scope journal entered for the recording (``ScopeJournal/current``).
    case journaled
  }

  /// Whether some direct property had a sink when the block took it (a key-path or closure target,
  /// or an observed property; a property whose sink changes is sorted again): refreshing the block
  /// may then run code outside the package (``mayRunUserCode``).
  private(set) var directPropertiesHaveSinks = false

  /// Whether the recording running now leaves the refresh of the properties it layers to its
  /// caller (``AnimationRecording/record(into:deferringRefresh:_:)``).
  var defersRefresh = false

  /// How many times a property took a layer of this block (``adopt(_:)``; a replay of several
  /// layers counts once). A timeline compares it with the layers it finds at the end of each
  /// property's list right after recording a new block: equal, they are all of the block's layers,
  /// found without walking the layers of every other block.
  var adoptions: UInt32 = 0

  /// The block's address, which identifies it while it lives, for comparisons that must not touch
  /// its reference count.
  typealias Identity = UInt

  /// The block's ``Identity``.
  @inline(__always) var identity: Identity { _UnsafeUnretained(self).bits }

  /// The block's weight on its layers' offsets: `1 - progress`.
  @inline(__always) var weight: Double { 1 - progress }

  /// Records that `property` now holds a layer of this block; a journaled recording notes the
  /// layer's start value, the model before the change, in its scope's journal first.
  func adopt(_ property: any LayeredProperty) {
    if recording == .journaled { property.noteNewestLayerInJournal() }
    adoptions &+= 1
    guard !holds(ObjectIdentifier(property)) else { return }
    classify(property)
  }

  /// ``adopt(_:)`` for a `Double` property with no sink, which a block refreshes directly: the
  /// same steps, without making the property an existential to look for it or to classify it.
  @inline(__always)
  func adoptDirect(_ property: AnimatedProperty<Double>) {
    adoptions &+= 1
    guard !holds(ObjectIdentifier(property)) else { return }
    noteStructureChanged()
    // A property with no sink is never one only animations hold (their targets are sinks): listed
    // unretained without asking.
    assert(!property.isHeldByAnimations, "a direct adoption is of a property its owner holds")
    directProperties.append(property)
    if propertyIndex != nil { index(ObjectIdentifier(property)) }
  }

  /// Whether the block holds the property whose identity is `identity`, compared without retaining
  /// anything.
  @inline(__always)
  private func holds(_ identity: ObjectIdentifier) -> Bool {
    // Nearly every block holds four direct properties or fewer: those it compares in place.
    guard directProperties.hasMoreThanFour || !indirectProperties.isEmpty else {
      return directProperties.contains(identity)
    }
    return holdsAmongMany(identity)
  }

  /// ``holds(_:)`` for a block with more than four properties: through ``propertyIndex`` while a
  /// recording makes or has made it, by comparing each otherwise.
  @inline(never)
  private func holdsAmongMany(_ identity: ObjectIdentifier) -> Bool {
    let count = directProperties.overflowCount + indirectProperties.count
    if propertyIndex != nil || (isRecording && count >= Self.indexThreshold) { return indexHolds(identity) }
    return directProperties.contains(identity)
      || indirectProperties.contains { ObjectIdentifier($0.object) == identity }
  }

  /// ``holds(_:)`` through ``propertyIndex``, made from the lists first if needed.
  private func indexHolds(_ identity: ObjectIdentifier) -> Bool {
    if propertyIndex == nil {
      var index = Set<ObjectIdentifier>(minimumCapacity: 2 * (directProperties.count + indirectProperties.count))
      _ = directProperties.allUnretained { property in
        index.insert(ObjectIdentifier(property))
        return true
      }
      for property in indirectProperties { index.insert(ObjectIdentifier(property.object)) }
      propertyIndex = index
    }
    return indexContains(identity)
  }

  /// Adds a property the block now holds to ``propertyIndex``, which exists.
  @inline(never)
  private func index(_ identity: ObjectIdentifier) {
    propertyIndex?.insert(identity)
  }

  private func classify(_ property: any LayeredProperty) {
    noteStructureChanged()
    if let scalar = property as? AnimatedProperty<Double> {
      directProperties.append(scalar)
      if scalar.isHeldByAnimations { flags.insert(.retainsSome) }
      if !scalar.refreshesDirectly { directPropertiesHaveSinks = true }
    } else {
      let entry = _UnsafeUnretainedProperty(property)
      if property.isHeldByAnimations {
        entry.retain()
        flags.insert(.retainsSome)
      }
      indirectProperties.append(entry)
      indirectListChanged = true
    }
    if propertyIndex != nil { index(ObjectIdentifier(property)) }
  }

  /// Whether some properties are refreshed through ``LayeredProperty/refresh()``: see
  /// ``refreshIndirectProperties()``.
  var hasIndirectProperties: Bool { !indirectProperties.isEmpty }

  /// Whether refreshing the block's properties beyond ``refreshDirectProperties()`` may run code
  /// outside the package (see ``UserCodeAware``): taken, conservatively, to be whether it has
  /// indirect properties (of other value types, which may have sinks) or direct ones with sinks.
  @inline(__always) var mayRunUserCode: Bool { hasIndirectProperties || directPropertiesHaveSinks }

  /// Hands ``progress`` and ``progressVelocity`` to the store's two cells `cells`, or takes them
  /// back from there (`nil`).
  func moveProgress(to cells: _UnsafeCells?) {
    let (progress, velocity) = (self.progress, progressVelocity)
    laneProgress = nil
    if let cells {
      cells[0] = progress
      cells[1] = velocity
      laneProgress = cells
    } else {
      (storedProgress, storedVelocity) = (progress, velocity)
    }
  }

  /// Gives the sampling store's row of the block up, if it has one: its properties changed.
  /// Inline: a block's recording calls it for every property it adopts.
  @inline(__always)
  private func noteStructureChanged() {
    if laneProgress != nil { storeLane.owner.object.giveUpRow(of: self) }
  }

  /// Calls `body` with each direct property (a `Double` property, with or without a sink), in the
  /// order they were added.
  func visitDirectProperties(_ body: (AnimatedProperty<Double>) -> Void) {
    directProperties.visit(body)
  }

  /// Calls `body` with each direct property, unretained, in the order they were added, while it
  /// returns `true`; returns whether it always did. `body` must call nothing that could change the
  /// block's properties (nothing outside the package): the block holds them while the list stands.
  @inline(__always)
  func allDirectPropertiesUnretained(_ body: (AnimatedProperty<Double>) -> Bool) -> Bool {
    directProperties.allUnretained(body)
  }

  /// The number of direct properties.
  var directPropertyCount: Int { directProperties.count }

  /// The number of properties the block set (``properties``' count, without making the array).
  var propertyCount: Int { directProperties.count + indirectProperties.count }
}
