/// The one rule of the paths that skip reference counting: they run only while no code outside the
/// package can run, and each thing they sample says, through this protocol, whether it may run
/// such code.
///
/// Code outside the package (a custom curve or easing, a sink: a closure or key-path target, an
/// observer, a keyframe layer's custom curve) may stop, release, restart or re-time anything, so
/// a fast path may walk memory without retaining it, and hand a shared evaluation on
/// (the shared progress in the tick's ``TickRelay``), only while none can run. Whatever is sampled answers with
/// ``mayRunUserCode``, a stored flag set when it is made or changed, never computed per frame:
///
/// - ``ProgressTrack`` (an animator block's curves) and ``ResolvedTiming`` (a timeline child's
///   easing): a custom curve;
/// - ``AnimationBlock``: properties refreshed through ``LayeredProperty/refresh()``, sinks among
///   them; a block's direct properties that other layers share are reported by
///   ``AnimationBlock/refreshDirectProperties()`` instead, once they are the only work left.
///
/// A path that finds `true` takes the general path, which holds what it walks, and before the code
/// can run drops the shared evaluation (``TickRelay/forget()``). The same holds for what runs
/// after sampling: an animator with observers drops it when it publishes, and an engine client of
/// a kind that does not share (a timeline) drops it before it is sampled (the default
/// ``EngineClient/engineUpdate(from:to:in:_:ended:)``). Anything new that can run code outside the
/// package during a tick must answer here or drop the evaluation the same way.
protocol UserCodeAware {
  /// Whether sampling this may run code outside the package.
  var mayRunUserCode: Bool { get }
}
