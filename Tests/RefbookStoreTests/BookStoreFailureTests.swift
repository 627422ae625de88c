import Foundation
import RefbookModel
import RefbookTestSupport
import Testing

@testable import RefbookStore

/// Write failures the store must survive: each runs in a child process,
/// because it changes process-wide state (a file size limit, the user id).
/// The child exits with a distinct code for each broken expectation.
@Suite struct BookStoreFailureTests {
  @Test func aFullDiskLeavesTheBookUntouchedAndALaterSaveSucceeds() async {
    await #expect(processExitsWith: .exitCode(0)) {
      signal(SIGXFSZ, SIG_IGN)
      let folder = try TemporaryDirectory("store")
      defer { folder.remove() }
      try folder.write("1|Ann\n", to: "contacts.vcf")
      let store = try BookStore.open(
        BookLocation(path: folder.path(of: "contacts.vcf")), encoding: LineEncoding().encoding, access: .readWrite)
      let big = Addressbook((0..<2_000).map { person("\($0)", String(repeating: "x", count: 40)) })
      var limit = rlimit(rlim_cur: 4_096, rlim_max: rlim_t.max)
      check(setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0, 10)
      do throws(StoreError) {
        _ = try store.save(big)
        exit(11)
      } catch {
        check(error == .cannotWrite(path: folder.path(of: "contacts.vcf"), reason: SystemError(code: EFBIG).reason), 12)
        check(error.description.hasSuffix("the file on disk was not changed"), 13)
      }
      check((try? folder.read("contacts.vcf")) == "1|Ann\n", 14)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      check(names == ["contacts.vcf", "contacts.vcf.lock"], 15)
      limit.rlim_cur = rlim_t.max
      check(setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0, 16)
      check(try store.save(big) == .written, 17)
      check((try? folder.read("contacts.vcf"))?.hasPrefix("1|xxx") == true, 18)
    }
  }

  @Test func aReadOnlyFolderIsAClearErrorAndTheStoreCanRetry() async {
    await #expect(processExitsWith: .exitCode(0)) {
      // Root ignores permissions: become nobody first.
      if getuid() == 0 {
        check(setgid(65_534) == 0 && setuid(65_534) == 0, 20)
      }
      let folder = try TemporaryDirectory("store")
      defer { folder.remove() }
      try folder.write("1|Ann\n", to: "contacts.vcf")
      let store = try BookStore.open(
        BookLocation(path: folder.path(of: "contacts.vcf")), encoding: LineEncoding().encoding, access: .readWrite)
      chmod(folder.path, 0o555)
      let book: Addressbook = [person("1", "Ann"), person("2", "Bob")]
      do throws(StoreError) {
        _ = try store.save(book)
        exit(21)
      } catch {
        check(error == .cannotWrite(path: folder.path(of: "contacts.vcf"), reason: SystemError(code: EACCES).reason), 22)
      }
      check((try? folder.read("contacts.vcf")) == "1|Ann\n", 23)
      chmod(folder.path, 0o755)
      check(try store.save(book) == .written, 24)
      check((try? folder.read("contacts.vcf")) == "1|Ann\n2|Bob\n", 25)
    }
  }
}

/// Exits the child process with `code` unless `condition` holds.
func check(_ condition: Bool, _ code: Int32) {
  if !condition { exit(code) }
}
