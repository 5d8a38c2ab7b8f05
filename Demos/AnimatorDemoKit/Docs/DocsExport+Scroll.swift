import Animator

/// The scroll scene's picture: the page at six offsets.
extension DocsExport {
  /// The scroll scene's filmstrip: the page scrolled to six offsets, each frame labelled with its
  /// offset (the catch-up of the last card settled).
  static func scrollFilmstrip() -> DocsFile {
    var frames: [SVGRenderer.Frame] = []
    let sample = ScrollScene()
    for offset in [0.0, 150, 450, 900, 1350, ScrollScene.maximumOffset] {
      let scene = ScrollScene()
      try? scene.scroll(to: offset)
      scene.advance(by: .seconds(1))
      frames.append(SVGRenderer.Frame(label: "\(Format.fixed(offset, 0)) pt", root: LayerSnapshot(scene.root)))
    }
    let document = SVGRenderer.document(
      frames: frames, size: sample.size, window: sample.windowColor,
      title: "\(SceneKind.scroll.title): \(SceneKind.scroll.summary)")
    return DocsFile(path: "Scenes/scroll.svg", contents: document)
  }
}
