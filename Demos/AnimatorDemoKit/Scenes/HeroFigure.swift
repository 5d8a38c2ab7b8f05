import Animator

/// The hero scene's layers: a figure (head, body, two arms and two legs hung from the shoulders and
/// hips) standing on a floor over its shadow, and the animations of its graph's nodes.
///
/// The figure's layer has its anchor at the feet, so that its transform squashes and stretches it
/// over the floor; the limbs are rectangles anchored at their joints and turned by `rotation`.
struct HeroFigure {
  /// The whole picture.
  let root: Layer
  /// The figure: its position is the feet's, on the floor's top edge.
  let body: Layer
  /// The torso.
  let torso: Layer
  /// The head.
  let head: Layer
  /// The arms: behind the torso (left) and in front of it (right).
  let leftArm: Layer, rightArm: Layer
  /// The legs: behind (left) and in front (right).
  let leftLeg: Layer, rightLeg: Layer
  /// The shadow on the floor.
  let shadow: Layer

  /// The window's colour.
  static let sky = Color(hex: 0x17202A)
  /// Where the feet stand: the floor's top edge.
  static let floorY = 700.0
  /// The figure's size; its anchor is the middle of its bottom edge.
  static let size = Size2D(width: 220, height: 500)
  /// The legs' length, from the hips to the feet.
  static let legLength = 230.0

  init() {
    let screen = phoneScreen
    root = Layer(name: "view", bounds: screen, position: screen.center, backgroundColor: Self.sky)
    let floor = Layer(
      name: "floor", bounds: Rect2D(x: 0, y: 0, width: screen.size.width, height: screen.size.height - Self.floorY),
      position: Point2D(x: screen.center.x, y: (Self.floorY + screen.size.height) / 2),
      backgroundColor: Color(hex: 0x5D6D7E))
    shadow = Layer(
      name: "shadow", bounds: Rect2D(x: 0, y: 0, width: 190, height: 30), position: Point2D(x: 195, y: Self.floorY),
      backgroundColor: Color(hex: 0x1B2631), cornerRadius: 15)
    let size = Self.size
    body = Layer(
      name: "hero", bounds: Rect2D(origin: .zero, size: size), position: Point2D(x: 195, y: Self.floorY),
      anchorPoint: Point2D(x: 0.5, y: 1))
    let middle = size.width / 2
    let hips = size.height - Self.legLength
    func limb(_ name: String, width: Double, length: Double, at joint: Point2D, color: UInt32) -> Layer {
      Layer(
        name: name, bounds: Rect2D(x: 0, y: 0, width: width, height: length), position: joint,
        anchorPoint: Point2D(x: 0.5, y: 0.06), backgroundColor: Color(hex: color), cornerRadius: width / 2)
    }
    leftLeg = limb(
      "leftLeg", width: 40, length: Self.legLength + 10, at: Point2D(x: middle - 18, y: hips), color: 0x1A5276)
    rightLeg = limb(
      "rightLeg", width: 40, length: Self.legLength + 10, at: Point2D(x: middle + 18, y: hips), color: 0x3498DB)
    let shoulders = hips - 150
    leftArm = limb("leftArm", width: 28, length: 150, at: Point2D(x: middle - 62, y: shoulders), color: 0xB9770E)
    rightArm = limb("rightArm", width: 28, length: 150, at: Point2D(x: middle + 62, y: shoulders), color: 0xF8C471)
    torso = Layer(
      name: "torso", bounds: Rect2D(x: 0, y: 0, width: 120, height: 175), position: Point2D(x: middle, y: hips + 15),
      anchorPoint: Point2D(x: 0.5, y: 1), backgroundColor: Color(hex: 0xE67E22), cornerRadius: 30)
    head = Layer(
      name: "head", bounds: Rect2D(x: 0, y: 0, width: 96, height: 96), position: Point2D(x: middle, y: shoulders - 58),
      backgroundColor: Color(hex: 0xFAD7A0), cornerRadius: 48)
    for layer in [leftArm, leftLeg, rightLeg, torso, head, rightArm] { body.addSublayer(layer) }
    for layer in [floor, shadow, body] { root.addSublayer(layer) }
  }

  /// Makes every property the graph moves report its changes, which the graph's monitor samples
  /// the weights on: a change of weights changes at least one of them.
  func reportChanges() {
    for limb in [leftArm, rightArm, leftLeg, rightLeg, head] { limb.$rotation.reportsChanges = true }
    for layer in [body, shadow] { layer.$transform.reportsChanges = true }
    body.$position.reportsChanges = true
    shadow.$opacity.reportsChanges = true
  }
}

extension HeroFigure {
  /// Breathing: the figure stretches up a little and the arms sway, 1.6 s a breath, for ever.
  func idle(engine: AnimationEngine) throws(AnimationError) -> Timeline {
    let (body, leftArm, rightArm) = (body, leftArm, rightArm)
    let timeline = Timeline(engine: engine, name: "idle")
    try timeline.addTween(duration: 0.8, curve: .easeInOut) {
      body.transform = AffineTransform2D(scaleX: 0.985, y: 1.035)
      leftArm.rotation = 0.12
      rightArm.rotation = -0.12
    }
    try timeline.addTween(duration: 0.8, curve: .easeInOut) {
      body.transform = .identity
      leftArm.rotation = 0
      rightArm.rotation = 0
    }
    try timeline.setTiming(EffectTiming(iterations: .infinity))
    return timeline
  }

  /// A stride cycle: the legs swing `legs` radians each way and the arms `arms` the other way, in
  /// `seconds`, the hips dropping as the legs part so that the feet stay on the floor.
  func stride(
    _ name: String, seconds: Double, legs: Double, arms: Double, engine: AnimationEngine
  ) throws(AnimationError) -> Timeline {
    let (body, leftArm, rightArm, leftLeg, rightLeg) = (body, leftArm, rightArm, leftLeg, rightLeg)
    let floor = body.position
    // The rotation's `a` is the cosine of the angle.
    let drop = Self.legLength * (1 - AffineTransform2D(rotationAngle: legs).a)
    let timeline = Timeline(engine: engine, name: name)
    // Legs apart, together, apart the other way, together: a quarter, a half, a quarter.
    let poses: [(share: Double, swing: Double, curve: TimingCurve)] = [
      (0.25, 1, .easeOut), (0.25, 0, .easeIn), (0.25, -1, .easeOut), (0.25, 0, .easeIn),
    ]
    for pose in poses {
      try timeline.addTween(duration: seconds * pose.share, curve: pose.curve) {
        leftLeg.rotation = legs * pose.swing
        rightLeg.rotation = -legs * pose.swing
        leftArm.rotation = -arms * pose.swing
        rightArm.rotation = arms * pose.swing
        body.position = Point2D(x: floor.x, y: floor.y + drop * abs(pose.swing))
      }
    }
    try timeline.setTiming(EffectTiming(iterations: .infinity))
    return timeline
  }

  /// The jump, 0.7 s: a crouch, the rise with the arms up and the shadow shrinking, the fall, and a
  /// landing that squashes and recovers.
  func jump(engine: AnimationEngine) throws(AnimationError) -> Timeline {
    let (body, leftArm, rightArm, shadow) = (body, leftArm, rightArm, shadow)
    let floor = body.position
    let timeline = Timeline(engine: engine, name: "jump")
    try timeline.addTween(duration: 0.15, curve: .easeOut) {
      body.transform = AffineTransform2D(scaleX: 1.12, y: 0.84)
      leftArm.rotation = -0.5
      rightArm.rotation = 0.5
    }
    try timeline.addTween(duration: 0.2, curve: .easeOut) {
      body.transform = AffineTransform2D(scaleX: 0.94, y: 1.08)
      body.position = Point2D(x: floor.x, y: floor.y - 130)
      leftArm.rotation = 2.7
      rightArm.rotation = -2.7
      shadow.transform = AffineTransform2D(scaleX: 0.55, y: 0.55)
      shadow.opacity = 0.5
    }
    try timeline.addTween(duration: 0.2, curve: .easeIn) {
      body.transform = .identity
      body.position = floor
      leftArm.rotation = 0.4
      rightArm.rotation = -0.4
      shadow.transform = .identity
      shadow.opacity = 1
    }
    try timeline.addTween(duration: 0.07, curve: .easeOut) {
      body.transform = AffineTransform2D(scaleX: 1.1, y: 0.88)
    }
    try timeline.addTween(duration: 0.08, curve: .easeInOut) {
      body.transform = .identity
      leftArm.rotation = 0
      rightArm.rotation = 0
    }
    return timeline
  }

  /// The wave: the right arm up, the left at the side, the head tilted.
  func wave() {
    rightArm.rotation = -2.75
    leftArm.rotation = 0.1
    head.rotation = -0.12
  }
}
