/// A child other than a tween: an animator, a nested timeline, a spring or a callback.
final class ContentChild: TimelineChild {
  /// What the child holds; never ``TimelineContent/tween(_:)``.
  let other: TimelineContent

  init(name: String?, content: TimelineContent, start: Double, resolved: ResolvedTiming, sequence: Int) {
    other = content
    super.init(name: name, kind: content.kind, start: start, resolved: resolved, sequence: sequence)
  }
}
