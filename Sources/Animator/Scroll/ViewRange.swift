/// The named ranges of a subject crossing a viewport, as CSS's view progress timelines define
/// them (`animation-range: entry`, `contain`…).
///
/// Each names a span of scroll offsets, measured with the viewport shrunk by its insets:
///
/// | range | 0% when | 100% when |
/// | --- | --- | --- |
/// | ``cover`` | the subject's start edge meets the viewport's end edge | its end edge meets the viewport's start edge |
/// | ``contain`` | it is first wholly inside the viewport (or, larger than it, first covers it) | it last is |
/// | ``entry`` | as ``cover`` | as ``contain`` |
/// | ``exit`` | as ``contain`` ends | as ``cover`` ends |
/// | ``entryCrossing`` | the subject's start edge meets the viewport's end edge | its end edge does |
/// | ``exitCrossing`` | the subject's start edge meets the viewport's start edge | its end edge does |
///
/// A subject longer than the viewport cannot fit in it: ``contain`` then runs from where it first
/// covers the whole viewport to where it last does, and ``entry`` and ``exit`` end and start there.
public enum ViewRange: String, Sendable, Hashable, CaseIterable {
  /// From the first point of the subject showing to the last point of it leaving.
  case cover
  /// While the subject is wholly visible, or, larger than the viewport, covers all of it.
  case contain
  /// From the subject starting to show to its being wholly visible (or covering the viewport).
  case entry
  /// From the subject starting to leave to its having left.
  case exit
  /// While the subject crosses the viewport's end edge.
  case entryCrossing = "entry-crossing"
  /// While the subject crosses the viewport's start edge.
  case exitCrossing = "exit-crossing"
}
