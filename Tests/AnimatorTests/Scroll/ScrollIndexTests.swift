import Testing

@testable import Animator

@Suite("Scroll index")
struct ScrollIndexTests {
  /// 1,000 cards of 100 points, one every 100 points down a 100,800-point page in an 800-point
  /// viewport, each driving its own animator over its `cover` range.
  static func page() throws -> (TestRig, ScrollSource, [Card]) {
    let rig = TestRig()
    let source = try ScrollSource(
      engine: rig.engine, vertical: ScrollMetrics(offset: 0, viewportLength: 800, contentLength: 100_800))
    var cards: [Card] = []
    for index in 0..<1000 {
      let card = Card()
      let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
      try animator.addAnimations { card.opacity = 1 }
      let subject = try ViewSubject(start: Double(index) * 100 + 400, length: 100)
      _ = try source.drive(animator, over: .view(subject, .cover))
      cards.append(card)
    }
    return (rig, source, cards)
  }

  @Test("a small scroll visits only the drivers inside their range at either offset, not all of them")
  func smallScrollVisitsFew() throws {
    let (_, source, cards) = try Self.page()
    try source.scroll(to: 50_000)  // builds the index and jumps: visits the ranges between
    let before = source.visitCount(.vertical)
    try source.scroll(to: 50_010)
    let visited = source.visitCount(.vertical) - before
    // A cover range is 900 points long: about 9 cards straddle any offset, 10 at most here.
    #expect(visited <= 11)
    #expect(visited >= 9)
    // And they are the right ones: a card whose range holds the offset shows its progress.
    let card = cards[500]  // its cover range is 49,600...50,500
    #expect(card.$opacity.presentationValue > 0 && card.$opacity.presentationValue < 1)
  }

  @Test("a jump visits the drivers whose ranges it crosses, and leaves the others alone")
  func jumpVisitsCrossed() throws {
    let (_, source, cards) = try Self.page()
    try source.scroll(to: 1000)
    let before = source.visitCount(.vertical)
    try source.scroll(to: 11_000)
    let visited = source.visitCount(.vertical) - before
    // Ranges starting in (1000, 11000], plus those inside at 1000: about 100 + 9.
    #expect(visited >= 100 && visited <= 115)
    #expect(cards[50].$opacity.presentationValue == 1)
    #expect(cards[200].$opacity.presentationValue == 0)
  }
}
