/// The offsets at which a subject's edges meet the viewport's (shrunk by its insets): the corners
/// of every named range.
struct ViewEdges {
  /// The subject's start edge meets the viewport's end edge: ``ViewRange/cover`` starts.
  let startMeetsEnd: Double
  /// The subject's end edge meets the viewport's start edge: ``ViewRange/cover`` ends.
  let endMeetsStart: Double
  /// The subject's start edge meets the viewport's start edge.
  let startMeetsStart: Double
  /// The subject's end edge meets the viewport's end edge.
  let endMeetsEnd: Double

  /// The edges, or `nil` when the insets leave no ``ViewRange/cover`` range.
  init?(_ subject: ViewSubject, insets: ViewInsets, viewportLength: Double) {
    let startInset = insets.start.resolved(against: viewportLength)
    let endInset = insets.end.resolved(against: viewportLength)
    startMeetsEnd = subject.start - viewportLength + endInset
    endMeetsStart = subject.start + subject.length - startInset
    startMeetsStart = subject.start - startInset
    endMeetsEnd = subject.start + subject.length - viewportLength + endInset
    guard endMeetsStart > startMeetsEnd else { return nil }
  }

  /// Where `range` starts and ends.
  func offsets(of range: ViewRange) -> (start: Double, end: Double) {
    let containStart = min(startMeetsStart, endMeetsEnd)
    let containEnd = max(startMeetsStart, endMeetsEnd)
    switch range {
    case .cover: return (startMeetsEnd, endMeetsStart)
    case .contain: return (containStart, containEnd)
    case .entry: return (startMeetsEnd, containStart)
    case .exit: return (containEnd, endMeetsStart)
    case .entryCrossing: return (startMeetsEnd, endMeetsEnd)
    case .exitCrossing: return (startMeetsStart, endMeetsStart)
    }
  }

  /// The offset of a boundary: its range's start plus its offset, percentages being of the
  /// range's length.
  func offset(of boundary: ViewRangeBoundary) -> Double {
    let (start, end) = offsets(of: boundary.range)
    return start + boundary.offset.resolved(against: end - start)
  }
}
