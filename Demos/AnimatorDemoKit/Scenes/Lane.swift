import Animator

/// A lane of the `timeline` command: an animated property and the animations that move it.
struct Lane: Sendable {
  /// One animation of the lane's property, over `start...end` seconds of the run.
  struct Segment: Sendable {
    /// When it starts, in seconds along the run.
    var start: Double
    /// When it ends.
    var end: Double
    /// A short label: the curve and the target, for example `easeOut → 0.75`.
    var label: String
    /// The progress at a time within the segment (0 at its start, 1 at its end): the sparkline.
    var progress: @Sendable (Double) -> Double
  }

  /// How a lane's values are drawn.
  enum Drawing: Sendable {
    /// A sparkline of the progress (`▁▂▃▄▅▆▇█`).
    case progress
    /// Shades of a weight from 0 to 1 (` ░▒▓█`): a graph's leaf.
    case weight
  }

  /// The property, for example `logo.opacity`.
  var label: String
  /// Its animations.
  var segments: [Segment]
  /// How its values are drawn.
  var drawing = Drawing.progress

  /// A segment along a timing curve.
  ///
  /// - Parameters:
  ///   - start: Its start in seconds.
  ///   - duration: Its length in seconds.
  ///   - label: Its label.
  ///   - curve: Its curve.
  /// - Returns: The segment.
  static func segment(start: Double, duration: Double, _ label: String, curve: TimingCurve) -> Segment {
    Segment(start: start, end: start + duration, label: label) { curve.value(at: $0) }
  }

  /// A segment where a timeline's child changes its values (its active interval), along `curve`.
  ///
  /// - Parameters:
  ///   - child: The child.
  ///   - label: Its label.
  ///   - curve: Its curve.
  /// - Returns: The segment.
  static func segment(child: TimelineChild, _ label: String, curve: TimingCurve) -> Segment {
    let interval = child.activeInterval
    return Segment(start: interval.lowerBound, end: interval.upperBound, label: label) { curve.value(at: $0) }
  }
}

/// An animated property that the `state` command lists, with its presentation and model values.
struct WatchedProperty {
  /// The property, for example `logo.transform`.
  let label: String
  /// The presentation value as text.
  let presentation: () -> String
  /// The model value as text.
  let model: () -> String
  /// Makes a record of its presentation values over time, for a graph's `timeline`.
  let track: () -> any PropertyTrack

  /// Watches a property of a layer.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - property: The property.
  ///   - describe: How to write its values.
  init<Value>(_ label: String, _ property: AnimatedProperty<Value>, _ describe: @escaping (Value) -> String) {
    self.label = label
    presentation = { describe(property.presentationValue) }
    model = { describe(property.modelValue) }
    track = { AnimatedPropertyTrack(label, property, describe) }
  }
}
