extension DecayAnimation: PropertyPlayer {
  // The ``PlaybackFrontEnd`` hooks of its own: how a run is made (its motion is worked out, and
  // may be refused, before the state changes) and set moving, and where
  // ``finishAnimation(at:)`` leaves the property.

  func prepareActivation() throws(AnimationError) -> DecayMotion<Value> {
    try prepareRun()
  }

  func activateRun(_ motion: DecayMotion<Value>, paused: Bool) {
    activate(motion)
    if paused { show(at: 0, rate: 0) }
  }

  var settlingInstant: Double { course.motion?.settlingTime ?? 0 }

  func settle(at position: AnimatingPosition) -> [() -> Void] {
    if let motion = course.motion {
      switch position {
      case .end: property?.setModelKeepingLayers(motion.restingPosition)
      case .start: property?.setModelKeepingLayers(motion.start)
      case .current: break
      }
    }
    return []
  }
}
