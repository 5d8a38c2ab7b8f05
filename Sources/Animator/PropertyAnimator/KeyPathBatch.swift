/// Key-path animations added one after another, with one delay, to an inactive animator: one
/// waiting block that runs them all (``PropertyAnimator/addAnimation(of:on:to:delayFactor:)``).
/// Only the waiting block holds it: it goes when the animator starts (or goes itself).
final class KeyPathBatch {
  /// The animator whose waiting block runs the batch.
  let animator: ObjectIdentifier
  /// The block's delay factor, clamped.
  let delayFactor: Double
  /// The animations, in the order they were added.
  var animations: [() -> Void]
  /// The animator's number of waiting blocks once the batch's was added: while it is the same and
  /// the batch has not run, the batch's block is the last one waiting.
  var pendingCount = 0
  /// Whether the block has run (the animator started).
  var hasRun = false

  /// Makes a batch of `first`, for `animator`'s block with delay factor `delayFactor`.
  init(animator: ObjectIdentifier, delayFactor: Double, first: @escaping () -> Void) {
    self.animator = animator
    self.delayFactor = delayFactor
    animations = [first]
  }

  /// Runs the animations, in order, inside the block being recorded.
  func run() {
    hasRun = true
    // By index: an animation that writes to an object runs the object's code, which may add
    // animations (to an animator that is now active, so never to this batch).
    var index = 0
    while index < animations.count {
      animations[index]()
      index += 1
    }
  }
}
