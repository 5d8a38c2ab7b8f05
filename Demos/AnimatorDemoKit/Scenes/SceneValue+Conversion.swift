import Animator
import AnimatorScene

/// A scene file's values as the demo's layers take them: numbers, points, rectangles, transforms
/// and colours, with a safe fallback for a value of another shape.
extension SceneValue {
  var number: Double {
    if case .number(let value) = self { return value }
    return 0
  }
  var numbers: [Double] {
    if case .numbers(let values) = self { return values }
    return []
  }
  var point: Point2D { Point2D(x: component(0, or: 0), y: component(1, or: 0)) }
  var rect: Rect2D {
    Rect2D(x: component(0, or: 0), y: component(1, or: 0), width: component(2, or: 0), height: component(3, or: 0))
  }
  var transform: AffineTransform2D {
    guard case .numbers(let n) = self, n.count == 6 else { return .identity }
    return AffineTransform2D(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }
  /// The number at `index` of a list of numbers, or `fallback` past its end (or for a value that is
  /// not a list), read in place: a tween of a point or a rectangle converts its values once per
  /// item, and a long timeline should not make a padded copy of each list.
  private func component(_ index: Int, or fallback: Double) -> Double {
    guard case .numbers(let values) = self, index < values.count else { return fallback }
    return values[index]
  }
  var color: Color {
    if case .color(let text) = self { return SceneColor.parse(text) ?? .clear }
    return .clear
  }
}
