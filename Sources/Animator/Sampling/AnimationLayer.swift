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
  @exclusivity(unchecked) private var directProperties = DirectPropertyList()

  /// Every other property (of other value types), refreshed through ``LayeredProperty/refresh()``.
  @exclusivity(unchecked) private var indirectProperties: ContiguousArray<any LayeredProperty> = []

  /// The properties this block set, each holding a layer that refers back to the block: the direct
  /// ones, then the others.
  ///
  /// The array is built when first read (a running animation never reads it) and kept until the
  /// properties change. Setting it (for example `removeAll()` when the block ends) keeps the lists
  /// that ``refreshProperties()`` walks in step.
  var properties: [any LayeredProperty] {
    get {
      if let cachedProperties { return cachedProperties }
      var all: [any LayeredProperty] = []
      all.reserveCapacity(directProperties.count + indirectProperties.count)
      directProperties.visit { all.append($0) }
      all.append(contentsOf: indirectProperties)
      cachedProperties = all
      return all
    }
    set {
      // First, while the lists still hold the properties (the block may be the last to hold one):
      // the store's row gives each property its presentation back.
      noteStructureChanged()
      let replaced = takeAllProperties()
      for property in newValue where !holds(ObjectIdentifier(property)) { classify(property) }
      withExtendedLifetime(replaced) {}
    }
  }

  private var cachedProperties: [any LayeredProperty]?

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
    let (direct, indirect) = (directProperties, indirectProperties)
    direct.visit { body($0) }
    for index in indirect.indices { body(indirect[index]) }
  }

  /// `properties.removeAll()` without reading ``properties`` first, which would make the array.
  func removeAllProperties() {
    noteStructureChanged()
    let removed = takeAllProperties()
    withExtendedLifetime(removed) {}
  }

  /// Makes the block as ``init()`` makes one, for ``QuickRuns`` to record another animation in it:
  /// nothing holds a layer of it any more and its caller holds the only reference, so no property
  /// or other object refers to it. Its properties are let go of last, once the block is as new: that
  /// may run code outside the package (a key-path target's object's `deinit`).
  ///
  /// `BlockReuseTests` compares every stored property of a reused block with a new one's, so that
  /// a field added to the block and not reset here fails.
  func resetForReuse() {
    let removed = takeAllProperties()
    storedProgress = 0
    storedVelocity = 0
    laneProgress = nil
    lane = nil
    beginsFromCurrentState = false
    isRecording = false
    defersRefresh = false
    adoptions = 0
    withExtendedLifetime(removed) {}
  }

  /// The lists of properties taken out of a block (``takeAllProperties()``).
  private typealias TakenProperties = (
    direct: DirectPropertyList, indirect: ContiguousArray<any LayeredProperty>, cached: [any LayeredProperty]?
  )

  /// Empties the lists of properties and returns what they held, for the caller to let go of once
  /// the block is consistent: a property let go of can run code outside the package (the `deinit`
  /// of an object that its sink or an observer captured), which may reach this block again. Moved
  /// out, not copied: no property is retained or released here.
  private func takeAllProperties() -> TakenProperties {
    var direct = DirectPropertyList()
    var indirect: ContiguousArray<any LayeredProperty> = []
    var cached: [any LayeredProperty]? = nil
    swap(&direct, &directProperties)
    swap(&indirect, &indirectProperties)
    swap(&cached, &cachedProperties)
    if propertyIndex != nil { propertyIndex = nil }
    directPropertiesHaveSinks = false
    return (direct, indirect, cached)
  }

  /// Whether the block takes its properties over from other animations (UIKit's
  /// `beginFromCurrentState`) instead of adding to them.
  var beginsFromCurrentState = false

  /// Whether the block's closure is running now, so that property changes are recorded in it.
  var isRecording = false

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
  /// found without walking the layers of every other block (issue 30, item 8).
  var adoptions: UInt32 = 0

  /// The block's address, which identifies it while it lives, for comparisons that must not touch
  /// its reference count.
  typealias Identity = UInt

  /// The block's ``Identity``.
  @inline(__always) var identity: Identity { _UnsafeUnretained(self).bits }

  /// The block's weight on its layers' offsets: `1 - progress`.
  @inline(__always) var weight: Double { 1 - progress }

  /// Records that `property` now holds a layer of this block.
  func adopt(_ property: any LayeredProperty) {
    adoptions &+= 1
    guard !holds(ObjectIdentifier(property)) else { return }
    classify(property)
    cachedProperties = nil
  }

  /// ``adopt(_:)`` for a `Double` property with no sink, which a block refreshes directly: the
  /// same steps, without making the property an existential to look for it or to classify it.
  @inline(__always)
  func adoptDirect(_ property: AnimatedProperty<Double>) {
    adoptions &+= 1
    guard !holds(ObjectIdentifier(property)) else { return }
    noteStructureChanged()
    directProperties.append(property)
    if propertyIndex != nil { index(ObjectIdentifier(property)) }
    cachedProperties = nil
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
    return directProperties.contains(identity) || indirectProperties.contains { ObjectIdentifier($0) == identity }
  }

  /// ``holds(_:)`` through ``propertyIndex``, made from the lists first if needed.
  private func indexHolds(_ identity: ObjectIdentifier) -> Bool {
    if propertyIndex == nil {
      var index = Set<ObjectIdentifier>(minimumCapacity: 2 * (directProperties.count + indirectProperties.count))
      _ = directProperties.allUnretained { property in
        index.insert(ObjectIdentifier(property))
        return true
      }
      for property in indirectProperties { index.insert(ObjectIdentifier(property)) }
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
      if !scalar.refreshesDirectly { directPropertiesHaveSinks = true }
    } else {
      indirectProperties.append(property)
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

  /// Recomputes the presentation values of every property the block set, from its current
  /// ``progress``.
  ///
  /// - Complexity: O(properties).
  func refreshProperties() {
    if refreshDirectProperties() { refreshLayeredProperties() }
    refreshIndirectProperties()
  }

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

  /// Ends the block's layer at its end (weight 0) in each direct property whose only layer it is
  /// (``AnimatedProperty/endSoleLayerAtEndHandingOverBlock(of:)``): the end of nearly every quick
  /// animation, which walks the properties in place, unretained, since the block (which its caller
  /// holds) holds them.
  ///
  /// Each layer ended hands its reference to the block over rather than releasing it in its
  /// property (with the layer's outlined destroy): the caller must release them
  /// (``release(_:times:)``), one after another while the block is in the cache, with its own if it
  /// is letting the block go.
  ///
  /// - Returns: Whether some direct property has other layers too, or a sink, and was left for
  ///   ``LayeredProperty/end(_:atWeight:)``; and how many references to the block were handed over.
  /// - Complexity: O(direct properties).
  func endSoleLayersAtEndHandingOver() -> (leftSome: Bool, handedOver: Int) {
    let identity = self.identity
    // Read first, in a load that calls nothing (so nothing is retained), then ended one by one: an
    // end releases nothing (its layer's reference to this block is handed over), and the lists hold
    // the properties.
    let (first, second, third, fourth) = directProperties.firstFourUnretained
    // Counts in its arguments, not in captured variables, which a debug build would box on the heap.
    func end(
      _ property: _UnsafeUnretained<AnimatedProperty<Double>>?, _ handedOver: inout Int, _ leftSome: inout Bool
    ) {
      guard let property else { return }
      if property.withObject({ $0.endSoleLayerAtEndHandingOverBlock(of: identity) }) {
        handedOver += 1
      } else {
        leftSome = true
      }
    }
    var handedOver = 0
    var leftSome = directProperties.hasMoreThanFour
    end(first, &handedOver, &leftSome)
    end(second, &handedOver, &leftSome)
    end(third, &handedOver, &leftSome)
    end(fourth, &handedOver, &leftSome)
    return (leftSome, handedOver)
  }

  /// Releases `count` references to `block`: the layers', handed over by
  /// ``endSoleLayersAtEndHandingOver()``, and the caller's own if it lets the block go, one after
  /// another while the block's header is in the cache. (The runtime's `swift_release_n`, which
  /// would change the count once, is not for a library to call.)
  @inline(__always)
  static func release(_ block: _UnsafeUnretained<AnimationBlock>, times count: Int) {
    for _ in 0..<count { block.release() }
  }

  /// Ends the block's layer in each property it set, at `weight`: in place in the direct properties
  /// whose only layer it is when it ends at its end (``endSoleLayersAtEndHandingOver()``, the end
  /// of nearly every run), through ``LayeredProperty/end(_:atWeight:)`` in the others (an end left
  /// alone in place is ended there; one that was not, ends nothing).
  ///
  /// The caller holds the block.
  ///
  /// - Complexity: O(properties).
  func endLayers(atWeight weight: Double) {
    let handedOver = endLayersHandingOver(atWeight: weight)
    Self.release(_UnsafeUnretained(self), times: handedOver)
  }

  /// ``endLayers(atWeight:)``, leaving the references to the block that its ended layers hand over
  /// for the caller to release (``release(_:times:)``), with its own if it lets the block go.
  ///
  /// - Returns: How many references to the block the caller must release.
  /// - Complexity: O(properties).
  func endLayersHandingOver(atWeight weight: Double) -> Int {
    guard weight == 0 && !hasIndirectProperties else {
      forEachProperty { $0.end(self, atWeight: weight) }
      return 0
    }
    let (leftSome, handedOver) = endSoleLayersAtEndHandingOver()
    if leftSome { forEachProperty { $0.end(self, atWeight: weight) } }
    return handedOver
  }

  /// Recomputes the presentation values of the block's direct properties (`Double` properties)
  /// that have no sink and whose only layer is this block's: what an animator does on every tick
  /// after moving the block.
  ///
  /// It calls nothing and releases nothing, so the compiler needs no reference counting around it.
  ///
  /// - Returns: Whether some direct property has other layers too, or a sink, so that
  ///   ``refreshLayeredProperties()`` must finish the job.
  /// - Complexity: O(direct properties); for each, a few loads, a multiply-add and a store.
  @inline(__always)
  func refreshDirectProperties() -> Bool {
    directProperties.refresh(solelyBy: identity, atWeight: weight)
  }

  /// Recomputes the presentation values of the direct properties that other layers share, or that
  /// have sinks, which ``refreshDirectProperties()`` left alone.
  func refreshLayeredProperties() {
    let identity = self.identity
    guard directPropertiesHaveSinks else {
      directProperties.visit { $0.refreshIfShared(with: identity) }
      return
    }
    // A sink may change the list: walk a copy, which also keeps each property alive.
    let direct = directProperties
    direct.visit { $0.refreshIfShared(with: identity) }
  }

  /// What ``refreshProperties()`` does after ``refreshDirectProperties()``: the direct properties
  /// that other layers share, and the indirect ones.
  func refreshRemainingProperties() {
    refreshLayeredProperties()
    refreshIndirectProperties()
  }

  /// Recomputes the presentation values of the other properties, through
  /// ``LayeredProperty/refresh()``: those of value types other than `Double`.
  ///
  /// - Complexity: O(indirect properties).
  func refreshIndirectProperties() {
    guard !indirectProperties.isEmpty else { return }
    // A sink may change the list: walk a copy, which also keeps each property alive. (An index
    // loop: a for-in loop over existentials allocates in debug builds.)
    let properties = indirectProperties
    for index in properties.indices { properties[index].refresh() }
  }
}

/// The direct properties of a block: the first four inline, so that a tick reaches a block's usual
/// handful of properties without another pointer chase, and the rest in an array.
struct DirectPropertyList {
  typealias Element = AnimatedProperty<Double>

  private var first: Element?
  private var second: Element?
  private var third: Element?
  private var fourth: Element?
  private var more: ContiguousArray<Element> = []

  var count: Int {
    guard first != nil else { return 0 }
    guard second != nil else { return 1 }
    guard third != nil else { return 2 }
    guard fourth != nil else { return 3 }
    return 4 + more.count
  }

  mutating func append(_ property: Element) {
    if first == nil {
      first = property
    } else if second == nil {
      second = property
    } else if third == nil {
      third = property
    } else if fourth == nil {
      fourth = property
    } else {
      more.append(property)
    }
  }

  mutating func removeAll() {
    self = DirectPropertyList()
  }

  /// Whether the list holds the property whose identity is `identity`, compared without retaining
  /// anything.
  @inline(__always)
  func contains(_ identity: ObjectIdentifier) -> Bool {
    func isIt(_ element: Element?) -> Bool {
      guard let element else { return false }
      return ObjectIdentifier(element) == identity
    }
    if isIt(first) || isIt(second) || isIt(third) || isIt(fourth) { return true }
    return !more.isEmpty && more.contains { ObjectIdentifier($0) == identity }
  }

  /// Calls `body` with each property, in the order they were appended.
  func visit(_ body: (Element) -> Void) {
    guard let first else { return }
    body(first)
    guard let second else { return }
    body(second)
    guard let third else { return }
    body(third)
    guard let fourth else { return }
    body(fourth)
    for property in more { body(property) }
  }

  /// The first four properties, unretained (`nil` past the last): the list holds them while it is
  /// not changed.
  @inline(__always)
  var firstFourUnretained:
    (_UnsafeUnretained<Element>?, _UnsafeUnretained<Element>?, _UnsafeUnretained<Element>?, _UnsafeUnretained<Element>?)
  {
    func unretained(_ property: Element?) -> _UnsafeUnretained<Element>? {
      guard let property else { return nil }
      return _UnsafeUnretained(property)
    }
    return (unretained(first), unretained(second), unretained(third), unretained(fourth))
  }

  /// Whether the list holds more than four properties.
  var hasMoreThanFour: Bool { !more.isEmpty }

  /// The number of properties beyond the four kept inline.
  var overflowCount: Int { more.count }

  /// Calls `body` with each property, unretained, in order, while it returns `true`; returns
  /// whether it always did. `body` must not change the list, which holds the properties.
  @inline(__always)
  func allUnretained(_ body: (Element) -> Bool) -> Bool {
    // No array of the four: a debug build would allocate one.
    let (first, second, third, fourth) = firstFourUnretained
    guard let first else { return true }
    guard first.withObject(body) else { return false }
    guard let second else { return true }
    guard second.withObject(body) else { return false }
    guard let third else { return true }
    guard third.withObject(body) else { return false }
    guard let fourth else { return true }
    guard fourth.withObject(body) else { return false }
    for index in more.indices {
      guard _UnsafeUnretained(more[index]).withObject(body) else { return false }
    }
    return true
  }

  /// Refreshes every property without a sink whose only layer is `block`'s, at `weight`.
  ///
  /// It calls nothing and releases nothing, so the compiler needs no reference counting around it.
  ///
  /// - Returns: Whether some property has other layers too, or a sink, and was left alone.
  @inline(__always)
  func refresh(solelyBy block: AnimationBlock.Identity, atWeight weight: Double) -> Bool {
    // The test for weight 0 (which shows the model values exactly) is made once, not per property.
    if weight == 0 { return refreshEach { $0.refresh(solelyBy: block, atWeight: 0) } }
    return refreshEach { $0.refresh(solelyBy: block, atNonzeroWeight: weight) }
  }

  /// Calls `refresh` with each property; returns whether some call returned `false`.
  @inline(__always)
  private func refreshEach(_ refresh: (Element) -> Bool) -> Bool {
    guard let first else { return false }
    var someAreShared = !refresh(first)
    guard let second else { return someAreShared }
    someAreShared = !refresh(second) || someAreShared
    guard let third else { return someAreShared }
    someAreShared = !refresh(third) || someAreShared
    guard let fourth else { return someAreShared }
    someAreShared = !refresh(fourth) || someAreShared
    if !more.isEmpty {
      for index in more.indices {
        someAreShared = !refresh(more[index]) || someAreShared
      }
    }
    return someAreShared
  }
}

/// What an animator needs of the properties its blocks set, whatever their value type.
///
/// A block's layers end in two steps. ``suspend(_:atWeight:)`` takes them out of the presentation
/// value and folds `offset × weight` into the model, so the property keeps showing what it showed;
/// ``resolve(_:atWeight:)`` then moves the model to where the block would be at another weight: 0
/// for its end values, 1 for its start values, or the same weight to stay put. A natural end does
/// both at once; `stopAnimation(false)` suspends and `finishAnimation(at:)` resolves.
protocol LayeredProperty: AnyObject {
  /// Recomputes the presentation value from the model value and the layers.
  func refresh()
  /// Takes the layers of `block` out, folding their contribution at `weight` into the model.
  func suspend(_ block: AnimationBlock, atWeight weight: Double)
  /// Moves the model from the suspended layers' fold to their values at `weight`, and forgets them.
  func resolve(_ block: AnimationBlock, atWeight weight: Double)
  /// ``suspend(_:atWeight:)`` then ``resolve(_:atWeight:)`` at the same weight: how a block ends.
  func end(_ block: AnimationBlock, atWeight weight: Double)
  /// ``end(_:atWeight:)`` for each block of `ends`, in order: the same model and layers at the end,
  /// in O(layers + ends) rather than O(layers) per block when each block has one layer here (a
  /// timeline ending or re-recording N tweens of one property, issue 30).
  func end(each ends: [(block: AnimationBlock, weight: Double)])
  /// ``suspend(_:atWeight:)`` for each block of `suspensions`, in order: the same model, layers and
  /// suspended layers at the end, in O(layers + suspensions) rather than O(layers) per block when
  /// each block has one layer here (a timeline of N tweens of one property stopping, issue 30).
  func suspend(each suspensions: [(block: AnimationBlock, weight: Double)])
  /// Whether `block`'s layers are the newest here, nothing is suspended, and the first of them
  /// starts from the value the layer below it ends at (or no layer is below it): what a block
  /// recorded after every other gives when no value was set directly in between.
  func continuesLayersBelow(_ block: AnimationBlock) -> Bool
  /// The layers `block` holds in the property now, kept so that ``LayerRecording/replay`` can put
  /// them back after the block has ended.
  func recording(of block: AnimationBlock) -> LayerRecording
  /// The layers of `block` at the end of the property's list (the block recorded last), and how
  /// many they are: what ``recording(of:)`` gives when they are all of the block's layers, in
  /// O(their number) rather than O(every layer of the property).
  func recordingOfNewest(_ block: AnimationBlock) -> (recording: LayerRecording, count: Int)
}

/// The layers one block recorded in one property, kept after the block ends: how a timeline shows
/// the same start and end values on every run of a tween (GSAP records a tween's start values at
/// its first render and keeps them until `invalidate()`).
///
/// Replaying makes the property's model the value the block set, as it was right after the block
/// ran, and puts the layers back with the offsets they were recorded with, so the block shows its
/// recorded start values at progress 0 and its end values at 1, whatever the property was set to
/// meanwhile. Replaying the recordings of several blocks in the order they were recorded rebuilds
/// the sum they made.
struct LayerRecording {
  /// What is kept: nearly every tween records one plain layer in a `Double` property, kept inline
  /// (no allocation); anything else, in a closure that replays it.
  private enum Kind {
    case plainDouble(AnimatedProperty<Double>, block: AnimationBlock, from: Double, to: Double, offset: Double)
    case general((_ refreshing: Bool) -> Void)
  }

  private let kind: Kind

  /// A recording that `replay` puts back.
  init(_ replay: @escaping (_ refreshing: Bool) -> Void) {
    kind = .general(replay)
  }

  /// The recording of one plain layer of `block` (no keyframe path) in `property`, from `from` to
  /// `to` with offset `offset`.
  init(
    plainLayerOf block: AnimationBlock, in property: AnimatedProperty<Double>, from: Double, to: Double, offset: Double
  ) {
    kind = .plainDouble(property, block: block, from: from, to: to, offset: offset)
  }

  /// Puts the layers back in their property and makes the block hold that property again; with
  /// `refreshing` false the property's presentation value is left for the caller to refresh (a
  /// timeline that replays many blocks refreshes each property once, when it next shows them).
  func replay(_ refreshing: Bool) {
    switch kind {
    case .plainDouble(let property, let block, let from, let to, let offset):
      property.replayPlainLayer(of: block, from: from, to: to, offset: offset, refreshing: refreshing)
    case .general(let replay):
      replay(refreshing)
    }
  }
}

extension LayeredProperty {
  func end(_ block: AnimationBlock, atWeight weight: Double) {
    suspend(block, atWeight: weight)
    resolve(block, atWeight: weight)
  }

  func end(each ends: [(block: AnimationBlock, weight: Double)]) {
    for end in ends { self.end(end.block, atWeight: end.weight) }
  }

  func suspend(each suspensions: [(block: AnimationBlock, weight: Double)]) {
    for suspension in suspensions { suspend(suspension.block, atWeight: suspension.weight) }
  }
}

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
  /// ``record(into:deferringRefresh:_:)``).
  static var activeRecording: (block: AnimationBlock, defersRefresh: Bool)? {
    guard let block = current, block.isRecording else { return nil }
    return (block, block.defersRefresh)
  }

  /// Runs `body` with `block` recording the property changes it makes.
  ///
  /// With `deferringRefresh`, a property that takes a layer does not recompute its presentation
  /// value: a timeline that records many blocks at once (possibly many on one property, where each
  /// refresh walks every layer) refreshes each property once, when it shows its first frame.
  /// Recordings nest: an inner one (a block recorded from inside another's closure) takes the slot
  /// until it ends, then gives it back.
  static func record(into block: AnimationBlock, deferringRefresh: Bool = false, _ body: () -> Void) {
    let defersBefore = block.defersRefresh
    block.isRecording = true
    block.defersRefresh = deferringRefresh
    // `block` is alive for the whole call (the caller holds it), which the unretained slot needs.
    let outer = slot.enter(block)
    defer {
      slot.leave(restoring: outer)
      block.isRecording = false
      block.defersRefresh = defersBefore
      if block.propertyIndex != nil { block.propertyIndex = nil }
    }
    body()
  }
}
