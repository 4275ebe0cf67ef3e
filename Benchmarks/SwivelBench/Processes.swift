import Foundation

/// Runs the release `swivel` executable that sits next to this benchmark with `posix_spawn`
/// and `waitpid` (Foundation's `Process` adds tens of milliseconds of its own).
enum SwivelProcess {
  static var executable: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("swivel").path
  }

  static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable) }

  /// Wall-clock seconds of one run, output discarded.
  static func run(_ arguments: [String]) -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = ContinuousClock.now
    let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard status == 0 else {
      fatalError("cannot run \(executable): \(String(cString: strerror(status)))")
    }
    var exit: Int32 = 0
    waitpid(pid, &exit, 0)
    let elapsed = ContinuousClock.now - start
    guard exit == 0 else {
      fatalError("swivel \(arguments.joined(separator: " ")) failed (status \(exit))")
    }
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// The largest resident set of any child so far, in KiB.
  static var peakChildMemoryKiB: Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    return usage.ru_maxrss
  }
}
