/// Robert Penner's easings, by their easings.net names: ten families (quad, cubic, quart, quint,
/// sine, expo, circ, back, elastic, bounce), each eased in, out or both, with exact closed forms
/// and analytic derivatives. Each is exactly 0 at time 0 and exactly 1 at time 1; `back`,
/// `elastic` and `bounce` overshoot or bounce in between.
extension TimingCurve {
  /// easings.net's `easeInQuad`: t², eased at the start.
  public static let easeInQuad = TimingCurve.easing(.easeInQuad)

  /// easings.net's `easeOutQuad`: t², eased at the end.
  public static let easeOutQuad = TimingCurve.easing(.easeOutQuad)

  /// easings.net's `easeInOutQuad`: t², eased at both ends.
  public static let easeInOutQuad = TimingCurve.easing(.easeInOutQuad)

  /// easings.net's `easeInCubic`: t³, eased at the start.
  public static let easeInCubic = TimingCurve.easing(.easeInCubic)

  /// easings.net's `easeOutCubic`: t³, eased at the end.
  public static let easeOutCubic = TimingCurve.easing(.easeOutCubic)

  /// easings.net's `easeInOutCubic`: t³, eased at both ends.
  ///
  /// `t < 0.5 ? 4t³ : 1 − (−2t + 2)³ / 2`.
  public static let easeInOutCubic = TimingCurve.easing(.easeInOutCubic)

  /// easings.net's `easeInQuart`: t⁴, eased at the start.
  public static let easeInQuart = TimingCurve.easing(.easeInQuart)

  /// easings.net's `easeOutQuart`: t⁴, eased at the end.
  public static let easeOutQuart = TimingCurve.easing(.easeOutQuart)

  /// easings.net's `easeInOutQuart`: t⁴, eased at both ends.
  public static let easeInOutQuart = TimingCurve.easing(.easeInOutQuart)

  /// easings.net's `easeInQuint`: t⁵, eased at the start.
  public static let easeInQuint = TimingCurve.easing(.easeInQuint)

  /// easings.net's `easeOutQuint`: t⁵, eased at the end.
  public static let easeOutQuint = TimingCurve.easing(.easeOutQuint)

  /// easings.net's `easeInOutQuint`: t⁵, eased at both ends.
  public static let easeInOutQuint = TimingCurve.easing(.easeInOutQuint)

  /// easings.net's `easeInSine`: a quarter cosine wave, eased at the start.
  public static let easeInSine = TimingCurve.easing(.easeInSine)

  /// easings.net's `easeOutSine`: a quarter cosine wave, eased at the end.
  public static let easeOutSine = TimingCurve.easing(.easeOutSine)

  /// easings.net's `easeInOutSine`: a quarter cosine wave, eased at both ends.
  public static let easeInOutSine = TimingCurve.easing(.easeInOutSine)

  /// easings.net's `easeInExpo`: an exponential, eased at the start.
  public static let easeInExpo = TimingCurve.easing(.easeInExpo)

  /// easings.net's `easeOutExpo`: an exponential, eased at the end.
  public static let easeOutExpo = TimingCurve.easing(.easeOutExpo)

  /// easings.net's `easeInOutExpo`: an exponential, eased at both ends.
  public static let easeInOutExpo = TimingCurve.easing(.easeInOutExpo)

  /// easings.net's `easeInCirc`: a quarter circle, eased at the start.
  public static let easeInCirc = TimingCurve.easing(.easeInCirc)

  /// easings.net's `easeOutCirc`: a quarter circle, eased at the end.
  public static let easeOutCirc = TimingCurve.easing(.easeOutCirc)

  /// easings.net's `easeInOutCirc`: a quarter circle, eased at both ends.
  public static let easeInOutCirc = TimingCurve.easing(.easeInOutCirc)

  /// easings.net's `easeInBack`: a cubic that overshoots, eased at the start.
  public static let easeInBack = TimingCurve.easing(.easeInBack)

  /// easings.net's `easeOutBack`: a cubic that overshoots, eased at the end.
  public static let easeOutBack = TimingCurve.easing(.easeOutBack)

  /// easings.net's `easeInOutBack`: a cubic that overshoots, eased at both ends.
  public static let easeInOutBack = TimingCurve.easing(.easeInOutBack)

  /// easings.net's `easeInElastic`: a damped sine, eased at the start.
  public static let easeInElastic = TimingCurve.easing(.easeInElastic)

  /// easings.net's `easeOutElastic`: a damped sine, eased at the end.
  public static let easeOutElastic = TimingCurve.easing(.easeOutElastic)

  /// easings.net's `easeInOutElastic`: a damped sine, eased at both ends.
  public static let easeInOutElastic = TimingCurve.easing(.easeInOutElastic)

  /// easings.net's `easeInBounce`: bounces, eased at the start.
  public static let easeInBounce = TimingCurve.easing(.easeInBounce)

  /// easings.net's `easeOutBounce`: bounces, eased at the end.
  public static let easeOutBounce = TimingCurve.easing(.easeOutBounce)

  /// easings.net's `easeInOutBounce`: bounces, eased at both ends.
  public static let easeInOutBounce = TimingCurve.easing(.easeInOutBounce)
}
