/// The followers of one axis of a ``ScrollSource``, kept so that a scroll from one offset to
/// another visits only those it can change: the ones inside their range at the old offset, and
/// the ones whose range starts (scrolling forwards) or ends (backwards) between the two offsets.
/// The others are before or after their range at both offsets and show the same as before.
///
/// - Complexity: a move costs O(log n + k log k) for n followers of which k are visited; a change
///   of geometry or of the set of followers rebuilds the index in O(n log n) at the next move.
final class ScrollIndex {
  private(set) var followers: [any ScrollFollowing] = []
  /// Active followers by the offset where their range starts, and that offset.
  private var byStart: [Int] = []
  private var starts: [Double] = []
  /// Active followers by the offset where their range stops changing, and that offset.
  private var byLast: [Int] = []
  private var lasts: [Double] = []
  /// Followers inside their range at the last offset.
  private var inside: [Int] = []
  private var isDirty = false
  private var moveCount = 0
  /// How many times a move has visited a follower: what the index saves is checked by counting.
  private(set) var visitCount = 0
  private var nextSequence = 0

  /// Adds a follower and places it at `offset` (it has no previous reading).
  func attach(_ follower: any ScrollFollowing, metrics: ScrollMetrics) {
    follower.place.sequence = nextSequence
    nextSequence += 1
    followers.append(follower)
    isDirty = true
    resolve(follower, metrics: metrics)
  }

  /// Removes a follower; it keeps what it shows.
  func detach(_ follower: any ScrollFollowing) {
    guard let index = followers.firstIndex(where: { $0 === follower }) else { return }
    followers.remove(at: index)
    follower.place.isAttached = false
    isDirty = true
  }

  /// Works out a follower's range again in `metrics` (its range or the geometry changed) and
  /// places it at the metrics' offset.
  func resolve(_ follower: any ScrollFollowing, metrics: ScrollMetrics) {
    let old = follower.place.side
    follower.place.offsets = follower.place.range.offsets(in: metrics)
    isDirty = true
    let offset = metrics.clampedOffset
    follower.place.side = follower.place.side(at: offset)
    guard follower.place.offsets != nil else { return }
    follower.scrolled(from: old, to: offset)
  }

  /// Works out every follower's range again in `metrics`.
  func resolveAll(metrics: ScrollMetrics) {
    for follower in followers { resolve(follower, metrics: metrics) }
  }

  /// Moves the followers that the scroll from `old` to `new` can change, in the order the scroll
  /// meets them: by where their ranges start when scrolling forwards, by where they end when
  /// scrolling backwards.
  func move(from old: Double, to new: Double) {
    guard old != new else { return }
    if isDirty { rebuild() }
    moveCount += 1
    let stamp = moveCount
    var candidates: [Int] = []
    candidates.reserveCapacity(inside.count + 4)
    func take(_ index: Int) {
      guard followers[index].place.stamp != stamp else { return }
      followers[index].place.stamp = stamp
      candidates.append(index)
    }
    for index in inside { take(index) }
    let forwards = new > old
    let (low, high) = (min(old, new), max(old, new))
    let keys = forwards ? starts : lasts
    let order = forwards ? byStart : byLast
    var position = Self.firstIndex(in: keys, notBelow: low)
    while position < keys.count && keys[position] <= high {
      take(order[position])
      position += 1
    }
    candidates.sort { a, b in
      let (pa, pb) = (followers[a].place, followers[b].place)
      let (ka, kb) = forwards ? (pa.offsets!.start, pb.offsets!.start) : (-pa.offsets!.last, -pb.offsets!.last)
      return ka != kb ? ka < kb : pa.sequence < pb.sequence
    }
    // Handlers may attach or detach followers, which shifts the indices: hold the followers.
    let movers = candidates.map { followers[$0] }
    for follower in movers where follower.place.isAttached {
      visitCount += 1
      let previous = follower.place.side
      follower.place.side = follower.place.side(at: new)
      follower.scrolled(from: previous, to: new)
    }
    // A change of the set made during the move is picked up by the rebuild at the next one.
    guard !isDirty else { return }
    inside = candidates.filter { followers[$0].place.side == .inside }
  }

  private func rebuild() {
    isDirty = false
    let active = followers.indices.filter { followers[$0].place.offsets != nil }
    byStart = active.sorted { followers[$0].place.offsets!.start < followers[$1].place.offsets!.start }
    starts = byStart.map { followers[$0].place.offsets!.start }
    byLast = active.sorted { followers[$0].place.offsets!.last < followers[$1].place.offsets!.last }
    lasts = byLast.map { followers[$0].place.offsets!.last }
    inside = active.filter { followers[$0].place.side == .inside }
  }

  /// The first position of sorted `keys` whose key is `key` or more.
  private static func firstIndex(in keys: [Double], notBelow key: Double) -> Int {
    var (low, high) = (0, keys.count)
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
