/// What a quick animation calls when it ends, and the exact instant it ends.
final class QuickCompletion {
  let body: (AnimatingPosition) -> Void
  let end: Duration

  init(body: @escaping (AnimatingPosition) -> Void, end: Duration) {
    self.body = body
    self.end = end
  }
}
