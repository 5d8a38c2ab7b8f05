import Animator
import Testing

@testable import AnimatorDemoKit

/// The scenes keep their seeds' timings, driven through their players as the REPL drives them.
@Suite("Scene timings")
struct SceneTimingTests {
  func play(_ kind: SceneKind) throws -> any DemoScene {
    let scene = kind.make()
    try scene.player.startAnimation()
    return scene
  }

  func advance(_ scene: any DemoScene, toSeconds seconds: Double) {
    scene.clock.advance(to: ManualClock.Instant(offset: .milliseconds(Int64((seconds * 1000).rounded()))))
    scene.engine.tick()
  }

  @Test("splash: the second block starts at 0.56 s, and the completion removes the logo at 0.7 s")
  func splash() throws {
    let scene = try #require(try play(.splash) as? SplashScene)
    advance(scene, toSeconds: 0.3)
    let shrinking = scene.logo.$transform.presentationValue.a
    #expect(shrinking < 1 && shrinking > 0.75)
    advance(scene, toSeconds: 0.56)
    #expect(scene.logo.$opacity.presentationValue.isApproximatelyEqual(to: 1, tolerance: 1e-9))
    advance(scene, toSeconds: 0.65)
    #expect(scene.logo.$opacity.presentationValue < 0.5)
    #expect(scene.root.layer(named: "logo") != nil)
    advance(scene, toSeconds: 0.7)
    #expect(scene.root.layer(named: "logo") == nil, "the completion removed the logo")
    #expect(scene.endedPosition == 1)
  }

  @Test("login: the spring runs 2.5 s; the buttons wait 0.6 s and ease out over 1 s")
  func login() throws {
    let scene = try #require(try play(.login) as? LoginScene)
    advance(scene, toSeconds: 0.6)
    #expect(scene.appleButton.$opacity.presentationValue.isApproximatelyEqual(to: 0, tolerance: 1e-12))
    #expect(scene.titleLabel.$opacity.presentationValue > 0.5)
    advance(scene, toSeconds: 1.1)
    #expect(scene.appleButton.$opacity.presentationValue.isApproximatelyEqual(to: 0.6846, tolerance: 1e-4))
    #expect(
      scene.googleButton.$transform.presentationValue.ty.isApproximatelyEqual(to: 60 * (1 - 0.6846), tolerance: 1e-2))
    advance(scene, toSeconds: 2.5)
    #expect(scene.player.state == .inactive)
    #expect(scene.titleLabel.$transform.presentationValue == .identity)
    #expect(scene.googleButton.$opacity.presentationValue == 1)
  }

  @Test("launch: the mask goes 60 → 50 → 2000 at 1, 1.5 and 2 s; the veil goes at 1.45 s; the bump peaks at 1.55 s")
  func launch() throws {
    let scene = try #require(try play(.launch) as? LaunchScene)
    advance(scene, toSeconds: 1.0)
    #expect(scene.mask.$bounds.presentationValue.size.width.isApproximatelyEqual(to: 60, tolerance: 1e-9))
    advance(scene, toSeconds: 1.4)
    #expect(scene.veil.$opacity.presentationValue > 0 && scene.veil.$opacity.presentationValue < 1)
    advance(scene, toSeconds: 1.5)
    #expect(scene.mask.$bounds.presentationValue.size.width.isApproximatelyEqual(to: 50, tolerance: 1e-9))
    #expect(scene.root.layer(named: "veil") == nil, "the veil's completion removed it")
    advance(scene, toSeconds: 1.55)
    #expect(scene.rootView.$transform.presentationValue.a.isApproximatelyEqual(to: 1.05, tolerance: 1e-9))
    advance(scene, toSeconds: 1.99)
    #expect(scene.rootView.mask != nil)
    advance(scene, toSeconds: 2.0)
    #expect(scene.rootView.mask == nil, "animationDidStop removed the mask")
    #expect(scene.rootView.$transform.presentationValue == .identity)
  }

  @Test("launch: scrubbing back before a removal puts the layer back")
  func launchScrubsBack() throws {
    let scene = LaunchScene()
    try scene.seek(toSeconds: 2)
    #expect(scene.rootView.mask == nil && scene.root.layer(named: "veil") == nil)
    try scene.seek(toSeconds: 1.2)
    #expect(scene.rootView.mask === scene.mask)
    #expect(scene.root.layer(named: "veil") != nil)
    #expect(scene.veil.$opacity.presentationValue == 1)
  }

  @Test("login and launch are played by a Timeline; finishing at the current point keeps what is shown")
  func timelines() throws {
    for kind in [SceneKind.login, .launch] {
      let scene = try play(kind)
      #expect(scene.player is Timeline, "\(kind.name)")
    }
    let login = try #require(try play(.login) as? LoginScene)
    advance(login, toSeconds: 1)
    try login.player.stopAnimation(false)
    try login.player.finishAnimation(at: .current)
    let shown = login.appleButton.$opacity.presentationValue
    #expect(shown > 0 && shown < 1)
    #expect(login.appleButton.opacity == shown, "the model value is what was shown")
  }

  @Test("bars: the same heights at 5 s after 16 ms frames, one 5 s step, or a seek")
  func barsAreDeterministic() throws {
    func heights(_ scene: BarsScene) -> [Double] { scene.bars.map { $0.$bounds.presentationValue.size.height } }
    let framed = try #require(try play(.bars) as? BarsScene)
    for _ in 0..<312 { framed.advance(by: .milliseconds(16)) }
    framed.advance(by: .milliseconds(8))
    let stepped = try #require(try play(.bars) as? BarsScene)
    stepped.advance(by: .seconds(5))
    let sought = BarsScene()
    try sought.seek(toSeconds: 5)
    #expect(framed.chainSeconds.isApproximatelyEqual(to: 5))
    for (a, b, c) in zip(heights(framed), zip(heights(stepped), heights(sought))).map({ ($0, $1.0, $1.1) }) {
      #expect(a.isApproximatelyEqual(to: b, tolerance: 1e-9))
      #expect(a.isApproximatelyEqual(to: c, tolerance: 1e-9))
    }
    #expect(framed.engine.runningAnimationCount == 3, "one animation per bar at any time")
    #expect(Set(heights(framed).map { Int($0) }).count == 3)
  }

  @Test("expand: taps overlap, each copy finishes its 2 s then goes in its 1 s follow-up")
  func expand() throws {
    let scene = try #require(try play(.expand) as? ExpandScene)
    advance(scene, toSeconds: 0.5)
    _ = scene.tap()
    advance(scene, toSeconds: 1)
    let first = scene.copies[0].layer.$bounds.presentationValue.size.width
    let second = scene.copies[1].layer.$bounds.presentationValue.size.width
    #expect(first > second)
    #expect(scene.olderCopiesMoving == 1)
    advance(scene, toSeconds: 2)
    #expect(scene.copies[0].layer.$backgroundColor.presentationValue == .cyan)
    #expect(scene.root.layer(named: "copy1") == nil, "removed as its follow-up starts")
    #expect(scene.root.layer(named: "copy2") != nil)
    advance(scene, toSeconds: 2.5)
    #expect(scene.root.layer(named: "copy2") == nil)
    advance(scene, toSeconds: 3.5)
    #expect(scene.engine.runningAnimationCount == 0)
  }

  @Test("path: equal steps of time cover equal lengths of the curve, and the logo turns with its tangent")
  func path() throws {
    let scene = try #require(try play(.path) as? PathScene)
    let measured = try MeasuredPath(PathScene.path)
    #expect(scene.logo.$position.presentationValue == measured.start, "the logo starts at the curve's start")
    var travelled: [Double] = []
    var previous = measured.start
    for step in 1...60 {
      let seconds = PathScene.duration * Double(step) / 60
      advance(scene, toSeconds: seconds)
      let length = measured.length * seconds / PathScene.duration
      let shown = scene.logo.$position.presentationValue
      let expected = measured.point(atLength: length)
      #expect(abs(shown.x - expected.x) <= 1e-6 && abs(shown.y - expected.y) <= 1e-6, "at \(seconds) s")
      #expect(
        scene.logo.$rotation.presentationValue.isApproximatelyEqual(
          to: measured.angle(atLength: length), tolerance: 1e-6), "at \(seconds) s")
      travelled.append(
        ((shown.x - previous.x) * (shown.x - previous.x) + (shown.y - previous.y) * (shown.y - previous.y)).squareRoot()
      )
      previous = shown
    }
    // Straight-line steps are a little shorter than the arc where the curve bends, never by 1%.
    let mean = travelled.reduce(0, +) / Double(travelled.count)
    #expect(travelled.allSatisfy { abs($0 - mean) <= 0.01 * mean }, "\(travelled)")
    #expect(scene.endedPosition == 1)
    #expect(scene.logo.position == Point2D(x: 195, y: 110), "the model value is the curve's end")
  }
}
