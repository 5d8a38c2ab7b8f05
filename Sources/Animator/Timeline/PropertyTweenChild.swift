/// A tween of one property: sets `property`'s model value to `value` when it is recorded.
///
/// The property is held weakly: its owner holds it, and once the owner lets it go the tween sets
/// nothing (its recorded block lists nothing and has lost its target).
final class PropertyTweenChild<Value: Animatable>: TweenChild {
  weak var property: AnimatedProperty<Value>?
  let value: Value

  init(
    name: String?, start: Double, resolved: ResolvedTiming, sequence: Int, duration: Double, propertyName: String?,
    property: AnimatedProperty<Value>, value: Value
  ) {
    self.property = property
    self.value = value
    super.init(
      name: name, start: start, resolved: resolved, sequence: sequence, duration: duration,
      source: TweenSource(body: nil, propertyName: propertyName, target: ObjectIdentifier(property)))
  }

  override func setValue() {
    property?.modelValue = value
  }

  override var hasLostTarget: Bool { property == nil }
}
