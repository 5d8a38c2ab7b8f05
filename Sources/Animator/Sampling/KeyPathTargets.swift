/// Identifies a key path on one object, so that animations of it by several animators share one
/// ``AnimatedProperty``.
struct TargetKey: Hashable {
  let object: ObjectIdentifier
  let keyPath: AnyKeyPath
}

/// The properties standing for key paths on objects that are being animated on one engine
/// (``AnimationEngine/attachment(_:)``).
final class KeyPathTargets {
  var properties: [TargetKey: AnyObject] = [:]
}

extension AnimationEngine {
  /// Runs `body` with the property that stands for `keyPath` on `object`, making it if needed;
  /// the engine keeps it while it is animating.
  func withTarget<Root: AnyObject, Value: Animatable>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ body: (AnimatedProperty<Value>) -> Void
  ) {
    let targets = attachment(KeyPathTargets.init)
    let key = TargetKey(object: ObjectIdentifier(object), keyPath: keyPath)
    let property: AnimatedProperty<Value>
    if let existing = targets.properties[key] as? AnimatedProperty<Value> {
      property = existing
    } else {
      property = AnimatedProperty(object[keyPath: keyPath]) { value in object[keyPath: keyPath] = value }
      property.onIdle = { [weak targets] in targets?.properties[key] = nil }
      targets.properties[key] = property
    }
    body(property)
    if !property.isAnimating { targets.properties[key] = nil }
  }
}
