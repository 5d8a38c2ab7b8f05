import Foundation

enum Report {
  /// The human table.
  static func table(_ rows: [ResultRow], info: RunInfo) -> String {
    var lines = [
      "animator-bench: \(info.system), \(info.cores) cores, \(info.compiler), \(info.date)",
      "runs: \(info.runs) after a warm-up\(info.quick ? " (quick)" : ""); tick figures are medians of ticks 2-58, "
        + "min = the fastest run's median",
      "target: the performance goal, reported; check: the limit --check fails above (counts only, never times)",
      "",
    ]
    let header = [
      "workload", "path", "variant", "N", "engine", "(min)", "baseline", "(min)", "ratio", "target", "",
      "check", "", "details",
    ]
    var table = [header]
    for row in rows {
      let target =
        row.target.map { target in
          row.targetOf == "ratio" ? "<= \(format(target))x" : "<= \(format(target))"
        } ?? ""
      let met = row.met.map { $0 ? "ok" : "MISSED" } ?? ""
      let check = row.checkLimit.map { "<= \(format($0))" } ?? ""
      let passed = row.withinCheckLimit.map { $0 ? "pass" : "FAIL" } ?? ""
      table.append([
        row.workload, row.path, row.variant, grouped(row.n), format(row.figure) + " " + row.unit,
        row.minimum.map(format) ?? "", row.baseline.map(format) ?? "", row.baselineMinimum.map(format) ?? "",
        row.ratio.map { format($0) + "x" } ?? "", target, met, check, passed,
        row.details.map { "\($0.0) \(format($0.1))" }.joined(separator: ", "),
      ])
    }
    let widths = (0..<header.count).map { column in table.map { $0[column].count }.max() ?? 0 }
    let numeric: Set<Int> = [3, 4, 5, 6, 7, 8]
    for (index, cells) in table.enumerated() {
      let padded = cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return numeric.contains(column) ? padding + cell : cell + padding
      }
      lines.append(padded.joined(separator: "  ").trimmingTrailingSpaces)
      if index == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
    return lines.joined(separator: "\n")
  }

  /// The results as JSON, schema `animator-bench/1`.
  static func json(_ rows: [ResultRow], info: RunInfo, failures: [String], notes: [String]) -> String {
    func string(_ text: String) -> String {
      var escaped = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        default:
          if scalar.value < 0x20 {
            escaped += String(format: "\\u%04x", scalar.value)
          } else {
            escaped.unicodeScalars.append(scalar)
          }
        }
      }
      return escaped + "\""
    }
    func number(_ value: Double) -> String { value.isFinite ? String(format: "%.6g", value) : "null" }
    var out = "{\n"
    out += "  \"schema\": \"animator-bench/1\",\n"
    out += "  \"command\": \(string(info.command)),\n"
    out += "  \"date\": \(string(info.date)),\n"
    out += "  \"system\": \(string(info.system)),\n"
    out += "  \"cores\": \(info.cores),\n"
    out += "  \"compiler\": \(string(info.compiler)),\n"
    out += "  \"runs\": \(info.runs),\n"
    out += "  \"quick\": \(info.quick),\n"
    out += "  \"failures\": [\(failures.map(string).joined(separator: ", "))],\n"
    out += "  \"notes\": [\(notes.map(string).joined(separator: ", "))],\n"
    out += "  \"results\": [\n"
    out += rows.map { row in
      var fields = [
        "\"workload\": \(string(row.workload))", "\"path\": \(string(row.path))",
        "\"variant\": \(string(row.variant))", "\"n\": \(row.n)", "\"unit\": \(string(row.unit))",
        "\"figure\": \(number(row.figure))",
      ]
      fields.append("\"minimum\": \(row.minimum.map(number) ?? "null")")
      fields.append("\"baseline\": \(row.baseline.map(number) ?? "null")")
      fields.append("\"baselineMinimum\": \(row.baselineMinimum.map(number) ?? "null")")
      fields.append("\"ratio\": \(row.ratio.map(number) ?? "null")")
      fields.append("\"fastestRatio\": \((row.minimum == nil ? nil : row.fastestRatio).map(number) ?? "null")")
      fields.append("\"target\": \(row.target.map(number) ?? "null")")
      fields.append("\"targetOf\": \(row.targetOf.map(string) ?? "null")")
      fields.append("\"met\": \(row.met.map { "\($0)" } ?? "null")")
      fields.append("\"checkLimit\": \(row.checkLimit.map(number) ?? "null")")
      let details = row.details.map { "\(string($0.0)): \(number($0.1))" }.joined(separator: ", ")
      fields.append("\"details\": {\(details)}")
      return "    {" + fields.joined(separator: ", ") + "}"
    }.joined(separator: ",\n")
    out += "\n  ]\n}"
    return out
  }

  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    let magnitude = abs(value)
    if magnitude >= 100 { return String(format: "%.0f", value) }
    if magnitude >= 10 { return String(format: "%.1f", value) }
    return String(format: "%.2f", value)
  }

  static func grouped(_ n: Int) -> String {
    let digits = String(n)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
