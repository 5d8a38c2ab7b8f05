/// The properties standing for key paths on objects, on one engine (``AnimationEngine/attachment(_:)``):
/// each registered from when it is made until it goes, unretained.
///
/// A key-path target's property is held by what animates it (its blocks, while they hold a layer
/// of it or a suspended one), as an ``Animated`` property is; its ``KeyPathWriter`` (its sink)
/// takes its entry out when the property goes. So there is one property per key path on an object
/// at any time, found here, and no callback or side object per property.
///
/// The properties are filed by key path, in one table per key path (``KeyPathTable``), then by
/// object: an entry of a key path's table is the object's identifier and one unretained reference,
/// 16 bytes, where one table keyed by both held 24 (the key path's reference beside them) in
/// buckets of which a quarter or more stay empty.
///
/// The objects are held weakly (``KeyPathWriter``). A writer that finds its object gone reports it
/// here, once; the engine then ends, after that tick's sampling pass and completions, every
/// animation whose targets are all gone (``TargetLosses``).
final class KeyPathTargets {
  /// The table of each key path that some property stands for.
  var tables: [AnyKeyPath: KeyPathTableBase] = [:]

  /// The writers that reported their object gone, until they go: each reports once.
  private var lost: Set<ObjectIdentifier> = []

  /// The engine's flag, raised when a writer reports its object gone for the first time.
  let losses: TargetLosses

  /// Makes the registry of an engine whose flag of lost targets is `losses`.
  init(losses: TargetLosses) {
    self.losses = losses
  }

  /// The property of `keyPath` on the object `object`, if one lives (its object may have gone, and
  /// another object taken its address: see ``AnimationEngine/existingTarget(_:_:in:)``).
  func property(of object: ObjectIdentifier, _ keyPath: AnyKeyPath) -> _UnsafeUnretained<AnyObject>? {
    tables[keyPath]?.properties[object]
  }

  /// Takes the table of `keyPath` out once it files nothing.
  func dropIfEmpty(_ table: KeyPathTableBase) {
    if table.properties.isEmpty, let index = tables.index(forKey: table.anyKeyPath) { tables.remove(at: index) }
  }

  /// Notes that `writer` found its object gone; only its first report raises the engine's flag.
  func noteLost(_ writer: ObjectIdentifier) {
    if lost.insert(writer).inserted { losses.hasNew = true }
  }

  /// Forgets a writer that is going.
  func forgetLost(_ writer: ObjectIdentifier) {
    if !lost.isEmpty { lost.remove(writer) }
  }
}
