/// Core Animation's and GSAP's timing names, spelled on top of the W3C fields.
///
/// | Core Animation (`CAMediaTiming`) | GSAP | `EffectTiming` |
/// | --- | --- | --- |
/// | `beginTime` | position parameter, `delay` | the child's start (``TimelinePosition``), ``delay`` |
/// | `duration` | `duration` | ``duration`` |
/// | `repeatCount = n` (0 means 1) | `repeat = n - 1` (`-1` forever) | ``iterations`` `= n` (× 2 with `autoreverses`) |
/// | `autoreverses` | `yoyo` | ``direction`` `= .alternate` (CA also doubles the iterations) |
/// | `fillMode` (`removed`, `forwards`, `backwards`, `both`) | (always filled) | ``fill`` (`none`, …) |
/// | `speed` | `timeScale` | ``playbackRate`` |
/// | `timeOffset` | | ``timeOffset`` (an ``iterationStart`` of `timeOffset / duration`) |
/// | | `repeatDelay` | ``repeatDelay`` |
extension EffectTiming {
  /// Core Animation's `repeatCount`: how many times the animation repeats; with ``autoreverses``
  /// one repeat is there and back. Setting 0 means once; `.infinity` or
  /// `.greatestFiniteMagnitude` repeats forever.
  public var repeatCount: Double {
    get { autoreverses ? iterations / 2 : iterations }
    set {
      var count = newValue == 0 ? 1 : newValue
      if count == .greatestFiniteMagnitude { count = .infinity }
      iterations = autoreverses ? count * 2 : count
    }
  }

  /// Core Animation's `autoreverses`: play backwards after playing forwards. Setting it makes the
  /// direction alternate and doubles the iterations, so that each repeat is there and back;
  /// clearing it undoes that.
  public var autoreverses: Bool {
    get { direction == .alternate && repeatsInPairs }
    set {
      guard newValue != autoreverses else { return }
      if newValue {
        direction = .alternate
        iterations *= 2
        repeatsInPairs = true
      } else {
        direction = .normal
        iterations /= 2
        repeatsInPairs = false
      }
    }
  }

  /// Core Animation's `fillMode`: `removed` is ``FillMode/none``.
  public var fillMode: FillMode {
    get { fill }
    set { fill = newValue }
  }

  /// Core Animation's `speed`: the ``playbackRate``.
  public var speed: Double {
    get { playbackRate }
    set { playbackRate = newValue }
  }

  /// GSAP's `repeat`: how many times to repeat after the first play (`-1` forever). The
  /// ``iterations`` are `repeat + 1`; a count below `-1` gives negative iterations, which
  /// ``validate()`` rejects.
  public var `repeat`: Int {
    get { iterations.isInfinite ? -1 : Int(min(max(iterations.rounded(.up), -1e15), 1e15)) - 1 }
    set { iterations = newValue == -1 ? .infinity : Double(newValue) + 1 }
  }

  /// GSAP's `yoyo`: every other iteration plays backwards (``PlaybackDirection/alternate``).
  public var yoyo: Bool {
    get { direction == .alternate }
    set { direction = newValue ? .alternate : .normal }
  }

  /// GSAP's `timeScale`: the ``playbackRate``.
  public var timeScale: Double {
    get { playbackRate }
    set { playbackRate = newValue }
  }
}
