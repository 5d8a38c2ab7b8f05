import Animator

/// A user's own object with four plain `Double` fields: what the key-path and closure targets
/// write to, and what the hand-written baseline loop writes to.
final class Sprite {
  var x: Double
  var y: Double
  var rotation: Double
  var alpha: Double

  init(_ values: SIMD4<Double>) {
    x = values[0]
    y = values[1]
    rotation = values[2]
    alpha = values[3]
  }

  /// The four fields as a vector.
  var values: SIMD4<Double> { SIMD4(x, y, rotation, alpha) }
}

/// The same object as ``Sprite``, for the key-path path.
///
/// A separate class, because a key path to a stored property makes the compiler check exclusive
/// access dynamically (`swift_beginAccess`) on every access to that property anywhere in the module:
/// using key paths on ``Sprite`` would slow the hand-written loop's stores down.
final class KeyPathSprite {
  var x: Double
  var y: Double
  var rotation: Double
  var alpha: Double

  init(_ values: SIMD4<Double>) {
    x = values[0]
    y = values[1]
    rotation = values[2]
    alpha = values[3]
  }

  /// The four fields as a vector.
  var values: SIMD4<Double> { SIMD4(x, y, rotation, alpha) }
}

/// A user's own object whose four fields are declared ``Animated``: the recommended path.
final class AnimatedSprite {
  @Animated var x: Double
  @Animated var y: Double
  @Animated var rotation: Double
  @Animated var alpha: Double

  init(_ values: SIMD4<Double>) {
    _x = Animated(wrappedValue: values[0])
    _y = Animated(wrappedValue: values[1])
    _rotation = Animated(wrappedValue: values[2])
    _alpha = Animated(wrappedValue: values[3])
  }

  /// The four presentation values (what a renderer reads) as a vector.
  var presentation: SIMD4<Double> {
    SIMD4($x.presentationValue, $y.presentationValue, $rotation.presentationValue, $alpha.presentationValue)
  }
}

/// The values of the tick and seek workloads: object `i` starts at `(i % 100, 0, 0, 1)` and ends at
/// `(500, 250, 360, 0)`.
enum Workload {
  static func start(_ index: Int) -> SIMD4<Double> { SIMD4(Double(index % 100), 0, 0, 1) }
  static let end = SIMD4<Double>(500, 250, 360, 0)
  /// The unit time at which object `index` starts on the staggered path: `index × 1e-9`, so that
  /// every animator is at its own unit time and all still end by tick 60.
  static func staggerOffset(_ index: Int) -> Double { Double(index) * 1e-9 }
  /// Ticks per run: 1 s at 60 Hz.
  static let ticks = 60
  /// The ticks whose timings make the steady-state figure: 2 to 58.
  static let steadyTicks = 2...58
}

/// Sizes of the library's public value types, for `--layout`.
func layoutReport() -> String {
  func line<T>(_ type: T.Type) -> String {
    "\(type): size \(MemoryLayout<T>.size), stride \(MemoryLayout<T>.stride)"
  }
  return [
    line(TimingCurve.self), line(TimingParameters.self), line(Spring.self), line(AnimatedProperty<Double>.self),
  ].joined(separator: "\n")
}
