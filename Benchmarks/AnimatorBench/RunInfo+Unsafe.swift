extension RunInfo {
  /// The text of a C string held in a fixed-size field (`utsname`'s, which Swift sees as a tuple of
  /// `CChar`): its bytes up to the first zero.
  static func text<Field>(_ field: Field) -> String {
    withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }
}
