import Animator

/// The interactive scene's picture: a scripted pan drawn frame by frame.
extension DocsExport {
  /// The sheet scene's pan: drag up past the open point into the rubber band, then a release
  /// moving down at 600 points per second that springs to the half-open point.
  ///
  /// - Returns: `Scenes/sheet.svg`.
  static func sheetFilmstrip() -> DocsFile {
    let scene = SheetScene()
    var frames: [SVGRenderer.Frame] = []
    func frame(_ label: String) {
      frames.append(SVGRenderer.Frame(label: label, root: LayerSnapshot(scene.root)))
    }
    frame("closed")
    _ = try? scene.drag(dy: -300)
    frame("drag -300")
    _ = try? scene.drag(dy: -450)
    frame("drag -450: band")
    _ = try? scene.release(vy: 600)
    frame("release 600")
    var elapsed = 0.0
    for seconds in [0.1, 0.2, 0.35, 0.6] {
      scene.advance(by: .milliseconds(Int64(((seconds - elapsed) * 1000).rounded())))
      elapsed = seconds
      frame("+\(Format.seconds(seconds))")
    }
    let document = SVGRenderer.document(
      frames: frames, size: scene.size, window: scene.windowColor,
      title: "sheet: dragged past open into the rubber band, released at 600 pt/s down: springs to half")
    return DocsFile(path: "Scenes/sheet.svg", contents: document)
  }
}
