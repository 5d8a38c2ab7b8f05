import Animator
import Foundation
import Testing

/// The code of `Documentation/WhichAPI.md`, compiled and run; the guide shows the text between the
/// `docs:` markers, and this suite checks that it does (as ``GuideSnippetTests`` does for the other
/// guides) and that the guides offer none of the doors the guide's table replaced.
@Suite("Which API guide")
struct WhichAPIGuideTests {
  static let guide = "WhichAPI.md"

  // docs: begin types
  /// A type of your own: the values it animates are declared `@Animated`.
  final class Card {
    @Animated var opacity = 0.0
    @Animated var offset = 0.0
  }

  /// A type you do not own, a game engine's node: plain stored properties.
  final class Node {
    var position = Point2D(x: 0, y: 0)
    var alpha = 1.0
  }
  // docs: end types

  @Test("fire and forget: no animator, a handle that may be ignored")
  func fireAndForget() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    // docs: begin fire-and-forget
    // No animator is made; the handle it returns may be ignored.
    try engine.animate(duration: .milliseconds(300)) { card.opacity = 1 }

    // Keep the handle to ask whether it runs, or to end it early.
    let slide = try engine.animate(duration: 0.5, curve: .easeOut) { card.offset = 120 }
    #expect(slide.isRunning)
    slide.finish()  // at its end values now; cancel() leaves it where it is shown
    #expect(!slide.isRunning && card.$offset.presentationValue == 120)

    clock.advance(by: .milliseconds(300))
    engine.tick()
    #expect(card.$opacity.presentationValue == 1)
    // docs: end fire-and-forget
  }

  @Test("an animation to pause, scrub or reverse is an animator")
  func animatorInstead() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    // docs: begin animator
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: engine)
    try animator.addAnimations { card.offset = 200 }
    try animator.startAnimation()
    clock.advance(by: .milliseconds(250))
    engine.tick()
    try animator.pauseAnimation()
    animator.fractionComplete = 0.5  // scrub
    animator.isReversed = true  // and play it back to the start
    try animator.startAnimation()
    #expect(card.$offset.presentationValue == 100)
    // docs: end animator
    clock.advance(by: .seconds(1))
    engine.tick()
    #expect(card.$offset.presentationValue == 0 && animator.state == .inactive)
  }

  @Test("an object you do not own: engine.set(_:on:to:) in any block, addTween(of:on:) in a timeline")
  func keyPaths() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    // docs: begin key-paths
    let node = Node()
    let sprite = Node()
    // Inside any animation block: a quick animation's, an animator's, a timeline tween's.
    try engine.animate(duration: 1, curve: .linear) {
      engine.set(\.position, on: node, to: Point2D(x: 100, y: 0))
      engine.set(\.alpha, on: node, to: 0)
    }

    // In a timeline, one tween of one key path.
    let timeline = Timeline(engine: engine)
    try timeline.addTween(of: \.alpha, on: sprite, to: 0, duration: 1, curve: .linear)
    try timeline.startAnimation()

    clock.advance(by: .milliseconds(500))
    engine.tick()  // writes what is shown into the objects
    #expect(node.position == Point2D(x: 50, y: 0) && node.alpha == 0.5 && sprite.alpha == 0.5)
    // docs: end key-paths
    clock.advance(by: .milliseconds(500))
    engine.tick()
    #expect(node.position == Point2D(x: 100, y: 0) && node.alpha == 0 && sprite.alpha == 0)
  }

  @Test("the defaults: tweens and quick animations ease in and out, keyframe segments are linear")
  func defaults() throws {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let card = Card()
    // docs: begin defaults
    try engine.animate(duration: 1) { card.opacity = 1 }
    let timeline = Timeline(engine: engine)
    try timeline.addTween(of: card.$offset, to: 100, duration: 1)
    try timeline.startAnimation()
    clock.advance(by: .milliseconds(250))
    engine.tick()
    let eased = TimingCurve.easeInOut.value(at: 0.25)  // 0.1292…, not 0.25
    #expect(abs(card.$opacity.presentationValue - eased) < 1e-12)
    #expect(abs(card.$offset.presentationValue - 100 * eased) < 1e-9)

    // Keyframes move linearly between their values unless given a curve per segment, as
    // CAKeyframeAnimation does: the animation that plays them eases the whole.
    let keyframes = try Keyframes(values: [0.0, 10, 30])
    #expect(keyframes.value(at: 0.25) == 5)
    // docs: end defaults
  }

  @Test("every Swift block of the guide is the text of a snippet of this file")
  func snippets() throws {
    if ProcessInfo.processInfo.environment["ANIMATOR_UPDATE_GOLDEN"] == "1" {
      try GuideSnippetTests.update(Self.guide)
      Issue.record("rewrote the snippets of \(Self.guide) from their sources; review them and run again")
      return
    }
    let blocks = try GuideSnippetTests.blocks(of: Self.guide)
    #expect(blocks.count == 5)
    for block in blocks {
      let marker = try #require(block.marker, "\(Self.guide):\(block.line): a Swift block with no snippet marker")
      let reference = marker.dropFirst("<!-- snippet: ".count).dropLast(" -->".count)
      let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
      try #require(
        marker.hasPrefix("<!-- snippet: ") && parts.count == 2,
        "\(Self.guide):\(block.line): write the marker as <!-- snippet: PATH#NAME -->")
      let source = try #require(try GuideSnippetTests.snippet(parts[0], parts[1]), "no \(parts[1]) in \(parts[0])")
      #expect(source == block.code, "\(Self.guide):\(block.line) differs from \(reference)")
    }
  }

  @Test("the guide's relative links lead to files that exist")
  func links() throws {
    let folder = GuideSnippetTests.packageRoot.appendingPathComponent("Documentation")
    let text = try String(contentsOf: folder.appendingPathComponent(Self.guide), encoding: .utf8)
    for match in text.matches(of: /\]\(([^)\s]+)\)/) {
      let target = String(match.output.1.split(separator: "#", omittingEmptySubsequences: false).first ?? "")
      guard !target.isEmpty, !target.contains("://") else { continue }
      let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(target).path)
      #expect(exists, "\(Self.guide) links to \(target), which does not exist")
    }
  }

  /// The spellings of doors that were folded into the ones the guide's table lists. A document may
  /// still name UIKit's types (`UISpringTimingParameters`) and Core Animation's
  /// (`CAMediaTimingFunction`, `easeInEaseOut`); the patterns do not match those.
  static var removedDoors: [(name: String, pattern: Regex<Substring>)] {
    [
      ("quickAnimate", /\bquickAnimate\b/),
      ("SpringTimingParameters", /\bSpringTimingParameters\b/),
      ("CubicBezier", /\bCubicBezier\b/),
      ("AnimationCurve", /\bAnimationCurve\b/),
      ("TimingFunction", /\bTimingFunction\b/),
      ("CustomTimingFunction", /\bCustomTimingFunction\b/),
      ("SpringCurve", /\bSpringCurve\b/),
      ("Easing", /`Easing[`.(]|\.easing\(/),
      ("Steps", /`Steps`|\bSteps\(/),
      ("TimingCurve.easeInEaseOut", /TimingCurve\.easeInEaseOut/),
      ("TimingParameters.cubic", /TimingParameters\.cubic\b/),
      ("TimelineEvent.Record", /TimelineEvent[.\/]Record/),
      ("addAnimation(of:on:to:)", /addAnimation\(of:/),
      ("ForwardAnimating", /\bForwardAnimating\b|_ForwardPlayerCore/),
    ]
  }

  @Test("no guide or catalog article offers a door that the one-door table replaced")
  func noRemovedDoors() throws {
    let root = GuideSnippetTests.packageRoot
    let fileManager = FileManager.default
    let doors = Self.removedDoors
    var paths = ["README.md", "CONTRIBUTING.md"]
    for folder in ["Documentation", GuideArticleTests.catalog, "\(GuideArticleTests.catalog)/Guides"] {
      let names = try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }
    for path in paths {
      let lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        .components(separatedBy: "\n")
      for (index, line) in lines.enumerated() {
        for door in doors where line.contains(door.pattern) {
          Issue.record("\(path):\(index + 1) names \(door.name), which is gone: \(line)")
        }
      }
    }
  }
}
