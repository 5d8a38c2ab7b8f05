/// The seek workload: one paused timeline of N children, random seeks by progress, then a forward
/// drag. It needs `Timeline` (issue 4), which is not on this branch yet: the workload reports
/// nothing until it lands.
struct SeekBench {
  let options: Options
  var log: (String) -> Void

  func run() throws -> [ResultRow] {
    log("seek: skipped, Timeline is not available yet")
    return []
  }
}
