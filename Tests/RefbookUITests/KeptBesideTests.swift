import RefbookModel
@testable import RefbookUI
import StructRefTesting
import Testing

/// A change of ours that collided with another program's change to the same
/// property: the message line names the contact and the conflict copy its
/// version went to, and undo takes back the merge that showed the other.
@Suite struct KeptBesideTests {
  @Test func theMessageNamesTheContactAndTheCopy() {
    let harness = Harness()
    let changes = harness.app.changesFromDisk
    changes.reportKeptBeside([Fixtures.zoe], ["/home/ada/book/zoe.vcf.refbook-conflict-20261206T010203.123456789Z"])
    let messages = changes.takeMessages(editing: nil)
    #expect(
      messages.map(\.text) == [
        "Zoë Ångström changed on disk too: the other version is shown, yours is in "
          + "zoe.vcf.refbook-conflict-20261206T010203.123456789Z (u brings yours back)"
      ])
    #expect(messages.allSatisfy { $0.isError })
    changes.reportKeptBeside([Fixtures.zoe, Fixtures.emile], ["/b/x.vcf.refbook-conflict-1", "/b/y.vcf.refbook-conflict-2"])
    #expect(
      changes.takeMessages(editing: nil).map(\.text) == [
        "Zoë Ångström and 1 more contact changed on disk too: the other version is shown, yours is in "
          + "x.vcf.refbook-conflict-1, y.vcf.refbook-conflict-2 (u brings yours back)"
      ])
  }

  /// Another program's version left aside unmerged (unreadable, or it
  /// kept changing), with no contact of ours beside it, is named too.
  @Test func aVersionLeftAsideUnmergedIsNamed() {
    let changes = Harness().app.changesFromDisk
    changes.reportKeptBeside([], ["/home/ada/contacts.vcf.refbook-conflict-20261206T010203.123456789Z"])
    #expect(
      changes.takeMessages(editing: nil).map(\.text) == [
        "Another program's version of the book could not be merged; it is in "
          + "contacts.vcf.refbook-conflict-20261206T010203.123456789Z"
      ])
  }

  @Test func undoAfterTheMergeBringsOursBack() {
    let harness = Harness()
    let key = MemoryKey(harness.session.book.value)
    let persistence = harness.session.book.persist(
      in: key, describedBy: ChangesFromDisk.describe, receivingOn: harness.app.inbox.post)
    defer { persistence.dispose() }
    var theirs = Fixtures.zoe
    theirs.formattedName = "Zoë Theirs"
    key.changeElsewhere(to: [theirs, Fixtures.wang, Fixtures.emile])
    harness.app.inbox.runPosted()
    #expect(harness.session.book.value[id: "zoe"]?.formattedName == "Zoë Theirs")
    harness.press(.character("u"))
    #expect(harness.session.book.value[id: "zoe"]?.formattedName == "Zoë Ångström")
  }
}
