/// A tween of one property: sets `property`'s model value to `value` when it is recorded.
final class PropertyTweenChild<Value: Animatable>: TweenChild {
  let property: AnimatedProperty<Value>
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
    property.modelValue = value
  }
}
