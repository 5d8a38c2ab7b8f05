import Testing

@testable import AnimatorDemoKit

/// The REPL names a user's scene by its own name in every answer, not by the seed it was built on.
@Suite("Scene names in answers")
struct SceneNameTests {
  @Test("a seek past the end of a user's scene names that scene")
  func seekPastTheEnd() {
    let session = Session(configuration: SessionConfiguration(), scene: .launch)
    _ = session.handle("new card")
    _ = session.handle("add tween grow box.bounds to 0,0,200,200 for 1s")
    let response = session.handle("seek 3s")
    #expect(response.lines.count == 1)
    #expect(
      response.lines.first?.hasPrefix("seek 3.00 s is past the end: card lasts 1.00 s") == true, "\(response.lines)")
  }
}
