import Animator

/// ``Animated``, with the ``AnimatedProperty`` made only when something needs it: the first time
/// the property is set, or reached with the `$` prefix (to animate it, watch it or add it to a
/// timeline). Until then the wrapper holds the plain value, which is both the model and the
/// presentation value.
///
/// A layer has eight animated properties and most layers of a large scene never animate any:
/// an `AnimatedProperty` costs a heap object and, on each creation, a lookup of its generic
/// metadata, which for a scene file of many layers would be most of the load's memory and time.
/// Reading the value, and its presentation value through ``presentationValue``, make nothing.
///
/// Setting the value makes the property, because the demo cannot tell whether the set is inside an
/// animation block, where it animates: set initial values through the layer's initializer.
@propertyWrapper
struct LazyAnimated<Value: Animatable> {
  /// The value while there is no property; stale once there is one.
  private var value: Value
  /// The property, once made.
  private var property: AnimatedProperty<Value>?

  /// Holds `wrappedValue`, making no property.
  ///
  /// - Parameter wrappedValue: The initial value.
  init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// The model value: setting it inside an animation block animates the change.
  var wrappedValue: Value {
    get { property?.modelValue ?? value }
    set { projectedValue.modelValue = newValue }
  }

  /// The property behind the wrapper, made from the value on first use.
  var projectedValue: AnimatedProperty<Value> {
    mutating get {
      if let property { return property }
      let made = AnimatedProperty(value)
      property = made
      return made
    }
  }

  /// What is shown now, making no property: the value itself until there is one.
  var presentationValue: Value { property?.presentationValue ?? value }

  /// Whether the property has been made.
  var isMade: Bool { property != nil }
}

/// What a ``RareAnimated`` property holds until it is given another value.
protocol LayerDefault {
  /// The value's type.
  associatedtype Value
  /// The default.
  static var value: Value { get }
}

/// The default anchor point, the middle of the bounds.
enum MiddleAnchor: LayerDefault {
  static var value: Point2D { Point2D(x: 0.5, y: 0.5) }
}

/// The default transform, the identity.
enum IdentityTransform: LayerDefault {
  static var value: AffineTransform2D { .identity }
}

/// The default rotation, none.
enum NoRotation: LayerDefault {
  static var value: Double { 0 }
}

/// ``LazyAnimated`` for a property most layers leave at its default (`Default.value`): one
/// pointer, `nil` until the property is given another value or reached with `$`, instead of the
/// value and the property's pointer inline: the anchor point, transform and rotation of a layer
/// take one pointer each until then.
@propertyWrapper
struct RareAnimated<Value: Animatable & Equatable, Default: LayerDefault> where Default.Value == Value {
  private final class Box {
    var held: LazyAnimated<Value>

    init(_ value: Value) {
      held = LazyAnimated(wrappedValue: value)
    }
  }

  private var box: Box?

  /// Holds `value`, making nothing when it is the default.
  ///
  /// - Parameters:
  ///   - defaults: Where the default comes from.
  ///   - value: The initial value.
  init(_ defaults: Default.Type, value: Value) {
    box = value == Default.value ? nil : Box(value)
  }

  /// The model value: setting it inside an animation block animates the change.
  var wrappedValue: Value {
    get { box?.held.wrappedValue ?? Default.value }
    set { madeBox().held.wrappedValue = newValue }
  }

  /// The property behind the wrapper, made from the value on first use.
  var projectedValue: AnimatedProperty<Value> {
    mutating get { madeBox().held.projectedValue }
  }

  /// What is shown now, making no property.
  var presentationValue: Value { box?.held.presentationValue ?? Default.value }

  /// Whether the property has been made.
  var isMade: Bool { box?.held.isMade ?? false }

  private mutating func madeBox() -> Box {
    if let box { return box }
    let made = Box(Default.value)
    box = made
    return made
  }
}
