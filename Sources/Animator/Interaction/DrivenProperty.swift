/// The property a ``SpringAnimation`` or a ``DecayAnimation`` drives, held so that it goes with its
/// owner: weakly for a property its owner holds (`@Animated`, `@LazyAnimated`,
/// ``AnimatedProperty/init(_:)``), strongly for one that only animations hold (a key-path or closure
/// target, ``AnimatedProperty/isHeldByAnimations``), whose going is its target's.
///
/// Weak rather than unretained: a player refers to its property while no layer of it is in the
/// property (before its first start, after a run ended), when the property's `deinit` finds no
/// block to tell. The runtime's side table for the weak reference is made once, when the player
/// is, and no tick reads the reference: a tick reaches the property through the player's block.
struct DrivenProperty<Value: Animatable> {
  /// The property, while its owner holds it.
  private weak var weakly: AnimatedProperty<Value>?
  /// The property, when only animations hold it.
  private let strongly: AnimatedProperty<Value>?

  /// A reference to `property` that keeps it alive only if nothing else does.
  init(_ property: AnimatedProperty<Value>) {
    if property.isHeldByAnimations {
      strongly = property
    } else {
      strongly = nil
      weakly = property
    }
  }

  /// The property, or `nil` once its owner let it go.
  var object: AnimatedProperty<Value>? { strongly ?? weakly }

  /// Whether what the property moves is gone: the property went with its owner, or its target
  /// (a key path's object) was let go of.
  var isGone: Bool {
    guard let property = object else { return true }
    return property.targetIsGone
  }
}
