import Animator
import Testing

@Suite("Spring presets")
struct SpringPresetsTests {
  @Test("the presets are SwiftUI's durations and bounces")
  func presets() throws {
    #expect(Spring.smooth == (try Spring(duration: 0.5, bounce: 0)))
    #expect(Spring.snappy == (try Spring(duration: 0.5, bounce: 0.15)))
    #expect(Spring.bouncy == (try Spring(duration: 0.5, bounce: 0.3)))
  }

  @Test("the default spring is critically damped with a duration of 0.5")
  func defaultSpring() {
    #expect(Spring.default.dampingRatio == 1)
    #expect(Spring.default.duration.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-15))
    #expect(Spring.default == .smooth)
  }

  @Test("the preset functions add extra bounce to the preset's own")
  func presetFunctions() throws {
    #expect(try Spring.smooth() == .smooth)
    #expect(try Spring.snappy(duration: 0.8, extraBounce: 0.1) == (try Spring(duration: 0.8, bounce: 0.25)))
    #expect(try Spring.bouncy(extraBounce: -0.3) == .smooth)
    #expect(throws: AnimationError.self) { try Spring.bouncy(extraBounce: 0.8) }
    #expect(throws: AnimationError.self) { try Spring.smooth(duration: 0) }
  }

  @Test("extra bounce that leaves the range is named as extraBounce")
  func extraBounceErrorName() {
    #expect {
      try Spring.snappy(extraBounce: -1.2)
    } throws: { error in
      guard case AnimationError.invalidArgument(let name, let value, _) = error else { return false }
      return name == "extraBounce" && value == "-1.2"
    }
  }
}
