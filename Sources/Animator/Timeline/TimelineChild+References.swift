extension TimelineChild {
  /// The timeline that holds the child; `nil` once it has let the child go, or been let go of.
  public internal(set) var timeline: Timeline? {
    get { timelineReference?.takeUnretainedValue() }
    set { timelineReference = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// The child's resolved timing (``resolvedReference``, retained by the child).
  var resolved: ResolvedTiming {
    get { resolvedReference.takeUnretainedValue() }
    set {
      let old = resolvedReference
      resolvedReference = Unmanaged.passRetained(newValue)
      old.release()
    }
  }

  /// What the child holds: the child itself for a tween.
  var content: TimelineContent {
    if kind == .tween { return .tween(unsafeDowncast(self, to: TweenChild.self)) }
    return unsafeDowncast(self, to: ContentChild.self).other
  }

  /// The progress (or content time) last shown, to skip children whose value did not change
  /// (``ChildStamps/shownValue``).
  var shownValue: Double {
    @inline(__always) get { stamps.shownValue }
    @inline(__always) set { stamps.shownValue = newValue }
  }

  /// The child as a tween, unretained, or `nil` for another kind: what a seek reaches a tween
  /// through, without reference counting or a dynamic cast.
  var tween: Unmanaged<TweenChild>? {
    kind == .tween ? Unmanaged.passUnretained(unsafeDowncast(self, to: TweenChild.self)) : nil
  }
}

extension TweenChild {
  /// The block recorded now (``blockReference``, retained by the tween), `nil` while the timeline
  /// has not recorded.
  var block: AnimationBlock? {
    get { recorded.blockReference?.takeUnretainedValue() }
    set {
      let old = recorded.blockReference
      recorded.blockReference = newValue.map { Unmanaged.passRetained($0) }
      old?.release()
    }
  }

  /// ``block``, unretained, for a seek: valid while ``block`` holds it.
  var blockReference: Unmanaged<AnimationBlock>? { recorded.blockReference }

  /// The recording kept for later runs (``TweenRecordingState/recording``).
  var recording: (block: AnimationBlock, layers: [LayerRecording])? {
    get { recorded.recording }
    set { recorded.recording = newValue }
  }
}
