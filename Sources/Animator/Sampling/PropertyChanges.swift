/// The properties whose presentation values one tick of an engine changed: what
/// ``AnimationEngine/observeChanges(_:)`` hands over, so that an app copies the new values to its
/// views in one pass.
///
/// Only properties that report their changes (``AnimatedProperty/reportsChanges``) are listed.
public struct PropertyChanges {
  /// The properties that changed, in the order they first changed during the tick.
  public let properties: [AnyObject]

  /// The number of properties that changed.
  public var count: Int { properties.count }

  /// Whether no property changed.
  public var isEmpty: Bool { properties.isEmpty }

  /// Whether `property` changed in the tick.
  ///
  /// - Parameter property: A property, usually reached with `$`: `changes.contains(card.$opacity)`.
  /// - Returns: Whether it is among ``properties``.
  /// - Complexity: O(n) in the number of properties that changed.
  public func contains<Value>(_ property: AnimatedProperty<Value>) -> Bool {
    properties.contains { $0 === property }
  }
}

@available(*, unavailable)
extension PropertyChanges: Sendable {}
