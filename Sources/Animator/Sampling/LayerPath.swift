/// A keyframe or spring layer's contribution and its derivative at a progress. The closure is held
/// in a class and called through one generic method so that a specialised refresh does not read it
/// out of generic storage, which makes a reabstraction thunk (an allocation) on every read in debug
/// builds.
final class LayerPath<Data> {
  let body: (Double) -> (Data, Data)

  init(_ body: @escaping (Double) -> (Data, Data)) {
    self.body = body
  }

  func evaluate(_ progress: Double) -> (Data, Data) {
    body(progress)
  }
}
