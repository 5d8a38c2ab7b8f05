// The animator's unchecked cast: the engine's field for the shared base timings holds only them.

extension PropertyAnimator.BaseTiming.Cache {
  /// The cache of `engine`, made the first time (``EngineSlots/baseTimingCache``): kept in the
  /// engine's own field, which holds nothing else, so the object there is a cache and the cast
  /// needs no check (checked in debug builds).
  static func of(_ engine: AnimationEngine) -> PropertyAnimator.BaseTiming.Cache {
    if let cache = engine.storage.baseTimingCache { return unsafeDowncast(cache, to: Self.self) }
    let cache = Self()
    engine.storage.baseTimingCache = cache
    return cache
  }
}
