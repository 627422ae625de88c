// A tour of StructRef on the article's address book: run with
// `swift run StructRefTour`. Each line printed is what an observer saw.
import StructRef

struct Address: Equatable {
  var street: String
  var city: String
}

struct Person: Equatable, Identifiable {
  let id: Int
  var name: String
  var addresses: [Address]
}

let source = Ref(initialValue: History(initialValue: [
  Person(id: 1, name: "Chris", addresses: [Address(street: "Schönhauser Allee 1", city: "Berlin")]),
  Person(id: 2, name: "王小明", addresses: []),
]))
let book = source[\.value]

// Two "screens": a list that observes the whole book, a detail view that
// observes one person by identity.
let list = book.addObserver { people in
  print("list   sees:", people.map(\.name).joined(separator: ", "))
}
let chris = book[id: 1]
let detail = chris.addObserver { person in
  print("detail sees:", person.map { "\($0.name), \($0.addresses.map(\.city))" } ?? "(deleted)")
}

print("— edit Chris's city through the detail ref")
chris.modify { $0?.addresses[0].city = "Hamburg" }

print("— rename 王小明: the detail view is not told")
book[id: 2].name.value = "Wang Xiaoming"

print("— one batch, one undo step")
book.batch("rename and move") {
  chris.modify { $0?.name = "Chris E." }
  chris.modify { $0?.addresses.append(Address(street: "Rue 2", city: "Paris")) }
}

print("— delete Chris")
book.batch("delete Chris") { book.value.removeAll { $0.id == 1 } }
while source.value.canUndo, source.value.undoDescription != nil {
  print("— undo \(source.value.undoDescription!)")
  source.value.undo()
}
_ = (list, detail)
