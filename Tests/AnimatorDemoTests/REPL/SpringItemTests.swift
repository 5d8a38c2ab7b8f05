import Foundation
import Testing

@testable import AnimatorDemoKit

/// `add spring` at the prompt: a spring after another item on the same property starts from that
/// item's end value, so its length, shown as soon as it is added, is the one a run has, and `seek`
/// shows the spring's value there (a report once saw an opacity of 1.50).
@Suite("Spring items")
struct SpringItemTests {
  /// `Spring.smooth` (bounce 0, perceptual duration 0.5 s) is critically damped with ω = 2π / 0.5:
  /// from rest, x(τ) = target + (x₀ − target)(1 + ωτ)e^(−ωτ).
  static func smooth(from start: Double, to target: Double, at time: Double) -> Double {
    let omega = 2 * Double.pi / 0.5
    return target + (start - target) * (1 + omega * time) * exp(-omega * time)
  }

  static func opacity(_ session: Session) throws -> Double {
    let file = try #require(session.scene as? FileScene)
    return try #require(file.layers["box"]).$opacity.presentationValue
  }

  @Test("a spring after a spring: its length is right when added, and seek shows the sum of both in 0...1")
  func springAfterSpring() throws {
    let session = Session(configuration: SessionConfiguration())
    _ = session.handle("new card")
    _ = session.handle("add spring fall box.opacity to 0")
    let file = try #require(session.scene as? FileScene)
    let fall = try #require(file.child(at: 0)).endTime
    let added = session.handle("add spring rise box.opacity to 1 at 0.2s").lines
    // rise pulls from 0 (where fall leaves the model) to 1: the same distance from rest as fall,
    // so the same length.
    let end = Format.seconds(0.2 + fall)
    #expect(added.first == "added spring rise: box.opacity over 0.20 s–\(end), smooth")
    #expect(session.scene.length == .finite(0.2 + fall))
    #expect(session.handle("seek 0.3s").lines.first == "moved to 0.30 s, paused")
    // Layers add up: the model (1) plus fall's offset (its value − 0) plus rise's (its value − 1).
    let expected = 1 + Self.smooth(from: 1, to: 0, at: 0.3) + (Self.smooth(from: 0, to: 1, at: 0.1) - 1)
    #expect(try Self.opacity(session).isApproximatelyEqual(to: expected, tolerance: 1e-9))
    for step in 0...50 {
      _ = session.handle("scrub \(Double(step) / 50)")
      let shown = try Self.opacity(session)
      #expect(shown >= -1e-9 && shown <= 1 + 1e-9, "opacity \(shown) at step \(step)")
    }
  }

  @Test("a spring after a tween starts where the tween ends, and seek reaches into it before any run")
  func springAfterTween() throws {
    let session = Session(configuration: SessionConfiguration())
    _ = session.handle("new card")
    _ = session.handle("add tween fade box.opacity to 0 for 0.5s")
    let added = session.handle("add spring back box.opacity to 1").lines.first ?? ""
    #expect(added.hasPrefix("added spring back: box.opacity over 0.50 s–1.23 s"), "\(added)")
    #expect(session.handle("seek 0.7s").lines.first == "moved to 0.70 s, paused")
    let expected = Self.smooth(from: 0, to: 1, at: 0.2)
    #expect(try Self.opacity(session).isApproximatelyEqual(to: expected, tolerance: 1e-9))
  }

  @Test("a spring added while paused, before a later item on the same property, starts from the value at its start")
  func springAddedWhilePaused() throws {
    let session = Session(configuration: SessionConfiguration())
    _ = session.handle("new card")
    _ = session.handle("add tween late box.opacity to 0.2 for 0.5s at 1s")
    _ = session.handle("seek 0.1s")
    _ = session.handle("add spring pull box.opacity to 0.5 at 0s")
    _ = session.handle("seek 0.2s")
    let expected = Self.smooth(from: 1, to: 0.5, at: 0.2)
    #expect(try Self.opacity(session).isApproximatelyEqual(to: expected, tolerance: 1e-9))
  }
}
