/// Takes the layers a node's blocks recorded (``LayerCapture``) and makes them tracks of the
/// graph's channels.
final class GraphRecorder: LayerCapture {
  unowned let graph: AnimationGraph
  var tracks: [any GraphTrack] = []

  init(graph: AnimationGraph) {
    self.graph = graph
  }

  func take<Value: Animatable>(_ property: AnimatedProperty<Value>, _ layers: [AnimatedProperty<Value>.Layer]) {
    let channel = graph.channel(for: property)
    for layer in layers { tracks.append(GraphLayerTrack(channel: channel, layer: layer)) }
  }

  /// Runs each closure in a block of its own, in order, then takes every block's layers out of
  /// the properties, the last first, so that each property's model goes back to its value before
  /// the first: what the closures set is measured from the models as they are now (the base).
  /// Returns each block's tracks.
  func record(_ bodies: [() -> Void]) -> [[any GraphTrack]] {
    let blocks = bodies.map { body in
      let block = AnimationBlock()
      AnimationRecording.record(into: block, deferringRefresh: true, body)
      return block
    }
    var result: [[any GraphTrack]] = Array(repeating: [], count: blocks.count)
    for index in blocks.indices.reversed() {
      let block = blocks[index]
      tracks = []
      block.takeEachProperty { property in
        (property as? any LayerDetaching)?.detachLayers(of: block, into: self)
      }
      result[index] = tracks
    }
    tracks = []
    return result
  }
}
