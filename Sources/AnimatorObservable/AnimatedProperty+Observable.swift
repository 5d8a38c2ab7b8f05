import Animator
import Observation

// The Observation framework (a module of its own, on Linux too) needs the Swift 5.9 runtime:
// macOS 14, iOS 17, tvOS 17, watchOS 10.

/// An `@Observable` view of an animated property: ``value`` is its presentation value, set by the
/// engine once per tick in which it changed, so that SwiftUI views and `withObservationTracking`
/// re-render when, and only when, it moves.
///
/// ```swift
/// @MainActor @Observable final class BallModel {
///   @ObservationIgnored let ball = Ball()            // has `@Animated var y = 0.0`
///   @ObservationIgnored lazy var y = ObservableAnimatedValue(ball.$y)
/// }
/// // In a SwiftUI view: Circle().offset(y: model.y.value)
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
public final class ObservableAnimatedValue<Value: Animatable> {
  /// The property's presentation value, as of the last tick that changed it.
  public private(set) var value: Value

  /// The property observed.
  @ObservationIgnored public let property: AnimatedProperty<Value>
  @ObservationIgnored private var observation: AnimationObservation?

  /// Makes an observable view of `property`. The property reports its changes from now on.
  ///
  /// - Parameter property: The property, usually reached with `$`.
  public init(_ property: AnimatedProperty<Value>) {
    self.property = property
    value = property.presentationValue
    observation = property.observe { [weak self] value in self?.value = value }
  }
}

extension AnimatedProperty {
  /// Copies the presentation value to `keyPath` of `model` each time it changes: the way to drive
  /// an `@Observable` model of your own (or any object) from an animation without polling.
  ///
  /// ```swift
  /// @Observable final class CardModel { var opacity = 0.0 }
  /// let binding = card.$opacity.bind(to: model, \.opacity)
  /// ```
  ///
  /// The model is held weakly; the binding lasts until the returned observation is cancelled or
  /// released.
  ///
  /// - Parameters:
  ///   - model: The object to update.
  ///   - keyPath: Where to write the value.
  /// - Returns: The observation; keep it as long as the binding should last.
  public func bind<Model: AnyObject>(
    to model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>
  ) -> AnimationObservation {
    model[keyPath: keyPath] = presentationValue
    return observe { [weak model] value in model?[keyPath: keyPath] = value }
  }
}
