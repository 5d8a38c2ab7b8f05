/// The scroll followers an ``AnimationScope`` holds: the bridge between the scopes and the scroll
/// layer, whose drivers and triggers join scopes as players do.
extension AnimationScope {
  /// Adds a scroll driver made elsewhere: the scope's ``cancel()`` and ``revert()`` detach it, its
  /// ``finish()`` detaches it and finishes its player at its end.
  ///
  /// ```swift
  /// let collapse = try page.drive(headerAnimator, over: .scroll(to: .points(200)))
  /// animations.add(collapse)
  /// ```
  ///
  /// A driver made inside ``add(_:)->_`` is added already. A driver in another scope
  /// moves to this one. The scope holds it weakly (its source holds it until it detaches).
  ///
  /// - Parameter driver: The driver.
  /// - Complexity: O(1), amortised.
  public func add(_ driver: ScrollDriver) {
    adopt(driver)
  }

  /// Adds a scroll trigger made elsewhere: each of the scope's endings detaches it.
  ///
  /// ```swift
  /// let reveal = try page.trigger(cardAnimator, over: .trigger(card))
  /// animations.add(reveal)
  /// ```
  ///
  /// A trigger made inside ``add(_:)->_`` is added already. A trigger in another scope
  /// moves to this one. The scope holds it weakly (its source holds it until it detaches).
  ///
  /// - Parameter trigger: The trigger.
  /// - Complexity: O(1), amortised.
  public func add(_ trigger: ScrollTrigger) {
    adopt(trigger)
  }
}
