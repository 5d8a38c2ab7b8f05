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

  /// Takes the property whose identity is `identity` out, if the list holds it, keeping the order
  /// of the others; returns it.
  ///
  /// - Complexity: O(count).
  mutating func remove(_ identity: ObjectIdentifier) -> Element? {
    var kept = DirectPropertyList()
    var removed: Element?
    visit { property in
      if removed == nil && ObjectIdentifier(property) == identity {
        removed = property
      } else {
        kept.append(property)
      }
    }
    if removed != nil { self = kept }
    return removed
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
