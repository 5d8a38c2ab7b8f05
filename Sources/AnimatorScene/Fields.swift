/// The members of an object, in the order written; an object has a handful, so a look-up compares
/// names one by one rather than hashing them into a dictionary for every object of the file.
struct Fields: Sequence {
  var members: [(key: String, value: Node)] = []

  var count: Int { members.count }

  subscript(key: String) -> Node? {
    for member in members where member.key == key { return member.value }
    return nil
  }

  func makeIterator() -> IndexingIterator<[(key: String, value: Node)]> { members.makeIterator() }
}
