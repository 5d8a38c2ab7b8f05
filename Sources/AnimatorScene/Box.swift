/// Fields on the heap, or nothing when every field is `nil` (equal to `Fields()`): a value, each
/// change makes a new box. ``SceneItem`` and ``SceneLayer`` keep the fields most of them lack in one.
struct Box<Fields: Equatable & Sendable & EmptyFields>: Equatable, Sendable {
  final class Storage: Sendable {
    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  /// The fields, `nil` when every one is `nil`: a getter reads its field from here, without
  /// copying (and retaining) the others.
  let storage: Storage?

  init() {
    storage = nil
  }

  init(_ fields: Fields) {
    storage = fields == Fields() ? nil : Storage(fields)
  }

  var fields: Fields { storage?.fields ?? Fields() }

  mutating func change(_ body: (inout Fields) -> Void) {
    var fields = fields
    body(&fields)
    self = Box(fields)
  }

  static func == (a: Box, b: Box) -> Bool {
    a.storage === b.storage || a.fields == b.fields
  }
}

/// Fields that can be made all `nil`, for ``Box``.
protocol EmptyFields {
  init()
}
