import Animator

/// Whether `a` and `b` agree within `relative` of the largest of their sizes and `scale` (or
/// exactly, when all are zero). `scale` is the size of the quantity where it crosses zero.
func agrees(_ a: Double, _ b: Double, relative: Double = 1e-9, scale: Double = 0) -> Bool {
  a == b || abs(a - b) <= relative * max(abs(a), abs(b), scale)
}

/// Whether two points agree component by component within `relative` (of `scale` too).
func agrees(_ a: Point2D, _ b: Point2D, relative: Double = 1e-9, scale: Double = 0) -> Bool {
  agrees(a.x, b.x, relative: relative, scale: scale) && agrees(a.y, b.y, relative: relative, scale: scale)
}

/// The springs of the three damping regimes (all with duration 0.5).
let threeRegimes: [Spring] = [
  try! Spring(duration: 0.5, bounce: 0.5),  // underdamped, ζ = 0.5
  try! Spring(duration: 0.5, bounce: 0),  // critically damped
  try! Spring(duration: 0.5, bounce: -0.5),  // overdamped, ζ = 2
]
