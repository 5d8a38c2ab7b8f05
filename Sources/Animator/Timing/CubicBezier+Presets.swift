/// The named curves of Core Animation and UIKit.
extension CubicBezier {
  /// The identity curve, `(0, 0)(1, 1)`: progress equals time. Core Animation's `linear`.
  static let linear = CubicBezier(unchecked: 0, 0, 1, 1)

  /// Starts slowly and ends at full speed: `(0.42, 0)(1, 1)`, Core Animation's `easeIn` and UIKit's
  /// `.easeIn`.
  static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)

  /// Starts at full speed and ends slowly: `(0, 0)(0.58, 1)`, Core Animation's `easeOut` and UIKit's
  /// `.easeOut`.
  static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)

  /// Starts and ends slowly: `(0.42, 0)(0.58, 1)`, Core Animation's `easeInEaseOut`.
  static let easeInEaseOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)

  /// UIKit's name for ``easeInEaseOut``: the same curve, `(0.42, 0)(0.58, 1)`.
  static let easeInOut = easeInEaseOut

  /// Core Animation's `default` curve, used by its implicit animations and by
  /// `UICubicTimingParameters()`: `(0.25, 0.1)(0.25, 1)`, quick at first and long to settle.
  static let `default` = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)
}
