/// The key-path batch that may still take animations on one engine (``AnimationEngine/attachment(_:)``).
final class KeyPathBatches {
  /// The batch made last, while its waiting block lives.
  weak var open: KeyPathBatch?
}
