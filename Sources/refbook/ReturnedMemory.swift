#if canImport(Glibc) && canImport(CMalloc)
import CMalloc
#endif

/// How much freed memory the C allocator keeps. By default glibc raises its
/// thresholds after each large block freed (up to 32 MiB), so that later
/// blocks of that size come from its heap, and stay in the process once
/// freed; a large book passes tens of megabytes through such blocks (the
/// search texts kept read while the search is prepared: 27 MiB at 100,000
/// contacts, still resident once the app is idle).
enum ReturnedMemory {
  /// Fixes glibc's thresholds at their starting values: a block of 128 KiB
  /// or more is mapped on its own and unmapped when freed, and the heap is
  /// trimmed once 128 KiB at its top are free.
  static func install() {
    #if canImport(Glibc) && canImport(CMalloc)
    _ = mallopt(M_TRIM_THRESHOLD, 128 * 1024)
    #endif
  }
}
