import Animator

extension Timeline {
  /// ``Timeline/observe(_:)`` for as long as the timeline lives, for helpers that make a timeline
  /// and return it: the handler holds its own observation, and the timeline holds the handler.
  func observeForLife(_ handler: @escaping (TimelineEvent) -> Void) {
    final class Holder {
      var observation: AnimationObservation?
    }
    let holder = Holder()
    holder.observation = observe { event in
      withExtendedLifetime(holder) { handler(event) }
    }
  }

  /// Calls `handler` with the timeline's own events (their source is the timeline itself, not a
  /// child) for as long as the returned observation is kept.
  func observeOwnEvents(_ handler: @escaping (TimelineEvent) -> Void) -> AnimationObservation {
    observe { event in
      if event.sourceName == "timeline" { handler(event) }
    }
  }
}
