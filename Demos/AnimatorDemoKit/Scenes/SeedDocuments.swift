import Animator
import AnimatorScene

/// The seed scenes written in the scene format, for `export scene` and the round-trip tests: each
/// loads back into a ``FileScene`` that draws the same frames as the seed.
enum SeedDocuments {
  /// The seeds that the format can express, by scene.
  static let all: [(kind: SceneKind, document: SceneDocument)] = [
    (.login, login), (.splash, splash), (.launch, launch),
  ]

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
