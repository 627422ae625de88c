import StructRef

// The model of Chris Eidhof's "Struct References", as the article writes it.

struct Address: Equatable {
  var street: String
  var city: String
  var state: String
}

struct Person: Equatable, Identifiable {
  var id: String { name }
  var name: String
  var addresses: [Address]
}

typealias Addressbook = [Person]

/// The article's detail view controller: it prints what its observer sees.
final class PersonVC {
  let person: Ref<Person>
  var disposeBag: Disposable?
  var printed: [String] = []

  init(person: Ref<Person>) {
    self.person = person
    disposeBag = person.addObserver { [unowned self] newValue in
      self.printed.append(newValue.name)
    }
  }

  func update() {
    person.value.name = "new name"
  }
}

let sampleAddress = Address(street: "Schönhauser Allee 1", city: "Berlin", state: "")
let chris = Person(name: "Chris", addresses: [sampleAddress])
let florian = Person(name: "Florian", addresses: [])
