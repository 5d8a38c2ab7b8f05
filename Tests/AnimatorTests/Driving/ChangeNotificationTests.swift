import Animator
import Testing

@Suite("Change notifications")
struct ChangeNotificationTests {
  @Test("a property's observer hears each tick that changed it, once, and never an unchanged one")
  func oncePerChangedTick() throws {
    let rig = TestRig()
    let card = Card()
    var heard: [Double] = []
    let observation = card.$opacity.observe { heard.append($0) }
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()  // starts at 0: shown value unchanged, nothing heard
    #expect(heard == [])
    rig.advance(milliseconds: 250)
    rig.advance(milliseconds: 250)
    rig.advance(milliseconds: 0)  // a tick that moves nothing
    try animator.pauseAnimation()
    rig.advance(milliseconds: 250)  // paused: nothing moves
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    rig.advance(milliseconds: 250)  // finished already: nothing new
    #expect(heard == [0.25, 0.5, 1])
    withExtendedLifetime(observation) {}
  }

  @Test("a property two animators move in one tick is reported once, with the tick's final value")
  func sharedPropertyOncePerTick() throws {
    let rig = TestRig()
    let card = Card()
    var heard: [Double] = []
    let observation = card.$opacity.observe { heard.append($0) }
    let first = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    let second = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try first.addAnimations { card.opacity = 1 }
    try second.addAnimations { card.opacity = 3 }
    try first.startAnimation()
    try second.startAnimation()
    rig.advance(milliseconds: 500)
    // Additive layers: model 3, offsets -1 and -2, each at weight 0.5: 3 - 0.5 - 1 = 1.5.
    #expect(heard == [1.5])
    withExtendedLifetime(observation) {}
  }

  @Test("a change outside a tick is reported at once; setting the same value is not")
  func changesOutsideTicks() {
    let card = Card()
    var heard: [Double] = []
    let observation = card.$opacity.observe { heard.append($0) }
    card.opacity = 0.5
    card.opacity = 0.5
    card.opacity = 0.75
    #expect(heard == [0.5, 0.75])
    observation.cancel()
    card.opacity = 1
    #expect(heard == [0.5, 0.75])
  }

  @Test("observing a property that is already animating reports from the next tick")
  func observingMidRun() throws {
    let rig = TestRig()
    let card = Card()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 250)
    var heard: [Double] = []
    let observation = card.$opacity.observe { heard.append($0) }
    rig.advance(milliseconds: 250)
    #expect(heard == [0.5])
    // Turning reporting off cancels the observer and puts the property back on the fast path.
    card.$opacity.reportsChanges = false
    rig.advance(milliseconds: 250)
    #expect(heard == [0.5])
    #expect(card.$opacity.presentationValue == 0.75)
    withExtendedLifetime(observation) {}
  }

  @Test("the engine reports the set of properties each tick changed, only those, once each")
  func engineReportsTheChangedSet() throws {
    let rig = TestRig()
    let moving = Card()
    let still = Card()
    let unreported = Card()
    for card in [moving, still] {
      card.$opacity.reportsChanges = true
      card.$position.reportsChanges = true
    }
    var reports: [[String]] = []
    let observation = rig.engine.observeChanges { changes in
      var names: [String] = []
      if changes.contains(moving.$opacity) { names.append("moving.opacity") }
      if changes.contains(moving.$position) { names.append("moving.position") }
      if changes.contains(still.$opacity) { names.append("still.opacity") }
      if changes.contains(still.$position) { names.append("still.position") }
      if changes.contains(unreported.$opacity) { names.append("unreported.opacity") }
      #expect(changes.count == names.count)
      reports.append(names)
    }
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations {
      moving.opacity = 1
      moving.position = Point2D(x: 10, y: 0)
      unreported.opacity = 1
    }
    let second = PropertyAnimator(duration: .milliseconds(500), curve: .linear, engine: rig.engine)
    try second.addAnimations { moving.opacity = 2 }
    try animator.startAnimation()
    try second.startAnimation()
    rig.advance(milliseconds: 250)
    try animator.pauseAnimation()
    try second.pauseAnimation()
    rig.engine.isPaused = false
    try animator.startAnimation()
    rig.engine.isPaused = true
    rig.advance(milliseconds: 250)  // the engine is paused: no tick moves anything, no report
    #expect(reports == [["moving.opacity", "moving.position"]])
    withExtendedLifetime(observation) {}
  }

  @Test("presentationValues streams each change and ends when reporting is turned off")
  func stream() async throws {
    let rig = TestRig()
    let card = Card()
    let values = card.$opacity.presentationValues()
    let animator = PropertyAnimator(duration: .seconds(1), curve: .linear, engine: rig.engine)
    try animator.addAnimations { card.opacity = 1 }
    try animator.startAnimation()
    rig.advance(milliseconds: 500)
    rig.advance(milliseconds: 500)
    card.$opacity.reportsChanges = false
    var received: [Double] = []
    for await value in values { received.append(value) }
    #expect(received == [0.5, 1])
  }
}
