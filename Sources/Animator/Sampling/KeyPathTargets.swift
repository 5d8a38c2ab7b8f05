/// The properties standing for key paths on objects, on one engine (``AnimationEngine/attachment(_:)``):
/// each registered from when it is made until it goes, unretained.
///
/// A key-path target's property is held by what animates it (its blocks, while they hold a layer
/// of it or a suspended one), as an ``Animated`` property is; its ``KeyPathWriter`` (its sink)
/// takes its entry out when the property goes. So there is one property per key path on an object
/// at any time, found here, and no callback or side object per property.
///
/// The properties are filed by key path, then by object: an entry of a key path's table is the
/// object's identifier and one unretained reference, 16 bytes, where one table keyed by both held
/// 24 (the key path's reference beside them) in buckets of which a quarter or more stay empty.
final class KeyPathTargets {
  /// For each key path, the property of each object, unretained: an `AnimatedProperty<Value>` for
  /// the key path's value type, alive while it is here.
  var properties: [AnyKeyPath: [ObjectIdentifier: Unmanaged<AnyObject>]] = [:]

  /// The property of `keyPath` on the object `object`, if one lives.
  func property(of object: ObjectIdentifier, _ keyPath: AnyKeyPath) -> Unmanaged<AnyObject>? {
    properties[keyPath]?[object]
  }

  /// Files `property` as the one of `keyPath` on `object`.
  func register(_ property: Unmanaged<AnyObject>, of object: ObjectIdentifier, _ keyPath: AnyKeyPath) {
    properties[keyPath, default: [:]][object] = property
  }

  /// Takes out the property of `keyPath` on `object`, and the key path's table once empty.
  func forget(_ object: ObjectIdentifier, _ keyPath: AnyKeyPath) {
    guard let index = properties.index(forKey: keyPath) else { return }
    properties.values[index][object] = nil
    if properties.values[index].isEmpty { properties.remove(at: index) }
  }
}

/// Writes a key-path target's presentation value into its object: the sink of the property that
/// stands for the key path, and what holds the object (until the property goes).
///
/// It is the property's sink itself, with no closure beside it; and since only its property holds
/// it, its `deinit` is the property's end, which takes the property's entry out of the registry.
final class KeyPathWriter<Root: AnyObject, Value>: PropertySink<Value> {
  /// The object written to.
  let object: Root
  /// The property of `object` written.
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  /// The registry that lists the property.
  let targets: KeyPathTargets

  /// Makes the writer of `keyPath` on `object`, listed in `targets`.
  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>, targets: KeyPathTargets) {
    self.object = object
    self.keyPath = keyPath
    self.targets = targets
  }

  /// Hands `value` to the object.
  override func receive(_ value: Value) {
    object[keyPath: keyPath] = value
  }

  deinit {
    // The property is going: only it holds its sink. It was the one property of this key, so the
    // entry is its own.
    targets.forget(ObjectIdentifier(object), keyPath)
  }
}

extension AnimationEngine {
  /// Runs `body` with the property that stands for `keyPath` on `object`, making it if needed;
  /// what animates it keeps it.
  func withTarget<Root: AnyObject, Value: Animatable>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ body: (AnimatedProperty<Value>) -> Void
  ) {
    let targets = attachment(KeyPathTargets.init)
    // Held while `body` runs: `body` may end the animations that hold it.
    let property = existingTarget(object, keyPath, in: targets) ?? makeTarget(object, keyPath, in: targets)
    body(property)
  }

  /// The property that stands for `keyPath` on `object` in `targets`, if one lives.
  ///
  /// A property found idle (no layer, nothing suspended: held only by a block whose layer another
  /// block took over) first takes up the object's current value without writing it, as a new
  /// property would read it.
  func existingTarget<Root: AnyObject, Value: Animatable>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, in targets: KeyPathTargets
  ) -> AnimatedProperty<Value>? {
    guard let entry = targets.property(of: ObjectIdentifier(object), keyPath),
      let existing = entry.takeUnretainedValue() as? AnimatedProperty<Value>
    else { return nil }
    if existing.isIdle { existing.takeUpIdle(object[keyPath: keyPath]) }
    return existing
  }

  /// A new property standing for `keyPath` on `object`, with the object's current value, filed in
  /// `targets`; its writer takes it out when it goes.
  func makeTarget<Root: AnyObject, Value: Animatable>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, in targets: KeyPathTargets
  ) -> AnimatedProperty<Value> {
    let writer = KeyPathWriter(object: object, keyPath: keyPath, targets: targets)
    let property = AnimatedProperty(object[keyPath: keyPath], target: writer)
    targets.register(Unmanaged<AnyObject>.passUnretained(property), of: ObjectIdentifier(object), keyPath)
    return property
  }
}
