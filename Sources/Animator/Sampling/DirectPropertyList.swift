/// The direct properties of a block: the first four inline, so that a tick reaches a block's usual
/// handful of properties without another pointer chase, and the rest in an array.
///
/// Each entry is unretained (``_UnsafeUnretained``): a property its owner holds (`@Animated`) is
/// not kept alive by the animations that move it, so that its `deinit` can end them. A property
/// that only animations hold (a key-path or closure target, ``AnimatedProperty/isHeldByAnimations``)
/// is retained by hand when appended, and the block that takes the list out gives that count back
/// (``releaseHeld()``). A copy of the list retains nothing: it is a view for a walk whose caller
/// keeps the properties alive.
struct DirectPropertyList {
  typealias Element = AnimatedProperty<Double>
  typealias Entry = _UnsafeUnretained<Element>

  private var first: Entry?
  private var second: Entry?
  private var third: Entry?
  private var fourth: Entry?
  private var more: ContiguousArray<Entry> = []

  var count: Int {
    guard first != nil else { return 0 }
    guard second != nil else { return 1 }
    guard third != nil else { return 2 }
    guard fourth != nil else { return 3 }
    return 4 + more.count
  }

  /// Appends `property`, retaining it by hand if only animations hold it.
  @inline(__always)
  mutating func append(_ property: Element) {
    append(entry: property.isHeldByAnimations ? .retaining(property) : Entry(property))
  }

  @inline(__always)
  private mutating func append(entry: Entry) {
    if first == nil {
      first = entry
    } else if second == nil {
      second = entry
    } else if third == nil {
      third = entry
    } else if fourth == nil {
      fourth = entry
    } else {
      more.append(entry)
    }
  }

  /// Takes the entry of the property whose identity is `identity` out, if the list holds it,
  /// keeping the order of the others; returns it, with the count the list took if it retained it
  /// (the caller gives it back).
  ///
  /// - Complexity: O(count).
  mutating func remove(_ identity: ObjectIdentifier) -> Entry? {
    let bits = UInt(bitPattern: identity)
    var kept = DirectPropertyList()
    var removed: Entry?
    forEachEntry { entry in
      if removed == nil && entry.bits == bits {
        removed = entry
      } else {
        kept.append(entry: entry)
      }
    }
    if removed != nil { self = kept }
    return removed
  }

  /// Gives back the counts taken for the properties that only animations hold, once the list is
  /// out of its block: the last may go, and run code outside the package (a closure target's
  /// captures).
  func releaseHeld() {
    forEachEntry { entry in
      if entry.withObject({ $0.isHeldByAnimations }) { entry.release() }
    }
  }

  /// Retains every property by hand, for a walk that may run code outside the package; the walk
  /// gives the counts back with ``releaseAll()`` when it returns.
  func retainAll() {
    forEachEntry { _ = $0.retain() }
  }

  /// Gives back the counts ``retainAll()`` took.
  func releaseAll() {
    forEachEntry { $0.release() }
  }

  /// Whether the list holds the property whose identity is `identity`, compared without reading
  /// any property.
  @inline(__always)
  func contains(_ identity: ObjectIdentifier) -> Bool {
    let bits = UInt(bitPattern: identity)
    func isIt(_ entry: Entry?) -> Bool {
      guard let entry else { return false }
      return entry.bits == bits
    }
    if isIt(first) || isIt(second) || isIt(third) || isIt(fourth) { return true }
    return !more.isEmpty && more.contains { $0.bits == bits }
  }

  /// Calls `body` with each entry, in the order they were appended.
  private func forEachEntry(_ body: (Entry) -> Void) {
    guard let first else { return }
    body(first)
    guard let second else { return }
    body(second)
    guard let third else { return }
    body(third)
    guard let fourth else { return }
    body(fourth)
    for index in more.indices { body(more[index]) }
  }

  /// Calls `body` with each property, in the order they were appended, neither retaining nor
  /// releasing them: the caller keeps them alive (its block lists them and no code outside the
  /// package runs, or it retained them, ``retainAll()``).
  func visit(_ body: (Element) -> Void) {
    forEachEntry { $0.withObject(body) }
  }

  /// The first four properties, unretained (`nil` past the last): the list holds them while it is
  /// not changed.
  @inline(__always)
  var firstFourUnretained: (Entry?, Entry?, Entry?, Entry?) { (first, second, third, fourth) }

  /// Whether the list holds more than four properties.
  var hasMoreThanFour: Bool { !more.isEmpty }

  /// The number of properties beyond the four kept inline.
  var overflowCount: Int { more.count }

  /// Calls `body` with each property, unretained, in order, while it returns `true`; returns
  /// whether it always did. `body` must not change the list or run code outside the package.
  @inline(__always)
  func allUnretained(_ body: (Element) -> Bool) -> Bool {
    // No array of the four: a debug build would allocate one.
    guard let first else { return true }
    guard first.withObject(body) else { return false }
    guard let second else { return true }
    guard second.withObject(body) else { return false }
    guard let third else { return true }
    guard third.withObject(body) else { return false }
    guard let fourth else { return true }
    guard fourth.withObject(body) else { return false }
    for index in more.indices {
      guard more[index].withObject(body) else { return false }
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
    var someAreShared = !first.withObject(refresh)
    guard let second else { return someAreShared }
    someAreShared = !second.withObject(refresh) || someAreShared
    guard let third else { return someAreShared }
    someAreShared = !third.withObject(refresh) || someAreShared
    guard let fourth else { return someAreShared }
    someAreShared = !fourth.withObject(refresh) || someAreShared
    if !more.isEmpty {
      for index in more.indices {
        someAreShared = !more[index].withObject(refresh) || someAreShared
      }
    }
    return someAreShared
  }
}

extension DirectPropertyList: CustomReflectable {
  /// The number of properties alone: a mirror of the entries would retain properties the list
  /// does not hold (a test's failure message reflects what it compares).
  var customMirror: Mirror { Mirror(self, children: ["count": count]) }
}
