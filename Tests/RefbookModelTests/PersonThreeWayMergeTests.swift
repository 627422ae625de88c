import RefbookModel
import Testing

/// Two versions of one contact merged property by property: what each side
/// changed is kept unless both changed the same thing differently.
@Suite struct PersonThreeWayMergeTests {
  let base = Person(
    id: "1", formattedName: "Ann Lee", emails: [TypedValue(value: "ann@a.org")],
    phones: [TypedValue(value: "+1 555 0100", types: ["cell"])], note: "")

  @Test func changesToDifferentPropertiesAreBothKept() {
    var ours = base
    ours.note = "met in Lyon"
    var theirs = base
    theirs.formattedName = "Ann Roe"
    let merged = Person.merged(base: base, ours: ours, theirs: theirs)
    #expect(merged?.note == "met in Lyon")
    #expect(merged?.formattedName == "Ann Roe")
  }

  @Test func differentChangesToOnePropertyOverlap() {
    var ours = base
    ours.note = "met in Lyon"
    var theirs = base
    theirs.note = "met in Nice"
    #expect(Person.merged(base: base, ours: ours, theirs: theirs) == nil)
  }

  @Test func anEmailAddedWhileAPhoneIsEditedIsNoOverlap() {
    var ours = base
    ours.emails.append(TypedValue(value: "ann@b.org"))
    var theirs = base
    theirs.phones[0].value = "+1 555 0199"
    let merged = Person.merged(base: base, ours: ours, theirs: theirs)
    #expect(merged?.emails.map(\.value) == ["ann@a.org", "ann@b.org"])
    #expect(merged?.phones.map(\.value) == ["+1 555 0199"])
  }

  @Test func eachSideAddingAnEmailKeepsBothAndAnEditKeepsItsPlace() {
    #expect(Person.mergedList(base: ["a", "b"], ours: ["a", "b", "c"], theirs: ["a", "b", "d"]) == ["a", "b", "d", "c"])
    #expect(Person.mergedList(base: ["a", "b"], ours: ["a2", "b"], theirs: ["a", "b", "d"]) == ["a2", "b", "d"])
    #expect(Person.mergedList(base: ["a", "b"], ours: ["b"], theirs: ["a", "b", "d"]) == ["b", "d"])
  }

  @Test func oneValueEditedDifferentlyOnBothSidesOverlaps() {
    #expect(Person.mergedList(base: ["a", "b"], ours: ["a2", "b"], theirs: ["a3", "b"]) == nil)
    var ours = base
    ours.emails[0].value = "ann@ours.org"
    var theirs = base
    theirs.emails[0].value = "ann@theirs.org"
    #expect(Person.merged(base: base, ours: ours, theirs: theirs) == nil)
  }

  @Test func aKeptParameterChangedOnOneSideIsTaken() {
    var ours = base
    ours.note = "x"
    var theirs = base
    theirs.fieldExtras["NOTE"] = PropertyExtras(group: "item1")
    #expect(Person.merged(base: base, ours: ours, theirs: theirs)?.fieldExtras["NOTE"] == PropertyExtras(group: "item1"))
  }

  @Test func aBaseAdoptingAnotherVersionTakesWhatOursHoldsOfIt() {
    var other = base
    other.note = "theirs"
    other.title = "Dr"
    var ours = other
    ours.formattedName = "Ann R. Lee"  // adopted `other`, then edited
    let adopted = Person.base(base, adopting: other, as: ours)
    #expect(adopted.note == "theirs" && adopted.title == "Dr" && adopted.formattedName == "Ann Lee")
    var notAdopted = base
    notAdopted.phones = []
    #expect(Person.base(base, adopting: other, as: notAdopted) == base)
  }
}
