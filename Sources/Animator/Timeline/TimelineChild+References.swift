extension TimelineChild {
  /// The timeline that holds the child; `nil` once it has let the child go, or been let go of.
  public internal(set) var timeline: Timeline? {
    get { timelineReference?.object }
    set { timelineReference = newValue.map { _UnsafeUnretained($0) } }
  }

  /// The child's resolved timing (``resolvedReference``, retained by the child).
  var resolved: ResolvedTiming {
    get { resolvedReference.object }
    set {
      let old = resolvedReference
      resolvedReference = .retaining(newValue)
      old.release()
    }
  }

  /// The progress (or content time) last shown, to skip children whose value did not change
  /// (``ChildStamps/shownValue``).
  var shownValue: Double {
    @inline(__always) get { stamps.shownValue }
    @inline(__always) set { stamps.shownValue = newValue }
  }
}

extension TweenChild {
  /// The block recorded now (``blockReference``, retained by the tween), `nil` while the timeline
  /// has not recorded.
  ///
  /// While it is `nil`, the kept ``recording``'s block is among the idle recorders of the
  /// properties it recorded (``joinIdleRecorders()``), so that each property that goes names itself
  /// to the block: it leaves them as the tween records again, and joins them as its layers end.
  /// (While it runs, a property that another animation takes over lists it there too:
  /// ``AnimatedProperty/removeLayersTakenOver(by:)``.)
  var block: AnimationBlock? {
    get { recorded.blockReference?.object }
    set {
      let old = recorded.blockReference
      if old == nil && newValue != nil { leaveIdleRecorders() }
      recorded.blockReference = newValue.map { .retaining($0) }
      old?.release()
      if old != nil && newValue == nil { joinIdleRecorders() }
    }
  }

  /// ``block``, unretained, for a seek: valid while ``block`` holds it.
  var blockReference: _UnsafeUnretained<AnimationBlock>? { recorded.blockReference }

  /// The recording kept for later runs (``TweenRecordingState/recording``).
  var recording: (block: AnimationBlock, layers: [LayerRecording])? {
    get { recorded.recording }
    set {
      // Between runs, the recording's block is among its properties' idle recorders (``block``),
      // and while it runs among those of the properties another animation took over.
      leaveIdleRecorders()
      recorded.recording = newValue
      if recorded.blockReference == nil { joinIdleRecorders() }
    }
  }
}
