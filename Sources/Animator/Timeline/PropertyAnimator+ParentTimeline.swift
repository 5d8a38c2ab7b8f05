extension PropertyAnimator {
  /// The timeline that holds the animator, if any: the same name as ``Timeline/parentTimeline``.
  public var parentTimeline: Timeline? { parentTimelineObject as? Timeline }
}
