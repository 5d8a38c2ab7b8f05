/// The hand-written loop of the tick workload: no library, the same job, in the same binary.
///
/// Each object has its own start time, rate, start values and end values in plain arrays (a game
/// loop's structure of arrays); every tick computes each object's unit time, the curve, the four
/// values, and stores them into the object's fields. An animation that reaches its end writes its
/// end values exactly and is counted as finished, as the engine's completion would be.
final class BaselineWorld: TickSubject {
  let sprites: [Sprite]
  private let from: [SIMD4<Double>]
  private let to: [SIMD4<Double>]
  private let start: [Double]
  private let rate: [Double]
  private let curve: BaselineCurve
  private var time = 0.0
  private(set) var finished = 0

  convenience init(count: Int, curve: CurveKind) throws {
    try self.init(sprites: Self.makeSprites(count: count), curve: curve)
  }

  /// The objects the loop writes to, at their start values.
  static func makeSprites(count: Int) -> [Sprite] {
    (0..<opaque(count)).map { Sprite(Workload.start($0)) }
  }

  /// Makes the loop's arrays for `sprites`.
  init(sprites: [Sprite], curve: CurveKind) throws {
    // Runtime values through an opaque function, so the optimiser cannot fold any of them.
    let n = opaque(sprites.count)
    self.sprites = sprites
    from = (0..<n).map { Workload.start($0) }
    to = Array(repeating: opaque(Workload.end), count: n)
    start = Array(repeating: opaque(0.0), count: n)
    rate = Array(repeating: opaque(1.0), count: n)
    self.curve = try curve.baselineCurve()
  }

  var count: Int { sprites.count }
  var remaining: Int { sprites.count - finished }

  func prepare(tick: Int) {
    time = opaque(Double(tick) / 60)
  }

  func tick() {
    switch curve {
    case .cubic: run { easeInOutCubic($0) }
    case .bezier(let bezier): run { bezier.value(at: $0) }
    case .spring(let spring): run { spring.value(at: $0) }
    }
  }

  @inline(__always)
  private func run(_ curve: (Double) -> Double) {
    let time = self.time
    var finished = 0
    for i in 0..<sprites.count {
      let u = min(max((time - start[i]) * rate[i], 0), 1)
      let values: SIMD4<Double>
      if u >= 1 {
        values = to[i]
        finished += 1
      } else {
        values = from[i] + (to[i] - from[i]) * curve(u)
      }
      let sprite = sprites[i]
      sprite.x = values[0]
      sprite.y = values[1]
      sprite.rotation = values[2]
      sprite.alpha = values[3]
    }
    self.finished = finished
  }

  func values(at index: Int) -> SIMD4<Double> { sprites[index].values }

  func unitTimeOffset(at index: Int) -> Double { 0 }
}

/// Returns its argument through a call the optimiser cannot see into.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }
