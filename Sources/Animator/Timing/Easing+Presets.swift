// The easings.net names of every family and mode, so that `Easing.easeInOutCubic` reads as on the site.

extension Easing {
  // MARK: Quad

  /// easings.net's `easeInQuad`: t², eased at the start.
  static let easeInQuad = Easing(.quad, .`in`)

  /// easings.net's `easeOutQuad`: t², eased at the end.
  static let easeOutQuad = Easing(.quad, .out)

  /// easings.net's `easeInOutQuad`: t², eased at both ends.
  static let easeInOutQuad = Easing(.quad, .inOut)

  // MARK: Cubic

  /// easings.net's `easeInCubic`: t³, eased at the start.
  static let easeInCubic = Easing(.cubic, .`in`)

  /// easings.net's `easeOutCubic`: t³, eased at the end.
  static let easeOutCubic = Easing(.cubic, .out)

  /// easings.net's `easeInOutCubic`: t³, eased at both ends.
  ///
  /// `t < 0.5 ? 4t³ : 1 − (−2t + 2)³ / 2`.
  static let easeInOutCubic = Easing(.cubic, .inOut)

  // MARK: Quart

  /// easings.net's `easeInQuart`: t⁴, eased at the start.
  static let easeInQuart = Easing(.quart, .`in`)

  /// easings.net's `easeOutQuart`: t⁴, eased at the end.
  static let easeOutQuart = Easing(.quart, .out)

  /// easings.net's `easeInOutQuart`: t⁴, eased at both ends.
  static let easeInOutQuart = Easing(.quart, .inOut)

  // MARK: Quint

  /// easings.net's `easeInQuint`: t⁵, eased at the start.
  static let easeInQuint = Easing(.quint, .`in`)

  /// easings.net's `easeOutQuint`: t⁵, eased at the end.
  static let easeOutQuint = Easing(.quint, .out)

  /// easings.net's `easeInOutQuint`: t⁵, eased at both ends.
  static let easeInOutQuint = Easing(.quint, .inOut)

  // MARK: Sine

  /// easings.net's `easeInSine`: a quarter cosine wave, eased at the start.
  static let easeInSine = Easing(.sine, .`in`)

  /// easings.net's `easeOutSine`: a quarter cosine wave, eased at the end.
  static let easeOutSine = Easing(.sine, .out)

  /// easings.net's `easeInOutSine`: a quarter cosine wave, eased at both ends.
  static let easeInOutSine = Easing(.sine, .inOut)

  // MARK: Expo

  /// easings.net's `easeInExpo`: an exponential, eased at the start.
  static let easeInExpo = Easing(.expo, .`in`)

  /// easings.net's `easeOutExpo`: an exponential, eased at the end.
  static let easeOutExpo = Easing(.expo, .out)

  /// easings.net's `easeInOutExpo`: an exponential, eased at both ends.
  static let easeInOutExpo = Easing(.expo, .inOut)

  // MARK: Circ

  /// easings.net's `easeInCirc`: a quarter circle, eased at the start.
  static let easeInCirc = Easing(.circ, .`in`)

  /// easings.net's `easeOutCirc`: a quarter circle, eased at the end.
  static let easeOutCirc = Easing(.circ, .out)

  /// easings.net's `easeInOutCirc`: a quarter circle, eased at both ends.
  static let easeInOutCirc = Easing(.circ, .inOut)

  // MARK: Back

  /// easings.net's `easeInBack`: a cubic that overshoots, eased at the start.
  static let easeInBack = Easing(.back, .`in`)

  /// easings.net's `easeOutBack`: a cubic that overshoots, eased at the end.
  static let easeOutBack = Easing(.back, .out)

  /// easings.net's `easeInOutBack`: a cubic that overshoots, eased at both ends.
  static let easeInOutBack = Easing(.back, .inOut)

  // MARK: Elastic

  /// easings.net's `easeInElastic`: a damped sine, eased at the start.
  static let easeInElastic = Easing(.elastic, .`in`)

  /// easings.net's `easeOutElastic`: a damped sine, eased at the end.
  static let easeOutElastic = Easing(.elastic, .out)

  /// easings.net's `easeInOutElastic`: a damped sine, eased at both ends.
  static let easeInOutElastic = Easing(.elastic, .inOut)

  // MARK: Bounce

  /// easings.net's `easeInBounce`: bounces, eased at the start.
  static let easeInBounce = Easing(.bounce, .`in`)

  /// easings.net's `easeOutBounce`: bounces, eased at the end.
  static let easeOutBounce = Easing(.bounce, .out)

  /// easings.net's `easeInOutBounce`: bounces, eased at both ends.
  static let easeInOutBounce = Easing(.bounce, .inOut)
}
