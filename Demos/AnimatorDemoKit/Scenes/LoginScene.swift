import Animator

/// Seed 000: a login screen builds in. `prepareForAnimation()` hides the title, the image and two
/// buttons and offsets them (scale 0.8; down 30 and 60 pt); `startAnimate()` springs the top part
/// back (2.5 s, damping 0.8, velocity 10) and eases the buttons in after 0.6 s (1 s, ease-out). The
/// seed's "Re-animate" button is `tap`.
///
/// The two `UIView.animate` calls become one ``Timeline``: the spring as a ``PropertyAnimator`` at
/// 0 s (a spring fitted to 2.5 s, as UIKit's damping-ratio form is) and the buttons as an ease-out
/// tween at 0.6 s. The timeline is the player.
final class LoginScene: DemoScene {
  let kind = SceneKind.login
  let clock = ManualClock()
  let engine: AnimationEngine
  let root: Layer
  let windowColor = Color.white
  let log = EventLog()
  let scope = AnimationScope()
  var endedPosition: Double?

  /// The "Welcome" label.
  let titleLabel: Layer
  /// The top image.
  let imageView: Layer
  /// "Login with Apple".
  let appleButton: Layer
  /// "Login with Google".
  let googleButton: Layer
  /// The two animations as one run.
  let timeline: Timeline
  /// The timeline's two children, for the `timeline` command.
  private var top: TimelineChild?
  private var buttons: TimelineChild?

  /// The spring's timing: `usingSpringWithDamping: 0.8, initialSpringVelocity: 10` over 2.5 s.
  static let springDuration = 2.5
  /// The buttons' delay and duration.
  static let buttonsDelay = 0.6
  /// The buttons' duration.
  static let buttonsDuration = 1.0

  init() {
    engine = AnimationEngine(clock: clock)
    root = Layer(name: "view", bounds: phoneScreen, position: phoneScreen.center, backgroundColor: .white)
    // The stack view: centred, spacing 16, items 31 + 160 + 40 + 40 pt tall.
    titleLabel = Layer(
      name: "title", bounds: Rect2D(x: 0, y: 0, width: 130, height: 31), position: Point2D(x: 195, y: 278),
      contents: .text("Welcome", color: .black, fontSize: 26))
    imageView = Layer(
      name: "image", bounds: Rect2D(x: 0, y: 0, width: 260, height: 160), position: Point2D(x: 195, y: 389.5),
      backgroundColor: Color(hex: 0xBDE3FF), cornerRadius: 16)
    let sun = Layer(
      name: "sun", bounds: Rect2D(x: 0, y: 0, width: 44, height: 44), position: Point2D(x: 200, y: 48),
      backgroundColor: Color(hex: 0xFFC83D), cornerRadius: 22)
    let hill = Layer(
      name: "hill", bounds: Rect2D(x: 0, y: 0, width: 260, height: 56), position: Point2D(x: 130, y: 132),
      backgroundColor: Color(hex: 0x5DBB63), cornerRadius: 16)
    imageView.addSublayer(sun)
    imageView.addSublayer(hill)
    appleButton = Layer(
      name: "apple", bounds: Rect2D(x: 0, y: 0, width: 300, height: 40), position: Point2D(x: 195, y: 505.5),
      backgroundColor: Color(red: 0, green: 0, blue: 0), cornerRadius: 17,
      contents: .text("Login with Apple", color: .white, fontSize: 17))
    googleButton = Layer(
      name: "google", bounds: Rect2D(x: 0, y: 0, width: 300, height: 40), position: Point2D(x: 195, y: 561.5),
      backgroundColor: Color(hex: 0x217AFF), cornerRadius: 17,
      contents: .text("Login with Google", color: .white, fontSize: 17))
    let reset = Layer(
      name: "reanimate", bounds: Rect2D(x: 0, y: 0, width: 120, height: 30), position: Point2D(x: 195, y: 813),
      contents: .text("Re-animate", color: Color(hex: 0x007AFF), fontSize: 17))
    for layer in [titleLabel, imageView, appleButton, googleButton, reset] { root.addSublayer(layer) }

    let engine = engine
    timeline = scope.add { Timeline(engine: engine, name: "login") }
    prepareForAnimation()
    scope.add { startAnimate() }
  }

  /// The seed's `prepareForAnimation()`: everything hidden, the top part smaller, the buttons lower.
  private func prepareForAnimation() {
    for layer in [titleLabel, imageView, appleButton, googleButton] { layer.opacity = 0 }
    titleLabel.transform = AffineTransform2D(scaleX: 0.8, y: 0.8)
    imageView.transform = AffineTransform2D(scaleX: 0.8, y: 0.8)
    appleButton.transform = AffineTransform2D(translationX: 0, y: 30)
    googleButton.transform = AffineTransform2D(translationX: 0, y: 60)
  }

  /// The seed's `startAnimate()`, as one timeline.
  private func startAnimate() {
    let (title, image, apple, google) = (titleLabel, imageView, appleButton, googleButton)
    let timeline = timeline
    setUp(log) { () throws(AnimationError) in
      // UIView.animate(withDuration: 2.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 10, ...)
      let spring = PropertyAnimator(
        duration: .seconds(Self.springDuration),
        timingParameters: try .spring(dampingRatio: 0.8, initialVelocity: 10), engine: engine)
      try spring.addAnimations {
        title.opacity = 1
        title.transform = .identity
        image.opacity = 1
        image.transform = .identity
      }
      top = try timeline.add(spring, at: .at(0), name: "top")
      // UIView.animate(withDuration: 1, delay: 0.6, options: .curveEaseOut, ...)
      buttons = try timeline.addTween(
        duration: Self.buttonsDuration, curve: .easeOut, at: .at(Self.buttonsDelay), name: "buttons"
      ) {
        apple.opacity = 1
        apple.transform = .identity
        google.opacity = 1
        google.transform = .identity
      }
    }
    let log = log
    timeline.addCompletion { [weak self] position in
      self?.recordEnd(position)
      log.add("both animations ended at \(position)")
    }
  }

  var player: any Animating { timeline }
  var length: SceneLength { .finite(Self.springDuration) }

  var lanes: [Lane] {
    guard let top, let buttons else { return [] }
    // The unit curve of the UIKit spring fitted to its duration, for drawing; linear if none fits.
    let spring =
      (try? TimingCurve.spring(dampingRatio: 0.8, initialVelocity: 10, duration: Self.springDuration)) ?? .linear
    let springSegment = Lane.segment(child: top, "spring 0.8, v 10", curve: spring)
    let buttonsSegment = Lane.segment(child: buttons, "easeOut, after 0.6 s", curve: buttons.timing.easing)
    return ["title", "image"].flatMap { name in
      [
        Lane(label: "\(name).opacity", segments: [springSegment]),
        Lane(label: "\(name).transform", segments: [springSegment]),
      ]
    }
      + ["apple", "google"].flatMap { name in
        [
          Lane(label: "\(name).opacity", segments: [buttonsSegment]),
          Lane(label: "\(name).transform", segments: [buttonsSegment]),
        ]
      }
  }

  var watched: [WatchedProperty] {
    [titleLabel, imageView, appleButton, googleButton].flatMap { layer in
      [
        WatchedProperty("\(layer.name).opacity", layer.$opacity, Format.value),
        WatchedProperty("\(layer.name).transform", layer.$transform, Format.value),
      ]
    }
  }

  func tap() -> TapOutcome { .replay }

  func refusal(for action: PlayerAction) -> String? { nil }

  func seek(toSeconds seconds: Double) throws(AnimationError) {
    try seekPlayer(toSeconds: seconds)
  }
}
