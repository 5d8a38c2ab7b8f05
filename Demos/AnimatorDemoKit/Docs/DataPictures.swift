import Animator
import AnimatorScene

/// The pictures of `Documentation/TimelinesAsData.md`: its worked example (the scene file
/// `Documentation/Examples/card.json`, kept here as text so that the exporter needs no files)
/// loaded and scrubbed, then edited as the guide edits it.
enum DataPictures {
  /// The example scene file; a test checks it is `Documentation/Examples/card.json` byte for byte.
  static let exampleText = """
    {
      "format": "animator-scene",
      "version": 1,
      "name": "card",
      "size": [390, 844],
      "background": "#1DA1F2",
      "layers": [
        {"name": "window", "bounds": [0, 0, 390, 844], "position": [195, 422], "backgroundColor": "#1DA1F2"},
        {"name": "card", "parent": "window", "bounds": [0, 0, 300, 180], "position": [195, 422],
         "backgroundColor": "#FFFFFF", "cornerRadius": 16, "opacity": 0},
        {"name": "title", "parent": "card", "bounds": [0, 0, 200, 30], "position": [150, 60], "text": "Hello"}
      ],
      "timeline": [
        {"type": "tween", "name": "fade", "layer": "card", "property": "opacity", "to": 1, "duration": 0.5,
         "curve": "easeOut"},
        {"type": "label", "name": "shown"},
        {"type": "spring", "name": "drop", "layer": "card", "property": "position", "to": [195, 600],
         "spring": {"preset": "snappy"}},
        {"type": "keyframes", "name": "pulse", "layer": "title", "property": "transform", "duration": 1, "start": 0.5,
         "values": [[1, 0, 0, 1, 0, 0], [1.2, 0, 0, 1.2, 0, 0], [1, 0, 0, 1, 0, 0]], "keyTimes": [0, 0.3, 1]},
        {"type": "marker", "name": "done"}
      ]
    }
    """

  /// The times of the filmstrips, in seconds.
  static let times = [0, 0.25, 0.5, 0.75, 1, 1.5]

  /// The example, loaded.
  static func example() throws -> FileScene {
    try FileScene(document: try SceneDocument.load(exampleText))
  }

  /// The guide's edits: the fade eases in and out, the pulse starts at 1 s, a tint is added at
  /// 0.5 s and the spring is removed.
  static func edit(_ scene: FileScene) throws {
    if let fade = scene.itemIndex(named: "fade") { try scene.setCurve(at: fade, "easeInOut") }
    if let pulse = scene.itemIndex(named: "pulse") { try scene.moveItem(at: pulse, to: 1) }
    var tint = SceneItem(type: .tween)
    tint.name = "tint"
    tint.layer = "card"
    tint.property = "backgroundColor"
    tint.to = .color("#F1C40F")
    tint.duration = 0.4
    tint.start = 0.5
    tint.curve = "easeIn"
    try scene.append(tint)
    if let drop = scene.itemIndex(named: "drop") { try scene.removeItem(at: drop) }
  }

  /// A filmstrip of `make()`'s scene at ``times``.
  static func filmstrip(_ make: () throws -> FileScene, path: String, title: String) throws -> DocsFile {
    var frames: [SVGRenderer.Frame] = []
    let sample = try make()
    for seconds in times {
      let scene = try make()
      try scene.seek(toSeconds: seconds)
      frames.append(SVGRenderer.Frame(label: Format.seconds(seconds), root: LayerSnapshot(scene.root)))
    }
    let document = SVGRenderer.document(frames: frames, size: sample.size, window: sample.windowColor, title: title)
    return DocsFile(path: path, contents: document)
  }

  /// Every picture of the guide.
  ///
  /// - Returns: The files, under `Data/`.
  /// - Throws: Only if the example does not load, which the tests rule out.
  static func files() throws -> [DocsFile] {
    func edited() throws -> FileScene {
      let scene = try example()
      try edit(scene)
      return scene
    }
    let loaded = try example()
    try loaded.seek(toSeconds: 0.25)
    let changed = try edited()
    try changed.seek(toSeconds: 0.25)
    return [
      try filmstrip(example, path: "Data/card-frames.svg", title: "card.json, loaded and scrubbed"),
      DocsFile(
        path: "Data/card-timeline.svg",
        contents: TimelineDiagram.document(
          loaded.timeline, playhead: 0.25, title: "The timeline of card.json",
          subtitle: "a tween, a label, a spring, keyframes and a marker, as the file places them")),
      try filmstrip(edited, path: "Data/card-edited-frames.svg", title: "card.json after the guide's edits"),
      DocsFile(
        path: "Data/card-edited-timeline.svg",
        contents: TimelineDiagram.document(
          changed.timeline, playhead: 0.25, title: "The edited timeline",
          subtitle: "the fade eases in and out, the pulse starts at 1 s, a tint is added, the spring is gone")),
    ]
  }
}
