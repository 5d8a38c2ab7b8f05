import Animator

/// A property's values over a graph scene's run, sampled with its graph's weights
/// (``GraphMonitor``): what `timeline` draws as the property's lane.
///
/// A graph has no tweens with a start, an end and a curve to draw, so the lane draws the value
/// itself over the window shown, as a sparkline of where it lies between the two values farthest
/// apart in the window (`▁` at one, `█` at the other): a number from its lowest to its highest; a
/// point, a rectangle, a transform or a colour along the line from the earlier of those two values
/// to the later, so a run or a jump draws as a tween's progress does.
protocol PropertyTrack: AnyObject {
  /// The property, for example `hero.position`.
  var label: String { get }
  /// Records the value now, at `seconds` of the engine's time, if it changed since the last sample.
  func sample(at seconds: Double)
  /// The property's lane over `start...end` of the engine's time.
  func lane(from start: Double, to end: Double) -> Lane
}

/// The ``PropertyTrack`` of an ``AnimatedProperty``, sampling its presentation value.
final class AnimatedPropertyTrack<Value: Animatable>: PropertyTrack {
  let label: String
  private let property: AnimatedProperty<Value>
  private let describe: (Value) -> String
  /// The samples so far, oldest first (at most ``GraphMonitor/keptSamples``).
  private var samples: [(seconds: Double, value: Value)] = []

  /// Tracks `property`.
  ///
  /// - Parameters:
  ///   - label: The property's name.
  ///   - property: The property.
  ///   - describe: How to write its values.
  init(_ label: String, _ property: AnimatedProperty<Value>, _ describe: @escaping (Value) -> String) {
    self.label = label
    self.property = property
    self.describe = describe
  }

  func sample(at seconds: Double) {
    let value = property.presentationValue
    if let last = samples.last, last.value.animatableData == value.animatableData, last.seconds <= seconds { return }
    // A replay or a fresh start can move the engine's time back: the history starts again.
    if let last = samples.last, last.seconds > seconds { samples.removeAll() }
    samples.append((seconds, value))
    if samples.count > GraphMonitor.keptSamples {
      samples.removeFirst(samples.count - GraphMonitor.keptSamples / 2)
    }
  }

  func lane(from start: Double, to end: Double) -> Lane {
    // The value held at `start` (the last sample at or before it), then every sample up to `end`.
    let first = samples.lastIndex { $0.seconds <= start } ?? 0
    let shown = samples[first...].prefix { $0.seconds <= end }
    guard let held = shown.first else { return Lane(label: label, segments: []) }
    let data = shown.map(\.value.animatableData)
    let (low, high) = Self.extremes(data)
    let direction = data[high] - data[low]
    let length = direction.magnitudeSquared
    // Where each sample lies from `low` (0) to `high` (1): a copy, as a lane's closure is `Sendable`.
    let levels: [(seconds: Double, level: Double)] = zip(shown, data).map { sample, value in
      (max(sample.seconds, start), length > 0 ? Self.dot(value - data[low], direction) / length : 0)
    }
    let text =
      length > 0
      ? "▁ \(describe(shown[shown.startIndex + low].value)) · █ \(describe(shown[shown.startIndex + high].value))"
      : "holds \(describe(held.value))"
    let from = max(held.seconds, start)
    let segment = Lane.Segment(start: from, end: end, label: text) { fraction in
      let seconds = from + fraction * (end - from)
      return levels.last { $0.seconds <= seconds }?.level ?? 0
    }
    return Lane(label: label, segments: [segment])
  }

  /// The indices of the two values farthest apart, in the order the sparkline draws them low to
  /// high: a number's lowest and highest; for another value, the one farthest from the first, then
  /// the one farthest from that, the earlier first.
  private static func extremes(_ data: [Value.AnimatableData]) -> (low: Int, high: Int) {
    if let numbers = data as? [Double] {
      let low = numbers.indices.min { numbers[$0] < numbers[$1] } ?? 0
      let high = numbers.indices.max { numbers[$0] < numbers[$1] } ?? 0
      return (low, high)
    }
    func farthest(from index: Int) -> Int {
      data.indices.max { (data[$0] - data[index]).magnitudeSquared < (data[$1] - data[index]).magnitudeSquared } ?? 0
    }
    let one = farthest(from: 0)
    let other = farthest(from: one)
    return (min(one, other), max(one, other))
  }

  /// The dot product, from the squared lengths of the sum and the difference.
  private static func dot(_ a: Value.AnimatableData, _ b: Value.AnimatableData) -> Double {
    ((a + b).magnitudeSquared - (a - b).magnitudeSquared) / 4
  }
}
