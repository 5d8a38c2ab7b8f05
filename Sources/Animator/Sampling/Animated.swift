/// Declares a property that animations can move: reading it gives the model value, and `$name`
/// gives its ``AnimatedProperty`` with the presentation value.
///
/// ```swift
/// final class Card {
///   @Animated var opacity = 0.0
///   @Animated var transform = AffineTransform2D(scaleX: 0.8, y: 0.8)
/// }
///
/// let animator = PropertyAnimator(duration: .seconds(1), curve: .easeOut, engine: engine)
/// try animator.addAnimations {
///   card.opacity = 1              // animated: the model is 1 at once, the presentation follows
///   card.transform = .identity
/// }
/// try animator.startAnimation()
/// ```
///
/// The wrapper holds a reference to its ``AnimatedProperty``: copies of a struct that uses it share
/// the property, so declare animated properties in classes, as UIKit's views are.
@propertyWrapper
public struct Animated<Value: Animatable> {
  /// The property behind the wrapper, reached with the `$` prefix.
  public let projectedValue: AnimatedProperty<Value>

  /// Makes an animated property with `wrappedValue` as its model and presentation value.
  ///
  /// - Parameter wrappedValue: The initial value.
  public init(wrappedValue: Value) {
    projectedValue = AnimatedProperty(wrappedValue)
  }

  /// The model value: setting it inside an animation block animates the change.
  public var wrappedValue: Value {
    get { projectedValue.modelValue }
    nonmutating set { projectedValue.modelValue = newValue }
  }
}

@available(*, unavailable)
extension Animated: Sendable {}
