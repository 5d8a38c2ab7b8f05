import Animator
import Testing

@testable import AnimatorDemoKit

/// A graph scene's property lanes: each property's sampled values over the window, drawn between
/// the two values farthest apart, after the leaves' weight lanes.
@Suite("Property tracks")
struct PropertyTrackTests {
  /// The level a lane's one segment draws at `seconds`.
  static func level(_ lane: Lane, at seconds: Double) -> Double {
    let segment = lane.segments[0]
    return segment.progress((seconds - segment.start) / (segment.end - segment.start))
  }

  @Test("a number's lane goes from its lowest value (0) to its highest (1), held between samples")
  func number() throws {
    let layer = Layer(name: "probe")
    let track = AnimatedPropertyTrack("probe.opacity", layer.$opacity, Format.value)
    for (seconds, value) in [(0.0, 0.5), (1, 1), (2, 0), (3, 0.25)] {
      layer.opacity = value
      track.sample(at: seconds)
    }
    let lane = track.lane(from: 0, to: 4)
    #expect(lane.label == "probe.opacity")
    #expect(lane.segments.map(\.label) == ["▁ 0.00 · █ 1.00"])
    #expect([0.5, 1.5, 2.5, 3.5].map { Self.level(lane, at: $0) } == [0.5, 1, 0, 0.25])
  }

  @Test("a point's lane goes along the line between the two values farthest apart, the earlier at 0")
  func point() throws {
    let layer = Layer(name: "probe")
    let track = AnimatedPropertyTrack("probe.position", layer.$position, Format.value)
    for (seconds, x) in [(0.0, 10.0), (1, 0), (2, 10), (3, 5)] {
      layer.position = Point2D(x: x, y: 2 * x)
      track.sample(at: seconds)
    }
    let lane = track.lane(from: 0, to: 4)
    #expect(lane.segments.map(\.label) == ["▁ (10.0, 20.0) · █ (0.0, 0.0)"])
    #expect([0.5, 1.5, 2.5, 3.5].map { Self.level(lane, at: $0) } == [0, 1, 0, 0.5])
  }

  @Test("a window shows the value held at its start; a value that does not move holds; time going back restarts")
  func windowAndReset() throws {
    let layer = Layer(name: "probe")
    let track = AnimatedPropertyTrack("probe.opacity", layer.$opacity, Format.value)
    for (seconds, value) in [(0.0, 0.2), (1, 0.4), (5, 0.6)] {
      layer.opacity = value
      track.sample(at: seconds)
    }
    let lane = track.lane(from: 2, to: 6)
    #expect(lane.segments[0].start == 2)
    #expect(lane.segments.map(\.label) == ["▁ 0.40 · █ 0.60"], "0.2 is before the window")
    #expect(Self.level(lane, at: 3) == 0)
    #expect(track.lane(from: 2, to: 4).segments.map(\.label) == ["holds 0.40"])
    layer.opacity = 1
    track.sample(at: 0.5)
    #expect(track.lane(from: 0, to: 6).segments.map(\.label) == ["holds 1.00"], "a replay starts the history again")
  }

  @Test("timeline on a graph scene draws a lane per leaf, then a lane per property it lists")
  func lanes() throws {
    let session = Session(configuration: SessionConfiguration(), scene: .hero)
    for line in ["play", "input speed 3", "watch 1", "fire jump", "watch 1"] { _ = session.handle(line) }
    let hero = try #require(session.scene as? HeroScene)
    let lanes = hero.lanes
    #expect(lanes.map(\.label) == hero.monitor.leaves + hero.watched.map(\.label))
    let leg = try #require(lanes.first { $0.label == "leftLeg.rotation" })
    #expect(leg.drawing == .progress)
    #expect(leg.segments.first?.label.hasPrefix("▁ -") == true, "the run swings the leg both ways")
    let lines = session.handle("timeline").lines
    #expect(lines.contains { $0.hasPrefix("leftLeg.rotation") && $0.contains("█") })
  }
}
