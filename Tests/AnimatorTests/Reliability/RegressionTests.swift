import Animator
import Testing

/// Defects that the model-based fuzzer and the reliability tests found, each pinned by the shortest
/// sequence that showed it. The tests are grouped by concern in `Regressions/`.
@Suite("Regressions found by the reliability work")
struct RegressionTests {}
