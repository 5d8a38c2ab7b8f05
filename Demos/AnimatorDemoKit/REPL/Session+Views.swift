import Animator

extension Session {
  /// `scenes`.
  func sceneList() -> [String] {
    SceneKind.allCases.map { kind in
      let marker = kind == scene.kind ? "*" : " "
      return
        "\(marker) \(Format.pad(kind.name, 7)) \(Format.pad(kind.seed.map { "(\($0))" } ?? "", 5))  \(kind.summary)"
    }
  }

  /// `state`: the player and every watched property's presentation and model values.
  func stateLines() -> [String] {
    let player = scene.player
    let yes = { (flag: Bool) in flag ? "yes" : "no" }
    var lines = [
      "scene     \(sceneTitle) · \(stateWords())",
      "player    state \(player.state) · running \(yes(player.isRunning)) · reversed \(yes(player.isReversed))"
        + " · fraction \(Format.fixed(player.fractionComplete, 3)) · speed \(Format.fixed(speed, 2))×",
    ]
    if let graph = graphStateLine() { lines.append(graph) }
    switch scene.length {
    case .finite(let total):
      lines.append(
        "playhead  \(Format.seconds(scene.playheadSeconds, 3)) of \(Format.seconds(total)) · clock \(Format.seconds(clockSeconds, 3))"
      )
    case .endless(let window):
      lines.append(
        "playhead  \(Format.seconds(scene.playheadSeconds, 3)) \(loadedGraph == nil ? "since the chain started" : "on the scene's clock")"
          + " (endless; scrub window"
          + " \(Format.seconds(window, 0)))")
    }
    let watched = scene.watched
    let labelWidth = (watched.map(\.label.count).max() ?? 8) + 2
    let presentations = watched.map { $0.presentation() }
    let valueWidth = max((presentations.map(\.count).max() ?? 10) + 2, 14)
    lines.append("  " + Format.pad("property", labelWidth) + Format.pad("presentation", valueWidth) + "model")
    for (property, presentation) in zip(watched, presentations) {
      lines.append(
        "  " + Format.pad(property.label, labelWidth) + Format.pad(presentation, valueWidth) + property.model())
    }
    return lines
  }

  /// The scene's manual clock, in seconds.
  var clockSeconds: Double { scene.clock.elapsed / .seconds(1) }

  /// `show`: the status line and the frame, fitted to the configured size.
  func frameLines() -> [String] {
    [statusLine()] + frameBody(columns: configuration.columns, rows: configuration.rows - 1)
  }

  /// The frame alone, fitted into `columns` × `rows` characters (plain frames get a border).
  ///
  /// - Parameters:
  ///   - columns: The width available.
  ///   - rows: The height available.
  /// - Returns: The lines.
  func frameBody(columns: Int, rows: Int) -> [String] {
    let mode = configuration.colorMode
    let border = mode == .plain ? 2 : 0
    let viewport = Viewport(
      scene: scene.size, columns: max(columns - border, 4), rows: max(rows - border, 2),
      pixelRowsPerCell: mode.usesColor ? 2 : 1)
    let canvas = Rasterizer.render(LayerSnapshot(scene.root), window: scene.windowColor, viewport: viewport)
    let lines = FrameEncoder.encode(canvas, mode: mode)
    guard mode == .plain else { return lines }
    let rule = "+" + String(repeating: "-", count: viewport.columns) + "+"
    return [rule] + lines.map { "|\($0)|" } + [rule]
  }

  /// `timeline`.
  func timelineLines() -> [String] {
    let lanes = scene.lanes
    let playhead = scene.playheadSeconds
    let start: Double
    let end: Double
    switch scene.length {
    case .finite(let total):
      start = 0
      // Past the run's end when a lane or a label is: a label may stand after the last child.
      end = max(total, lanes.flatMap(\.segments).map(\.end).max() ?? total, scene.labels.map(\.time).max() ?? total)
    case .endless(let window):
      start = max(0, playhead - window * 0.8)
      end = start + window
    }
    var lines = ["timeline of \(statusLine())"]
    lines += TimelineView.lines(
      lanes: lanes, labels: scene.labels, start: start, end: end, playhead: playhead, width: configuration.columns)
    if let expand = scene as? ExpandScene, expand.olderCopiesMoving > 0 {
      let count = expand.olderCopiesMoving
      let moving = count == 1 ? "copy is moving on its own" : "copies are moving on their own"
      lines.append("(the newest copy's run; \(count) older \(moving))")
    }
    return lines
  }

  /// `curve [NAME]`.
  func curveLines(_ name: String?) -> [String] {
    guard let name else { return CurveCatalog.listing }
    switch CurveCatalog.entry(named: name) {
    case .failure(let error):
      return [error.message]
    case .success(let entry):
      let width = min(max(configuration.columns - 12, 20), 60)
      let label = entry.seconds.map { Format.seconds($0) } ?? "1"
      return ["curve \(entry.description)"] + CurvePlot.lines(entry.curve, width: width, height: 12, timeLabel: label)
    }
  }

  /// `export svg PATH FRAMES`.
  func export(path: String, frames: Int) -> SessionResponse {
    let document: String
    let what: String
    if frames == 1 {
      let frame = SVGRenderer.Frame(label: Format.seconds(scene.playheadSeconds), root: LayerSnapshot(scene.root))
      document = SVGRenderer.document(
        frames: [frame], size: scene.size, window: scene.windowColor,
        title: "\(sceneName) at \(Format.seconds(scene.playheadSeconds))")
      what = "1 frame at \(Format.seconds(scene.playheadSeconds))"
    } else {
      let total = scene.length.seconds
      var strip: [SVGRenderer.Frame] = []
      for index in 0..<frames {
        let seconds = total * Double(index) / Double(frames - 1)
        let copy = freshCopyOfScene()
        try? copy.seek(toSeconds: seconds)
        strip.append(SVGRenderer.Frame(label: Format.seconds(seconds), root: LayerSnapshot(copy.root)))
      }
      document = SVGRenderer.document(
        frames: strip, size: scene.size, window: scene.windowColor, title: "\(sceneName), \(frames) frames")
      what = "\(frames) frames from 0.00 s to \(Format.seconds(total))"
    }
    do {
      try configuration.writeFile(path, document)
    } catch {
      return SessionResponse(
        lines: ["could not write \(CommandParser.quoted(path, limit: 80)): \(error.message)"], failed: true)
    }
    return SessionResponse(lines: ["wrote \(path): \(what), \(document.utf8.count) bytes of SVG"])
  }

  /// `export docs DIR`: every picture of the documentation, under `DIR`.
  func exportDocs(_ path: String) -> SessionResponse {
    let files: [DocsFile]
    do {
      files = try DocsExport.write(
        to: path, makeDirectory: configuration.makeDirectory, writeFile: configuration.writeFile)
    } catch {
      return SessionResponse(
        lines: ["could not write the pictures under \(CommandParser.quoted(path, limit: 80)): \(error.message)"],
        failed: true)
    }
    var folders: [String] = []
    for file in files {
      let folder = String(file.path.prefix { $0 != "/" })
      if !folders.contains(folder) { folders.append(folder) }
    }
    return SessionResponse(
      lines: ["wrote \(files.count) SVG files under \(path): \(folders.joined(separator: ", "))"])
  }
}
