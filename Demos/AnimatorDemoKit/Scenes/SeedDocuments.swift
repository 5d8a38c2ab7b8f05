import Animator
import AnimatorScene

/// The seed scenes written in the scene format, for `export scene` and the round-trip tests: each
/// loads back into a ``FileScene`` that draws the same frames as the seed.
enum SeedDocuments {
  /// The seeds that the format can express, by scene.
  static let all: [(kind: SceneKind, document: SceneDocument)] = [
    (.login, login), (.splash, splash), (.launch, launch), (.expand, expand),
  ]

  /// The document `save` writes for a seed, and what of the seed it holds when that is not all of
  /// it; `nil` for the sheet, which moves only under a gesture and so has no timeline to write, and
  /// for the path scene, whose curve the format cannot hold (``whyNotSaved(_:)`` says so).
  ///
  /// - Parameter kind: The seed.
  /// - Returns: The document and a note, or `nil`.
  static func saved(_ kind: SceneKind) -> (document: SceneDocument, note: String?)? {
    switch kind {
    case .login: (login, nil)
    case .splash: (splash, nil)
    case .launch: (launch, nil)
    case .bars: (bars, "its first \(Int(barsSpan)) s: the endless chain is code")
    case .expand: (expand, "one tap's run: each tap is code")
    case .sheet, .path, .scroll, .hero: nil
    }
  }

  /// Why `save` cannot write `kind` as a scene file, for the seeds that ``saved(_:)`` has no
  /// document for.
  ///
  /// - Parameter kind: The seed.
  /// - Returns: A one-line explanation.
  static func whyNotSaved(_ kind: SceneKind) -> String {
    switch kind {
    case .sheet:
      "the sheet cannot be a scene file: it moves only when you drag and release it, and a file holds a timeline, not a gesture"
    case .path:
      "the path scene cannot be a scene file: the format has no paths, and keyframes of points would only approximate the curve"
    case .scroll:
      "the scroll page cannot be a scene file: the scroll drives it, and a file holds a timeline, not a scroll view"
    case .hero:
      "the hero cannot be saved from the prompt: its graph is built in code, and save writes a timeline"
    default: "\(kind.name) cannot be a scene file"
    }
  }

  /// The seconds of seed 003's endless chain that ``bars`` holds.
  static let barsSpan = 10.0

  /// Seed 003 (``BarsScene``), one rendition: the chain its fixed seed draws, for its first
  /// ``barsSpan`` seconds, as tweens. Each link of the chain (a bar's frame animating to a random
  /// height, ease-in-out) becomes two tweens starting where the link starts, one of the bar's
  /// bounds and one of its position (a frame is a bounds and a position). The chain itself (a
  /// completion drawing the next random link, for ever) is code: a file holds a finite list of
  /// items, so it holds the links, not the rule that makes them.
  static var bars: SceneDocument {
    let scene = BarsScene()
    let layers = Self.layers(of: scene.root)
    // Stand-ins for the bars, to change their frames as the seed's animations block does.
    let probes = scene.bars.map { bar in
      Layer(name: bar.name, bounds: bar.bounds, position: bar.position)
    }
    scene.replay(toSeconds: barsSpan)
    var timeline: [SceneItem] = []
    for (number, link) in scene.links.enumerated() where link.start < barsSpan {
      let probe = probes[link.bar]
      var frame = probe.frame
      frame.size.height = link.height
      probe.frame = frame
      let b = probe.bounds
      let name = "bar\(link.bar + 1)"
      timeline.append(
        item(
          .tween, "\(name)#\(number) bounds", start: link.start, layer: name, property: "bounds",
          to: .numbers([b.origin.x, b.origin.y, b.size.width, b.size.height]), duration: link.duration,
          curve: "easeInOut"))
      timeline.append(
        item(
          .tween, "\(name)#\(number) position", start: link.start, layer: name, property: "position",
          to: .numbers([probe.position.x, probe.position.y]), duration: link.duration, curve: "easeInOut"))
    }
    return SceneDocument(name: "bars", background: hex(scene.windowColor), layers: layers, timeline: timeline)
  }

  /// Seed 004 (``ExpandScene``), one tap: the first copy, ready below the button, and its 2 s
  /// ease-in-out expansion to the screen's bounds, centre and cyan as three tweens. The taps
  /// themselves (each makes a new copy and a new animator, overlapping the ones still growing) and
  /// the completion's 1 s follow-up that removes the copy when a run ends are code: a file has a
  /// fixed set of layers and one timeline, so it holds one tap's run.
  static var expand: SceneDocument {
    let scene = ExpandScene()
    let layers = Self.layers(of: scene.root)
    let screen = phoneScreen
    let name = scene.newest?.layer.name ?? "copy1"
    let timeline = [
      item(
        .tween, "grow", start: 0, layer: name, property: "bounds",
        to: .numbers([0, 0, screen.size.width, screen.size.height]),
        duration: ExpandScene.duration, curve: "easeInOut"),
      item(
        .tween, "centre", start: 0, layer: name, property: "position",
        to: .numbers([screen.center.x, screen.center.y]), duration: ExpandScene.duration, curve: "easeInOut"),
      item(
        .tween, "tint", start: 0, layer: name, property: "backgroundColor", to: .color(hex(.cyan)),
        duration: ExpandScene.duration, curve: "easeInOut"),
    ]
    return SceneDocument(name: "expand", background: hex(scene.windowColor), layers: layers, timeline: timeline)
  }

  /// A colour as the format spells it (exact for colours of whole 8-bit channels).
  static func hex(_ color: Color) -> String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    let channels = [color.red, color.green, color.blue] + (color.alpha < 1 ? [color.alpha] : [])
    for channel in channels {
      let value = Int((min(max(channel, 0), 1) * 255).rounded())
      text.append(digits[value / 16])
      text.append(digits[value % 16])
    }
    return text
  }

  /// A layer tree as the format's layers: parents before their sublayers, masks after their owner.
  static func layers(of root: Layer, parent: String? = nil) -> [SceneLayer] {
    var spec = SceneLayer(name: root.name, parent: parent)
    spec.bounds = [root.bounds.origin.x, root.bounds.origin.y, root.bounds.size.width, root.bounds.size.height]
    spec.position = [root.position.x, root.position.y]
    if root.anchorPoint != Point2D(x: 0.5, y: 0.5) { spec.anchorPoint = [root.anchorPoint.x, root.anchorPoint.y] }
    let t = root.transform
    if t != .identity { spec.transform = [t.a, t.b, t.c, t.d, t.tx, t.ty] }
    if root.opacity != 1 { spec.opacity = root.opacity }
    if root.backgroundColor.alpha > 0 { spec.backgroundColor = hex(root.backgroundColor) }
    if root.cornerRadius != 0 { spec.cornerRadius = root.cornerRadius }
    switch root.contents {
    case .text(let text, let color, let size):
      spec.text = text
      spec.textColor = hex(color)
      spec.fontSize = size
    case .logo(let color): spec.logo = hex(color)
    case .none, .stroke: break
    }
    var result = [spec]
    for sublayer in root.sublayers { result += layers(of: sublayer, parent: root.name) }
    if let mask = root.mask {
      var masks = layers(of: mask, parent: nil)
      masks[0].maskOf = root.name
      result += masks
    }
    return result
  }

  /// A layer with the common fields.
  static func layer(
    _ name: String, parent: String?, bounds: [Double], position: [Double], background: String? = nil,
    cornerRadius: Double? = nil
  ) -> SceneLayer {
    var layer = SceneLayer(name: name, parent: parent)
    layer.bounds = bounds
    layer.position = position
    layer.backgroundColor = background
    layer.cornerRadius = cornerRadius
    return layer
  }

  /// An item placed at `start`.
  static func item(
    _ type: SceneItemType, _ name: String, start: Double, layer: String? = nil, property: String? = nil,
    to: SceneValue? = nil, duration: Double? = nil, curve: String? = nil
  ) -> SceneItem {
    var item = SceneItem(type: type)
    item.name = name
    item.start = start
    item.layer = layer
    item.property = property
    item.to = to
    item.duration = duration
    item.curve = curve
    return item
  }

  /// Seed 000 (``LoginScene``): the title and the image spring back (UIKit's spring timing, damping
  /// ratio 0.8 and initial velocity 10 fitted to 2.5 s: one `springTiming` per property), and the
  /// buttons ease in from 0.6 s. The seed's "Re-animate" tap replays the run, which the host does.
  static var login: SceneDocument {
    let screen: [Double] = [0, 0, 390, 844]
    func text(_ layer: inout SceneLayer, _ words: String, _ color: String, _ size: Double) {
      layer.text = words
      layer.textColor = color
      layer.fontSize = size
    }
    var title = layer("title", parent: "view", bounds: [0, 0, 130, 31], position: [195, 278])
    text(&title, "Welcome", "#000000", 26)
    var image = layer(
      "image", parent: "view", bounds: [0, 0, 260, 160], position: [195, 389.5], background: "#BDE3FF",
      cornerRadius: 16)
    let sun = layer(
      "sun", parent: "image", bounds: [0, 0, 44, 44], position: [200, 48], background: "#FFC83D", cornerRadius: 22)
    let hill = layer(
      "hill", parent: "image", bounds: [0, 0, 260, 56], position: [130, 132], background: "#5DBB63",
      cornerRadius: 16)
    var apple = layer(
      "apple", parent: "view", bounds: [0, 0, 300, 40], position: [195, 505.5], background: "#000000",
      cornerRadius: 17)
    text(&apple, "Login with Apple", "#FFFFFF", 17)
    var google = layer(
      "google", parent: "view", bounds: [0, 0, 300, 40], position: [195, 561.5], background: "#217AFF",
      cornerRadius: 17)
    text(&google, "Login with Google", "#FFFFFF", 17)
    var reanimate = layer("reanimate", parent: "view", bounds: [0, 0, 120, 30], position: [195, 813])
    text(&reanimate, "Re-animate", "#007AFF", 17)
    // prepareForAnimation(): hidden, the top part at scale 0.8, the buttons 30 and 60 pt lower.
    title.opacity = 0
    title.transform = [0.8, 0, 0, 0.8, 0, 0]
    image.opacity = 0
    image.transform = [0.8, 0, 0, 0.8, 0, 0]
    apple.opacity = 0
    apple.transform = [1, 0, 0, 1, 0, 30]
    google.opacity = 0
    google.transform = [1, 0, 0, 1, 0, 60]
    let layers = [
      layer("view", parent: nil, bounds: screen, position: [195, 422], background: "#FFFFFF"), title, image, sun,
      hill, apple, google, reanimate,
    ]
    let identity = SceneValue.numbers([1, 0, 0, 1, 0, 0])
    var timeline: [SceneItem] = []
    for name in ["title", "image"] {
      for (property, to) in [("opacity", SceneValue.number(1)), ("transform", identity)] {
        var spring = item(
          .tween, "\(name)-\(property)", start: 0, layer: name, property: property, to: to,
          duration: LoginScene.springDuration)
        spring.springTiming = SceneSpringTiming(dampingRatio: 0.8, initialVelocity: 10)
        timeline.append(spring)
      }
    }
    for name in ["apple", "google"] {
      for (property, to) in [("opacity", SceneValue.number(1)), ("transform", identity)] {
        timeline.append(
          item(
            .tween, "\(name)-\(property)", start: LoginScene.buttonsDelay, layer: name, property: property, to: to,
            duration: LoginScene.buttonsDuration, curve: "easeOut"))
      }
    }
    return SceneDocument(name: "login", background: "#FFFFFF", layers: layers, timeline: timeline)
  }

  /// Seed 001 (``SplashScene``): one 0.7 s ease-out animator as two tweens. Its first block is a
  /// tween of the whole run; its second block, added with delay factor 0.8, runs the curve over the
  /// last fifth, from 0.56 s (UIKit's `addAnimations(_:delayFactor:)`). The completion that removes
  /// the logo runs when the run ends, not at a crossing, so it is left out.
  static var splash: SceneDocument {
    let screen: [Double] = [0, 0, 390, 844]
    let center: [Double] = [195, 422]
    var logo = layer("logo", parent: "view", bounds: [0, 0, 160, 160], position: center)
    logo.logo = "#FFFFFF"
    let layers = [layer("view", parent: nil, bounds: screen, position: center, background: "#1DA1F2"), logo]
    let delay = SplashScene.duration * SplashScene.delayFactor
    let rest = SplashScene.duration - delay
    let timeline = [
      item(
        .tween, "shrink", start: 0, layer: "logo", property: "transform", to: .numbers([0.75, 0, 0, 0.75, 0, 0]),
        duration: SplashScene.duration, curve: "easeOut"),
      item(
        .tween, "grow", start: delay, layer: "logo", property: "transform", to: .numbers([1.5, 0, 0, 1.5, 0, 0]),
        duration: rest, curve: "easeOut"),
      item(
        .tween, "fade", start: delay, layer: "logo", property: "opacity", to: .number(0), duration: rest,
        curve: "easeOut"),
    ]
    return SceneDocument(name: "splash", background: "#1DA1F2", layers: layers, timeline: timeline)
  }

  /// Seed 002 (``LaunchScene``): the app masked by the logo, which grows through keyframes; the
  /// veil fades; the root view bumps and eases back. The completions that remove the mask and the
  /// veil are markers with the standard actions `unmask` and `remove`.
  static var launch: SceneDocument {
    let screen: [Double] = [0, 0, 390, 844]
    let center: [Double] = [195, 422]
    var layers = [
      layer("window", parent: nil, bounds: screen, position: center, background: "#F1C40F"),
      layer("rootView", parent: "window", bounds: screen, position: center, background: "#FFFFFF"),
      layer("navigationBar", parent: "rootView", bounds: [0, 0, 390, 96], position: [195, 48], background: "#F5F8FA"),
    ]
    var title = layer("navigationTitle", parent: "navigationBar", bounds: [0, 0, 120, 30], position: [195, 70])
    title.text = "Home"
    title.textColor = "#000000"
    title.fontSize = 17
    layers.append(title)
    for row in 1...6 {
      let y = 150 + Double(row - 1) * 112
      layers.append(
        layer(
          "tweet\(row)", parent: "rootView", bounds: [0, 0, 358, 96], position: [195, y], background: "#E1E8ED",
          cornerRadius: 12))
      layers.append(
        layer(
          "avatar\(row)", parent: "tweet\(row)", bounds: [0, 0, 48, 48], position: [40, 48], background: "#1DA1F2",
          cornerRadius: 24))
    }
    var mask = layer("mask", parent: nil, bounds: [0, 0, 60, 60], position: center)
    mask.maskOf = "rootView"
    mask.logo = "#000000"
    layers.append(mask)
    layers.append(layer("veil", parent: "rootView", bounds: screen, position: center, background: "#FFFFFF"))

    var keyframes = item(.keyframes, "mask", start: 1, layer: "mask", property: "bounds", duration: 1)
    keyframes.values = [60, 50, 2000].map { .numbers([0, 0, $0, $0]) }
    keyframes.keyTimes = [0, 0.5, 1]
    keyframes.curves = ["easeInOut", "easeOut"]
    let timeline = [
      keyframes,
      item(.marker, "unmask rootView", start: 2),
      item(
        .tween, "veil", start: 1.35, layer: "veil", property: "opacity", to: .number(0), duration: 0.1,
        curve: "easeIn"),
      item(.marker, "remove veil", start: 1.45),
      item(
        .tween, "bump", start: 1.3, layer: "rootView", property: "transform", to: .numbers([1.05, 0, 0, 1.05, 0, 0]),
        duration: 0.25, curve: "easeInOut"),
      item(
        .tween, "back", start: 1.55, layer: "rootView", property: "transform", to: .numbers([1, 0, 0, 1, 0, 0]),
        duration: 0.3, curve: "easeInOut"),
    ]
    return SceneDocument(name: "launch", background: "#F1C40F", layers: layers, timeline: timeline)
  }
}
