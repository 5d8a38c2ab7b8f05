// The core module's C maths: everything else calls `Math`. (The only other files that reach the C
// library are the lock, `_UnsafePlatformLock.swift`, and the thread-local slot, `ThreadSlot.swift`
// and `ThreadSlot+Unsafe.swift`, all in Support/.)
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Elementary functions from the platform's C library, so that no other file imports its maths.
///
/// Each is marked `@_effects(readnone)`: it reads and writes no memory the program can see (at
/// most `errno`, which the package never reads). Without that promise the optimiser must assume
/// that a call into the C library may change any object, and copies (and retains) the curves and
/// tracks a tick is reading around every call.
enum Math {
  @_effects(readnone) static func exp(_ x: Double) -> Double { libcExp(x) }
  @_effects(readnone) static func expm1(_ x: Double) -> Double { libcExpm1(x) }
  @_effects(readnone) static func log(_ x: Double) -> Double { libcLog(x) }
  @_effects(readnone) static func log1p(_ x: Double) -> Double { libcLog1p(x) }
  @_effects(readnone) static func pow(_ x: Double, _ y: Double) -> Double { libcPow(x, y) }
  @_effects(readnone) static func sin(_ x: Double) -> Double { libcSin(x) }
  @_effects(readnone) static func cos(_ x: Double) -> Double { libcCos(x) }
  @_effects(readnone) static func tan(_ x: Double) -> Double { libcTan(x) }
  @_effects(readnone) static func atan2(_ y: Double, _ x: Double) -> Double { libcAtan2(y, x) }
  @_effects(readnone) static func cbrt(_ x: Double) -> Double { libcCbrt(x) }
  @_effects(readnone) static func acos(_ x: Double) -> Double { libcAcos(x) }
  @_effects(readnone) static func hypot(_ x: Double, _ y: Double) -> Double { libcHypot(x, y) }
}

private func libcExp(_ x: Double) -> Double { exp(x) }
private func libcExpm1(_ x: Double) -> Double { expm1(x) }
private func libcLog(_ x: Double) -> Double { log(x) }
private func libcLog1p(_ x: Double) -> Double { log1p(x) }
private func libcPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
private func libcSin(_ x: Double) -> Double { sin(x) }
private func libcCos(_ x: Double) -> Double { cos(x) }
private func libcTan(_ x: Double) -> Double { tan(x) }
private func libcAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
private func libcCbrt(_ x: Double) -> Double { cbrt(x) }
private func libcAcos(_ x: Double) -> Double { acos(x) }
private func libcHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
