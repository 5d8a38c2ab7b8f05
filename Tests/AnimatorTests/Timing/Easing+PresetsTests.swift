import Testing

@testable import Animator

@Suite("Easing presets")
struct EasingPresetsTests {
  @Test(
    "every easings.net name is its family and mode, and describes itself by that name",
    arguments: [
      (Easing.easeInQuad, Easing(.quad, .`in`), "easeInQuad"),
      (Easing.easeOutQuad, Easing(.quad, .out), "easeOutQuad"),
      (Easing.easeInOutQuad, Easing(.quad, .inOut), "easeInOutQuad"),
      (Easing.easeInCubic, Easing(.cubic, .`in`), "easeInCubic"),
      (Easing.easeOutCubic, Easing(.cubic, .out), "easeOutCubic"),
      (Easing.easeInOutCubic, Easing(.cubic, .inOut), "easeInOutCubic"),
      (Easing.easeInQuart, Easing(.quart, .`in`), "easeInQuart"),
      (Easing.easeOutQuart, Easing(.quart, .out), "easeOutQuart"),
      (Easing.easeInOutQuart, Easing(.quart, .inOut), "easeInOutQuart"),
      (Easing.easeInQuint, Easing(.quint, .`in`), "easeInQuint"),
      (Easing.easeOutQuint, Easing(.quint, .out), "easeOutQuint"),
      (Easing.easeInOutQuint, Easing(.quint, .inOut), "easeInOutQuint"),
      (Easing.easeInSine, Easing(.sine, .`in`), "easeInSine"),
      (Easing.easeOutSine, Easing(.sine, .out), "easeOutSine"),
      (Easing.easeInOutSine, Easing(.sine, .inOut), "easeInOutSine"),
      (Easing.easeInExpo, Easing(.expo, .`in`), "easeInExpo"),
      (Easing.easeOutExpo, Easing(.expo, .out), "easeOutExpo"),
      (Easing.easeInOutExpo, Easing(.expo, .inOut), "easeInOutExpo"),
      (Easing.easeInCirc, Easing(.circ, .`in`), "easeInCirc"),
      (Easing.easeOutCirc, Easing(.circ, .out), "easeOutCirc"),
      (Easing.easeInOutCirc, Easing(.circ, .inOut), "easeInOutCirc"),
      (Easing.easeInBack, Easing(.back, .`in`), "easeInBack"),
      (Easing.easeOutBack, Easing(.back, .out), "easeOutBack"),
      (Easing.easeInOutBack, Easing(.back, .inOut), "easeInOutBack"),
      (Easing.easeInElastic, Easing(.elastic, .`in`), "easeInElastic"),
      (Easing.easeOutElastic, Easing(.elastic, .out), "easeOutElastic"),
      (Easing.easeInOutElastic, Easing(.elastic, .inOut), "easeInOutElastic"),
      (Easing.easeInBounce, Easing(.bounce, .`in`), "easeInBounce"),
      (Easing.easeOutBounce, Easing(.bounce, .out), "easeOutBounce"),
      (Easing.easeInOutBounce, Easing(.bounce, .inOut), "easeInOutBounce"),
    ])
  func presets(_ preset: Easing, _ expected: Easing, _ name: String) {
    #expect(preset == expected)
    #expect(preset.description == name)
  }

  @Test("there is one preset for each of the thirty easings")
  func thirty() {
    #expect(Set(allEasings).count == 30)
  }
}
