import Animator

/// Runs its body when the last reference to it goes.
final class DeinitAction {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
  deinit { body() }
}

/// A number that holds a ``DeinitAction``: its last copy's end runs the action.
struct Tagged: Animatable {
  var value: Double
  var action: DeinitAction?

  var animatableData: Double {
    get { value }
    set { value = newValue }
  }
}
