import Animator
import AnimatorScene

/// The REPL's edits of a user's scene (`add`, `remove`, `move`, `set`), made to the document and
/// the live timeline at once, and the document to save.
extension FileScene {
  /// The index of the item named `name`, or `nil`.
  func itemIndex(named name: String) -> Int? {
    document.timeline.firstIndex { $0.name == name }
  }

  /// Adds a checked item at the end of the document and to the live timeline.
  func append(_ item: SceneItem) throws(AnimationError) {
    let child = try add(item)
    document.timeline.append(item)
    children.append(child)
    if let child { noteEndValue(of: item, at: child.startTime) }
  }

  /// Takes item `index` out of the document and the live timeline.
  func removeItem(at index: Int) throws(AnimationError) {
    let item = document.timeline[index]
    if item.type == .label {
      try timeline.removeLabel(item.name ?? "")
    } else if let child = children[index] {
      try timeline.remove(child)
    }
    document.timeline.remove(at: index)
    children.remove(at: index)
    endValues = nil
  }

  /// Starts item `index` at `seconds`.
  func moveItem(at index: Int, to seconds: Double) throws(AnimationError) {
    let item = document.timeline[index]
    if item.type == .label {
      try timeline.addLabel(item.name ?? "", at: .at(seconds))
    } else if let child = children[index] {
      try timeline.move(child, to: .at(seconds))
    }
    document.timeline[index].start = seconds
    endValues = nil
  }

  /// Changes tween `index`'s curve.
  func setCurve(at index: Int, _ text: String) throws(AnimationError) {
    guard let child = children[index], let curve = SceneCurve.parse(text) else { return }
    try timeline.setCurve(curve, of: child)
    document.timeline[index].curve = text
    document.timeline[index].springTiming = nil
  }

  /// Changes item `index`'s duration.
  func setDuration(at index: Int, _ seconds: Double) throws(AnimationError) {
    guard let child = children[index] else { return }
    var item = document.timeline[index]
    item.duration = seconds
    // A spring timing is fitted to the duration: refit it first, so a duration it cannot fit
    // changes nothing.
    let refitted = try item.springTiming.map { (_) throws(AnimationError) in try Self.curve(of: item) }
    try timeline.setDuration(seconds, of: child)
    if let refitted { try timeline.setCurve(refitted, of: child) }
    document.timeline[index].duration = seconds
  }

  /// The document with every item's start written out as the timeline placed it, so that the file
  /// loads back to the same timeline whatever the order of the edits.
  func documentForSaving() -> SceneDocument {
    var saved = document
    for index in saved.timeline.indices {
      if let child = children[index] {
        // A child placed at the end of a very long timeline can start later than a file may
        // name (9.2e9 s); it keeps its place at the end, so that the file loads.
        guard child.startTime <= SceneDocument.longestTime else { continue }
        saved.timeline[index].start = child.startTime
      } else if let name = saved.timeline[index].name, let time = try? timeline.time(ofLabel: name),
        time <= SceneDocument.longestTime
      {
        saved.timeline[index].start = time
      }
    }
    return saved
  }

  /// The child of item `index`, if it has one.
  func child(at index: Int) -> TimelineChild? { children[index] }
}
