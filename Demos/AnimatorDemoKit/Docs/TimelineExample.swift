import Animator
import Foundation

/// The nesting example of `Documentation/Timelines.md`: the guide shows this code (a test checks
/// that its block is the text between the `docs:` markers), and `export docs` draws the timeline it
/// builds, so the picture is of the code the guide shows.
enum TimelineExample {
  // docs: begin intro
  final class Item {
    @Animated var opacity = 1.0
    @Animated var transform = AffineTransform2D.identity
    var isHidden = false
  }

  static func makeIntro(engine: AnimationEngine, logo: Item, rows: [Item]) throws(AnimationError) -> Timeline {
    // Seed 001's splash, as a timeline of its own.
    let splash = Timeline(engine: engine, name: "splash")
    try splash.addTween(duration: 0.3, curve: .easeOut, at: .at(1.0), name: "shrink") {
      logo.transform = AffineTransform2D(scaleX: 0.75, y: 0.75)
    }
    try splash.addLabel("grow")
    try splash.addTween(duration: 0.2, curve: .easeOut, at: .label("grow"), name: "grow") {
      logo.transform = AffineTransform2D(scaleX: 1.5, y: 1.5)
      logo.opacity = 0
    }
    try splash.addCallback(name: "hide logo") { direction in logo.isHidden = direction == .forward }

    // The intro plays the splash, then fades the rows in, 0.1 s apart, starting 0.1 s before
    // the splash ends.
    let intro = Timeline(engine: engine, name: "intro")
    try intro.add(splash)
    try intro.addLabel("content", at: .afterPrevious(offset: -0.1))
    let starts = try intro.staggeredPositions(count: rows.count, at: .label("content"), stagger: .each(0.1))
    for (index, start) in starts.enumerated() {
      try intro.addTween(duration: 0.4, curve: .easeOut, at: start, name: "row \(index + 1)") {
        rows[index].opacity = 1
      }
    }
    return intro
  }
  // docs: end intro

  /// The intro with a logo and three rows, on an engine of its own.
  ///
  /// - Returns: The timeline, not started.
  /// - Throws: ``AnimationError`` only if the example is wrong.
  static func intro() throws(AnimationError) -> Timeline {
    let engine = AnimationEngine(clock: ManualClock())
    let rows = [Item(), Item(), Item()]
    for row in rows { row.opacity = 0 }
    return try makeIntro(engine: engine, logo: Item(), rows: rows)
  }
}
