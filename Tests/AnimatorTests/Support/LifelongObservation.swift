import Animator

extension Timeline {
  /// ``Timeline/observe(_:)`` for as long as the timeline lives, for helpers that make a timeline
  /// and return it: the handler holds its own observation, and the timeline holds the handler.
  func observeForLife(_ handler: @escaping (TimelineEvent.Record) -> Void) {
    final class Holder {
      var observation: AnimatorObservation?
    }
    let holder = Holder()
    holder.observation = observe { event in
      withExtendedLifetime(holder) { handler(event) }
    }
  }
}
