/// A collection of the animations one part of your code started, which you can cancel, finish or
/// revert together: GSAP's `gsap.context()`.
///
/// ```swift
/// final class ProfileModel {
///   let animations = AnimationScope()          // cancels what it holds when the model goes
///   let card = Card()
///
///   func appear(on engine: AnimationEngine) throws(AnimationError) {
///     try animations.add { () throws(AnimationError) in
///       let intro = PropertyAnimator(duration: .seconds(0.4), curve: .easeOut, engine: engine)
///       try intro.addAnimations { self.card.opacity = 1 }
///       try intro.startAnimation()
///       try engine.animate(duration: 0.2) { self.card.position = Point2D(x: 0, y: 20) }
///     }
///   }
/// }
/// model.animations.revert()   // every value back to what it was before `appear`
/// ```
///
/// **What it collects.** Everything made while the closure of ``add(_:)->_`` runs on
/// this thread: animators, timelines, springs, decays, flings, graphs, quick animations, scroll drivers and
/// triggers. ``add(_:)-(Animating)`` adds a player made elsewhere, or in asynchronous code (a task
/// started in the closure does not collect into the scope). A player is in one scope at most:
/// adding it to another moves it, and adding it to a timeline hands it to the timeline (and to the
/// timeline's scope). A scope made or filled inside another's `add { }` becomes its child: what
/// the child holds, the parent holds too.
///
/// **What it holds.** Nothing alive: players, drivers and triggers are held weakly, and a player
/// the engine is done with and you let go of goes as it would without the scope. To tie the
/// animations to an object, store the scope in it: when the object goes, the scope goes and does
/// what ``whenReleased`` says (``Ending/cancel`` by default).
///
/// **The three endings**, each for every member, nested scopes first:
///
/// | | active or stopped player | quick animation | scroll driver, trigger |
/// | --- | --- | --- | --- |
/// | ``cancel()`` | ends where shown, no completion, `finished()` gives `nil` | ends where shown, no completion | detached |
/// | ``finish()`` | ends at its end values, completions with ``AnimatingPosition/end`` | the same | detached; a driver's player finishes |
/// | ``revert()`` | ``cancel()``, then each value back | the same | detached |
///
/// An inactive player is left as it is. Each ending empties the scope, which can be used again.
/// ``revert()`` puts back, bit for bit, each property's model value from just before the scope
/// first changed it, also after the animations ended: ``Animated`` properties, key paths set
/// through ``AnimationEngine/set(_:on:to:)`` and closure targets.
///
/// A scope belongs to the isolation domain of the engines of its players; it is not `Sendable`.
public final class AnimationScope {
  /// What a scope does when it is let go of: ``AnimationScope/whenReleased``.
  ///
  /// ```swift
  /// let animations = AnimationScope(whenReleased: .revert)   // undo the screen's changes as it goes
  /// ```
  public enum Ending: Hashable, Sendable {
    /// ``AnimationScope/cancel()``: the members end where they are shown, with no completion.
    case cancel
    /// ``AnimationScope/finish()``: the members jump to their end values, completions run.
    case finish
    /// ``AnimationScope/revert()``: cancel, then every value the scope changed back.
    case revert
  }

  /// What the scope does when it is let go of (the owner that stores it goes).
  ///
  /// ```swift
  /// let animations = AnimationScope(whenReleased: .finish)
  /// animations.whenReleased   // .finish
  /// ```
  public let whenReleased: Ending

  /// The members, in the order they joined; entries of members that moved, went or ended are
  /// dropped lazily (``sweepIfGrown()``).
  var memberships: [ScopeMembership] = []
  /// The number of entries at which the next join sweeps the dead ones out.
  var nextSweep = 16

  /// The scopes made or filled inside this one's `add { }`, in the order they joined, held strongly:
  /// the scopes form a tree.
  var childScopes: [AnimationScope] = []
  /// The scope this one is a child of, if any.
  weak var parent: AnimationScope?

  /// The model values from before the scope's first change of each target (``revert()``).
  let journal = ScopeJournal()

  /// Makes an empty scope.
  ///
  /// ```swift
  /// final class CardController {
  ///   let animations = AnimationScope()                        // cancels them when the controller goes
  ///   let undoable = AnimationScope(whenReleased: .revert)     // puts values back instead
  /// }
  /// ```
  ///
  /// - Parameter whenReleased: What the scope does when it is let go of: ``Ending/cancel`` (the
  ///   default), ``Ending/finish`` or ``Ending/revert``.
  public init(whenReleased: Ending = .cancel) {
    self.whenReleased = whenReleased
  }

  deinit {
    endAsReleased()
  }
}

@available(*, unavailable)
extension AnimationScope: Sendable {}
