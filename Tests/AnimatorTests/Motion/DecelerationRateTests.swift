import Animator
import Testing

@Suite("DecelerationRate")
struct DecelerationRateTests {
  @Test("has UIKit's two named rates, per millisecond")
  func namedRates() {
    // UIScrollView.DecelerationRate: .normal is 0.998 and .fast 0.99.
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
    #expect("\(DecelerationRate.normal)" == "0.998")
  }

  @Test("accepts any rate strictly between 0 and 1")
  func acceptsOpenInterval() throws {
    #expect(try DecelerationRate(0.995).rawValue == 0.995)
    #expect(try DecelerationRate(0.998) == .normal)
    #expect(try DecelerationRate(.leastNonzeroMagnitude).rawValue > 0)
  }

  @Test("rejects a rate that never slows down or stops at once", arguments: [0, 1, -0.5, 1.5, .nan, .infinity])
  func rejects(rate: Double) {
    #expect(
      throws: AnimationError.invalidArgument(
        parameter: "decelerationRate", value: "\(rate)", requirement: .other("a number > 0 and < 1"))
    ) { try DecelerationRate(rate) }
  }
}
