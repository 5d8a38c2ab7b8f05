/// A named time in a timeline, as listed by ``Timeline/labels``.
public struct TimelineLabel: Hashable, Sendable {
  /// The label's name.
  public var name: String
  /// Its time, in seconds of the timeline's content time.
  public var time: Double

  /// Makes a label value.
  ///
  /// - Parameters:
  ///   - name: The label's name.
  ///   - time: Its time in seconds.
  public init(name: String, time: Double) {
    self.name = name
    self.time = time
  }
}
