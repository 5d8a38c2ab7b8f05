/// A closure target that names the object it writes to (``PropertyAnimator/addAnimation(from:to:on:delayFactor:update:)``):
/// it holds that object weakly and hands it to the closure with each value.
///
/// A value that finds the object gone reaches no one: the sink raises the engine's flag of lost
/// targets, once, and the engine ends the animation after that tick if every target it moves is
/// gone.
final class OwnedClosureSink<Owner: AnyObject, Value>: PropertySink<Value> {
  /// The object the closure writes to, until it goes.
  weak var owner: Owner?
  /// Receives the object and the presentation value.
  let body: (Owner, Value) -> Void
  /// The engine's flag of lost targets.
  let losses: TargetLosses
  /// Whether the sink has reported its object gone.
  private var reported = false

  init(owner: Owner, losses: TargetLosses, body: @escaping (Owner, Value) -> Void) {
    self.owner = owner
    self.losses = losses
    self.body = body
  }

  override func receive(_ value: Value) {
    guard let owner else {
      if !reported {
        reported = true
        losses.hasNew = true
      }
      return
    }
    body(owner, value)
  }

  override var targetIsGone: Bool { owner == nil }

  override var journalKeepsProperty: Bool { true }
}
