import Animator
import AnimatorScene

/// The seed scenes written in the scene format, for `export scene` and the round-trip tests: each
/// loads back into a ``FileScene`` that draws the same frames as the seed.
enum SeedDocuments {
  /// The seeds that the format can express, by scene.
  static let all: [(kind: SceneKind, document: SceneDocument)] = [(.splash, splash), (.launch, launch)]

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
