/// What ``SpringAnimation`` and ``DecayAnimation`` share: a player over the playback core that
/// holds one layer on one property, through a block whose progress is its local time, and reads
/// its course (a class shared with that layer) at the time it shows.
///
/// The extension holds what is the same for both: letting the property go, the ``PlaybackFrontEnd``
/// hooks with which the shared actions stop the player and end a run that reached its end (the rest
/// is ``ForwardPlayer``'s), and the engine's update, which shows the playhead's local time. Showing
/// a local time stays in each player, and the update is inlined into each player's conformance, so
/// that a frame reaches it with no witness table and no copy of the playback state.
protocol PropertyPlayer: ForwardPlayer {
  associatedtype Value: Animatable where Value.AnimatableData: ComponentwiseArithmetic
  associatedtype Course: PlayerCourse
  /// The property the player drives, or `nil` once its owner let it go (``DrivenProperty``).
  var property: AnimatedProperty<Value>? { get }
  /// How the player holds its property.
  var drivenProperty: DrivenProperty<Value> { get }
  /// The block whose one layer the player holds on the property.
  var block: AnimationBlock { get }
  /// The course the layer reads.
  var course: Course { get }
  /// The value the property is left at when the run reaches its end; `nil` when there is none (the
  /// property went before the run was made).
  var settledValue: Value? { get }
}

/// The course a ``PropertyPlayer``'s layer reads: the local time shown, and whether it has ended.
protocol PlayerCourse: AnyObject {
  /// Whether the run has ended: the layer then contributes nothing.
  var isSettled: Bool { get set }
}

extension PropertyPlayer {
  /// Ends the layer and leaves the property's model at `value`, if the property is still there.
  func leaveProperty(showing value: Value?) {
    course.isSettled = true
    block.takeEachProperty { $0.end(block, atWeight: 0) }
    if let value, let property { property.setModelKeepingLayers(value) }
  }

  // The ``PlaybackFrontEnd`` hooks both players share.

  /// Always controllable: no timeline holds the player, and it runs no user block.
  func requireControllable(_ action: AnimationAction) throws(AnimationError) {}

  /// The property keeps the value it shows; the run is over either way.
  func leaveShown(withoutFinishing: Bool) {
    leaveProperty(showing: property?.presentationValue)
  }

  // The engine client's per-frame answers, inlined into each player's conformance.

  /// Shows the run at the playhead's local time at `seconds` of engine time; returns whether the
  /// playhead has reached its target.
  @inline(__always)
  func engineUpdate(seconds: Double) -> Bool {
    let motion = playback.playhead.motion(atSeconds: seconds)
    show(at: motion.position, rate: motion.velocity)
    return playback.playhead.hasReachedTarget(atSeconds: seconds)
  }

  /// The instant the playhead reaches its target.
  @inline(__always)
  var engineEndInstant: Duration? { playback.playhead.endInstant }

  /// A run that settles ends at ``AnimatingPosition/end``, the property at ``settledValue``.
  func settleAtEnd(_ target: Double) -> (position: AnimatingPosition, before: [() -> Void]) {
    leaveProperty(showing: settledValue)
    return (.end, [])
  }
}
