/// "Did you mean": the known words closest to a mistyped one.
enum Suggestions {
  /// The candidates within an edit distance of 2 of `word` (1 for words of three letters or fewer),
  /// closest first, and candidates that `word` is a prefix of (at least two letters).
  ///
  /// ```swift
  /// Suggestions.closest(to: "plya", among: ["play", "pause"])   // ["play"]
  /// ```
  ///
  /// - Parameters:
  ///   - word: What was typed.
  ///   - candidates: The known words.
  /// - Returns: The suggestions.
  static func closest(to word: String, among candidates: [String]) -> [String] {
    let typed = Array(word.lowercased().prefix(40))
    guard !typed.isEmpty else { return [] }
    let limit = typed.count <= 3 ? 1 : 2
    var scored: [(distance: Int, word: String)] = []
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate))
      if distance <= limit {
        scored.append((distance, candidate))
      } else if typed.count >= 2, candidate.hasPrefix(String(typed)) {
        scored.append((limit + 1, candidate))
      }
    }
    return scored.sorted { ($0.distance, $0.word) < ($1.distance, $1.word) }.map(\.word)
  }

  /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
  /// neighbours each cost 1.
  ///
  /// - Parameters:
  ///   - a: One word.
  ///   - b: The other.
  /// - Returns: The distance.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
