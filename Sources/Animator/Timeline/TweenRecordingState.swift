/// What a ``TweenChild`` recorded: its block now and the recording it keeps for later runs.
struct TweenRecordingState {
  /// The block recorded now, retained by hand (``TweenChild/block`` sets it, the tween's `deinit`
  /// releases it), so that a seek reads it without reference counting; `nil` while the timeline
  /// has not recorded.
  var blockReference: _UnsafeUnretained<AnimationBlock>?
  /// The block as first recorded and the layers it recorded, kept after the timeline ends so that
  /// every later run shows the same start and end values (GSAP records a tween's start values once);
  /// `nil` until the first recording and after ``Timeline/invalidate()``.
  var recording: (block: AnimationBlock, layers: [LayerRecording])?
}
