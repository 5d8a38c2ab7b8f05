/// A crossing of one end of a ``ScrollTrigger``'s range.
public struct ScrollTriggerEvent: Sendable, Hashable {
  /// Which end, in which direction.
  public let crossing: ScrollCrossing
  /// The scroll offset that crossed it (in the scrollable distance).
  public let offset: Double
}
