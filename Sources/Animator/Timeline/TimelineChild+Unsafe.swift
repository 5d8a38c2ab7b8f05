// A child's content and its tween, reached by an unchecked downcast on its kind: a child of kind
// `.tween` is a `TweenChild`, any other a `ContentChild` (their initialisers set the kind).

extension TimelineChild {
  /// What the child holds: the child itself for a tween.
  var content: TimelineContent {
    if kind == .tween { return .tween(unsafeDowncast(self, to: TweenChild.self)) }
    return unsafeDowncast(self, to: ContentChild.self).other
  }

  /// The child as a tween, unretained, or `nil` for another kind: what a seek reaches a tween
  /// through, without reference counting or a dynamic cast.
  var tween: _UnsafeUnretained<TweenChild>? {
    kind == .tween ? _UnsafeUnretained(unsafeDowncast(self, to: TweenChild.self)) : nil
  }
}
