import Animator
import AnimatorScene

extension FileScene {
  /// Calls `body` with each item of `document`'s timeline, in order, borrowed in place: a copy of
  /// an item would retain its strings, once per item of a long timeline.
  static func forEachItem(
    of document: SceneDocument, _ body: (borrowing SceneItem) throws(AnimationError) -> Void
  ) throws(AnimationError) {
    try document.timeline.withUnsafeBufferPointer { items throws(AnimationError) in
      for index in items.indices { try body(items[index]) }
    }
  }
}
