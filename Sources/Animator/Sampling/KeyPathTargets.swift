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
  var properties: [AnyKeyPath: [ObjectIdentifier: _UnsafeUnretained<AnyObject>]] = [:]

  /// The property of `keyPath` on the object `object`, if one lives.
  func property(of object: ObjectIdentifier, _ keyPath: AnyKeyPath) -> _UnsafeUnretained<AnyObject>? {
    properties[keyPath]?[object]
  }

  /// Files `property` as the one of `keyPath` on `object`.
  func register(_ property: _UnsafeUnretained<AnyObject>, of object: ObjectIdentifier, _ keyPath: AnyKeyPath) {
    properties[keyPath, default: [:]][object] = property
  }

  /// Takes out the property of `keyPath` on `object`, and the key path's table once empty.
  func forget(_ object: ObjectIdentifier, _ keyPath: AnyKeyPath) {
    guard let index = properties.index(forKey: keyPath) else { return }
    properties.values[index][object] = nil
    if properties.values[index].isEmpty { properties.remove(at: index) }
  }
}
