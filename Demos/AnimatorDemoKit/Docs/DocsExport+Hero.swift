import Animator

/// The hero scene's pictures: its graph driven by a script of inputs, drawn frame by frame.
extension DocsExport {
  /// What the hero's filmstrip does, by the graph's time: speed 0 → 1 → 3, the jump, the wave.
  static let heroScript: [(seconds: Double, action: GraphAction)] = [
    (0.5, .number("speed", 1)), (1.5, .number("speed", 3)), (2.5, .fire("jump")), (4, .travel("wave")),
  ]

  /// The frames of the filmstrip: the graph's time and a caption.
  static let heroFrames: [(seconds: Double, caption: String)] = [
    (0.4, "idle"), (1.25, "walk"), (2.1, "run"), (2.65, "jump: crouch"), (2.85, "jump: rise"), (3.3, "back to run"),
    (4.6, "wave"),
  ]

  /// `Scenes/hero.svg` and `Graphs/hero-frames.svg`: the same script, captioned by scene time and
  /// by what the graph shows.
  ///
  /// - Returns: The two files.
  static func heroFiles() -> [DocsFile] {
    let scene = HeroScene()
    var times: [SVGRenderer.Frame] = []
    var moments: [SVGRenderer.Frame] = []
    try? scene.hero.startAnimation()
    var script = heroScript[...]
    for (seconds, caption) in heroFrames {
      while let next = script.first, next.seconds <= seconds {
        scene.advanceGraph(to: next.seconds)
        try? scene.perform(next.action)
        script.removeFirst()
      }
      scene.advanceGraph(to: seconds)
      let root = LayerSnapshot(scene.root)
      times.append(SVGRenderer.Frame(label: Format.seconds(seconds), root: root))
      moments.append(SVGRenderer.Frame(label: "\(caption), \(Format.seconds(seconds))", root: root))
    }
    let words = "speed 1 at 0.5 s, speed 3 at 1.5 s, fire jump at 2.5 s, travel wave at 4 s"
    return [
      DocsFile(
        path: "Scenes/hero.svg",
        contents: SVGRenderer.document(
          frames: times, size: scene.size, window: scene.windowColor,
          title: "\(SceneKind.hero.title): \(SceneKind.hero.summary) (\(words))")),
      DocsFile(
        path: "Graphs/hero-frames.svg",
        contents: SVGRenderer.document(
          frames: moments, size: scene.size, window: scene.windowColor,
          title: "The hero's animation graph: \(words)")),
    ]
  }
}
