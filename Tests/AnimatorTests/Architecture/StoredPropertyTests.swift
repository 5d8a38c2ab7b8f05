import Animator
import Testing

/// No player or child type keeps more than about 15 stored properties (`ARCHITECTURE.md`,
/// "Timelines"): what grows with a concern goes into a value with one concern (a timeline's
/// `TimelineLayout`, `TimelineEvaluationCache`, `TimelineEventState`, its event handlers; a child's
/// `ChildSpan`, its stamps). The count is the runtime's own list of an instance's stored
/// properties, so it cannot drift from the declarations.
@Suite("Stored properties of the players and the timeline's children")
struct StoredPropertyTests {
  /// The most stored properties a player or a timeline's child may have.
  static let limit = 15

  /// The stored properties of `object`'s class and of every class it inherits from: a timeline's
  /// children are subclasses of `TimelineChild` (a tween is one object with its child).
  static func storedPropertyCount(of object: AnyObject) -> Int {
    var mirror: Mirror? = Mirror(reflecting: object)
    var count = 0
    while let current = mirror {
      count += current.children.count
      mirror = current.superclassMirror
    }
    return count
  }

  @Test("a timeline and each kind of timeline child keep at most 15 stored properties")
  func timelineTypesStaySmall() throws {
    let engine = AnimationEngine(clock: ManualClock())
    let timeline = Timeline(engine: engine)
    let value = AnimatedProperty(0.0)
    let children = [
      try timeline.addCallback(name: "tick") { _ in },
      try timeline.addTween(duration: 1, curve: .linear) { value.modelValue = 1 },
      try timeline.addTween(of: value, to: 2, duration: 1, curve: .linear),
    ]
    #expect(Self.storedPropertyCount(of: timeline) <= Self.limit, "Timeline")
    for child in children {
      #expect(Self.storedPropertyCount(of: child) <= Self.limit, "TimelineChild (\(type(of: child)))")
    }
  }

  @Test("a spring, a decay, a fling and a graph each keep at most 15 stored properties")
  func forwardPlayersStaySmall() throws {
    let engine = AnimationEngine(clock: ManualClock())
    let value = AnimatedProperty(0.0)
    let spring = try SpringAnimation(value, to: 1, engine: engine)
    let decay = try DecayAnimation(value, velocity: 10, engine: engine)
    let timeline = Timeline(engine: engine)
    try timeline.addTween(of: value, from: 0, to: 1, duration: 1, curve: .linear)
    try timeline.pauseAnimation()
    let fling = try timeline.fling(velocity: 1)
    #expect(Self.storedPropertyCount(of: spring) <= Self.limit, "SpringAnimation")
    #expect(Self.storedPropertyCount(of: decay) <= Self.limit, "DecayAnimation")
    #expect(Self.storedPropertyCount(of: fling) <= Self.limit, "TimelineFling")
    #expect(Self.storedPropertyCount(of: AnimationGraph(engine: engine)) <= Self.limit, "AnimationGraph")
  }

  @Test("the counts are of stored properties: a class with three has three")
  func countsStoredProperties() {
    final class Three {
      let a = 1
      var b = "b"
      weak var c: Three?
      var computed: Int { a + 1 }
    }
    class Two {
      let a = 1
      var b = 2
    }
    final class TwoMore: Two {
      let c = 3
      let d = 4
    }
    #expect(Self.storedPropertyCount(of: Three()) == 3)
    #expect(Self.storedPropertyCount(of: TwoMore()) == 4, "an inherited class's are counted too")
  }
}
