extension PropertyAnimator {
  /// The unit curve and duration in seconds given by the timing parameters.
  var baseCurve: TimingCurve { baseTiming.curve }
  var durationSeconds: Double { baseTiming.seconds }

  /// The timing of a run changed from the animator's own (by reduced motion or
  /// `continueAnimation`), the main track once `continueAnimation` has split it, repeats, and the
  /// scope the animator is in: what most animators never need, on the heap once one does, so that
  /// the others store one pointer.
  final class Extras {
    var runCurve: TimingCurve
    var runRate: Double
    var runDuration: Duration
    var continuedMainTrack: ProgressTrack?
    var repeats: Repeats?
    /// The ``AnimationScope`` the animator is in (``ScopedMember``).
    var scopeLink: ScopeLink?

    init(base: BaseTiming) {
      runCurve = base.curve
      runRate = base.rate
      runDuration = base.duration
    }
  }

  /// The animator's ``extras``, made now if it has none.
  func makeExtras() -> Extras {
    if let extras { return extras }
    let made = Extras(base: baseTiming)
    extras = made
    return made
  }

  /// The curve and the unit-time rate of the current run (changed by `continueAnimation`).
  var runCurve: TimingCurve {
    get { extras?.runCurve ?? baseTiming.curve }
    set { makeExtras().runCurve = newValue }
  }
  var runRate: Double {
    get { extras?.runRate ?? baseTiming.rate }
    set {
      if let extras {
        extras.runRate = newValue
      } else if newValue.bitPattern != baseTiming.rate.bitPattern {
        makeExtras().runRate = newValue
      }
    }
  }
  /// The run's own length, exactly: ``duration``, or shorter when reduced motion shortens the run.
  /// `continueAnimation` with a factor of 0 takes its share of it for the rest of the run.
  var runDuration: Duration {
    get { extras?.runDuration ?? baseTiming.duration }
    set {
      if let extras {
        extras.runDuration = newValue
      } else if newValue != baseTiming.duration {
        makeExtras().runDuration = newValue
      }
    }
  }

  /// Makes the run's timing the animator's own again, with no allocation.
  func resetRunTiming() {
    guard let extras else { return }
    extras.runCurve = baseTiming.curve
    extras.runRate = baseTiming.rate
    extras.runDuration = baseTiming.duration
  }

  /// The animator's own progress over its whole duration, for `fractionComplete` while paused:
  /// the run's curve over the whole run, unless `continueAnimation` has split it.
  var mainTrack: ProgressTrack {
    get { extras?.continuedMainTrack ?? ProgressTrack(curve: runCurve, window: 0...1) }
    set { makeExtras().continuedMainTrack = newValue }
  }

  /// Forgets a split main track: the main track is the run's curve again.
  func resetMainTrack() {
    extras?.continuedMainTrack = nil
  }
}

extension PropertyAnimator {
  /// W3C timing's ``EffectTiming/iterations`` and ``EffectTiming/direction`` (normal or
  /// alternate), as the block forms' options ask for them, and the pass the run is in; kept in the
  /// animator's extras, as few animators repeat.
  struct Repeats {
    /// How many passes a run makes: 2 for there and back, infinity for endless.
    var iterations: Double
    /// Whether every other pass goes back (``PlaybackDirection/alternate``), or every pass starts
    /// again from the start (``PlaybackDirection/normal``).
    var alternates: Bool
    /// The pass the run is in, from 0 (it wraps after 2³² passes, keeping its parity).
    var pass: UInt32 = 0

    /// The W3C timing these repeats are.
    var timing: EffectTiming {
      var timing = EffectTiming()
      timing.iterations = iterations
      timing.direction = alternates ? .alternate : .normal
      return timing
    }
  }

  /// Whether the current pass of a repeating run goes back: an odd pass of an alternating run.
  var isReturning: Bool {
    guard let repeats, repeats.alternates else { return false }
    return repeats.pass % 2 == 1
  }
}
